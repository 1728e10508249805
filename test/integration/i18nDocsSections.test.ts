import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-i18n-sections-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const NOTICE = 'This page is not translated yet: it is shown in English.';

/**
 * Issue 22: a further docs plugin instance (id `community`, versioned: 1.0 the last, current at
 * /community/next) reads its translations where Docusaurus keeps them,
 * i18n/<locale>/docusaurus-plugin-content-docs-community/, and the docs' sidebar items with a
 * key are translated by their key.
 */
describe('a Docusaurus site whose second docs plugin instance is translated (docusaurus-i18n-instances)', () => {
  const out = path.join(temp, 'out');
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  let result: ReturnType<typeof runCli>;
  beforeAll(() => {
    result = runCli(['build', '--out', out], path.join(repoRoot, 'test/fixtures/docusaurus-i18n-instances'));
  }, 120_000);

  it("reads the instance's pages of each version from docusaurus-plugin-content-docs-<id>/current/ and version-<name>/, else the default locale's with the notice", () => {
    expect(result.code, result.output).toBe(0);
    expect(read('fr/community/intro.html')).toContain('<p>Le guide de la communauté de la 1.0.</p>');
    expect(read('fr/community/next/intro.html')).toContain('<p>Le prochain guide de la communauté.</p>');
    expect(read('fr/community/intro.html')).not.toContain(NOTICE);
    expect(read('fr/community/meetups.html')).toContain(NOTICE);
    expect(read('community/intro.html')).toContain('<p>The community guide of 1.0.</p>');
  });

  it("labels the instance's sidebars from its current.json and version-<name>.json, its version from version.label, and warns of an id no item reads, naming the file", () => {
    expect(read('fr/community/intro.html')).toContain('>Rencontres<');
    expect(read('fr/community/next/intro.html')).toContain('>Rencontres (prochaine)<');
    expect(read('fr/community/next/intro.html')).toContain('<span class="version-badge" data-docs-version="Prochaine"><span class="version-badge-prefix">Version: </span>Prochaine</span>');
    expect(read('community/intro.html')).toContain('>Meet us<');
    expect(result.output).toContain('i18n/fr/docusaurus-plugin-content-docs-community/version-1.0.json  sidebar.community.category.Nowhere: no item of the sidebars has this label');
  });

  it('translates two categories of one label apart by their sidebar keys (sidebar.docs.category.<key>)', () => {
    expect(read('fr/docs/intro.html')).toContain('>Installer le serveur<');
    expect(read('fr/docs/intro.html')).toContain('>Installer le client<');
    expect(read('docs/intro.html').match(/>Setup</g)).toHaveLength(2);
  });
});
