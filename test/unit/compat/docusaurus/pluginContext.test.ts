import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginContext } from '../../../../src/compat/docusaurus/localPlugins.js';

const configFile = path.join('/site', 'docusaurus.config.js');
const raw = { baseUrl: '/docs/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'], path: 'translations', localeConfigs: { 'pt-BR': { path: 'pt' } } } };

describe("a Docusaurus plugin's context per locale (loadContext)", () => {
  it("gives the default locale the site's base URL, config and output folder", () => {
    const context = pluginContext(raw, configFile);
    expect(context).toMatchObject({ siteDir: '/site', baseUrl: '/docs/', outDir: path.join('/site', 'build'), localizationDir: path.join('/site', 'translations', 'en'), i18n: { currentLocale: 'en' } });
    expect(context.siteConfig).toBe(raw);
  });

  it("gives another locale its base URL (in siteConfig too), output folder and localizationDir (its localeConfigs path under i18n.path)", () => {
    const context = pluginContext(raw, configFile, 'pt-BR');
    expect(context).toMatchObject({ baseUrl: '/docs/pt-BR/', outDir: path.join('/site', 'build', 'pt-BR'), localizationDir: path.join('/site', 'translations', 'pt'), i18n: { currentLocale: 'pt-BR', defaultLocale: 'en' } });
    expect(context.siteConfig).toEqual({ ...raw, baseUrl: '/docs/pt-BR/' });
  });
});
