import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.js';
import { configWhere, problemsOf } from '../../helpers/configProblems.js';

const minimal = { title: 'T', productName: 'P', url: 'https://docs.example' };

describe('i18n config', () => {
  it('has no i18n without the option, as a site of one language', () => {
    expect(validateConfig(minimal, configWhere).i18n).toBeUndefined();
  });

  it("fills each locale's label, direction, htmlLang, path and base URL as Docusaurus does", () => {
    const config = validateConfig({ ...minimal, baseUrl: '/sub/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { fr: { label: 'FR', path: 'francais', htmlLang: 'fr-FR' } } } }, configWhere);
    expect(config.i18n).toEqual({
      defaultLocale: 'en',
      current: 'en',
      strings: {},
      locales: [
        { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en', baseUrl: '/sub/', dir: '/site/i18n/en' },
        { code: 'fr', label: 'FR', direction: 'ltr', htmlLang: 'fr-FR', path: 'francais', baseUrl: '/sub/francais/', dir: '/site/i18n/francais' },
        { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', path: 'ar', baseUrl: '/sub/ar/', dir: '/site/i18n/ar' },
      ],
    });
  });

  it('names each problem by its field: types, the default locale, unlisted configs, paths', () => {
    expect(problemsOf({ ...minimal, i18n: { locales: ['en'], localeConfigs: { en: { direction: 'up' } } } })).toEqual([
      'i18n.defaultLocale: required',
      "i18n.localeConfigs.en.direction: expected one of 'ltr', 'rtl', got string \"up\"",
    ]);
    expect(problemsOf({ ...minimal, i18n: { defaultLocale: 'de', locales: ['en', 'fr', 'fr', '../x'], localeConfigs: { es: {}, en: { path: 'fr' } } } })).toEqual([
      "i18n.defaultLocale: 'de' is not one of i18n.locales (en, fr, fr, ../x)",
      "i18n.locales[2]: 'fr' is listed twice",
      'i18n.locales[3]: "../x" is not one path segment',
      "i18n.localeConfigs.es: 'es' is not one of i18n.locales (en, fr, fr, ../x)",
      "i18n.localeConfigs.fr.path: 'fr' is the path of locale 'en' too",
    ]);
  });

  it('takes a localeDropdown navbar item', () => {
    expect(problemsOf({ ...minimal, navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } })).toEqual([]);
  });
});
