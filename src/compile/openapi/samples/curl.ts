import { pathWithQuery, type SampleRequest } from './sampleRequest.js';

/** Single-quoted for POSIX shells: nothing inside is expanded. */
const singleQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** Double-quoted text with `$`, backquote, `"` and `\` escaped, so only the variables we write expand. */
const doubleQuotedText = (text: string) => text.replace(/[\\"$`]/g, '\\$&');

/**
 * A curl command (POSIX shell): the base URL from `$SABLE_API_BASE` with the public URL as
 * fallback, credentials from environment variables, the JSON body single-quoted.
 * `--fail-with-body` prints error bodies and still exits non-zero on HTTP errors.
 */
export function curlSample(request: SampleRequest): string {
  const base = request.base.env ? `\${${request.base.env}:-${doubleQuotedText(request.base.url)}}` : doubleQuotedText(request.base.url);
  const lines = [`curl --fail-with-body --request ${request.method.toUpperCase()}`, `--url "${base}${doubleQuotedText(pathWithQuery(request))}"`];
  for (const header of request.headers) {
    if (header.env) lines.push(`--header "${doubleQuotedText(`${header.name}: ${header.prefix ?? ''}`)}$${header.env}"`);
    else lines.push(`--header ${singleQuoted(`${header.name}: ${header.prefix ?? ''}${header.value}`)}`);
  }
  if (request.body !== undefined) {
    lines.push(`--header 'Content-Type: application/json'`);
    lines.push(`--data ${singleQuoted(JSON.stringify(request.body, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}
