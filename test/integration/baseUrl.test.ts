import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBaseUrlSite, type BaseUrlSite } from '../helpers/baseUrlSite.js';
import { checkOutputUrls } from '../helpers/outputUrls.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

const BASE = '/sub/';
const ORIGIN = 'https://fixture.example';
let built: BaseUrlSite;

beforeAll(() => {
  built = buildBaseUrlSite('docsite-base-url-');
}, 240_000);
afterAll(() => rmSync(built.root, { recursive: true, force: true }));

describe('baseUrl /sub/: every URL the site emits', () => {
  it('every root-relative URL of every output file starts with /sub/ and names an output file', () => {
    const { problems, checked } = checkOutputUrls(built.out, BASE, ORIGIN);
    expect(problems).toEqual([]);
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

describe('baseUrl /sub/ on an API reference', () => {
  it('the spec download, API sidebar and try-it (its proxy path) carry the base', () => {
    const site = path.join(built.root, 'openapi');
    const out = path.join(built.root, 'openapi-out');
    cpSync(path.join(repoRoot, 'test/fixtures/openapi-minimal'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
    const config = path.join(site, 'site.config.ts');
    // The API on an origin of its own: without servers its URLs would be the site's (the document's folder).
    const text = readFileSync(config, 'utf8').replace("url: 'https://fixture.example',", "url: 'https://fixture.example',\n  baseUrl: '/sub/',");
    writeFileSync(config, text.replace("openapi: { specPath: 'openapi/pets.json' }", "openapi: { specPath: 'openapi/pets.json', publicBaseUrl: 'https://api.fixture.test' }"));
    const result = runCli(['build', '--out', out], site);
    expect(result.code, result.output).toBe(0);
    expect(checkOutputUrls(out, BASE, ORIGIN).problems).toEqual([]);
    const operation = readFileSync(path.join(out, 'api/listpets.html'), 'utf8');
    expect(operation).toContain('"proxyPath":"/sub/api-proxy/"');
    expect(readFileSync(path.join(out, 'api/pet-store.html'), 'utf8')).toContain('href="/sub/pets.json"');
  });
});
