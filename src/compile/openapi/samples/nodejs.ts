import { jsLiteral } from './literal.js';
import { pathWithQuery, type SampleBody, type SampleRequest } from './sampleRequest.js';

/** Text inside a JavaScript template literal: backquotes, backslashes and `${` escaped. */
const templateText = (text: string) => text.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');
const quoted = (text: string) => jsLiteral(text);
const env = (name: string) => `process.env.${name}`;

/** The statements before the request (a multipart form) and the `body` option. */
function bodyParts(body: SampleBody): { before: string[]; option: string } {
  switch (body.kind) {
    case 'json':
      return { before: [], option: `JSON.stringify(${jsLiteral(body.value, '  ')})` };
    case 'text':
      return { before: [], option: quoted(body.text) };
    case 'binary':
      return { before: [], option: `await readFile(${quoted(body.file)})` };
    case 'form':
      // fetch sends URLSearchParams as application/x-www-form-urlencoded.
      return { before: [], option: `new URLSearchParams([\n${body.fields.map(([name, value]) => `    [${quoted(name)}, ${quoted(value)}],`).join('\n')}\n  ])` };
    case 'multipart': {
      // fetch sends FormData as multipart/form-data with its own boundary.
      const fields = body.fields.map(([name, value]) => `form.append(${quoted(name)}, ${quoted(value)});`);
      const files = body.files.map((file) => `form.append(${quoted(file.name)}, new Blob([await readFile(${quoted(file.file)})], { type: ${quoted(file.contentType)} }), ${quoted(file.file)});`);
      return { before: ['const form = new FormData();', ...fields, ...files, ''], option: 'form' };
    }
  }
}

/** The `headers` entries, values as JavaScript expressions. */
function headerLines(request: SampleRequest): string[] {
  const lines = request.headers.map((header) => {
    const value = header.env ? env(header.env) : quoted(header.value);
    return `    ${quoted(header.name)}: ${header.prefix ? `${quoted(header.prefix)} + ` : ''}${value},`;
  });
  if (request.basic) lines.unshift(`    'Authorization': 'Basic ' + Buffer.from(\`\${${env(request.basic.userEnv)}}:\${${env(request.basic.passwordEnv)}}\`).toString('base64'),`);
  if (request.cookies?.length) {
    const cookie = request.cookies.map((entry) => `${templateText(entry.name)}=${entry.env ? `\${${env(entry.env)}}` : templateText(entry.value)}`).join('; ');
    lines.push(`    'Cookie': \`${cookie}\`,`);
  }
  const body = request.body;
  if (body && (body.kind === 'json' || body.kind === 'text' || body.kind === 'binary')) lines.push(`    'Content-Type': ${quoted(body.mediaType)},`);
  if (request.response?.kind === 'sse') lines.push(`    'Accept': 'text/event-stream',`);
  return lines;
}

/** What the module does with the answer. */
function answerLines(request: SampleRequest): string[] {
  const response = request.response ?? { kind: 'json' };
  if (response.kind === 'binary') return [`await writeFile(${quoted(response.file)}, Buffer.from(await response.arrayBuffer()));`, `console.log(${quoted(`Saved ${response.file}`)});`];
  if (response.kind === 'sse') return ['for await (const text of response.body.pipeThrough(new TextDecoderStream())) process.stdout.write(text);'];
  if (response.kind === 'text') return ['console.log(await response.text());'];
  if (response.kind === 'empty') return ['console.log(response.status);'];
  return ['console.log(JSON.stringify(await response.json(), null, 2));'];
}

/**
 * A Node.js (18+) ES module using the built-in fetch: the base URL from `SABLE_API_BASE`
 * with the public URL as fallback, credentials from `process.env` (Basic encoded from a user
 * and password), the body as its media type wants it (JSON, URLSearchParams, FormData with
 * files, text, bytes); a non-2xx status throws. Binary answers are saved to a file, event
 * streams written out as they arrive.
 */
export function nodejsSample(request: SampleRequest): string {
  const base = request.base.env ? `${env(request.base.env)} ?? ${quoted(request.base.url)}` : quoted(request.base.url);
  const body = request.body && bodyParts(request.body);
  const headers = headerLines(request);
  const options = [`  method: ${quoted(request.method.toUpperCase())},`];
  if (headers.length) options.push(`  headers: {\n${headers.join('\n')}\n  },`);
  if (body) options.push(`  body: ${body.option},`);
  const fsNames = [...(/readFile\(/.test(body?.option ?? '') || body?.before.some((line) => line.includes('readFile(')) ? ['readFile'] : []), ...(request.response?.kind === 'binary' ? ['writeFile'] : [])];
  // Query credentials are marked, the rest escaped, then the marks become `${encodeURIComponent(process.env.X)}`.
  const url = templateText(pathWithQuery(request, (name) => `\u0000${name}\u0000`)).replace(/\u0000(\w+)\u0000/g, (_, name: string) => `\${encodeURIComponent(${env(name)})}`);
  return [
    '// Node.js 18+, as an ES module (save as request.mjs).',
    ...(request.notes ?? []).map((note) => `// ${note}`),
    ...(fsNames.length ? [`import { ${fsNames.join(', ')} } from 'node:fs/promises';`, ''] : []),
    `const baseUrl = ${base};`,
    '',
    ...(body?.before ?? []),
    `const response = await fetch(\`\${baseUrl}${url}\`, {`,
    ...options,
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    ...answerLines(request),
  ].join('\n');
}
