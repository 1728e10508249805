import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities } from '../../src/shared/html.js';
import { buildBaseUrlSite, type BaseUrlSite } from '../helpers/baseUrlSite.js';

const BASE = '/sub/';
const ORIGIN = 'https://fixture.example';
let built: BaseUrlSite;

beforeAll(() => {
  built = buildBaseUrlSite('docsite-base-url-');
}, 240_000);
afterAll(() => rmSync(built.root, { recursive: true, force: true }));

/** Every file of the output, relative to it, with `/` separators. */
function outputFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? outputFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

const HTML_URL = /\s(?:href|src|poster|action|data-search-documents|data-search-index|data-sidebar-src|data-copy-markdown)=(["'])(.*?)\1/g;
const SRCSET = /\s(?:srcset|imagesrcset)=(["'])(.*?)\1/g;
const CONTENT = /\scontent=(["'])(?:\d+\s*;\s*url=)?(\/.*?)\1/g;
const ISLAND_PROPS = /<script type="application\/json" data-island-props="">(.*?)<\/script>/g;
const CSS_URL = /url\(\s*(["']?)([^"')]*)\1\s*\)/g;
const MARKDOWN_URL = /\]\(\s*<?([^\s)>]+)/g;
const SITE_URL = new RegExp(`${ORIGIN.replace(/[.]/g, '\\.')}[^\\s"'<>)\\]]*`, 'g');
// In scripts: quoted paths of files the client loads (`"/assets/x.js"`, `"/search/…json"`).
const SCRIPT_PATH = /["'`](\/[\w./-]*\.(?:js|css|json|woff2|svg|png|html|md|txt|xml))["'`]/g;

/** The URLs an HTML text names: attributes, srcset candidates, `content=`, inline `url()`. */
function htmlUrls(html: string): string[] {
  const text = decodeEntities(html);
  return [
    ...[...text.matchAll(HTML_URL)].map((match) => match[2]!),
    ...[...text.matchAll(SRCSET)].flatMap((match) => match[2]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!)),
    ...[...text.matchAll(CONTENT)].map((match) => match[2]!),
    ...[...text.matchAll(CSS_URL)].map((match) => match[2]!),
    ...[...html.matchAll(ISLAND_PROPS)].flatMap((match) => jsonUrls(JSON.parse(match[1]!))),
    ...siteUrls(text),
  ];
}

/** Absolute URLs on the site's own origin, as paths (`https://fixture.example/sub/x` → `/sub/x`). */
const siteUrls = (text: string) => [...text.matchAll(SITE_URL)].map((match) => match[0].slice(ORIGIN.length) || '/');

/** Every string in a JSON value: paths are URLs, HTML (the sidebar file, feeds) is read as HTML. */
function jsonUrls(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('<') ? htmlUrls(value) : value.startsWith('/') ? [value] : siteUrls(value);
  if (Array.isArray(value)) return value.flatMap(jsonUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonUrls);
  return [];
}

/** The URLs a file of the output names, by its type. */
function urlsOf(file: string, text: string): string[] {
  const ext = path.extname(file);
  if (ext === '.html' || ext === '.xml') return htmlUrls(text);
  if (ext === '.css') return [...text.matchAll(CSS_URL)].map((match) => match[2]!);
  if (ext === '.js') return [...text.matchAll(SCRIPT_PATH)].map((match) => match[1]!);
  if (ext === '.json') return jsonUrls(JSON.parse(text));
  if (ext === '.md') return [...[...text.matchAll(MARKDOWN_URL)].map((match) => match[1]!), ...htmlUrls(text)];
  if (file === '_redirects') return text.split('\n').flatMap((line) => line.split(/\s+/).slice(0, 2)).filter(Boolean);
  return siteUrls(text);
}

/** Why a root-relative URL is wrong: not under the base, or no output file answers it. */
function problemOf(url: string, files: Set<string>): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  if (!url.startsWith(BASE)) return 'does not start with the base';
  const pathname = decodeURIComponent(url.slice(BASE.length).replace(/[?#].*$/, ''));
  if (pathname === '' || files.has(pathname) || files.has(`${pathname}.html`)) return undefined;
  return 'names no output file';
}

describe('baseUrl /sub/: every URL the site emits', () => {
  it('every root-relative URL of every output file starts with /sub/ and names an output file', () => {
    const files = outputFiles(built.out);
    const fileSet = new Set(files);
    const problems: string[] = [];
    let checked = 0;
    for (const file of files) {
      if (/\.(woff2|svg|png|gz|br)$/.test(file)) continue;
      for (const url of urlsOf(file, readFileSync(path.join(built.out, file), 'utf8'))) {
        checked++;
        const problem = problemOf(url, fileSet);
        if (problem) problems.push(`${file}: ${url} ${problem}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    // The walk read the URLs it should: many per page.
    expect(checked).toBeGreaterThan(2000);
  });

  it('writes the output at the root of the folder, as Docusaurus does', () => {
    for (const file of ['index.html', 'docs/intro.html', 'assets', 'search', 'img/logo.svg', 'files/sample.txt', '404.html', 'sitemap.xml']) expect(existsSync(path.join(built.out, file)), file).toBe(true);
    expect(existsSync(path.join(built.out, 'sub'))).toBe(false);
  });

  it('links written with the base are not doubled, nor are mailto:, external and relative links touched', () => {
    const intro = readFileSync(path.join(built.out, 'docs/intro.html'), 'utf8');
    expect(intro).toContain('href="/sub/docs/guides/setup#install"');
    expect(intro).not.toContain('/sub/sub/');
    expect(intro).toContain('href="mailto:team@fixture.example"');
    expect(intro).toContain('href="https://example.com/docs/intro"');
    expect(intro).toContain('<link rel="canonical" href="https://fixture.example/sub/docs/intro"/>');
    expect(intro).toContain('<meta property="og:image" content="https://fixture.example/sub/img/logo.svg"/>');
  });

  it("customCss and a page's own CSS give url() the base", () => {
    const css = readdirSync(path.join(built.out, 'assets')).find((name) => name.startsWith('styles.'))!;
    expect(readFileSync(path.join(built.out, 'assets', css), 'utf8')).toContain('background-image:url(/sub/img/logo.svg)');
    const links = readFileSync(path.join(built.out, 'links.html'), 'utf8');
    expect(links).toMatch(/<style data-page-css="">[^<]*url\(\/sub\/img\/logo\.svg\)/);
    expect(links).toContain('style="background-image:url(/sub/img/logo.svg)"');
  });

  it('@docusaurus/Link, useBaseUrl and useBaseUrlUtils give the base once', () => {
    const links = readFileSync(path.join(built.out, 'links.html'), 'utf8');
    expect(links).toContain('<a href="/sub/docs/intro">Introduction through Link</a>');
    expect(links).toContain('<a href="/sub/docs/guides/setup">Setup, written with the base</a>');
    expect(links).toContain('src="/sub/img/logo.svg" data-also="/sub/img/logo.svg"');
    expect(links).toContain('<a href="/sub/files/sample.txt">Sample file through useBaseUrl</a>');
  });

  it('the sitemap, feeds, llms.txt, robots.txt, _redirects and the nginx advice name the site under /sub/', () => {
    const read = (file: string) => readFileSync(path.join(built.out, file), 'utf8');
    expect(read('sitemap.xml')).toContain('<loc>https://fixture.example/sub/docs/intro</loc>');
    expect(read('blog/rss.xml')).toContain('<link>https://fixture.example/sub/blog/hello</link>');
    expect(read('blog/atom.xml')).toContain('<link rel="self" href="https://fixture.example/sub/blog/atom.xml"/>');
    expect(read('llms.txt')).toContain('- [Introduction](https://fixture.example/sub/docs/intro.md)');
    expect(read('robots.txt')).toContain('Sitemap: https://fixture.example/sub/sitemap.xml');
    expect(read('_redirects')).toBe('/sub/old-intro /sub/docs/intro 301\n');
    expect(read('nginx-security-headers.conf')).toContain('`location /sub/ { try_files $uri $uri.html =404; }` and `error_page 404 /sub/404.html;`');
  });
});
