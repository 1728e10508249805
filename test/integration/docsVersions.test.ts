import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchIndex } from '../../src/search/loadSearchIndex.js';
import { SearchEngine } from '../../src/search/searchEngine.js';
import { ShardedSearch } from '../../src/search/shardedSearch.js';
import type { DocumentsFile, IndexFile, ShardedDocumentsManifest, ShardedIndexManifest } from '../../src/search/searchTypes.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-versions-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of a fixture to change, without its caches. */
function copyOf(name: string, as: string): string {
  const dir = path.join(temp, as);
  cpSync(fixture(name), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
  return dir;
}

const attribute = (html: string, pattern: RegExp) => (pattern.exec(html)?.[1] ?? '').replace(/&quot;/g, '"');

describe('a site with three docs versions (docs-versions: current, 2.0 the last, 1.0)', () => {
  const out = path.join(temp, 'out');
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  let result: ReturnType<typeof runCli>;
  beforeAll(() => {
    result = runCli(['build', '--out', out], fixture('docs-versions'));
  }, 120_000);

  it('builds the last version at /docs, the current one at /docs/next and 1.0 at /docs/1.0, each from its own folder', () => {
    expect(result.code, result.output).toBe(0);
    expect(read('docs/intro.html')).toContain('The 2.0 introduction.');
    expect(read('docs/next/intro.html')).toContain('The unreleased introduction.');
    expect(read('docs/1.0/intro.html')).toContain('The 1.0 introduction.');
    expect(read('docs/next/new-feature.html')).toContain('Only the unreleased docs have this page.');
    expect(existsSync(path.join(out, 'docs/new-feature.html'))).toBe(false);
    expect(read('docs/1.0/old-page.html')).toContain('Only 1.0 has this page.');
    // Markdown links resolve within the version.
    expect(read('docs/next/intro.html')).toContain('href="/docs/next/guides/setup"');
    expect(read('docs/intro.html')).toContain('href="/docs/guides/setup"');
  });

  it('gives each version its own sidebar, category pages and previous/next links', () => {
    const sidebarOf = (file: string) => /<aside class="doc-sidebar"[^]*?<\/aside>/.exec(read(file))![0];
    expect(sidebarOf('docs/1.0/intro.html')).toContain('href="/docs/1.0/old-page"');
    expect(sidebarOf('docs/1.0/intro.html')).not.toContain('Guides');
    expect(sidebarOf('docs/next/intro.html')).toContain('href="/docs/next/new-feature"');
    expect(sidebarOf('docs/next/intro.html')).toContain('href="/docs/next/category/guides"');
    expect(sidebarOf('docs/intro.html')).toContain('href="/docs/category/guides"');
    expect(read('docs/next/category/guides.html')).toContain('href="/docs/next/guides/setup"');
    expect(read('docs/1.0/intro.html')).toContain('<a class="paginator-link next" href="/docs/1.0/old-page" rel="next">');
    expect(read('docs/next/intro.html')).toContain('<a class="paginator-link next" href="/docs/next/new-feature" rel="next">');
  });

  it('marks the current version unreleased and 1.0 unmaintained, linking the same page in the latest version', () => {
    expect(read('docs/next/intro.html')).toContain('<p>This is unreleased documentation for Versioned Next version.</p>');
    expect(read('docs/1.0/intro.html')).toContain('<p>This is documentation for Versioned 1.0.x, which is no longer actively maintained.</p>');
    expect(read('docs/1.0/intro.html')).toContain('see the <a href="/docs/intro" data-version-link="2.0"><b>latest version</b></a>');
    // A page the latest version lacks leads to its main page.
    expect(read('docs/next/new-feature.html')).toContain('see the <a href="/docs/intro" data-version-link="2.0">');
    expect(read('docs/intro.html')).not.toContain('version-banner');
    expect(read('docs/1.0/intro.html')).toContain('<span class="version-badge" data-docs-version="1.0.x">');
  });

  it('names the latest version’s page as canonical for the same page of other versions', () => {
    expect(read('docs/1.0/intro.html')).toContain('<link rel="canonical" href="https://fixture.example/docs/intro"/>');
    expect(read('docs/1.0/old-page.html')).toContain('<link rel="canonical" href="https://fixture.example/docs/1.0/old-page"/>');
  });

  it('lists the versions in the navbar dropdown, each page carrying the same page in every version', () => {
    const page = read('docs/1.0/intro.html');
    expect(page).toContain('<summary class="nav-link" aria-label="Docs version: 1.0.x">1.0.x</summary>');
    expect(page).toContain('<a href="/docs/next/intro" data-version-link="current">Next</a>');
    expect(JSON.parse(attribute(page, /data-version-alternates="([^"]*)"/))).toEqual({ current: '/docs/next/intro', '2.0': '/docs/intro', '1.0': '/docs/1.0/intro' });
    // Off the docs, the navbar's sidebar link knows its entry in every version.
    expect(JSON.parse(attribute(read('index.html'), /data-version-hrefs="([^"]*)"/))).toEqual({ current: '/docs/next/intro', '2.0': '/docs/intro', '1.0': '/docs/1.0/intro' });
    // On a page of a version, it leads into that version.
    expect(page).toContain('<a href="/docs/1.0/intro" class="nav-link active" aria-current="true">Docs</a>');
  });

  it('puts every indexed version in the sitemap and only the latest in llms.txt', () => {
    expect(read('sitemap.xml')).toContain('<loc>https://fixture.example/docs/1.0/old-page</loc>');
    expect(read('sitemap.xml')).toContain('<loc>https://fixture.example/docs/next/intro</loc>');
    expect(read('llms.txt')).toContain('(https://fixture.example/docs/intro.md)');
    expect(read('llms.txt')).not.toContain('/docs/next/');
    expect(read('llms.txt')).not.toContain('/docs/1.0/');
  });

  it('links the docsVersion navbar item to the main doc of the page’s version, named by its label; off the docs the latest’s, with every version’s for the preferred one', () => {
    const items = (file: string) => /<ul class="navbar-items" data-swap="navbar-items">[^]*?<\/ul>/.exec(read(file))![0];
    expect(items('docs/1.0/old-page.html')).toContain('<li><a href="/docs/1.0/intro" class="nav-link">1.0.x</a></li>');
    expect(items('docs/next/intro.html')).toContain('<li><a href="/docs/next/intro" class="nav-link">Next</a></li>');
    const home = items('index.html');
    expect(home).toContain('>2.0</a></li>');
    const link = /<a href="\/docs\/intro" class="nav-link" data-version-hrefs="([^"]*)" data-version-labels="([^"]*)">2\.0<\/a>/.exec(home)!;
    expect(JSON.parse(link[1]!.replace(/&quot;/g, '"'))).toEqual({ current: '/docs/next/intro', '2.0': '/docs/intro', '1.0': '/docs/1.0/intro' });
    expect(JSON.parse(link[2]!.replace(/&quot;/g, '"'))).toEqual({ current: 'Next', '2.0': '2.0', '1.0': '1.0.x' });
  });

  /** Each scope's files as the pages list them (`data-search-scopes`, URLs relative to the default documents file). */
  const scopesOf = (page: string) => {
    const html = read(page);
    const documents = attribute(html, /data-search-documents="([^"]*)"/);
    const scopes = JSON.parse(attribute(html, /data-search-scopes="([^"]*)"/)) as Array<{ key: string; label: string; version: string; default?: true; documents: string; index: string }>;
    const resolve = (url: string) => new URL(url, `https://x${documents}`).pathname.slice(1);
    return { documents, scopes: scopes.map((scope) => ({ ...scope, documents: resolve(scope.documents), index: resolve(scope.index) })) };
  };
  const engineOf = (scope: { documents: string; index: string }) => new SearchEngine(JSON.parse(read(scope.documents)) as DocumentsFile, loadSearchIndex(JSON.parse(read(scope.index)) as IndexFile));

  it('writes one search index per version, in a folder of its own, and pages list every one with the latest as the default', () => {
    const { documents, scopes } = scopesOf('docs/1.0/intro.html');
    expect(scopes.map(({ key, label, version }) => [key, label, version])).toEqual([['current', 'Next', 'current'], ['2.0', '2.0', '2.0'], ['1.0', '1.0.x', '1.0']]);
    expect(scopes.find((scope) => scope.default)!.key).toBe('2.0');
    expect(documents).toMatch(/^\/search\/2\.0\/documents\.[0-9a-f]{10}\.json$/);
    for (const scope of scopes) expect(scope.documents).toMatch(new RegExp(`^search/${scope.key.replace('.', '\\.')}/documents\\.[0-9a-f]{10}\\.json$`));
    // Every page carries the same list, the home page too.
    expect(scopesOf('index.html')).toEqual(scopesOf('docs/1.0/intro.html'));
    expect(readdirSync(path.join(out, 'search')).sort()).toEqual(['1.0', '2.0', 'current']);
  });

  it('puts only a version’s pages in its search files, and the pages of no version in every one', () => {
    const urlsOf = (key: string) => (JSON.parse(read(scopesOf('index.html').scopes.find((scope) => scope.key === key)!.documents)) as DocumentsFile).pages.map((page) => page.url);
    expect(urlsOf('1.0')).toEqual(['/', '/docs/1.0/intro', '/docs/1.0/old-page']);
    expect(urlsOf('2.0')).toEqual(['/', '/docs/guides/setup', '/docs/intro', '/docs/category/guides']);
    expect(urlsOf('current')).toEqual(['/', '/docs/next/guides/setup', '/docs/next/intro', '/docs/next/new-feature', '/docs/next/category/guides']);
    // No version in the crumbs: the scope says which.
    expect(read(scopesOf('index.html').scopes.find((scope) => scope.key === '1.0')!.documents)).toContain('{"url":"/docs/1.0/intro","title":"Introduction","type":"doc","crumbs":["Docs"]}');
  });

  it('finds a page only 1.0 has in 1.0’s scope and nothing in 2.0’s, whose index holds none of its words', () => {
    const { scopes } = scopesOf('index.html');
    const [v1, v2] = [scopes.find((scope) => scope.key === '1.0')!, scopes.find((scope) => scope.key === '2.0')!];
    expect(engineOf(v1).search('old').groups.map((group) => group.page.url)[0]).toBe('/docs/1.0/old-page');
    expect(engineOf(v2).search('old').groups).toEqual([]);
    expect((JSON.parse(read(v2.index)) as IndexFile).terms).not.toContain('old');
    // Each version finds its own introduction, linked within the version.
    expect(engineOf(v2).search('introduction').groups[0]!.page.url).toBe('/docs/intro');
    expect(engineOf(v1).search('introduction').groups[0]!.page.url).toBe('/docs/1.0/intro');
  });
});

describe('search per docs version, sharded (search.shardAbove: 0)', () => {
  it('shards each version’s index in its own folder, and a sharded search finds what the whole index finds', async () => {
    const site = copyOf('docs-versions', 'sharded');
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("pages: { path: 'content/pages' },", "pages: { path: 'content/pages' },\n  search: { shardAbove: 0 },"));
    const out = path.join(temp, 'sharded-out');
    const result = runCli(['build', '--out', out], site);
    expect(result.code, result.output).toBe(0);
    const readJson = (url: string) => JSON.parse(readFileSync(path.join(out, url), 'utf8')) as unknown;
    const html = readFileSync(path.join(out, 'docs/1.0/intro.html'), 'utf8');
    const documents = attribute(html, /data-search-documents="([^"]*)"/);
    const scopes = JSON.parse(attribute(html, /data-search-scopes="([^"]*)"/)) as Array<{ key: string; documents: string; index: string }>;
    const resolve = (url: string) => new URL(url, `https://x${documents}`).pathname;
    for (const key of ['current', '2.0', '1.0']) expect(readdirSync(path.join(out, 'search', key)).sort()).toEqual(expect.arrayContaining(['shards']));
    const search = (key: string, query: string) => {
      const scope = scopes.find((entry) => entry.key === key)!;
      const manifest = readJson(resolve(scope.index)) as ShardedIndexManifest;
      expect(manifest.shards).toBe(`/search/${key}/shards/`);
      return new ShardedSearch(readJson(resolve(scope.documents)) as ShardedDocumentsManifest, manifest, async (url) => readJson(url) as never).search(query);
    };
    expect((await search('1.0', 'old')).groups[0]!.page.url).toBe('/docs/1.0/old-page');
    expect((await search('2.0', 'old')).groups).toEqual([]);
  });
});

describe('docs versions: options and mistakes', () => {
  it('keeps a noIndex version out of the sitemap and search engines, and builds only onlyIncludeVersions', () => {
    const site = copyOf('docs-versions', 'options');
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("versions: { '1.0': { label: '1.0.x' } },", "versions: { '1.0': { noIndex: true, banner: 'none' } }, onlyIncludeVersions: ['2.0', '1.0'],"));
    const out = path.join(temp, 'options-out');
    const result = runCli(['build', '--out', out], site);
    expect(result.code, result.output).toBe(0);
    const page = readFileSync(path.join(out, 'docs/1.0/intro.html'), 'utf8');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page).not.toContain('version-banner');
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/docs/1.0/');
    expect(existsSync(path.join(out, 'docs/next'))).toBe(false);
  });

  it('fails on a link from version 1.0 to a page only the current version has, naming the 1.0 file', () => {
    const site = copyOf('docs-versions', 'broken');
    const file = path.join(site, 'versioned_docs/version-1.0/intro.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nThe [new feature](./new-feature) came later.\n`);
    const result = runCli(['build', '--out', path.join(temp, 'broken-out')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('versioned_docs/version-1.0/intro.md:7:5  broken link ./new-feature on /docs/1.0/intro: no such page');
  });

  it('links a docsVersion item with a version of its own to that version, fails on a version that is not built, and warns about another docs plugin', () => {
    const site = copyOf('docs-versions', 'version-item');
    const config = path.join(site, 'site.config.ts');
    const original = readFileSync(config, 'utf8');
    writeFileSync(config, original.replace("{ type: 'docsVersion' }", "{ type: 'docsVersion', version: '1.0', docsPluginId: 'community' }, { type: 'docsVersion', label: 'Preview', to: '/docs/next/new-feature' }"));
    const out = path.join(temp, 'version-item-out');
    const result = runCli(['build', '--out', out], site);
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toContain("site.config.ts  navbar.items[1].docsPluginId: docs plugin 'community' is not built: the item links to the 'default' docs");
    const home = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('<li><a href="/docs/1.0/intro" class="nav-link">1.0.x</a></li>');
    expect(home).toContain('<li><a href="/docs/next/new-feature" class="nav-link">Preview</a></li>');
    writeFileSync(config, original.replace("{ type: 'docsVersion' }", "{ type: 'docsVersion', version: '3.0' }"));
    const failed = runCli(['build', '--out', path.join(temp, 'version-item-failed')], site);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("site.config.ts  navbar.items[1].version: no docs version named '3.0'");
    expect(failed.stderr).toContain('hint: the versions are current, 2.0, 1.0');
  });

  it('fails on a lastVersion that names no version, listing the versions', () => {
    const site = copyOf('docs-versions', 'last');
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("path: 'docs',", "path: 'docs', lastVersion: '3.0',"));
    const result = runCli(['build', '--out', path.join(temp, 'last-out')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("site.config.ts  docs.lastVersion: no docs version named '3.0'");
    expect(result.stderr).toContain('hint: the versions are current, 2.0, 1.0');
  });

  it('warns about a snapshot folder versions.json does not list, instead of ignoring it in silence', () => {
    const site = copyOf('docs-versions', 'unlisted');
    mkdirSync(path.join(site, 'versioned_docs/version-0.9'));
    writeFileSync(path.join(site, 'versioned_docs/version-0.9/intro.md'), '# Intro\n');
    const result = runCli(['build', '--out', path.join(temp, 'unlisted-out')], site);
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toContain("versioned_docs/version-0.9  docs version '0.9' is not in versions.json: not built");
  });
});

describe('docsite docs:version', () => {
  it('snapshots the current docs and sidebars as the new last version, which then builds at /docs and the previous last at its name', () => {
    const site = copyOf('docs-versions', 'snapshot');
    const result = runCli(['docs:version', '3.0'], site);
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toBe('docsite: docs version 3.0 created: versioned_docs/version-3.0/, versioned_sidebars/version-3.0-sidebars.json, versions.json\n');
    expect(JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['3.0', '2.0', '1.0']);
    expect(readFileSync(path.join(site, 'versioned_docs/version-3.0/new-feature.md'), 'utf8')).toContain('Only the unreleased docs have this page.');
    expect(JSON.parse(readFileSync(path.join(site, 'versioned_sidebars/version-3.0-sidebars.json'), 'utf8')).main.slice(0, 2)).toEqual(['intro', 'new-feature']);
    const out = path.join(temp, 'snapshot-out');
    const built = runCli(['build', '--out', out], site);
    expect(built.code, built.output).toBe(0);
    expect(readFileSync(path.join(out, 'docs/new-feature.html'), 'utf8')).toContain('Only the unreleased docs have this page.');
    expect(readFileSync(path.join(out, 'docs/2.0/intro.html'), 'utf8')).toContain('The 2.0 introduction.');
    expect(existsSync(path.join(out, 'docs/next/new-feature.html'))).toBe(true);
  });

  it('refuses a version that exists and a name that is not a folder name of its own, writing nothing', () => {
    const site = copyOf('docs-versions', 'snapshot-refused');
    const again = runCli(['docs:version', '2.0'], site);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("versions.json  docs version '2.0' already exists");
    const climbing = runCli(['docs:version', '../x'], site);
    expect(climbing.code).toBe(1);
    expect(climbing.stderr).toContain("invalid docs version name '../x': a version name may not hold a slash or be . or ..");
    expect(JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
  });
});

describe('a Docusaurus site with versioned_docs/, read unchanged (docusaurus-versions)', () => {
  it('builds every version with its own sidebars, number prefixes stripped, and the dropdown and version options of its config', () => {
    const out = path.join(temp, 'docusaurus');
    const result = runCli(['build', '--out', out], fixture('docusaurus-versions'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
    expect(read('docs/intro.html')).toContain('The 1.1.0 introduction');
    expect(read('docs/intro.html')).toContain('href="/docs/guides/install"');
    expect(read('docs/guides/install.html')).toContain('Install steps of 1.1.0.');
    expect(read('docs/next/guides/upgrade.html')).toContain('Only canary explains upgrading.');
    expect(read('docs/1.0.0/legacy.html')).toContain('A page only 1.0.0 has.');
    expect(/<aside class="doc-sidebar"[^]*?<\/aside>/.exec(read('docs/1.0.0/intro.html'))![0]).toContain('<span class="sidebar-category-label">More</span>');
    // versions.current.label, and versions['1.0.0'].banner: 'none' on a version older than the last.
    expect(read('docs/next/intro.html')).toContain('This is unreleased documentation for Versions Canary version.');
    expect(read('docs/1.0.0/intro.html')).not.toContain('version-banner');
    expect(read('docs/1.0.0/intro.html')).toContain('<a href="/docs/1.0.0/intro" data-version-link="1.0.0" class="active" aria-current="true">1.0</a>');
    // The docsVersion navbar items: the page's version's main doc, and one with its own label and route.
    expect(read('docs/next/guides/upgrade.html')).toContain('<li><a href="/docs/next/intro" class="nav-link">Canary</a></li>');
    expect(read('docs/next/guides/upgrade.html')).toContain('<li><a href="/docs/1.0.0/intro" class="nav-link">Legacy</a></li>');
  });
});
