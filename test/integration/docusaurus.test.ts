import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const outDir = (name: string) => path.join(temp, name);
const reader = (name: string) => (file: string) => readFileSync(path.join(outDir(name), file), 'utf8');
/** The warning block the build printed, as lines (without the summary). */
const warningLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('warning:') || line.startsWith('  '));

describe('docsite build on a Docusaurus site, with no site.config.ts', () => {
  it('reads a CommonJS docusaurus.config.js (under a package.json of "type": "module") with require.resolve, __dirname and prism themes, warning once per unsupported key and plugin', () => {
    const result = runCli(['build', '--out', outDir('cjs')], fixture('docusaurus-config-cjs'));
    expect(result.code, result.output).toBe(0);
    expect(warningLines(result.stderr)).toEqual([
      'warning: 1 unsupported docusaurus plugin',
      '  docusaurus.config.js:32  plugin @docusaurus/plugin-ideal-image is not supported: images are copied as they are',
    ]);
    const read = reader('cjs');
    const intro = read('docs/intro.html');
    // The preset's editUrl: Docusaurus's base URL with the file's path from the site folder.
    expect(intro).toContain('href="https://github.com/fixture/fixture-docs/tree/main/docs/intro.md"');
    // The sidebar from require.resolve('./sidebars.js'), in its order.
    expect(intro.indexOf('href="/docs/intro"')).toBeGreaterThan(-1);
    expect([...intro.matchAll(/<aside class="doc-sidebar"[^]*?<\/aside>/g)][0]![0]).toMatch(/Introduction[^]*Setup/);
    // prism's github and dracula themes, highlighted by shiki's equivalents.
    expect(read('docs/setup.html')).toMatch(/github-light[^]*dracula/);
    // staticDirectories (built with __dirname), the favicon under it and src/pages.
    expect(read('img/favicon.svg')).toContain('<svg');
    expect(read('index.html')).toContain('href="/img/favicon.svg"');
    expect(read('index.html')).toContain('Start with the');
    expect(read('index.html')).toContain('Copyright Fixture');
  });

  it('reads a TypeScript config importing prism-react-renderer, @docusaurus types and JSON, with docs at / and an uninstalled remark plugin', () => {
    const result = runCli(['build', '--out', outDir('esm')], fixture('docusaurus-config-esm'));
    expect(result.code, result.output).toBe(0);
    expect(warningLines(result.stderr)).toEqual([
      // i18n is read now: a localeDropdown on a site of one locale has nothing to list, so it is left out.
      'warning: 2 unsupported docusaurus options',
      '  docusaurus.config.ts:11  trailingSlash is not supported yet: pages are served without a trailing slash',
      '  docusaurus.config.ts:35  themeConfig.colorMode.respectPrefersColorScheme is not supported yet: ignored',
      'warning: 1 uninstalled package',
      '  docusaurus.config.ts:4  package remark-uninstalled-plugin is not installed: a stand-in takes its place, and what the config does with it is ignored',
    ]);
    const read = reader('esm');
    // routeBasePath '/': the doc with `slug: /` is the home page; the title comes from the JSON import.
    expect(read('index.html')).toContain('The home page is a doc.');
    expect(read('index.html')).toContain('<title>Welcome | ESM Fixture</title>');
    const usage = read('usage.html');
    // The navbar's doc item follows the doc's slug; `to: 'news'` gets its slash.
    expect(usage).toContain('href="/" class="nav-link">Start<');
    expect(usage).toContain('href="/news" class="nav-link">News<');
    expect(usage).toMatch(/light-plus[^]*night-owl/);
    expect(usage).toContain('data-theme="dark"');
    expect(usage).toContain('Version 2 is out');
    // The blog under routeBasePath 'news', titled by blogTitle.
    // Post routes carry their date, as Docusaurus's.
    expect(read('news/2025/01/02/hello.html')).toContain('First post.');
    expect(read('news/rss.xml')).toContain('<title>News</title>');
  });
});

describe('a Docusaurus site whose build fails on a page', () => {
  it('prints the warnings found before the error, then the error naming the page', () => {
    const site = path.join(temp, 'failing-site');
    cpSync(fixture('docusaurus-config-cjs'), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    writeFileSync(path.join(site, 'docs', 'broken.mdx'), '# Broken\n\n{1 +}\n');
    const result = runCli(['build', '--out', outDir('failing')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'warning: 1 unsupported docusaurus plugin\n  docusaurus.config.js:32  plugin @docusaurus/plugin-ideal-image is not supported: images are copied as they are\n',
    );
    expect(result.stderr.indexOf('unsupported docusaurus plugin')).toBeLessThan(result.stderr.indexOf('docs/broken.mdx'));
  });
});

describe('a Docusaurus config that does not compile', () => {
  it('fails naming the file, line and column', () => {
    const site = path.join(temp, 'syntax-error-site');
    cpSync(fixture('docusaurus-config-cjs'), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const configFile = path.join(site, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace('const config = {', 'const config = {{'));
    const result = runCli(['build', '--out', outDir('syntax-error')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('docusaurus.config.js:6:17  Expected identifier but found "{"\n');
  });
});

describe('a Docusaurus site without a home page', () => {
  it('gets one explanation naming what to add, not a broken link blamed on every page', () => {
    const result = runCli(['build', '--out', outDir('no-home')], fixture('docusaurus-no-home'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        'docusaurus.config.js  the site has no home page, and 4 links to / point there (the navbar title links there on every page)',
        '  hint: add src/pages/index.md (or index.tsx), or give a doc the frontmatter slug: /',
        '1 broken link found',
        '',
      ].join('\n'),
    );
  });
});

describe('docsite build on Docusaurus sidebars', () => {
  const sidebarOf = (html: string) =>
    /<aside class="doc-sidebar"[^]*?<\/aside>/
      .exec(html)![0]
      .replace(/<(?!a |\/a>|summary|\/summary)[^>]*>/g, ' ')
      .replace(/ (class|aria-[a-z]+)="[^"]*"/g, '')
      .replace(/\s+/g, ' ')
      .trim();

  it('translates every item form of sidebars.js: ids, doc, ref, link, html, categories with links, autogenerated and the shorthand', () => {
    const result = runCli(['build', '--out', outDir('sidebars')], fixture('docusaurus-sidebars'));
    expect(result.code, result.output).toBe(0);
    expect(warningLines(result.stderr)).toEqual([
      'warning: 1 unsupported docusaurus option',
      '  sidebars.js:11  docs[3].customProps is not supported yet: no theme component reads them',
    ]);
    const read = reader('sidebars');
    expect(sidebarOf(read('docs/extra.html'))).toBe(
      [
        '<a href="/docs/intro">Intro</a> <a href="/docs/extra">Extra page</a>',
        '<a href="/docs/guides/install">Guides</a> <summary></summary> <a href="/docs/guides/configure">Configure</a>',
        // collapsible: false: the category's entries with no toggle.
        '<a href="/docs/category/ref">Reference</a> <a href="/docs/reference/api">API</a> <a href="/docs/reference/cli">CLI</a>',
        '<a href="https://fixture.example">Website</a>',
        '<summary> More </summary> <a href="/docs/guides/install">Install</a> <a href="/docs/reference/api">API</a>',
      ].join(' '),
    );
    // An html item: the site's markup as it is, spaced as the links with defaultStyle, with its className.
    expect(read('docs/intro.html')).toContain('<li><a href="https://fixture.example">Website</a></li><li class="sidebar-html sidebar-html-spaced divider"><hr></li>');
    // A doc item's className is a class on its item.
    expect(read('docs/intro.html')).toContain('<li class="extra"><a href="/docs/extra">Extra page</a></li>');
    // `collapsed: false` opens its category; `collapsible: false` shows one with no toggle; the generated index has its title.
    expect(read('docs/extra.html')).toMatch(/data-cat="0" open=""/);
    expect(read('docs/extra.html')).toContain('<li class="sidebar-category-item sidebar-category-fixed"><a href="/docs/category/ref">Reference</a><ul class="sidebar-list">');
    expect(read('docs/category/ref.html')).toContain('All reference');
  });

  it('reads sidebars.json with the top-level shorthand, strips number prefixes and reads _category_.yml beside _category_.json', () => {
    const result = runCli(['build', '--out', outDir('sidebars-json')], fixture('docusaurus-sidebars-json'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    expect(sidebarOf(reader('sidebars-json')('docs/intro.html'))).toBe(
      [
        '<summary> Everything </summary> <a href="/docs/intro">Intro</a>',
        '<summary> Guides Folder </summary> <a href="/docs/guides/install">Install</a> <a href="/docs/guides/configure">Configure</a>',
        '<summary> Reference </summary> <a href="/docs/reference/api">API</a> <a href="/docs/reference/cli">CLI</a>',
        '<summary> Guides only </summary> <a href="/docs/guides/install">Install</a> <a href="/docs/guides/configure">Configure</a>',
      ].join(' '),
    );
  });

  it("makes a folder's own doc (index, README, named as the folder) its category's page in an autogenerated sidebar, lending its label and sidebar_key, as Docusaurus does", () => {
    const result = runCli(['build', '--out', outDir('folder-doc')], fixture('docusaurus-sidebar-folder-doc'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    const read = reader('folder-doc');
    expect(sidebarOf(read('guide/first.html'))).toBe(
      [
        '<a href="/">Start</a>',
        // index.md: the category's link and label (sidebar_label), not an item of it.
        '<a href="/guide">Guide</a> <summary></summary> <a href="/guide/first">First steps</a>',
        '<a href="/reference">Reference</a> <summary></summary> <a href="/reference/endpoints">Endpoints</a>',
        // The folder's only doc: the category becomes that doc's link.
        '<a href="/solo">Alone</a>',
        // `link: null` in _category_.json: no page for the category, its index stays an item.
        '<summary> Linked nowhere </summary> <a href="/linked">Index kept as an item</a> <a href="/linked/other">Other</a>',
      ].join(' '),
    );
    // sidebar_key names the category in current.json: sidebar.defaultSidebar.category.guide-folder.
    expect(sidebarOf(read('fr/guide/first.html'))).toContain('<a href="/fr/guide">Le guide</a> <summary></summary> <a href="/fr/guide/first">First steps</a>');
  });

  it("applies a category file's className and description, orders a folder by its own doc's position, and names the keys it does not apply", () => {
    const result = runCli(['build', '--out', outDir('category-file')], fixture('docusaurus-category-file'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr.trim()).toBe(
      [
        'warning: 2 unsupported category keys',
        '  docs/guides/03-middle/_category_.json:6  customProps: not applied: no theme component reads them',
        '  docs/guides/03-middle/_category_.json:7  colour: not a key of a category file (known: label, position, collapsed, collapsible, className, link, description, key, customProps): ignored',
      ].join('\n'),
    );
    const read = reader('category-file');
    const page = read('guides/middle/a.html');
    // 05-later's own doc sets sidebar_position 2: before 03-middle (number prefix 3), as Docusaurus orders them.
    expect(sidebarOf(page)).toBe(
      '<a href="/">Start</a> <a href="/category/guides">Guides</a> <summary></summary> <a href="/guides/later">Later</a> <summary></summary> <a href="/guides/later/page">A later page</a> Middle <a href="/guides/middle/a">Page A</a> <a href="/guides/middle/b">Page B</a>',
    );
    // The linked doc's sidebar_class_name, and the category file's className (collapsible: false: its label and entries, no toggle).
    expect(page).toContain('<li class="sidebar-category-item has-link later-cat"><a href="/guides/later">Later</a><details class="sidebar-category" data-cat="1">');
    expect(page).toContain('<li class="sidebar-category-item sidebar-category-fixed middle-cat"><span class="sidebar-category-label">Middle</span><ul class="sidebar-list">');
    // Cards: the category file's description in place of the count; the count is of direct items, in Docusaurus's words.
    const cards = read('category/guides.html');
    expect(cards).toContain('<h2 class="card-title">Later</h2><p class="card-description">1 item</p>');
    expect(cards).toContain('<h2 class="card-title">Middle</h2><p class="card-description">Two pages between the others.</p>');
  });

  it('fails on a sidebar item of no Docusaurus form, naming the file, line and the forms it expected', () => {
    const result = runCli(['build', '--out', outDir('sidebar-error')], fixture('docusaurus-sidebar-error'));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `sidebars.js:4  docs[1]: expected a doc id string, an object with type 'doc', 'ref', 'link', 'html', 'category' or 'autogenerated', or a category shorthand { 'Label': [items] }, got type "page"`,
    );
  });
});

describe('docsite migrate', () => {
  /** A page without the names that hash the build's inputs (the config file is one of them). */
  const unhashed = (html: string) => html.replace(/\.[\w-]{8,10}\.(js|json|css)\b/g, '.$1');

  it('writes the equivalent typed site.config.ts, which builds the same pages, and refuses to overwrite it', () => {
    const site = path.join(temp, 'migrate-site');
    cpSync(fixture('docusaurus-config-cjs'), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const before = runCli(['build', '--out', outDir('before-migrate')], site);
    expect(before.code, before.output).toBe(0);

    const migrated = runCli(['migrate'], site);
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.stdout).toBe('docsite: wrote site.config.ts from docusaurus.config.js (1 not carried over, listed above)\n');
    expect(warningLines(migrated.stderr)).toEqual(warningLines(before.stderr));
    const written = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
    expect(written).toContain("// Written by docsite migrate from docusaurus.config.js; docsite reads this file instead from now on.\nimport { defineConfig } from 'docsite';\n\nexport default defineConfig({\n  title: \"Fixture Docs\",");
    expect(written).toContain('  staticDir: "static",\n');
    expect(written).toContain('    editUrl: "https://github.com/fixture/fixture-docs/tree/main/",\n    showLastUpdateTime: true,\n');
    expect(written).toContain('  code: {\n    lightTheme: "github-light",\n    darkTheme: "dracula"\n  },\n');
    expect(written).toContain('    sidebars: {\n      guide: [\n        "intro",\n        "setup"\n      ]\n    },\n    stripNumberPrefixes: true\n');

    const after = runCli(['build', '--out', outDir('after-migrate')], site);
    expect(after.code, after.output).toBe(0);
    expect(after.stderr).toBe('');
    const pages = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort();
    expect(pages(outDir('after-migrate'))).toEqual(pages(outDir('before-migrate')));
    for (const page of pages(outDir('before-migrate'))) {
      expect(unhashed(reader('after-migrate')(page)), page).toBe(unhashed(reader('before-migrate')(page)));
    }

    const again = runCli(['migrate'], site);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('site.config.ts already exists: migrate writes nothing\n  hint: remove it first to write it again from the Docusaurus config\n');
    expect(readFileSync(path.join(site, 'site.config.ts'), 'utf8')).toBe(written);
  });

  it('fails in a folder without a Docusaurus config', () => {
    const result = runCli(['migrate', 'docs'], fixture('docusaurus-sidebars'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('no docusaurus.config.{ts,js,mjs,cjs} in docs\n  hint: run docsite migrate in the folder of a Docusaurus site\n');
  });
});
