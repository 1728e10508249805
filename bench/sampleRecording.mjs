/**
 * Runs the code samples of a built API reference against a local recording server and compares
 * each recorded request with what its operation declares in the OpenAPI document: method,
 * path with filled parameters, query, headers, cookies, credentials, body encoding and
 * content type; then checks the sample read the answer per its content type. Shared by the
 * fixture test (test/integration/sampleRecording.test.ts) and the bench over public documents
 * (bench/samplesAgainstDocuments.mjs). Plain JavaScript so both can import it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';

const run = promisify(execFile);
/** Debian's python, where `npm test` installs python3-requests. */
export const PYTHON = '/usr/bin/python3';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const decodeHtml = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, '&');

const LANGUAGE_OF = { python: 'python', bash: 'curl', js: 'nodejs' };

/** The operation (from the try-it island's props) and the generated samples of one built page, as a reader copies them. */
export function samplesOfPage(html) {
  const props = [...html.matchAll(/data-island-props="">(\{[\s\S]*?\})<\/script>/g)].map((match) => JSON.parse(match[1])).find((entry) => entry.operationId && entry.method && entry.path);
  const samples = {};
  for (const match of html.matchAll(/<code class="language-(python|bash|js)"[^>]*>([\s\S]*?)<\/code>/g)) samples[LANGUAGE_OF[match[1]]] ??= decodeHtml(match[2]);
  return { operation: props && { method: props.method.toLowerCase(), path: props.path }, samples };
}

/** Every built page of a folder (recursively) that has samples and an operation. */
export function operationPages(dir) {
  const pages = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const page = samplesOfPage(readFileSync(file, 'utf8'));
    if (page.operation && Object.keys(page.samples).length) pages.push({ file, ...page });
  }
  return pages.sort((a, b) => a.file.localeCompare(b.file));
}

/** Follows local `$ref`s (`#/components/...`). */
export function resolve(spec, value, seen = 0) {
  if (!value || typeof value.$ref !== 'string' || seen > 20) return value;
  const target = value.$ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  return resolve(spec, target, seen + 1);
}

const isJson = (type) => /^application\/([\w.-]+\+)?json$/i.test(type) || /\+json$/i.test(type);
const bare = (type) => (type ?? '').split(';')[0].trim().toLowerCase();

/** What the recorder answers an operation with: its first success status and content type (JSON first). */
export function answerFor(spec, operation) {
  const responses = operation.responses ?? {};
  const status = Object.keys(responses).filter((code) => /^2(\d\d|XX)$/i.test(code)).sort()[0];
  const code = status && /^\d+$/.test(status) ? Number(status) : 200;
  const types = Object.keys(resolve(spec, responses[status ?? 'default'])?.content ?? {});
  if (!types.length || code === 204) return { status: code === 204 ? 204 : code, kind: 'empty' };
  const type = types.find(isJson) ?? types[0];
  if (isJson(type)) return { status: code, kind: 'json', type, body: Buffer.from('{"recorded": true, "items": [1, 2]}') };
  if (/^text\/event-stream/i.test(type)) return { status: code, kind: 'sse', type, body: Buffer.from('data: one\n\ndata: two\n\n') };
  if (/^text\/|xml|yaml/i.test(type)) return { status: code, kind: 'text', type, body: Buffer.from('recorded text answer\n') };
  return { status: code, kind: 'binary', type: type.includes('*') ? 'application/octet-stream' : type, body: Buffer.from([0, 1, 2, 250, 251, 252, 13, 10]) };
}

/** A server on 127.0.0.1 that records every request and answers with `answer`. */
export async function startRecorder() {
  const recorded = [];
  let answer = { status: 200, kind: 'empty' };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      recorded.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer.status, answer.type ? { 'Content-Type': answer.type } : {});
      response.end(answer.kind === 'empty' ? undefined : answer.body);
    });
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Sets the next answer and forgets what was recorded. */
    expect(next) {
      answer = next;
      recorded.length = 0;
    },
    recorded: () => [...recorded],
    close: () => new Promise((resolveClose) => server.close(resolveClose)),
  };
}

/** The variables a sample reads (`$NAME`, `${NAME}`, `${NAME:-…}`), each set to `secret-NAME`. */
export function credentialEnv(curl, baseVar) {
  const names = new Set([...curl.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]).filter((name) => name !== baseVar));
  return Object.fromEntries([...names].map((name) => [name, `secret-${name}`]));
}

/** The files a sample says it sends (`Sends ./a.png, ./b.bin from the current folder.`). */
export function filesOf(code) {
  const note = code.match(/Sends (.+) from the current folder\./);
  return note ? note[1].split(', ').map((file) => file.replace(/^\.\//, '')) : [];
}
const fileContent = (name) => Buffer.from(`bytes of ${name}\u0000\u00ff`, 'latin1');

/** Parameters of an operation (path item's overridden by the operation's), resolved. */
function parametersOf(spec, pathItem, operation) {
  const byKey = new Map();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolve(spec, raw);
    if (parameter?.name) byKey.set(`${parameter.in}:${parameter.name}`, { ...parameter, schema: resolve(spec, parameter.schema) ?? {} });
  }
  return [...byKey.values()];
}

function checkPath(fullTemplate, actual, parameters, problems) {
  // A fragment (`/cookies#formExploded`, which some documents use to tell operations apart) is never sent.
  const template = fullTemplate.split('#')[0];
  const names = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}|\{([^}]+)\}/g, (_, a, b) => (names.push(a ?? b), '([^/]+)'));
  const match = new RegExp(`^${pattern}$`).exec(actual);
  if (!match) return problems.push(`path ${actual} does not match ${template}`);
  names.forEach((name, index) => {
    const value = decodeURIComponent(match[index + 1]).replace(/^[.;]([^=]*=)?/, '');
    const parameter = parameters.find((entry) => entry.in === 'path' && entry.name === name);
    if (!value || value === name || value === `{${name}}`) problems.push(`path parameter ${name} is not filled: ${match[index + 1]}`);
    if (parameter?.schema?.type === 'integer' && !/^-?\d+$/.test(value)) problems.push(`path parameter ${name} is not an integer: ${value}`);
  });
}

function checkQuery(query, parameters, schemes, problems) {
  const declared = parameters.filter((parameter) => parameter.in === 'query');
  const keys = schemes.filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'query').map((scheme) => scheme.name);
  for (const name of new Set(query.keys())) {
    const ok =
      keys.includes(name) ||
      declared.some((parameter) => parameter.name === name || (parameter.style === 'deepObject' && name.startsWith(`${parameter.name}[`)) || (parameter.schema?.type === 'object' && (parameter.explode ?? true) && name in (parameter.schema.properties ?? {})));
    if (!ok) problems.push(`query parameter ${name} is not declared`);
  }
  for (const parameter of declared) {
    const values = query.getAll(parameter.name);
    if (parameter.required && !values.length && !(parameter.style === 'deepObject' || parameter.schema?.type === 'object')) problems.push(`required query parameter ${parameter.name} is missing`);
    const explode = parameter.explode ?? (parameter.style ?? 'form') === 'form';
    if (parameter.schema?.type === 'array' && !explode && values.length > 1) problems.push(`query parameter ${parameter.name} repeats though explode is false`);
    const separator = { spaceDelimited: ' ', pipeDelimited: '|' }[parameter.style];
    if (separator && !explode && values.length === 1 && values[0].includes(',')) problems.push(`query parameter ${parameter.name} is comma-separated instead of ${parameter.style}`);
  }
}

const cookiesOf = (header) => new Map((header ?? '').split(/;\s*/).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));

function checkCredentials(request, query, schemes, problems) {
  const cookies = cookiesOf(request.headers.cookie);
  for (const scheme of schemes) {
    const secret = (value) => typeof value === 'string' && /^secret-[A-Z0-9_]+$/.test(value);
    if (scheme.type === 'apiKey') {
      const value = scheme.in === 'query' ? query.get(scheme.name) : scheme.in === 'cookie' ? cookies.get(scheme.name) : request.headers[scheme.name.toLowerCase()];
      if (!secret(value)) problems.push(`API key ${scheme.name} (${scheme.in}) is not sent: ${value}`);
    } else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
      const [kind, encoded] = (request.headers.authorization ?? '').split(' ');
      const decoded = Buffer.from(encoded ?? '', 'base64').toString();
      if (kind !== 'Basic' || !/^secret-\w+_USERNAME:secret-\w+_PASSWORD$/.test(decoded)) problems.push(`Basic credentials are not encoded from user and password: ${request.headers.authorization}`);
    } else if (scheme.type !== 'mutualTLS') {
      const [kind, token] = (request.headers.authorization ?? '').split(' ');
      if (kind !== 'Bearer' || !secret(token)) problems.push(`bearer token of ${scheme.type} is not sent: ${request.headers.authorization}`);
    }
  }
}

/** The declared media type that a recorded Content-Type stands for (`image/*` and `*\/*` match too). */
function declaredType(content, contentType) {
  const type = bare(contentType);
  return Object.keys(content).find((key) => {
    const declared = bare(key);
    return declared === type || declared === '*/*' || (declared.endsWith('/*') && type.startsWith(declared.slice(0, -1)));
  });
}

/** The example the document gives a body (`example`, else the first of `examples`), which samples must send as it is. */
function documentedExample(spec, media) {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first ? resolve(spec, first).value : undefined;
}

const text = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A URL-encoded or multipart form: files hold what was written, text fields the documented example. */
async function checkForm(media, request, files, example, problems) {
  const form = await new Response(request.body, { headers: { 'content-type': request.headers['content-type'] } }).formData();
  for (const [name, value] of form) {
    if (typeof value === 'string') continue;
    const bytes = Buffer.from(await value.arrayBuffer());
    if (!files.includes(value.name) || !bytes.equals(fileContent(value.name))) problems.push(`file part ${name} does not hold ./${value.name}`);
    const declared = media.encoding?.[name]?.contentType;
    if (declared && !declared.split(',').some((type) => bare(type) === bare(value.type) || bare(type).endsWith('/*'))) problems.push(`file part ${name} is sent as ${value.type}, declared ${declared}`);
  }
  for (const [name, value] of Object.entries(example && typeof example === 'object' ? example : {})) {
    const sent = form.getAll(name);
    if (sent.some((entry) => typeof entry !== 'string')) continue;
    const expected = (Array.isArray(value) ? value : [value]).map(text);
    if (!isDeepStrictEqual(sent, expected)) problems.push(`form field ${name} is ${JSON.stringify(sent)}, documented ${JSON.stringify(expected)}`);
  }
  return Object.fromEntries([...form.keys()].map((name) => [name, true]));
}

async function checkBody(spec, operation, request, files, problems) {
  const requestBody = resolve(spec, operation.requestBody);
  if (!requestBody?.content) return;
  if (!request.body.length) {
    if (requestBody.required) problems.push('required body is not sent');
    return;
  }
  const contentType = request.headers['content-type'];
  const key = declaredType(requestBody.content, contentType);
  if (!key) return problems.push(`body sent as ${contentType}, which the operation does not take (${Object.keys(requestBody.content).join(', ')})`);
  const media = requestBody.content[key];
  const schema = resolve(spec, media.schema) ?? {};
  const example = documentedExample(spec, media);
  let fields;
  if (isJson(bare(contentType))) {
    fields = JSON.parse(request.body.toString());
    if (example !== undefined && !isDeepStrictEqual(fields, example)) problems.push('the JSON body is not the documented example');
  } else if (/^(application\/x-www-form-urlencoded|multipart\/)/.test(bare(contentType))) fields = await checkForm(media, request, files, example, problems);
  else if (/^text\/|xml|yaml/.test(bare(contentType))) {
    if (typeof example === 'string' && request.body.toString() !== example) problems.push('the text body is not the documented example');
    return;
  } else if (files.length && !request.body.equals(fileContent(files[0]))) return problems.push(`binary body does not hold ./${files[0]}`);
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    for (const name of schema.required ?? []) if (!(name in fields)) problems.push(`required body property ${name} is missing`);
  }
}

/** What is wrong with one recorded request, compared with its operation as declared; none: an empty list. */
export async function checkRequest(spec, method, template, request, files) {
  const pathItem = resolve(spec, spec.paths[template]);
  const operation = pathItem[method];
  const problems = [];
  if (request.method !== method.toUpperCase()) problems.push(`method ${request.method}, declared ${method.toUpperCase()}`);
  const url = new URL(request.url, 'http://recorder');
  const parameters = parametersOf(spec, pathItem, operation);
  const requirement = (operation.security ?? spec.security ?? [])[0] ?? {};
  const schemes = Object.keys(requirement).map((name) => spec.components?.securitySchemes?.[name]).filter(Boolean);
  checkPath(template, url.pathname, parameters, problems);
  checkQuery(url.searchParams, parameters, schemes, problems);
  for (const parameter of parameters.filter((entry) => entry.in === 'header' && entry.required && !/^(accept|content-type|authorization)$/i.test(entry.name))) {
    if (request.headers[parameter.name.toLowerCase()] === undefined) problems.push(`required header ${parameter.name} is missing`);
  }
  const cookies = cookiesOf(request.headers.cookie);
  for (const parameter of parameters.filter((entry) => entry.in === 'cookie' && entry.required)) if (!cookies.has(parameter.name)) problems.push(`required cookie ${parameter.name} is missing`);
  checkCredentials(request, url.searchParams, schemes, problems);
  await checkBody(spec, operation, request, files, problems);
  return problems;
}

/** What is wrong with how a sample read the answer: JSON printed, text printed, events streamed, bytes saved. */
export function checkAnswer(answer, stdout, cwd) {
  if (answer.kind === 'json') {
    try {
      if (JSON.parse(stdout).recorded !== true) return ['the JSON answer is not printed'];
    } catch {
      return [`the answer is not printed as JSON: ${stdout.slice(0, 80)}`];
    }
  }
  if (answer.kind === 'text' && !stdout.includes('recorded text answer')) return ['the text answer is not printed'];
  if (answer.kind === 'sse' && !(stdout.includes('data: one') && stdout.includes('data: two'))) return ['the event stream is not printed'];
  if (answer.kind === 'binary') {
    const saved = readdirSync(cwd).find((name) => name.startsWith('response.'));
    if (!saved || !readFileSync(path.join(cwd, saved)).equals(answer.body)) return ['the binary answer is not saved to a response.* file'];
  }
  return [];
}

/** Runs one sample in `cwd` (curl in sh, python with Debian's python3 and requests, nodejs with this node). */
export async function runSample(language, code, cwd, env) {
  const options = { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, cwd, timeout: 30_000 };
  if (language === 'curl') return (await run('/bin/sh', ['-c', code], options)).stdout;
  const file = path.join(cwd, language === 'python' ? 'sample.py' : 'sample.mjs');
  writeFileSync(file, code);
  return (await run(language === 'python' ? PYTHON : process.execPath, [file], options)).stdout;
}

/** Says clearly when python3's requests is missing (nothing is installed here: `npm test` installs python3-requests). */
export async function requirePythonRequests() {
  try {
    await run(PYTHON, ['-c', 'import requests']);
  } catch {
    throw new Error(`${PYTHON} cannot import requests: install python3-requests (npm test does it through test/run.sh); python samples cannot be checked without it`);
  }
}

/**
 * Runs every sample of every operation page under `dir` against a recorder, one at a time,
 * and returns one line per problem (`page language: problem`) and how many samples ran.
 */
export async function checkBuiltSamples(dir, spec, baseVar) {
  const recorder = await startRecorder();
  const problems = [];
  let ran = 0;
  try {
    for (const page of operationPages(dir)) {
      const { method, path: template } = page.operation;
      const operation = resolve(spec, spec.paths[template])?.[method];
      if (!operation || !HTTP_METHODS.includes(method)) continue;
      const answer = answerFor(spec, operation);
      for (const [language, code] of Object.entries(page.samples)) {
        const where = `${method.toUpperCase()} ${template} ${language}`;
        const cwd = mkdtempSync(path.join(os.tmpdir(), 'docsite-sample-run-'));
        const files = filesOf(code);
        for (const file of files) writeFileSync(path.join(cwd, file), fileContent(file));
        recorder.expect(answer);
        try {
          const stdout = await runSample(language, code, cwd, { [baseVar]: recorder.url, ...credentialEnv(page.samples.curl ?? code, baseVar) });
          ran++;
          const recorded = recorder.recorded();
          if (recorded.length !== 1) problems.push(`${where}: ${recorded.length} requests recorded`);
          else for (const problem of await checkRequest(spec, method, template, recorded[0], files)) problems.push(`${where}: ${problem}`);
          for (const problem of checkAnswer(answer, stdout, cwd)) problems.push(`${where}: ${problem}`);
        } catch (error) {
          problems.push(`${where}: the sample failed: ${(error.stderr || error.message || '').toString().trim().split('\n').slice(-3).join(' | ')}`);
        } finally {
          rmSync(cwd, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await recorder.close();
  }
  return { problems, ran };
}
