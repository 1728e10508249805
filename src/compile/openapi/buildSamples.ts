import type { CodeSample, SecurityView } from './apiPageData.js';
import { parameterExample, type ResolvedParameter } from './parameters.js';
import { curlSample } from './samples/curl.js';
import { nodejsSample } from './samples/nodejs.js';
import { pythonSample } from './samples/python.js';
import { fillPath, textOf, type SampleHeader, type SampleRequest } from './samples/sampleRequest.js';

/** The sample languages, in the order of the spec (python, curl, nodejs), with their tab labels and highlighting language. */
const LANGUAGES = {
  python: { label: 'python', highlight: 'python', write: pythonSample },
  curl: { label: 'curl', highlight: 'bash', write: curlSample },
  nodejs: { label: 'nodejs', highlight: 'js', write: nodejsSample },
} as const;

/** What a sample request is made of. */
export interface SampleInput {
  method: string;
  path: string;
  parameters: ResolvedParameter[];
  security: SecurityView[];
  body?: unknown;
  base: { url: string; env: string };
}

/**
 * The request the samples make: path parameters filled with their examples, query and
 * header parameters that have an example, credentials read from environment variables.
 */
export function sampleRequestOf(input: SampleInput): SampleRequest {
  const withExample = input.parameters.map((parameter) => ({ parameter, value: parameterExample(parameter) }));
  const pathValues = Object.fromEntries(withExample.filter(({ parameter }) => parameter.in === 'path').map(({ parameter, value }) => [parameter.name, textOf(value ?? parameter.name)]));
  const query = withExample.filter(({ parameter, value }) => parameter.in === 'query' && value !== undefined).map(({ parameter, value }): [string, unknown] => [parameter.name, value]);
  const auth = new Set(input.security.map((entry) => entry.header.toLowerCase()));
  const headers: SampleHeader[] = [
    ...input.security.map((entry) => ({ name: entry.header, value: '', env: entry.envVar, prefix: entry.valuePrefix })),
    ...withExample
      .filter(({ parameter, value }) => parameter.in === 'header' && value !== undefined && !auth.has(parameter.name.toLowerCase()))
      .map(({ parameter, value }) => ({ name: parameter.name, value: textOf(value) })),
  ];
  return { method: input.method, base: input.base, path: fillPath(input.path, pathValues), query, headers, body: input.body };
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
