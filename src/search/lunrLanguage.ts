import lunr from 'lunr';
import type { LunrPlugin, SearchLanguage } from './searchLanguage.js';

// Apart from searchLanguage.ts, which the main thread reads for the codes: only the search
// thread and the dialog, which build and read indexes, load lunr.

type LunrWithLanguages = typeof lunr & Record<string, unknown> & { stemmerSupport?: unknown };

/**
 * The language `code` as lunr's own pipeline for it runs (`lunr.Builder#use(lunr.fr)`), once
 * `support` and `plugin` have added it to lunr: its stop word filter, then its search
 * pipeline's steps (accent folding, the stemmer) but the trimmer, whose work the analyser's
 * word splitting does (and which would strip digits, which lunr-languages does not count as letters).
 */
export function lunrLanguage(code: string, support: LunrPlugin, plugin: LunrPlugin): SearchLanguage {
  const target = lunr as LunrWithLanguages;
  if (!target.stemmerSupport) support(lunr);
  if (!target[code]) plugin(lunr);
  const language = target[code] as ((this: lunr.Builder) => void) & { stopWordFilter: lunr.PipelineFunction };
  const builder = new lunr.Builder();
  language.call(builder);
  // A pipeline's JSON is the labels of its registered functions.
  const labels = (builder.searchPipeline.toJSON() as unknown as string[]).filter((label) => !label.startsWith('trimmer'));
  const steps = lunr.Pipeline.load(labels);
  return {
    code,
    stem: (word) => steps.runString(word)[0] || word,
    isStopWord: (word) => !language.stopWordFilter(new lunr.Token(word, {}), 0, []),
  };
}
