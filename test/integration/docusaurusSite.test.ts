import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutputUrls } from '../helpers/outputUrls.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-site-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const outDir = (name: string) => path.join(temp, name);
const reader = (name: string) => (file: string) => readFileSync(path.join(outDir(name), file), 'utf8');
/** The warning block the build printed, as lines (without the summary). */
const warningLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('warning:') || line.startsWith('  '));
/** A copy of a fixture to change, without what builds left in it. */
const copyOf = (name: string, as: string) => {
  const site = path.join(temp, as);
  cpSync(fixture(name), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
  return site;
};

describe('a Docusaurus blog builds as Docusaurus builds it', () => {
  it('dates post routes from file and folder names, copies folder posts’ files (warning when two of a day share a name), reads inline authors and tags, warns about undefined tags and duplicate slugs, leaves drafts out', () => {
    const result = runCli(['build', '--out', outDir('blog')], fixture('docusaurus-blog-dated'));
    expect(result.code, result.output).toBe(0);
    expect(warningLines(result.stderr)).toEqual([
      'warning: 2 undefined blog tags',
      "  blog/2024-05-01-launch.md:6  tag 'unplanned' is not defined in blog/tags.yml",
      "    hint: define it there, or set the blog's onInlineTags to 'ignore'",
      "  blog/2024-06-02-folder-post/index.md:7  tag 'Inline Label' is not defined in blog/tags.yml",
      "    hint: define it there, or set the blog's onInlineTags to 'ignore'",
      'warning: 1 draft',
      '  blog/2024-08-01-secret.md:3  draft: true, so the page is left out of the build',
      '    hint: remove draft: true (or set it to false) to publish it',
      'warning: 1 duplicate route',
      '  blog/2024/05/01/launch.md  duplicate route /blog/2024/05/01/launch is claimed by blog/2024-05-01-launch.md and blog/2024/05/01/launch.md; blog/2024-05-01-launch.md wins',
      '    hint: give one of them another file name, or a different `slug` in its frontmatter',
      'warning: 1 duplicate blog file',
      '  blog/2024-06-02-second/index.md  blog/2024/06/02/cover.png is a file of both blog/2024-06-02-folder-post/index.md and blog/2024-06-02-second/index.md; the first one\'s is published',
      '    hint: rename one of the files: posts of the same day share a folder in the output',
    ]);
    const read = reader('blog');
    const files = readdirSync(outDir('blog'), { recursive: true, encoding: 'utf8' }).filter((file) => file.startsWith('blog')).sort();
    expect(files).toEqual([
      'blog',
      'blog.html',
      'blog/2024',
      'blog/2024/05',
      'blog/2024/05/01',
      'blog/2024/05/01/launch.html',
      'blog/2024/06',
      'blog/2024/06/02',
      'blog/2024/06/02/cover.png',
      'blog/2024/06/02/folder-post.html',
      'blog/2024/06/02/img',
      'blog/2024/06/02/img/diagram.svg',
      'blog/2024/06/02/second.html',
      'blog/archive.html',
      'blog/atom.xml',
      'blog/authors.html',
      'blog/custom-slug.html',
      'blog/feed.json',
      'blog/rss.xml',
      'blog/tags',
      'blog/tags.html',
      'blog/tags/inline.html',
      'blog/tags/releases.html',
      'blog/tags/unplanned.html',
    ]);
    // The first claimant of the duplicate slug is the one built.
    expect(read('blog/2024/05/01/launch.html')).toContain('We launched.');
    // Legacy `author`, `author_title`, `author_url`: the post shows them; no reading time (showReadingTime: false).
    expect(read('blog/2024/05/01/launch.html')).toContain(
      '<div class="post-meta"><p><time dateTime="2024-05-01">May 1, 2024</time></p><ul class="post-authors" aria-label="Authors"><li><span class="post-author-avatar" aria-hidden="true">GH</span><span><span class="post-author-name"><a href="https://grace.example" rel="author">Grace Hopper</a></span><span class="post-author-title">Rear admiral</span></span></li></ul></div>',
    );
    // A key of authorsMapPath's people.yml and an author written in place.
    const folderPost = read('blog/2024/06/02/folder-post.html');
    expect(folderPost).toContain('>Ada Lovelace</a>');
    expect(folderPost).toContain('<span class="post-author-name">Guest Writer</span><span class="post-author-title">Guest</span>');
    expect(folderPost).toContain('<img src="./cover.png" alt="Cover">');
    // The list shows the folder post's images at their own path; the authors page lists people.yml's authors only.
    expect(read('blog.html')).toContain('<img src="/blog/2024/06/02/cover.png" alt="Cover">');
    expect(read('blog/authors.html')).toContain('Ada Lovelace');
    expect(read('blog/authors.html')).not.toContain('Guest Writer');
    // blogSidebarCount 'ALL' and blogSidebarTitle; postsPerPage 'ALL'.
    expect(read('blog.html')).toContain(
      '<p class="blog-sidebar-title">All our posts</p><ul><li><a href="/blog/custom-slug">Custom slug</a></li><li><a href="/blog/2024/06/02/folder-post">A folder post</a></li><li><a href="/blog/2024/06/02/second">Second of the day</a></li><li><a href="/blog/2024/05/01/launch">Launch</a></li></ul>',
    );
    expect(read('blog/tags/releases.html')).toContain('Release notes.');
    // feedOptions: all three feeds, with their title, description and copyright.
    expect(read('blog/rss.xml')).toContain('<title>Fixture feed</title>\n    <link>https://blog.fixture.example/blog</link>\n    <description>Everything we post</description>\n    <language>en</language>\n    <copyright>Copyright 2024 Fixture</copyright>\n');
    expect(read('blog/rss.xml')).toContain('<img src="https://blog.fixture.example/blog/2024/06/02/cover.png" alt="Cover">');
    expect(read('blog/atom.xml')).toContain('  <subtitle>Everything we post</subtitle>\n  <rights>Copyright 2024 Fixture</rights>\n');
    expect(JSON.parse(read('blog/feed.json')).title).toBe('Fixture feed');
    expect(existsSync(path.join(outDir('blog'), 'blog/2024/08/01/secret.html'))).toBe(false);
  });

  it("puts the blog at the site's root with routeBasePath '/', writing only the feed feedOptions.type names", () => {
    const result = runCli(['build', '--out', outDir('blog-root')], fixture('docusaurus-blog-root'));
    expect(result.code, result.output).toBe(0);
    expect(warningLines(result.stderr)).toEqual(['warning: 1 unsupported docusaurus option', '  docusaurus.config.js:5  presets[0].docs is not supported yet: docs are built from the docs folder']);
    const read = reader('blog-root');
    expect(read('2025/03/04/hello.html')).toContain('Hello from the root.');
    expect(read('index.html')).toContain('<a href="/archive">Archive</a><a href="/tags">Tags</a><a href="/authors">Authors</a></p>');
    expect(JSON.parse(read('feed.json')).feed_url).toBe('https://blog-only.fixture.example/feed.json');
    expect(existsSync(path.join(outDir('blog-root'), 'rss.xml'))).toBe(false);
    expect(read('tags/greeting.html')).toContain('Posts tagged');
  });

  it("fails on an undefined tag when onInlineTags is 'throw'", () => {
    const site = copyOf('docusaurus-blog-dated', 'blog-throw');
    const configFile = path.join(site, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("authorsMapPath: 'people.yml',", "authorsMapPath: 'people.yml', onInlineTags: 'throw',"));
    const result = runCli(['build', '--out', outDir('blog-throw')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("blog/2024-05-01-launch.md:6  tag 'unplanned' is not defined in blog/tags.yml\n  hint: define it there, or set the blog's onInlineTags to 'ignore'\n");
  });
});

describe("a Docusaurus site's custom CSS", () => {
  it("applies the preset's customCss after docsite's styles, carries Infima's colours, fonts and navbar height onto docsite's tokens, and warns about the Infima properties docsite does not read", () => {
    const result = runCli(['build', '--out', outDir('custom-css')], fixture('docusaurus-custom-css'));
    expect(result.code, result.output).toBe(0);
    expect(warningLines(result.stderr)).toEqual([
      'warning: 1 unread infima property',
      "  src/css/custom.css:14  --ifm-background-color is not carried over: docsite's theme reads its own tokens (theme/styles/tokens.css), not Infima's",
    ]);
    const read = reader('custom-css');
    const page = read('docs/intro.html');
    // One stylesheet, from the site's own origin: the Content-Security-Policy's style-src 'self' allows it.
    const sheets = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/assets\/styles\.[A-Z0-9]+\.css$/);
    // The text is set in 'Brand Sans' (--ifm-font-family-base), so the theme's Inter is not preloaded.
    expect(page).not.toContain('as="font"');
    expect(read('_headers')).toContain("style-src 'self' 'unsafe-inline'");
    const css = read(sheets[0]!.slice(1));
    const at = (text: string) => {
      expect(css).toContain(text);
      return css.indexOf(text);
    };
    const themeTokens = at(':root{--font-sans:');
    const carried = at(
      ':root{--accent:var(--ifm-color-primary);--accent-strong:var(--ifm-color-primary-dark);--focus:var(--ifm-color-primary-darker);--accent-soft:color-mix(in srgb,var(--ifm-color-primary-lightest) 18%,var(--bg));--font-sans:var(--ifm-font-family-base);--font-mono:var(--ifm-font-family-monospace);--navbar-height:var(--ifm-navbar-height)}',
    );
    at("[data-theme=dark]{--accent:var(--ifm-color-primary);--accent-soft:color-mix(in srgb,var(--ifm-color-primary-darkest) 18%,var(--bg));--accent-strong:var(--ifm-color-primary-light);--focus:var(--ifm-color-primary-lighter)}");
    at('.markdown code,.code-block pre{font-size:var(--ifm-code-font-size)}');
    const custom = at(':root{--ifm-color-primary: #2e8555;');
    const extra = at('.brand-note{border-left:4px solid var(--ifm-color-primary)}');
    expect(themeTokens).toBeLessThan(carried);
    expect(carried).toBeLessThan(custom);
    expect(custom).toBeLessThan(extra);
    // A root-relative url() names the site's static file, as written.
    at('.hero-banner{background:url(/img/banner.svg) no-repeat}');
    // A relative url() names a file beside the stylesheet: published as a hashed asset (Jest's custom.css has a .png).
    // (The stylesheet is in assets/ too, so the url is relative to it.)
    const image = /\.card-art\{background:url\("\.\/(card\.[A-Z0-9]+\.png)"\)\}/.exec(css)?.[1];
    expect(image, css.slice(-300)).toBeDefined();
    expect(read(`assets/${image!}`).length).toBeGreaterThan(0);
  });
});

describe('@docusaurus/plugin-client-redirects', () => {
  it('writes a redirect page for each from of redirects, createRedirects and fromExtensions, and lists them in _redirects after the static one', () => {
    const result = runCli(['build', '--out', outDir('redirects')], fixture('docusaurus-redirects'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    const read = reader('redirects');
    expect(read('old-intro.html')).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        '<title>Redirecting to /docs/intro</title>',
        '<meta http-equiv="refresh" content="0; url=/docs/intro">',
        '<link rel="canonical" href="https://redirects.fixture.example/docs/intro">',
        '<meta name="robots" content="noindex">',
        '</head>',
        '<body><p>This page has moved to <a href="/docs/intro">/docs/intro</a>.</p></body>',
        '</html>',
        '',
      ].join('\n'),
    );
    expect(read('getting-started.html')).toContain('url=/docs/guide');
    expect(read('manual/intro.html')).toContain('url=/docs/intro');
    expect(read('elsewhere.html')).toContain('<link rel="canonical" href="https://example.com/docs">');
    // fromExtensions 'html': the page's own file already answers there; 'php' gets a page.
    expect(read('docs/intro.html')).toContain('The intro.');
    expect(read('docs/intro.php.html')).toContain('url=/docs/intro');
    expect(read('_redirects')).toBe(
      [
        '/legacy/* /docs/intro 301',
        '/old-intro /docs/intro 301',
        '/start /docs/guide 301',
        '/getting-started /docs/guide 301',
        '/elsewhere https://example.com/docs 301',
        '/manual/guide /docs/guide 301',
        '/docs/guide.php /docs/guide 301',
        '/manual/intro /docs/intro 301',
        '/docs/intro.php /docs/intro 301',
        '',
      ].join('\n'),
    );
  });

  it('fails on a redirect from an existing route or to a missing one, naming the config line and the route', () => {
    const site = copyOf('docusaurus-redirects', 'redirects-bad');
    const configFile = path.join(site, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("{ from: '/old-intro', to: '/docs/intro' },", "{ from: '/docs/guide', to: '/docs/intro' },\n          { from: '/gone', to: '/docs/missing' },"));
    const result = runCli(['build', '--out', outDir('redirects-bad')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        'docusaurus.config.js:10  redirect from /docs/guide would replace the page at that route',
        '  hint: remove the redirect, or move the page',
        'docusaurus.config.js:11  redirect from /gone goes to /docs/missing, which is not a page of the site',
        '  hint: point it at an existing route or a full URL',
        '2 errors found',
        '',
      ].join('\n'),
    );
  });
});

describe("a Docusaurus site's baseUrl (a GitHub Pages project site)", () => {
  it('puts /myproject/ on every URL the site emits; a link written with it is not doubled', () => {
    const result = runCli(['build', '--out', outDir('base-url')], fixture('docusaurus-base-url'));
    expect(result.code, result.output).toBe(0);
    expect(checkOutputUrls(outDir('base-url'), '/myproject/', 'https://org.github.io').problems).toEqual([]);
    const intro = reader('base-url')('docs/intro.html');
    expect(intro).toContain('<a href="/myproject/docs/guide">guide</a>, the <a href="/myproject/docs/guide">same guide written with the base</a>');
    expect(intro).toContain('<link rel="canonical" href="https://org.github.io/myproject/docs/intro"/>');
    expect(reader('base-url')('sitemap.xml')).toContain('<loc>https://org.github.io/myproject/docs/guide</loc>');
  });
});
