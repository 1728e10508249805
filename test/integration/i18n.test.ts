import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { loadSearchIndex } from '../../src/search/loadSearchIndex.js';
import { searchLanguageOf } from '../../src/search/loadSearchLanguage.js';
import { SearchEngine } from '../../src/search/searchEngine.js';
import type { SearchLanguage } from '../../src/search/searchLanguage.js';
import type { DocumentsFile, IndexFile } from '../../src/search/searchTypes.js';
import { localeConfigOf } from '../unit/search/localeConfigOf.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-i18n-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of a fixture to change, without its caches. */
function copyOf(name: string, as: string): string {
  const dir = path.join(temp, as);
  cpSync(fixture(name), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
  return dir;
}

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" href="([^"]*)" hrefLang="([^"]*)"\/>/g)].map((match) => `${match[2]} ${match[1]}`);
const NOTICE = 'This page is not translated yet: it is shown in English.';

describe('a site in English (default), French and Arabic (i18n)', () => {
  const out = path.join(temp, 'out');
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  let result: ReturnType<typeof runCli>;
  beforeAll(() => {
    result = runCli(['build', '--out', out], fixture('i18n'));
  }, 120_000);

  it('builds the default locale at the root and the others under /<locale>/, each page from its translation when there is one', () => {
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('built 24 pages');
    expect(read('docs/intro.html')).toContain('Welcome to the docs.');
    expect(read('fr/docs/intro.html')).toContain('Bienvenue dans la documentation.');
    expect(read('ar/docs/guides/setup.html')).toContain('ثبّت الأداة ثم شغّلها.');
    expect(read('fr/blog/launch.html')).toContain("<p>Nous avons lancé aujourd'hui.</p>");
    // Dates in the locale's words (Intl, as Docusaurus), English's as before.
    expect(read('fr/blog/launch.html')).toContain('<time dateTime="2024-05-01">1 mai 2024</time>');
    expect(read('blog/launch.html')).toContain('<time dateTime="2024-05-01">May 1, 2024</time>');
    expect(read('fr/index.html')).toContain('Un site en trois langues.');
    // Links in content lead within the locale.
    expect(read('fr/docs/intro.html')).toContain("<a href=\"/fr/docs/guides/setup\">guide d'installation</a>");
    expect(read('ar/docs/intro.html')).toContain('<a href="/ar/docs/guides/setup">setup guide</a>');
    // Each locale has its own search files and sitemap.
    expect(read('fr/docs/intro.html')).toMatch(/data-search-documents="\/fr\/search\//);
    expect(existsSync(path.join(out, 'ar/sitemap.xml'))).toBe(true);
  });

  it("shows a page without a translation from the default locale's file, with a notice; translated and default pages have none", () => {
    expect(read('fr/docs/guides/setup.html')).toContain('Install the tool, then run it.');
    expect(read('fr/docs/guides/setup.html')).toContain(NOTICE);
    expect(read('ar/docs/intro.html')).toContain(NOTICE);
    expect(read('ar/blog/launch.html')).toContain(NOTICE);
    expect(read('ar/index.html')).toContain(NOTICE);
    for (const file of ['fr/docs/intro.html', 'ar/docs/guides/setup.html', 'docs/intro.html', 'docs/guides/setup.html', 'fr/blog/launch.html']) expect(read(file)).not.toContain(NOTICE);
  });

  it('gives each page its locale as lang and dir (Arabic right to left) and the same page in every locale as hreflang alternates with x-default', () => {
    expect(htmlTag(read('docs/intro.html'))).toContain('<html lang="en" dir="ltr"');
    expect(htmlTag(read('fr/docs/intro.html'))).toContain('<html lang="fr" dir="ltr"');
    expect(htmlTag(read('ar/docs/intro.html'))).toContain('<html lang="ar" dir="rtl"');
    expect(read('fr/docs/intro.html')).toContain('"inLanguage":"fr"');
    const expected = ['en https://i18n.fixture.example/docs/intro', 'fr https://i18n.fixture.example/fr/docs/intro', 'ar https://i18n.fixture.example/ar/docs/intro', 'x-default https://i18n.fixture.example/docs/intro'];
    for (const file of ['docs/intro.html', 'fr/docs/intro.html', 'ar/docs/intro.html']) expect(alternates(read(file))).toEqual(expected);
    expect(alternates(read('fr/index.html'))).toContain('fr https://i18n.fixture.example/fr/');
  });

  it("lists each locale's pages in its sitemap, each with its alternates", () => {
    const sitemap = read('fr/sitemap.xml');
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(sitemap).toMatch(
      /<url><loc>https:\/\/i18n\.fixture\.example\/fr\/docs\/intro<\/loc>(<lastmod>[^<]*<\/lastmod>)?<xhtml:link rel="alternate" hreflang="en" href="https:\/\/i18n\.fixture\.example\/docs\/intro"\/><xhtml:link rel="alternate" hreflang="fr" href="https:\/\/i18n\.fixture\.example\/fr\/docs\/intro"\/><xhtml:link rel="alternate" hreflang="ar" href="https:\/\/i18n\.fixture\.example\/ar\/docs\/intro"\/><xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/i18n\.fixture\.example\/docs\/intro"\/><\/url>/,
    );
    expect(read('sitemap.xml')).toContain('<loc>https://i18n.fixture.example/docs/intro</loc>');
    expect(read('sitemap.xml')).not.toContain('<loc>https://i18n.fixture.example/fr/');
  });

  it("puts a locale menu in the navbar whose entries lead to each locale's base, untouched by the page's own base", () => {
    const html = read('fr/docs/intro.html');
    expect(html).toContain('<a data-locale-link="en" href="/" hrefLang="en" lang="en">English</a>');
    expect(html).toContain('<a data-locale-link="ar" href="/ar/" hrefLang="ar" lang="ar">العربية</a>');
    expect(html).toContain('<summary class="nav-link" aria-label="Languages: Français">Français</summary>');
  });

  it("prints the theme's strings from the locale's code.json (English for ids it lacks) and its navbar and footer labels from navbar.json and footer.json", () => {
    const fr = read('fr/docs/intro.html');
    expect(read('fr/docs/guides/setup.html')).toContain('<p class="toc-title" id="toc-title">Sur cette page</p>');
    expect(fr).toContain('<span class="paginator-sub">Suivant</span>');
    expect(fr).toContain('<span class="navbar-title">Polyglotte</span>');
    expect(fr).toContain('<a href="/fr/docs/intro" class="nav-link active" aria-current="true">Documentation</a>');
    expect(fr).toContain('<h2 class="footer-title">Documentation</h2><ul><li><a href="/fr/docs/intro" class="footer-link">Présentation</a></li>');
    expect(fr).toContain('<span class="search-button-label">Search</span>');
    // The browser's strings: only those the locale translates, by id (the script every page loads has short keys for its own).
    expect(fr).toContain('data-strings="{&quot;copy&quot;:&quot;Copier&quot;,&quot;theme.SearchModal.noResultsScreen.noResultsText&quot;:&quot;Aucun résultat pour&quot;,');
    expect(fr).toContain('placeholder="Rechercher dans la documentation"');
    expect(fr).toContain('<span><kbd>Esc</kbd> pour fermer</span>');
    expect(read('docs/intro.html')).toContain('<body data-search-documents="/search/documents.');
    expect(read('docs/intro.html')).toMatch(/ data-strings="\{\}">/);
    expect(read('ar/docs/intro.html')).toContain('<span class="paginator-sub">التالي</span>');
    expect(read('ar/docs/intro.html')).toContain('>التوثيق</a>');
    // An admonition's default title (compiled once, filled in at render time): the French page falls back to the English file.
    expect(read('fr/docs/guides/setup.html')).toContain('<aside class="admonition admonition-tip" data-admonition="tip"><p class="admonition-title">Astuce</p><p>Run it twice.</p></aside>');
    expect(read('docs/guides/setup.html')).toContain('<aside class="admonition admonition-tip" data-admonition="tip"><p class="admonition-title">Tip</p><p>Run it twice.</p></aside>');
    const en = read('docs/intro.html');
    expect(en).toContain('<span class="paginator-sub">Next</span>');
    expect(en).toContain('<span class="navbar-title">Polyglot</span>');
  });

  it("builds each locale's search index in its language (lunr-languages), and bundles a stemmer chunk for each, which the French query pipeline uses", () => {
    const searchFiles = (prefix: string) => {
      const html = read(`${prefix}docs/intro.html`);
      const url = (name: string) => new RegExp(`data-search-${name}="([^"]+)"`).exec(html)![1]!.slice(1);
      return { documents: JSON.parse(read(url('documents'))) as DocumentsFile, index: JSON.parse(read(url('index'))) as IndexFile };
    };
    const [en, fr, ar] = [searchFiles(''), searchFiles('fr/'), searchFiles('ar/')];
    expect([en.index.language, fr.index.language, ar.index.language]).toEqual([undefined, 'fr', 'ar']);
    // "lancerons" is another inflection of the French post's "lancé": the same French stem.
    const found = (files: typeof en, language?: SearchLanguage) => new SearchEngine(files.documents, loadSearchIndex(files.index), language).search('lancerons').groups.map((group) => group.page.url);
    expect(found(fr, searchLanguageOf(localeConfigOf('fr')))).toEqual(['/fr/blog/launch']);
    expect(found(en)).toEqual([]);
    const chunks = readdirSync(path.join(out, 'assets/chunks'));
    expect(chunks.filter((file) => file.startsWith('lunr.')).map((file) => file.split('.').slice(0, 2).join('.')).sort()).toEqual(['lunr.ar', 'lunr.fr', 'lunr.stemmer']);
  });

  it("reads the blog's options.json (title, description, sidebar title) and current.json's version label, and names each current.json id it does not read", () => {
    expect(read('fr/blog.html')).toContain('<title>Le blog | Polyglot</title>');
    expect(read('fr/blog.html')).toContain('<meta name="description" content="Les nouvelles de Polyglot"/>');
    expect(read('fr/blog.html')).toContain('<p class="blog-sidebar-title">Articles récents</p>');
    expect(read('blog.html')).toContain('<title>Blog | Polyglot</title>');
    expect(result.output).toContain('i18n/fr/docusaurus-plugin-content-docs/current.json  sidebar.main.doc.Introduction: no item of the sidebars has this label');
    expect(result.output.match(/unused-translation|no item of the sidebars/g)).toHaveLength(1);
  });

  it("translates a sidebar's category label from current.json (sidebar.main.category.Guides), in French only", () => {
    const categoryLabels = (html: string) => [...html.matchAll(/<span class="sidebar-category-label">([^<]*)</g)].map((match) => match[1]);
    expect(categoryLabels(read('fr/docs/intro.html'))).toEqual(['Guides pratiques']);
    expect(categoryLabels(read('docs/intro.html'))).toEqual(['Guides']);
    expect(categoryLabels(read('ar/docs/intro.html'))).toEqual(['Guides']);
  });

  it('right-to-left rules are in the stylesheet of a site with locales', () => {
    const css = /href="(\/assets\/styles\.[^"]+\.css)"/.exec(read('docs/intro.html'))![1]!;
    expect(read(css.slice(1))).toContain('[dir=rtl] .doc-sidebar');
  });
});

describe('a Docusaurus site with three versioned docs and three locales, read unchanged (docusaurus-versions-i18n: current, 2.0 the last, 1.0; en, fr, ar)', () => {
  const out = path.join(temp, 'versions-i18n-out');
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  const text = (file: string) => [...read(file).matchAll(/<article class="markdown">.*?<p>([^<]*)<\/p>/g)].map((match) => match[1]);
  let result: ReturnType<typeof runCli>;
  beforeAll(() => {
    result = runCli(['build', '--out', out], fixture('docusaurus-versions-i18n'));
  }, 120_000);

  it('builds every version in every locale at the routes of the issue, each page from its translation (i18n/<locale>/docusaurus-plugin-content-docs/version-<name>/) else the default locale', () => {
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('built 18 pages');
    expect(result.output).not.toMatch(/warning/i);
    const pages = ['docs/intro', 'docs/guides/setup', 'docs/next/intro', 'docs/next/guides/setup', 'docs/1.0/intro'];
    for (const locale of ['', 'fr/', 'ar/']) for (const page of pages) expect(existsSync(path.join(out, `${locale}${page}.html`)), `${locale}${page}`).toBe(true);
    expect(text('docs/intro.html')).toEqual(['Version two.']);
    expect(text('docs/next/intro.html')).toEqual(['The next version.']);
    expect(text('docs/1.0/intro.html')).toEqual(['Version one.']);
    expect(text('fr/docs/intro.html')).toEqual(['Version deux.']);
    expect(text('fr/docs/next/intro.html')).toEqual(['La prochaine version.']);
    expect(text('fr/docs/1.0/intro.html')).toEqual(['Version un.']);
    expect(text('ar/docs/intro.html')).toEqual(['الإصدار الثاني.']);
    expect(text('ar/docs/1.0/intro.html')).toEqual(['Version one.']);
    expect(read('ar/docs/intro.html')).toContain('<html lang="ar" dir="rtl"');
  });

  it("translates each version's sidebar labels from its own file (current.json, version-2.0.json), only in its locale", () => {
    const categoryLabels = (file: string) => [...read(file).matchAll(/<span class="sidebar-category-label">([^<]*)</g)].map((match) => match[1]);
    expect(categoryLabels('fr/docs/intro.html')).toEqual(['Guides pratiques']);
    expect(categoryLabels('fr/docs/next/intro.html')).toEqual(['Guides à venir']);
    expect(categoryLabels('docs/intro.html')).toEqual(['Guides']);
    expect(categoryLabels('ar/docs/next/intro.html')).toEqual(['Guides']);
  });

  it('compiles each page it builds once: a cold build of 3 versions in 3 locales compiles 18 pages, 6 per locale, not versions times pages', () => {
    const site = copyOf('docusaurus-versions-i18n', 'versions-i18n-cold');
    const cold = runCli(['build', '--out', path.join(temp, 'versions-i18n-cold-out')], site);
    expect(cold.output).toContain('built 18 pages');
    const cache = path.join(site, '.docsite-cache');
    const compiled = readdirSync(cache).filter((name) => name.startsWith('compile-')).map((name) => [name.split('-').at(-1), readdirSync(path.join(cache, name)).length]);
    expect(compiled.sort()).toEqual([['ar', 6], ['en', 6], ['fr', 6]]);
  });

  it("words the version banners from the locale's code.json (Docusaurus's ids), with current.json's version label, and links the same locale's latest version", () => {
    expect(read('fr/docs/1.0/intro.html')).toContain(
      '<p>Ceci est la documentation de Versions and languages 1.0, qui n’est plus maintenue.</p><p>Pour la documentation à jour, voyez la <a href="/fr/docs/intro" data-version-link="2.0"><b>dernière version</b></a> (<!-- -->2.0<!-- -->).</p>',
    );
    expect(read('fr/docs/next/intro.html')).toContain('<p>Ceci est la documentation non publiée de Versions and languages, version Prochaine.</p>');
    expect(read('ar/docs/1.0/intro.html')).toContain('<p>This is documentation for Versions and languages 1.0, which is no longer actively maintained.</p>');
  });
});

describe('a Docusaurus site with i18n/, read unchanged (docusaurus-i18n)', () => {
  it('builds every locale from its i18n folder, with the locale menu and right-to-left Arabic', () => {
    const out = path.join(temp, 'docusaurus-out');
    const { code, output } = runCli(['build', '--out', out], fixture('docusaurus-i18n'));
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/i18n\S* is not supported/);
    const fr = readFileSync(path.join(out, 'fr/docs/intro.html'), 'utf8');
    expect(fr).toContain("<p>Lisez ceci d'abord.</p>");
    expect(fr).toContain('>Documentation</a>');
    expect(fr).toContain('<a data-locale-link="ar" href="/ar/" hrefLang="ar" lang="ar">العربية</a>');
    const ar = readFileSync(path.join(out, 'ar/docs/intro.html'), 'utf8');
    expect(htmlTag(ar)).toContain('<html lang="ar" dir="rtl"');
    expect(ar).toContain(NOTICE);
  });
});

describe('docsite build --locale', () => {
  it('builds one locale into its folder of the output, and names the locales when the code is not one', () => {
    const out = path.join(temp, 'fr-only');
    const { code, output } = runCli(['build', '--locale', 'fr', '--out', out], fixture('i18n'));
    expect(code, output).toBe(0);
    expect(output).toContain('built 8 pages');
    expect(readFileSync(path.join(out, 'fr/docs/intro.html'), 'utf8')).toContain('Bienvenue dans la documentation.');
    expect(existsSync(path.join(out, 'docs/intro.html'))).toBe(false);
    expect(existsSync(path.join(out, 'ar'))).toBe(false);
    const wrong = runCli(['build', '--locale', 'de', '--out', path.join(temp, 'de-out')], fixture('i18n'));
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("--locale de: the site has no locale 'de'\n  hint: its locales are en, fr, ar");
  });
});

describe('translation files', () => {
  it('names a navbar.json id that translates nothing, and fails on a message that is not a string, naming the file and id', () => {
    const dir = copyOf('i18n', 'bad-translations');
    writeFileSync(path.join(dir, 'i18n/ar/docusaurus-theme-classic/navbar.json'), JSON.stringify({ 'item.label.Docs': { message: 'التوثيق' }, 'item.label.Guide': { message: 'دليل' } }));
    const warned = runCli(['build', '--out', path.join(temp, 'warned-out')], dir);
    expect(warned.code, warned.output).toBe(0);
    expect(warned.output).toContain('i18n/ar/docusaurus-theme-classic/navbar.json  item.label.Guide: no navbar or footer label it translates');
    writeFileSync(path.join(dir, 'i18n/fr/code.json'), JSON.stringify({ 'theme.docs.paginator.next': { message: 3 } }));
    const failed = runCli(['build', '--out', path.join(temp, 'failed-out')], dir);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('i18n/fr/code.json  invalid i18n/fr/code.json: theme.docs.paginator.next.message: expected a string');
  });
});

describe('link checks per locale', () => {
  it("names a translation's broken link with its translated file", () => {
    const dir = copyOf('i18n', 'broken');
    writeFileSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), '---\ntitle: Intro\n---\n\nVoir [la page perdue](/docs/perdue).\n');
    const { code, output } = runCli(['build', '--out', path.join(temp, 'broken-out')], dir);
    expect(code).toBe(1);
    expect(output).toContain('i18n/fr/docusaurus-plugin-content-docs/current/intro.md:5:6  broken link /docs/perdue on /docs/intro: no such page');
    expect(output).toContain('1 broken link found');
  });
});
