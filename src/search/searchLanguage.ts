// Types only: the main thread reads the codes here (config, bundle) and never loads lunr (see `lunrLanguage.ts`).
import type lunr from 'lunr';
import type { Diagnostic, SiteConfig } from '../types.js';

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

/** The search language code of the locale a config builds (`searchLanguageCode`), undefined for English or a site of one language. */
export function languageCodeOf(config: SiteConfig): string | undefined {
  const i18n = config.i18n;
  if (!i18n) return undefined;
  const locale = i18n.locales.find((entry) => entry.code === i18n.current);
  return searchLanguageCode(locale?.htmlLang ?? i18n.current);
}

/** The one warning of a locale whose language lunr-languages has no pipeline for: its search has no stemming. */
export function searchLanguageWarnings(config: SiteConfig): Diagnostic[] {
  if (languageCodeOf(config) !== NO_STEMMING.code) return [];
  const locale = config.i18n!.current;
  return [{ severity: 'warning', code: 'search-language', message: `locale '${locale}': lunr-languages has no stemmer docsite can use for its language, so its search index has no stemming and no stop words` }];
}
