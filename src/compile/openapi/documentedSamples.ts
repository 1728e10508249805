import type { CodeSample } from './apiPageData.js';
import type { Highlight } from './buildSamples.js';
import type { OperationObject } from './openapiTypes.js';

/** One entry of `x-codeSamples` (Redocly) or its older spelling `x-code-samples`. */
interface CodeSampleObject {
  lang?: unknown;
  label?: unknown;
  source?: unknown;
}

/** Languages of documented samples that stand for a generated sample's language: the documented one replaces it. */
const GENERATED_LANGUAGE: Record<string, CodeSample['language']> = {
  python: 'python',
  py: 'python',
  curl: 'curl',
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  node: 'nodejs',
  nodejs: 'nodejs',
  'node.js': 'nodejs',
  javascript: 'nodejs',
  js: 'nodejs',
};

/** The samples the document writes for an operation, highlighted; entries without `lang` or `source` are skipped with a warning. */
export async function documentedSamples(operation: OperationObject, highlight: Highlight, warn: (message: string) => void): Promise<CodeSample[]> {
  const extensions = operation as Record<string, unknown>;
  const key = extensions['x-codeSamples'] !== undefined ? 'x-codeSamples' : 'x-code-samples';
  if (key === 'x-codeSamples' && extensions['x-code-samples'] !== undefined) warn('x-code-samples is ignored: x-codeSamples is used');
  const raw = extensions[key];
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    warn(`${key} is not a list of { lang, source } samples; ignored`);
    return [];
  }
  const samples: CodeSample[] = [];
  for (const [index, entry] of (raw as CodeSampleObject[]).entries()) {
    if (typeof entry?.lang !== 'string' || typeof entry.source !== 'string') {
      warn(`${key}[${index}] needs a string lang and source; skipped`);
      continue;
    }
    const language = GENERATED_LANGUAGE[entry.lang.toLowerCase()] ?? entry.lang.toLowerCase();
    const label = typeof entry.label === 'string' ? entry.label : entry.lang;
    samples.push({ language, label, code: entry.source, html: await highlight(entry.source, entry.lang) });
  }
  return samples;
}

/** Documented samples first, then the generated ones of the languages they do not cover. */
export function mergeSamples(documented: CodeSample[], generated: CodeSample[]): CodeSample[] {
  const covered = new Set(documented.map((sample) => sample.language));
  return [...documented, ...generated.filter((sample) => !covered.has(sample.language))];
}
