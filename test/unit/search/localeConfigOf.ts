import type { SiteConfig } from '../../../src/types.js';

/** The part of a locale's build config the search language reads: a site whose locale `code` is being built. */
export const localeConfigOf = (code: string, htmlLang = code) =>
  ({ i18n: { defaultLocale: 'en', current: code, strings: {}, locales: [{ code, label: code, direction: 'ltr', htmlLang, path: code, baseUrl: `/${code}/`, dir: `/i18n/${code}` }] } }) as unknown as SiteConfig;
