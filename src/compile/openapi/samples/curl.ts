import { cookieHeader, pathWithQuery, type SampleBody, type SampleRequest } from './sampleRequest.js';

/** Single-quoted for POSIX shells: nothing inside is expanded. */
const singleQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** Double-quoted text with `$`, backquote, `"` and `\` escaped, so only the variables we write expand. */
const doubleQuotedText = (text: string) => text.replace(/[\\"$`]/g, '\\$&');
/** A header whose value reads variables: double-quoted, the literal parts escaped. */
const variableHeader = (name: string, value: string) => `--header "${doubleQuotedText(`${name}: `)}${value}"`;

/** The options that send the body: JSON and text as data, forms field by field, files with `@`. */
function bodyOptions(body: SampleBody): string[] {
  const contentType = `--header ${singleQuoted(`Content-Type: ${body.mediaType}`)}`;
  switch (body.kind) {
    case 'json':
      return [contentType, `--data ${singleQuoted(JSON.stringify(body.value, null, 2))}`];
    case 'text':
      return [contentType, `--data-binary ${singleQuoted(body.text)}`];
    case 'binary':
      return [contentType, `--data-binary ${singleQuoted(`@${body.file}`)}`];
    case 'form':
      // curl sends application/x-www-form-urlencoded itself and percent-encodes each value.
      return body.fields.map(([name, value]) => `--data-urlencode ${singleQuoted(`${name}=${value}`)}`);
    case 'multipart':
      // --form-string never reads `@file` or `<file` out of a text value; --form sends the files.
      return [...body.fields.map(([name, value]) => `--form-string ${singleQuoted(`${name}=${value}`)}`), ...body.files.map((file) => `--form ${singleQuoted(`${file.name}=@${file.file};type=${file.contentType}`)}`)];
  }
}

/**
 * A curl command (POSIX shell): the base URL from `$SABLE_API_BASE` with the public URL as
 * fallback, credentials from environment variables (Basic from a user and password, which
 * curl encodes), the body as its media type wants it, binary answers saved to a file and
 * event streams printed as they arrive. `--fail-with-body` prints error bodies and still
 * exits non-zero on HTTP errors.
 */
export function curlSample(request: SampleRequest): string {
  const base = request.base.env ? `\${${request.base.env}:-${doubleQuotedText(request.base.url)}}` : doubleQuotedText(request.base.url);
  // Query credentials expand from variables: marked, the rest escaped, then the marks become `${VAR}`.
  const url = doubleQuotedText(pathWithQuery(request, (env) => `\u0000${env}\u0000`)).replace(/\u0000(\w+)\u0000/g, '$${$1}');
  const lines = [`curl --fail-with-body --request ${request.method.toUpperCase()}`, `--url "${base}${url}"`];
  if (request.basic) lines.push(`--user "$${request.basic.userEnv}:$${request.basic.passwordEnv}"`);
  for (const header of request.headers) {
    if (header.env) lines.push(variableHeader(header.name, `${doubleQuotedText(header.prefix ?? '')}$${header.env}`));
    else lines.push(`--header ${singleQuoted(`${header.name}: ${header.prefix ?? ''}${header.value}`)}`);
  }
  if (request.cookies?.length) {
    const cookies = request.cookies;
    if (cookies.some((cookie) => cookie.env)) lines.push(`--cookie "${cookieHeader(cookies.map((cookie) => (cookie.env ? cookie : { ...cookie, value: doubleQuotedText(cookie.value) })), (env) => `$${env}`)}"`);
    else lines.push(`--cookie ${singleQuoted(cookieHeader(cookies, () => ''))}`);
  }
  if (request.response?.kind === 'sse') lines.push(`--header 'Accept: text/event-stream'`, '--no-buffer');
  if (request.body !== undefined) lines.push(...bodyOptions(request.body));
  if (request.response?.kind === 'binary') lines.push(`--output ${singleQuoted(request.response.file)}`);
  const comments = (request.notes ?? []).map((note) => `# ${note}\n`).join('');
  return comments + lines.join(' \\\n  ');
}
