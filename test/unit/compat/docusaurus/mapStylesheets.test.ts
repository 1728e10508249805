import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigWarnings } from '../../../../src/compat/docusaurus/configWarnings.js';
import { mapStylesheets } from '../../../../src/compat/docusaurus/mapStylesheets.js';
import { repoRoot } from '../../../helpers/runCli.js';

const KATEX_CDN = 'https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css';
const noPackages = mkdtempSync(path.join(os.tmpdir(), 'docsite-stylesheets-'));
afterAll(() => rmSync(noPackages, { recursive: true, force: true }));

function map(stylesheets: unknown, siteDir: string) {
  const warnings = new ConfigWarnings('docusaurus.config.js', `stylesheets: [\n  '${KATEX_CDN}',\n  '/css/local.css',\n]`);
  const css = mapStylesheets(stylesheets, 'stylesheets', siteDir, warnings);
  return { css, messages: warnings.diagnostics.map((diagnostic) => `${diagnostic.source?.line ?? '-'}  ${diagnostic.message}`) };
}

describe('mapStylesheets', () => {
  it("self-hosts KaTeX's CDN stylesheet (a string or { href }) from the site's katex package", () => {
    const { css, messages } = map([{ href: KATEX_CDN, type: 'text/css' }], repoRoot);
    expect(css).toEqual([path.join(repoRoot, 'node_modules/katex/dist/katex.min.css')]);
    expect(messages).toEqual([]);
  });

  it('warns, naming the line, about KaTeX\'s sheet when katex is not installed and about any other stylesheet', () => {
    const { css, messages } = map([KATEX_CDN, '/css/local.css'], noPackages);
    expect(css).toEqual([]);
    expect(messages).toEqual([
      `2  stylesheets[0]: ${KATEX_CDN} is not loaded: the Content-Security-Policy allows only the site's own stylesheets; install katex in the site and docsite serves its stylesheet itself`,
      "3  stylesheets[1]: /css/local.css is not loaded: pages link only the site's one hashed stylesheet; add the file to the theme's customCss instead",
    ]);
  });

  it('names an entry that is another link (an icon, a manifest) as what it is, not as a stylesheet, with its line', () => {
    const warnings = new ConfigWarnings('docusaurus.config.js', `stylesheets: [\n  { href: '/img/icon-32.png', rel: 'icon' },\n  { href: '/site.webmanifest', rel: 'manifest' },\n]`);
    const css = mapStylesheets([{ href: '/img/icon-32.png', rel: 'icon', sizes: '32x32' }, { href: '/site.webmanifest', rel: 'manifest' }], 'stylesheets', noPackages, warnings);
    expect(css).toEqual([]);
    expect(warnings.diagnostics.map((diagnostic) => `${diagnostic.source?.line ?? '-'}  ${diagnostic.message}`)).toEqual([
      `2  stylesheets[0]: <link rel="icon" href="/img/icon-32.png"> is not a stylesheet, and is not added to the pages' head: of the site's own links, docsite writes only the config's favicon`,
      `3  stylesheets[1]: <link rel="manifest" href="/site.webmanifest"> is not a stylesheet, and is not added to the pages' head: of the site's own links, docsite writes only the config's favicon`,
    ]);
  });
});
