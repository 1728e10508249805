import { pythonLiteral } from './literal.js';
import type { SampleBody, SampleRequest } from './sampleRequest.js';

/** Text inside a Python f-string: quotes, backslashes and braces escaped. */
const fStringText = (text: string) => text.replace(/[\\"]/g, '\\$&').replace(/\{/g, '{{').replace(/\}/g, '}}');
const str = (text: string) => JSON.stringify(text);
const environ = (name: string) => `os.environ[${str(name)}]`;

/** A dict written like `pythonLiteral`, its values already Python expressions. */
function pythonDict(entries: Array<[string, string]>, indent: string): string {
  return `{\n${entries.map(([key, value]) => `${indent}    ${str(key)}: ${value},`).join('\n')}\n${indent}}`;
}

/** Pairs whose name repeats become one key with a list, which requests sends as repeated fields. */
function grouped(pairs: Array<[string, unknown]>): Array<[string, unknown]> {
  const byName = new Map<string, unknown[]>();
  for (const [name, value] of pairs) byName.set(name, [...(byName.get(name) ?? []), value]);
  return [...byName].map(([name, values]) => [name, values.length === 1 ? values[0] : values]);
}

/** The keyword arguments that send the body. */
function bodyArguments(body: SampleBody): string[] {
  switch (body.kind) {
    case 'json':
      return [`json=${pythonLiteral(body.value, '    ')}`];
    case 'text':
      return [`data=${str(body.text)}.encode("utf-8")`];
    case 'binary':
      return [`data=open(${str(body.file)}, "rb")`];
    case 'form':
      return [`data=${pythonLiteral(Object.fromEntries(grouped(body.fields)), '    ')}`];
    case 'multipart': {
      const files = body.files.map((file): [string, string] => [file.name, `(${str(file.file)}, open(${str(file.file)}, "rb"), ${str(file.contentType)})`]);
      return [...(body.fields.length ? [`data=${pythonLiteral(Object.fromEntries(grouped(body.fields)), '    ')}`] : []), `files=${pythonDict(files, '    ')}`];
    }
  }
}

/** The headers a sample sends, with Content-Type when requests does not set it itself. */
function headerEntries(request: SampleRequest): Array<[string, string]> {
  const entries = request.headers.map((header): [string, string] => {
    const value = header.env ? environ(header.env) : str(header.value);
    return [header.name, header.prefix ? `${str(header.prefix)} + ${value}` : value];
  });
  const body = request.body;
  if (body && (body.kind === 'text' || body.kind === 'binary' || (body.kind === 'json' && body.mediaType !== 'application/json'))) entries.push(['Content-Type', str(body.mediaType)]);
  if (request.response?.kind === 'sse') entries.push(['Accept', str('text/event-stream')]);
  return entries;
}

/** What the script does with the answer. */
function answerLines(request: SampleRequest): string[] {
  const response = request.response ?? { kind: 'json' };
  if (response.kind === 'binary') return [`with open(${str(response.file)}, "wb") as file:`, '    file.write(response.content)', `print("Saved ${response.file}")`];
  if (response.kind === 'sse') return ['for line in response.iter_lines(decode_unicode=True):', '    print(line, flush=True)'];
  if (response.kind === 'text') return ['print(response.text)'];
  if (response.kind === 'empty') return ['print(response.status_code)'];
  return ['print(json.dumps(response.json(), indent=2))'];
}

/**
 * A Python script using requests: the base URL from `SABLE_API_BASE` with the public URL as
 * fallback, credentials from `os.environ` (Basic as `auth=(user, password)`, which requests
 * encodes), query as `params`, the body as its media type wants it (`json`, `data`, `files`);
 * `raise_for_status()` makes HTTP errors fail the script. Binary answers are saved to a file,
 * event streams printed line by line as they arrive.
 */
export function pythonSample(request: SampleRequest): string {
  const method = request.method.toLowerCase();
  const base = request.base.env ? `os.environ.get(${str(request.base.env)}, ${str(request.base.url)})` : str(request.base.url);
  const args = [`f"{BASE_URL}${fStringText(request.path)}"`];
  if (request.query.length) {
    // Values as Python expressions (literals, or credentials from os.environ); a repeated name becomes a list.
    const expressions = grouped(request.query.map(([name, value, env]) => [name, env ? environ(env) : pythonLiteral(value, '        ')]));
    const params = expressions.map(([name, value]): [string, string] => [name, Array.isArray(value) ? `[${value.join(', ')}]` : String(value)]);
    args.push(`params=${pythonDict(params, '    ')}`);
  }
  const headers = headerEntries(request);
  if (headers.length) args.push(`headers=${pythonDict(headers, '    ')}`);
  if (request.cookies?.length) args.push(`cookies=${pythonDict(request.cookies.map((cookie) => [cookie.name, cookie.env ? environ(cookie.env) : str(cookie.value)]), '    ')}`);
  if (request.basic) args.push(`auth=(${environ(request.basic.userEnv)}, ${environ(request.basic.passwordEnv)})`);
  if (request.body !== undefined) args.push(...bodyArguments(request.body));
  if (request.response?.kind === 'sse') args.push('stream=True');
  args.push('timeout=30');
  const answer = answerLines(request);
  return [
    ...(request.notes ?? []).map((note) => `# ${note}`),
    ...(answer.some((line) => line.includes('json.')) ? ['import json'] : []),
    'import os',
    '',
    'import requests',
    '',
    `BASE_URL = ${base}`,
    '',
    `response = requests.${method}(`,
    ...args.map((arg) => `    ${arg},`),
    ')',
    'response.raise_for_status()',
    ...answer,
  ].join('\n');
}
