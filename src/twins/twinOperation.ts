import type { CodeSample, OperationView } from '../compile/openapi/apiPageData.js';

/*
 * What an operation page's Markdown twin is written from (`operationMarkdown`), taken on the
 * main thread and posted to the twins' thread. Light on purpose: the sink imports it for every
 * site, and the conversion's modules load only on the thread.
 */

/** A code sample as its twin shows it: the tab's label, the fence's language (the highlighter's `language-…` class) and the code. */
export interface TwinSample {
  label: string;
  lang: string | undefined;
  code: string;
}

/** An operation as its twin reads it: the page's data without what the twin drops (highlighted HTML, try-it's props). */
export type TwinOperation = Omit<OperationView, 'samples' | 'tryIt' | 'headings'> & { samples: TwinSample[]; tryIt: boolean };

const sampleOf = (sample: CodeSample): TwinSample => ({ label: sample.label, lang: /<code class="language-([^"\s]+)/.exec(sample.html)?.[1], code: sample.code });

/** The twin's part of an operation page's data. */
export function twinOperationOf(operation: OperationView): TwinOperation {
  const { samples, tryIt, headings: _headings, ...rest } = operation;
  return { ...rest, samples: samples.map(sampleOf), tryIt: tryIt !== undefined };
}

/**
 * Whether operation twins are written from the page's data (`operationMarkdown`), the default;
 * `DOCSITE_API_TWIN_FROM_HTML=1` converts the rendered article instead, as before (the
 * differential test holds the two equal), and so does a locale that translates the API's words
 * (the twin writes them in English).
 */
export function twinFromData(strings: Readonly<Record<string, string>> | undefined): boolean {
  if (process.env.DOCSITE_API_TWIN_FROM_HTML === '1') return false;
  return !Object.keys(strings ?? {}).some((id) => id.startsWith('docsite.Api.') || id.startsWith('docsite.Tabs.'));
}
