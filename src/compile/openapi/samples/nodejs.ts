import { jsLiteral } from './literal.js';
import { pathWithQuery, type SampleRequest } from './sampleRequest.js';

/** Text inside a JavaScript template literal: backquotes, backslashes and `${` escaped. */
const templateText = (text: string) => text.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');
const quoted = (text: string) => jsLiteral(text);

/**
 * A Node.js (18+) ES module using the built-in fetch: the base URL from `SABLE_API_BASE`
 * with the public URL as fallback, credentials from `process.env`; a non-2xx status throws.
 */
export function nodejsSample(request: SampleRequest): string {
  const base = request.base.env ? `process.env.${request.base.env} ?? ${quoted(request.base.url)}` : quoted(request.base.url);
  const headers = request.headers.map((header) => {
    const value = header.env ? `process.env.${header.env}` : quoted(header.value);
    return `    ${quoted(header.name)}: ${header.prefix ? `${quoted(header.prefix)} + ` : ''}${value},`;
  });
  if (request.body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  const options = [`  method: ${quoted(request.method.toUpperCase())},`];
  if (headers.length) options.push(`  headers: {\n${headers.join('\n')}\n  },`);
  if (request.body !== undefined) options.push(`  body: JSON.stringify(${jsLiteral(request.body, '  ')}),`);
  return [
    '// Node.js 18+, as an ES module (save as request.mjs).',
    `const baseUrl = ${base};`,
    '',
    `const response = await fetch(\`\${baseUrl}${templateText(pathWithQuery(request))}\`, {`,
    ...options,
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    'console.log(JSON.stringify(await response.json(), null, 2));',
  ].join('\n');
}
