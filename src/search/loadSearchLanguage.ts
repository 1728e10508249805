import { requireCommonJs } from '../shared/requireCommonJs.js';
import type { SiteConfig } from '../types.js';
import { lunrLanguage } from './lunrLanguage.js';
import { languageCodeOf, NO_STEMMING, type LunrPlugin, type SearchLanguage } from './searchLanguage.js';

/**
 * The language the search index of a config's locale is built in (node side): lunr-languages'
 * pipeline for it, no stemming for a language it lacks, undefined for English.
 */
export function searchLanguageOf(config: SiteConfig): SearchLanguage | undefined {
  const code = languageCodeOf(config);
  if (code === undefined) return undefined;
  if (code === NO_STEMMING.code) return NO_STEMMING;
  return lunrLanguage(code, requireCommonJs('lunr-languages/lunr.stemmer.support.js') as LunrPlugin, requireCommonJs(`lunr-languages/lunr.${code}.js`) as LunrPlugin);
}
