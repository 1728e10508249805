import { requireCommonJs } from '../shared/requireCommonJs.js';
import type { Diagnostic, SiteConfig } from '../types.js';
import { lunrLanguage, NO_STEMMING, searchLanguageCode, type LunrPlugin, type SearchLanguage } from './searchLanguage.js';

/** The search language code of the locale a config builds (`searchLanguageCode`), undefined for English or a site of one language. */
function languageCodeOf(config: SiteConfig): string | undefined {
  const i18n = config.i18n;
  if (!i18n) return undefined;
  const locale = i18n.locales.find((entry) => entry.code === i18n.current);
  return searchLanguageCode(locale?.htmlLang ?? i18n.current);
}

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

/** The one warning of a locale whose language lunr-languages has no pipeline for: its search has no stemming. */
export function searchLanguageWarnings(config: SiteConfig): Diagnostic[] {
  if (languageCodeOf(config) !== NO_STEMMING.code) return [];
  const locale = config.i18n!.current;
  return [{ severity: 'warning', code: 'search-language', message: `locale '${locale}': lunr-languages has no stemmer docsite can use for its language, so its search index has no stemming and no stop words` }];
}
