import lunr from 'lunr';

/**
 * How the search analyser stems and drops words in one language: the same on both sides, the
 * index build (node) and the dialog (browser). English is the analyser's own (`analyze.ts`);
 * another language is lunr-languages' pipeline for it, or no stemming.
 */
export interface SearchLanguage {
  /** lunr-languages' code (`fr`), or `none` (no stemming, no stop words); written in the index file as `language`. */
  code: string;
  /** The term of a lowercase word. */
  stem(word: string): string;
  /** A stop word of the language: it never makes a term. */
  isStopWord(word: string): boolean;
}

/**
 * The lunr-languages languages the analyser can use: a stemmer and stop words over words
 * split as every other language's (languages whose lunr-languages module brings its own
 * word splitting, such as Japanese, Chinese, Thai or Hindi, are not among them).
 */
export const LUNR_LANGUAGES = ['ar', 'da', 'de', 'el', 'es', 'fi', 'fr', 'he', 'hu', 'hy', 'it', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sv', 'tr'] as const;

/** A lunr-languages module (`lunr.stemmer.support.js`, `lunr.fr.js`): a function that adds to lunr. */
export type LunrPlugin = (target: typeof lunr) => void;

/**
 * The search language of a locale (`fr-CA` → `fr`, `nb` → `no`): English (undefined) for `en`,
 * `none` for a language lunr-languages has no usable pipeline for.
 */
export function searchLanguageCode(htmlLang: string): string | undefined {
  const primary = htmlLang.toLowerCase().split(/[-_]/)[0]!;
  if (primary === 'en') return undefined;
  const code = primary === 'nb' || primary === 'nn' ? 'no' : primary;
  return (LUNR_LANGUAGES as readonly string[]).includes(code) ? code : 'none';
}

/** No stemming and no stop words: a language lunr-languages lacks. */
export const NO_STEMMING: SearchLanguage = { code: 'none', stem: (word) => word, isStopWord: () => false };

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
