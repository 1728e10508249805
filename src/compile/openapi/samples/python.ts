import { pythonLiteral } from './literal.js';
import type { SampleRequest } from './sampleRequest.js';

/** Text inside a Python f-string: quotes, backslashes and braces escaped. */
const fStringText = (text: string) => text.replace(/[\\"]/g, '\\$&').replace(/\{/g, '{{').replace(/\}/g, '}}');

/**
 * A Python script using requests: the base URL from `SABLE_API_BASE` with the public URL as
 * fallback, credentials from `os.environ`, query as `params`, the body as `json`;
 * `raise_for_status()` makes HTTP errors fail the script.
 */
export function pythonSample(request: SampleRequest): string {
  const method = request.method.toLowerCase();
  const base = request.base.env ? `os.environ.get(${JSON.stringify(request.base.env)}, ${JSON.stringify(request.base.url)})` : JSON.stringify(request.base.url);
  const args = [`f"{BASE_URL}${fStringText(request.path)}"`];
  if (request.query.length) args.push(`params=${pythonLiteral(Object.fromEntries(request.query), '    ')}`);
  if (request.headers.length) {
    const headers = request.headers
      .map((header) => {
        const value = header.env ? `os.environ[${JSON.stringify(header.env)}]` : JSON.stringify(header.value);
        return `        ${JSON.stringify(header.name)}: ${header.prefix ? `${JSON.stringify(header.prefix)} + ` : ''}${value},`;
      })
      .join('\n');
    args.push(`headers={\n${headers}\n    }`);
  }
  if (request.body !== undefined) args.push(`json=${pythonLiteral(request.body, '    ')}`);
  args.push('timeout=30');
  return [
    'import json',
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
    'print(json.dumps(response.json(), indent=2))',
  ].join('\n');
}
