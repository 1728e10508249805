// A Docusaurus site with locales: its plugins run once per locale with that locale's context,
// and each locale's pages read the global data of their own locale's run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
});
