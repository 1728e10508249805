// A Docusaurus site with locales: its plugins run once per locale with that locale's context,
// and each locale's pages read the global data of their own locale's run, and import the data
// files that run wrote with createData (in build and in dev).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../helpers/startServer.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-plugins-i18n-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('Docusaurus plugins per locale', () => {
  it("runs a plugin once per locale with the locale's currentLocale, baseUrl and localizationDir; each locale's page shows its own run's global data, and a warning is given once", () => {
    const out = path.join(temp, 'out');
    const result = runCli(['build', '--out', out], path.join(repoRoot, 'test/fixtures/docusaurus-plugins-i18n'));
    expect(result.code, result.output).toBe(0);
    // Each locale's run creates the plugins again: what it warns about is said once, not once per locale.
    expect(result.stderr).toBe(
      [
        'warning: 1 uninstalled package',
        '  docusaurus.config.js:18  plugin docusaurus-plugin-not-installed is not installed (tried docusaurus-plugin-not-installed, @docusaurus/plugin-docusaurus-plugin-not-installed, docusaurus-plugin-docusaurus-plugin-not-installed from the site): none of its hooks are run',
        '',
      ].join('\n'),
    );
    expect(readFileSync(path.join(out, 'docs/locale.html'), 'utf8')).toContain('<p>Plugin run: en at / from i18n/en</p>');
    expect(readFileSync(path.join(out, 'fr/docs/locale.html'), 'utf8')).toContain('<p>Plugin run: fr at /fr/ from i18n/fr</p>');
  });

  // Each locale's Docusaurus build has its own .docusaurus folder: @generated, @site/.docusaurus, a
  // plugin's configureWebpack alias and a docusaurus-plugin-module-alias alias into it all name the
  // locale's own createData files. The untranslated doc and the React page are compiled from the
  // same files in both locales, so the compile caches must not give French the English output.
  const createData = path.join(repoRoot, 'test/fixtures/docusaurus-create-data-i18n');
  const text = (html: string) => [...html.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => match[1]!).filter((line) => !line.includes('not translated'));

  it("gives each locale's pages the createData files of their own locale's run", () => {
    const out = path.join(temp, 'create-data');
    const result = runCli(['build', '--out', out], createData);
    expect(result.code, result.output).toBe(0);
    const page = (file: string) => text(readFileSync(path.join(out, file), 'utf8'));
    expect(page('docs/greeting.html')).toEqual(['Greetings: Hello, Hello, Hello, Hello.']);
    expect(page('fr/docs/greeting.html')).toEqual(['Greetings: Bonjour, Bonjour, Bonjour, Bonjour.']);
    expect(page('docs/translated.html')).toEqual(['Translated page: Hello.']);
    expect(page('fr/docs/translated.html')).toEqual(['Salutation traduite : Bonjour.']);
    expect(page('index.html')).toEqual(['Home page: Hello']);
    expect(page('fr/index.html')).toEqual(['Home page: Bonjour']);
  });

  it("serves the French locale's createData files in docsite dev --locale fr", async () => {
    const site = path.join(temp, 'create-data-dev');
    cpSync(createData, site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
    const dev = await startServer('dev', ['--locale', 'fr'], site);
    try {
      const page = async (route: string) => text(await (await fetch(dev.url + route)).text());
      expect(await page('/fr/docs/greeting')).toEqual(['Greetings: Bonjour, Bonjour, Bonjour, Bonjour.']);
      expect(await page('/fr/')).toEqual(['Home page: Bonjour']);
    } finally {
      await dev.stop();
    }
  }, 180_000);
});
