import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = path.join(repoRoot, 'test/fixtures/docusaurus-sass');
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-sass-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const stylesheetOf = (out: string) => readFileSync(path.join(out, 'assets', readdirSync(path.join(out, 'assets')).find((name) => /^styles\..*\.css$/.test(name))!), 'utf8');

/** Issue 19: a Docusaurus site with docusaurus-plugin-sass (Ionic's docs) builds its Sass with its own sass package. */
describe('Sass on a Docusaurus site', () => {
  it("compiles a component's .module.scss (scoped, its @use'd partial read) and a Sass customCss sheet (its Infima colour carried over) with the site's sass", () => {
    const out = path.join(temp, 'with-sass');
    const result = runCli(['build', '--out', out], fixture);
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    const page = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(page).toContain('<div class="styles_module_card">A card styled by a Sass module.</div>');
    expect(page).toContain('<style data-page-css="">/* src/components/Card/styles.module.scss */\n.styles_module_card {\n  padding: 12px;\n}\n.styles_module_card:hover {\n  outline: 1px solid #2e8555;\n}\n</style>');
    const css = stylesheetOf(out);
    expect(css).toContain(':root{--ifm-color-primary: #2e8555}.markdown .sass-note{border-left:3px solid #2e8555}');
    expect(css).toContain('--accent:var(--ifm-color-primary)');
  });

  it('without a sass package: the customCss sheet is left out with a warning, and a page importing Sass fails naming the file, line and what to install', () => {
    // Outside the repository, so that docsite's own (test-only) sass is not found from the site.
    const site = path.join(temp, 'no-sass');
    cpSync(fixture, site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const result = runCli(['build', '--out', path.join(temp, 'no-sass-out')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('  docusaurus.config.js  customCss: src/css/custom.scss is Sass, and the site has no sass package to compile it: left out\n');
    expect(result.stderr).toContain(
      "src/components/Card/index.jsx:1:20  could not bundle the page's imports: src/components/Card/styles.module.scss is Sass, and the site has no sass package to compile it: install it (npm install --save-dev sass), as docusaurus-plugin-sass needs",
    );
  });
});
