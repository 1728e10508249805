import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsOf } from '../helpers/configProblems.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-blogs-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A build of a fixture (or a folder) into its own output folder, and readers of its output. */
function built(name: string, dir = fixture(name)) {
  const out = path.join(temp, `${name}-out`);
  const result = runCli(['build', '--out', out], dir);
  return { out, result, read: (file: string) => readFileSync(path.join(out, file), 'utf8'), has: (file: string) => existsSync(path.join(out, file)) };
}

const mainOf = (html: string) => /<main[^]*?<\/main>/.exec(html)![0];
const navbarOf = (html: string) => /<ul class="navbar-items" data-swap="navbar-items">.*?<\/ul>/.exec(html)![0];
const blogSidebarOf = (html: string) => /<aside class="blog-sidebar"[^]*?<\/aside>/.exec(html)![0];
const postLinks = (html: string) => [...mainOf(html).matchAll(/<h2><a href="([^"]+)">/g)].map((match) => match[1]);
/** The warning block the build printed, as lines. */
const warningLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('warning:') || line.startsWith('  '));
const searchPages = (site: ReturnType<typeof built>) => {
  const file = readdirSync(path.join(site.out, 'search')).find((name) => name.startsWith('documents.'))!;
  return (JSON.parse(site.read(`search/${file}`)) as { pages: Array<{ url: string; crumbs: string[] }> }).pages.map(({ url, crumbs }) => ({ url, crumbs }));
};

describe('blogSections in site.config.ts (blog-sections: the blog and a changelog blog at its id)', () => {
  let site: ReturnType<typeof built>;
  beforeAll(() => {
    site = built('blog-sections');
  }, 120_000);

  it('builds the further blog from the folder named by its id at /<id>, with its own list, archive, tags and authors pages', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(postLinks(site.read('changelog.html'))).toEqual(['/changelog/first-release']);
    expect(postLinks(site.read('blog.html'))).toEqual(['/blog/hello']);
    expect(mainOf(site.read('changelog.html'))).toContain('<h1>Changelog</h1>');
    expect(mainOf(site.read('blog.html'))).toContain('<h1>News</h1>');
    expect(site.read('changelog/first-release.html')).toContain('The first release of the changelog.');
    for (const page of ['archive', 'tags', 'authors']) expect(site.has(`changelog/${page}.html`), page).toBe(true);
  });

  it('writes only the feeds the further blog asks for, under its route base, and links them from its pages', () => {
    expect(site.read('changelog/rss.xml')).toContain('<title>Changelog</title>\n    <link>https://fixture.example/changelog</link>');
    expect(site.read('changelog/rss.xml')).toContain('<link>https://fixture.example/changelog/first-release</link>');
    expect(site.has('changelog/atom.xml')).toBe(false);
    expect(site.read('blog/rss.xml')).not.toContain('first-release');
    expect(blogSidebarOf(site.read('changelog.html'))).toContain('<a href="/changelog/archive">Archive</a><a href="/changelog/tags">Tags</a><a href="/changelog/authors">Authors</a><a href="/changelog/rss.xml" type="application/rss+xml">RSS feed</a></p>');
    expect(site.read('changelog/first-release.html')).toContain('<link rel="alternate" type="application/rss+xml" title="Changelog RSS" href="/changelog/rss.xml"/>');
  });

  it("marks the navbar's Blog link active on the blog's pages only", () => {
    expect(navbarOf(site.read('changelog/first-release.html'))).toBe('<ul class="navbar-items" data-swap="navbar-items"><li><a href="/changelog" class="nav-link">Changelog</a></li><li><a href="/blog" class="nav-link">Blog</a></li></ul>');
    expect(navbarOf(site.read('blog/hello.html'))).toBe(
      '<ul class="navbar-items" data-swap="navbar-items"><li><a href="/changelog" class="nav-link">Changelog</a></li><li><a href="/blog" class="nav-link active" aria-current="true">Blog</a></li></ul>',
    );
  });

  it("lists the further blog's pages in the sitemap and indexes its posts for search, their crumb its title", () => {
    for (const route of ['/changelog', '/changelog/first-release', '/changelog/archive']) expect(site.read('sitemap.xml')).toContain(`<loc>https://fixture.example${route}</loc>`);
    expect(searchPages(site).filter((page) => page.url !== '/')).toEqual([
      { url: '/blog/hello', crumbs: ['News'] },
      { url: '/changelog/first-release', crumbs: ['Changelog'] },
    ]);
  });
});

describe('blogSections: config errors name the field', () => {
  const minimal = { title: 'T', productName: 'T', url: 'https://a.example' };
  it('refuses a repeated or default id, an id that is not a name, and an entry without one', () => {
    expect(problemsOf({ ...minimal, blogSections: [{ id: 'changelog' }, { id: 'changelog' }, { id: 'default' }, { id: 'a b' }] })).toEqual([
      "blogSections[1].id: 'changelog' names another blog (ids must differ, and 'default' is the blog's)",
      "blogSections[2].id: 'default' names another blog (ids must differ, and 'default' is the blog's)",
      'blogSections[3].id: expected letters, digits, \'-\' or \'_\', got "a b"',
    ]);
    expect(problemsOf({ ...minimal, blogSections: [{ path: 'changelog' }] })).toEqual(['blogSections[0].id: required']);
  });
});

describe('Docusaurus blog plugin instances (docusaurus-blog-instances: the preset blog and a changelog instance)', () => {
  let site: ReturnType<typeof built>;
  beforeAll(() => {
    site = built('docusaurus-blog-instances');
  }, 120_000);

  it('builds the instance with no warning, with dated post routes and a list page per post (postsPerPage: 1)', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(warningLines(site.result.stderr)).toEqual([]);
    expect(postLinks(site.read('changelog.html'))).toEqual(['/changelog/2024/03/01/v2']);
    expect(postLinks(site.read('changelog/page/2.html'))).toEqual(['/changelog/2024/02/01/v1']);
    expect(site.read('changelog.html')).toContain('<a class="paginator-link next" href="/changelog/page/2" rel="next">');
    expect(postLinks(site.read('blog.html'))).toEqual(['/blog/2024/01/10/hello']);
  });

  it('truncates list excerpts at <!-- truncate -->, and shows no reading time (showReadingTime: false) where the preset blog does', () => {
    const excerpt = mainOf(site.read('changelog/page/2.html'));
    expect(excerpt).toContain('<p>Version 1 is out.</p>');
    expect(excerpt).not.toContain('The details of version 1.');
    expect(excerpt).toContain('<a class="read-more" href="/changelog/2024/02/01/v1" aria-label="Read more about Version 1">Read more →</a>');
    expect(site.read('changelog/2024/02/01/v1.html')).toContain('<p>The details of version 1.</p>');
    expect(mainOf(site.read('changelog.html'))).not.toContain('min read');
    expect(mainOf(site.read('blog.html'))).toContain('min read');
  });

  it("reads its authors from its own authorsMapPath, its tags pages under its route base, its sidebar title and count, and its editUrl", () => {
    expect(mainOf(site.read('changelog/authors.html'))).toContain('Kim Release');
    expect(mainOf(site.read('blog/authors.html'))).not.toContain('Kim Release');
    expect(postLinks(site.read('changelog/tags/release.html'))).toEqual(['/changelog/2024/03/01/v2', '/changelog/2024/02/01/v1']);
    expect(mainOf(site.read('changelog/tags.html'))).toContain('href="/changelog/tags/release"');
    expect(blogSidebarOf(site.read('changelog.html'))).toContain('<p class="blog-sidebar-title">All releases</p><ul><li><a href="/changelog/2024/03/01/v2">Version 2</a></li><li><a href="/changelog/2024/02/01/v1">Version 1</a></li></ul>');
    expect(site.read('changelog/2024/02/01/v1.html')).toContain('href="https://github.com/fixture/blogs/edit/main/changelog/2024-02-01-v1.md"');
  });

  it("writes its rss, atom and json feeds (feedOptions.type: 'all') under its route base", () => {
    expect(site.read('changelog/atom.xml')).toContain('<link rel="self" href="https://blogs.fixture.example/changelog/atom.xml"/>');
    expect(JSON.parse(site.read('changelog/feed.json')).items.map((item: { url: string }) => item.url)).toEqual(['https://blogs.fixture.example/changelog/2024/03/01/v2', 'https://blogs.fixture.example/changelog/2024/02/01/v1']);
    expect(site.read('changelog/rss.xml')).toContain('<title>Version 1</title>');
    expect(site.has('blog/feed.json')).toBe(false);
  });

  it('warns of a second instance with the same id, which is not built', () => {
    const dir = path.join(temp, 'same-id');
    cpSync(fixture('docusaurus-blog-instances'), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const file = path.join(dir, 'docusaurus.config.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace('  ],\n  themeConfig', "    ['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'blog' }],\n  ],\n  themeConfig"));
    const again = built('same-id', dir);
    expect(again.result.code, again.result.output).toBe(0);
    expect(warningLines(again.result.stderr)).toEqual([
      'warning: 1 unsupported docusaurus plugin',
      "  docusaurus.config.js:9  plugins[1]: a second blog plugin instance with id 'changelog' is not built (each instance needs its own id)",
    ]);
    expect(again.read('changelog/2024/02/01/v1.html')).toContain('Version 1 is out.');
  }, 120_000);
});

describe('docsite migrate on blog plugin instances', () => {
  /** A page without the names that hash the build's inputs (the config file is one of them). */
  const unhashed = (html: string) => html.replace(/\.[\w-]{8,10}\.(js|json|css)\b/g, '.$1');
  const outputs = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|xml|json)$/.test(file) && !file.startsWith('search') && !file.startsWith('_')).sort();

  it('writes each instance as an entry of blogSections, which builds the same pages and feeds', () => {
    const dir = path.join(temp, 'migrate-blogs');
    cpSync(fixture('docusaurus-blog-instances'), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const before = built('migrate-before', dir);
    expect(before.result.code, before.result.output).toBe(0);
    const migrated = runCli(['migrate'], dir);
    expect(migrated.code, migrated.output).toBe(0);
    const written = readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(written).toContain('  blogSections: [\n    {\n      id: "changelog",\n      path: "changelog",\n      routeBasePath: "changelog",\n');
    expect(written).toContain('      authorsMapPath: "team.yml",\n');
    const after = built('migrate-after', dir);
    expect(after.result.code, after.result.output).toBe(0);
    expect(outputs(after.out)).toEqual(outputs(before.out));
    for (const file of outputs(before.out)) expect(unhashed(after.read(file)), file).toBe(unhashed(before.read(file)));
  }, 120_000);
});
