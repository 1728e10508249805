import type { CodeSample, SecurityView } from './apiPageData.js';
import { sampleSchema } from './examples.js';
import type { OpenApiDocument } from './openapiTypes.js';
import { parameterExample, type ResolvedParameter } from './parameters.js';
import { curlSample } from './samples/curl.js';
import { nodejsSample } from './samples/nodejs.js';
import { pythonSample } from './samples/python.js';
import { fillPath, type SampleBody, type SampleHeader, type SampleQuery, type SampleRequest, type SampleResponse } from './samples/sampleRequest.js';
import { queryPairs, styledText } from './serializeParameter.js';

/** The sample languages, in the order of the spec (python, curl, nodejs), with their tab labels and highlighting language. */
const LANGUAGES = {
  python: { label: 'python', highlight: 'python', write: pythonSample },
  curl: { label: 'curl', highlight: 'bash', write: curlSample },
  nodejs: { label: 'nodejs', highlight: 'js', write: nodejsSample },
} as const;

/** What a sample request is made of. */
export interface SampleInput {
  spec: OpenApiDocument;
  method: string;
  path: string;
  parameters: ResolvedParameter[];
  security: SecurityView[];
  body?: SampleBody;
  response?: SampleResponse;
  base: { url: string; env: string };
  /** Reports what a sample cannot send as declared. */
  warn: (message: string) => void;
}

/** `petId` → `PET_ID`: what a path segment shows when nothing better is known, read as "put yours here". */
const placeholderOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

/**
 * The value a parameter is sent with: its example, else (when it must be sent) one generated
 * from its schema, which respects formats and ranges; a path parameter of plain text with
 * nothing better gets a visible placeholder (`PET_ID`), never its bare name.
 */
export function sampleValueOf(spec: OpenApiDocument, parameter: ResolvedParameter): unknown {
  const example = parameterExample(parameter);
  if (example !== undefined) return example;
  if (parameter.in !== 'path' && parameter.required !== true) return undefined;
  const schema = parameter.schema;
  const plainText = (schema.type === undefined || schema.type === 'string') && !schema.format && !schema.pattern;
  if (parameter.in === 'path' && plainText) return placeholderOf(parameter.name);
  return sampleSchema(spec, schema, 'request', false);
}

/** Credentials of the operation: headers, query parameters and cookies read from the environment, Basic as a user and password. */
function credentialsOf(security: SecurityView[]) {
  const headers: SampleHeader[] = [];
  const query: SampleQuery[] = [];
  const cookies: SampleHeader[] = [];
  let basic: SampleRequest['basic'];
  const notes: string[] = [];
  for (const entry of security) {
    if (entry.kind === 'basic') basic = { userEnv: entry.envVar, passwordEnv: entry.passwordEnvVar! };
    else if (entry.in === 'query') query.push([entry.header, '', entry.envVar]);
    else if (entry.in === 'cookie') cookies.push({ name: entry.header, value: '', env: entry.envVar });
    else headers.push({ name: entry.header, value: '', env: entry.envVar, prefix: entry.valuePrefix });
    if (entry.note) notes.push(entry.note);
  }
  return { headers, query, cookies, basic, notes };
}

/**
 * The request the samples make: parameters filled with their examples and written per
 * `style`/`explode`, credentials read from environment variables, the body as its media type
 * wants it, and the answer read per its content type.
 */
export function sampleRequestOf(input: SampleInput): SampleRequest {
  const credentials = credentialsOf(input.security);
  const taken = new Set([...credentials.headers.map((header) => `header:${header.name.toLowerCase()}`), ...credentials.query.map(([name]) => `query:${name}`), ...credentials.cookies.map((cookie) => `cookie:${cookie.name}`)]);
  const pathValues: Record<string, string> = {};
  const query: SampleQuery[] = [];
  const headers: SampleHeader[] = [];
  const cookies: SampleHeader[] = [];
  for (const parameter of input.parameters) {
    const key = `${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
    const value = sampleValueOf(input.spec, parameter);
    if (value === undefined || taken.has(key)) continue;
    if (parameter.in === 'path') pathValues[parameter.name] = styledText(parameter, value, encodeURIComponent);
    else if (parameter.in === 'query') query.push(...queryPairs(parameter, value, input.warn));
    else if (parameter.in === 'header') headers.push({ name: parameter.name, value: styledText(parameter, value) });
    else cookies.push({ name: parameter.name, value: styledText(parameter, value, encodeURIComponent) });
  }
  const encoded = Object.fromEntries(Object.keys(pathValues).map((name) => [name, true]));
  const request: SampleRequest = {
    method: input.method,
    base: input.base,
    path: fillPath(input.path, pathValues, encoded),
    query: [...query, ...credentials.query],
    headers: [...credentials.headers, ...headers],
    body: input.body,
  };
  const allCookies = [...credentials.cookies, ...cookies];
  if (allCookies.length) request.cookies = allCookies;
  if (credentials.basic) request.basic = credentials.basic;
  if (input.response && input.response.kind !== 'json') request.response = input.response;
  const files = [...(input.body?.kind === 'multipart' ? input.body.files.map((file) => file.file) : []), ...(input.body?.kind === 'binary' ? [input.body.file] : [])];
  const notes = [...credentials.notes, ...(files.length ? [`Sends ${files.map((file) => `./${file}`).join(', ')} from the current folder.`] : [])];
  if (notes.length) request.notes = notes;
  return request;
}

/** Highlights code at build time: the code and a shiki language name in, a `<pre>` out. */
export type Highlight = (code: string, language: string) => Promise<string>;

/** The samples of one request in the configured languages, highlighted at build time. */
export async function buildSamples(request: SampleRequest, languages: Array<keyof typeof LANGUAGES>, highlight: Highlight): Promise<CodeSample[]> {
  const samples: CodeSample[] = [];
  for (const language of languages) {
    const { label, highlight: lang, write } = LANGUAGES[language];
    const code = write(request);
    samples.push({ language, label, code, html: await highlight(code, lang) });
  }
  return samples;
}
