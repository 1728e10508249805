import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeConfig } from '../../../src/config/localeConfig.js';
import { validateConfig } from '../../../src/config/validateConfig.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-locale-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** Issue 22: a docs section of site.config.ts other than `docs` reads its translations from Docusaurus's folder for a plugin instance, named after its id. */
describe('localeConfig: docsSections', () => {
  it("reads a further section's pages from i18n/<locale>/docusaurus-plugin-content-docs-<id>/current and its labels from that folder's current.json; docs keep the id-less folder", () => {
    write('i18n/fr/docusaurus-plugin-content-docs-community/current.json', JSON.stringify({ 'version.label': { message: 'Prochaine' }, 'sidebar.main.link.Forum': { message: 'Le forum' } }));
    write('i18n/fr/docusaurus-plugin-content-docs/current.json', JSON.stringify({ 'sidebar.main.doc.Start': { message: 'Début' }, 'sidebar.main.doc.Nowhere': { message: 'x' } }));
    const config = validateConfig(
      { title: 'T', productName: 'P', url: 'https://docs.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, docs: { sidebars: { main: ['intro'] } }, docsSections: [{ id: 'community', sidebars: { main: ['welcome'] } }] },
      { configFile: path.join(root, 'site.config.ts'), relPath: 'site.config.ts' },
    );
    const fr = localeConfig(config, 'fr')!;
    const community = fr.docsSections![0]!;
    expect(community.translatedDir).toBe(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs-community/current'));
    expect(community.versions[0]!.translatedDir).toBe(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs-community/current'));
    expect(community.versions[0]!.label).toBe('Prochaine');
    expect(community.sidebarTranslations).toEqual({ file: 'i18n/fr/docusaurus-plugin-content-docs-community/current.json', messages: { 'sidebar.main.link.Forum': 'Le forum' } });
    expect(fr.docs.translatedDir).toBe(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'));
    expect(fr.docs.sidebarTranslations?.messages).toEqual({ 'sidebar.main.doc.Start': 'Début', 'sidebar.main.doc.Nowhere': 'x' });
    expect(localeConfig(config, 'en')!.docsSections![0]!.sidebarTranslations).toBeUndefined();
  });
});

/** Issue 19: each locale's Docusaurus build has its own `.docusaurus`, so an alias into the default run's generated folder names the locale's. */
describe('localeConfig: plugin data per locale', () => {
  it("points the aliases into the default run's generated folder at the locale run's folder, and leaves the others", () => {
    const config = validateConfig({ title: 'T', productName: 'P', url: 'https://docs.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }, { configFile: path.join(root, 'site.config.ts'), relPath: 'site.config.ts' });
    const generated = path.join(root, '.docsite-cache/docusaurus');
    const french = path.join(root, '.docsite-cache/docusaurus-i18n/fr');
    const run = (generatedDir: string) => ({ globalData: {}, digest: generatedDir, routes: [], generatedDir });
    config.pluginData = { ...run(generated), locales: { fr: run(french) } };
    config.moduleAliases = { '@generated': generated, '@api': path.join(generated, 'api-plugin/default/meta.json'), '@components': path.join(root, 'src/components'), '@near': `${generated}-other` };
    const fr = localeConfig(config, 'fr')!;
    expect(fr.moduleAliases).toEqual({ '@generated': french, '@api': path.join(french, 'api-plugin/default/meta.json'), '@components': path.join(root, 'src/components'), '@near': `${generated}-other` });
    expect(fr.pluginData).toBe(config.pluginData.locales!.fr);
    expect(localeConfig(config, 'en')!.moduleAliases).toBe(config.moduleAliases);
  });
});
