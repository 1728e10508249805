import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { CollectedSidebars } from '../../../src/collect/collectSidebars.js';
import type { RenderedPage } from '../../../src/render/renderSite.js';
import { buildSearchFiles, postingsBytesAtLeast, searchUrlsFor } from '../../../src/search/buildSearchFiles.js';
import { searchScopesAttribute } from '../../../src/search/searchScopes.js';
import { startSearchBuild } from '../../../src/search/startSearchBuild.js';
import type { DocumentsFile, IndexFile } from '../../../src/search/searchTypes.js';
import type { Route, SiteConfig } from '../../../src/types.js';
import { localeConfigOf } from './localeConfigOf.js';

const config = {
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'developers', label: 'Developers' }] },
  blog: { title: 'Blog' },
  search: { enabled: true, shardAbove: 1_000_000 },
} as unknown as SiteConfig;
const source = { file: 'x' };

function rendered(route: Route, main: string, description = ''): RenderedPage {
  return { route, title: route.title, description, headings: [], contentHtml: main, html: `<html><body><main><article><h1>${route.title}</h1>${main}</article></main></body></html>` };
}

const pages: RenderedPage[] = [
  rendered({ kind: 'doc', path: '/docs/api/auth', docId: 'api/auth', title: 'Authentication', source, content: { file: 'a', relPath: 'a', source: '', format: 'md', frontmatter: { keywords: ['X-API-Key', '401'] } } }, '<p>Send your key.</p><h2 id="headers">Headers</h2><p>Two headers.</p>', 'How to authenticate.'),
  rendered({ kind: 'api', path: '/docs/api/buy', docId: 'api/buy', operationId: 'buy', reference: 0, title: 'Buy tokens', source }, '<p>Queues a buy.</p>'),
  rendered({ kind: 'blog', path: '/blog/post', slug: 'post', date: '2025-01-01', authors: [], tags: [], title: 'A post', source, content: { file: 'b', relPath: 'b', source: '', format: 'md', frontmatter: {} } }, '<p>Blog text.</p>'),
  rendered({ kind: 'generated', generator: 'blog-list', path: '/blog', title: 'Blog', source }, '<p>A post</p>'),
  rendered({ kind: 'generated', generator: 'blog-tags', path: '/blog/tags', title: 'Tags', source }, '<p>tags</p>'),
  rendered({ kind: 'generated', generator: 'not-found', path: '/404', title: 'Page not found', source }, '<p>Nothing here</p>'),
  rendered({ kind: 'generated', generator: 'category', path: '/docs/category/api', title: 'API', source }, '<ul><li>Authentication card</li></ul>', 'Pages about the API.'),
];
const sidebars = {
  sidebars: [{ id: 'developers', order: [{ key: 'api/auth', label: 'Authentication', href: '/docs/api/auth' }], items: [{ type: 'category', label: 'API', href: '/docs/category/api', collapsed: false, items: [{ type: 'link', label: 'Authentication', href: '/docs/api/auth' }, { type: 'link', label: 'Buy tokens', href: '/docs/api/buy' }] }] }],
  categoryIndexes: [],
  sidebarOfDoc: new Map(),
} as unknown as CollectedSidebars;
const apiPages = new Map([['/docs/api/buy', { proxyPath: '/p', environment: 'e', operation: { operationId: 'buyTokens', method: 'post', path: '/agent/{agent_id}/buy', parameters: [{ name: 'take_profit', in: 'query' }] } }]]) as never;

describe('buildSearchFiles: the document file and the index file', () => {
  it('names both files by a hash of their input under search/, as root-relative URLs', async () => {
    const files = await buildSearchFiles({ pages, sidebars, apiPages }, config);
    expect(files.urls.documents).toMatch(/^\/search\/documents\.[0-9a-f]{10}\.json$/);
    expect(files.urls.index).toMatch(/^\/search\/index\.[0-9a-f]{10}\.json$/);
    expect([...files.files.keys()]).toEqual([files.urls.documents.slice(1), files.urls.index.slice(1)]);
    const again = await buildSearchFiles({ pages, sidebars, apiPages }, config);
    expect(again.urls).toEqual(files.urls);
    const changed = await buildSearchFiles({ pages: pages.slice(1), sidebars, apiPages }, config);
    expect(changed.urls.documents).not.toBe(files.urls.documents);
    // Any input search reads renames them: a page's text, its keywords, the navbar's labels.
    const edited = pages.map((page, index) => (index === 0 ? { ...page, html: page.html.replace('Two headers', 'Three headers') } : page));
    expect((await buildSearchFiles({ pages: edited, sidebars, apiPages }, config)).urls.documents).not.toBe(files.urls.documents);
    const relabelled = { ...config, navbar: { items: [{ type: 'docSidebar', sidebarId: 'developers', label: 'API' }] } } as unknown as SiteConfig;
    expect((await buildSearchFiles({ pages, sidebars, apiPages }, relabelled)).urls.index).not.toBe(files.urls.index);
    // What search does not read leaves them alone: the parts of a route it never looks at.
    const unread = pages.map((page) => ({ ...page, headings: [{ depth: 2, id: 'x', text: 'x' }] }));
    expect((await buildSearchFiles({ pages: unread, sidebars, apiPages }, config)).urls).toEqual(files.urls);
  });

  it('indexes docs, API, blog posts and category pages; never blog lists or the not-found page', async () => {
    const files = await buildSearchFiles({ pages, sidebars, apiPages }, config);
    const documents = JSON.parse(files.files.get(files.urls.documents.slice(1))!) as DocumentsFile;
    expect(documents.pages.map((page) => [page.url, page.type, page.crumbs])).toEqual([
      ['/docs/api/auth', 'doc', ['Developers', 'API']],
      ['/docs/api/buy', 'api', ['Developers', 'API']],
      ['/blog/post', 'blog', ['Blog']],
      ['/docs/category/api', 'doc', ['Developers']],
    ]);
    expect(documents.sections.map((section) => [section.page, section.anchor, section.title, section.preview])).toEqual([
      [0, '', 'Authentication', 'Send your key.'],
      [0, 'headers', 'Headers', 'Two headers.'],
      [1, '', 'Buy tokens', 'Queues a buy.'],
      [2, '', 'A post', 'Blog text.'],
      [3, '', 'API', 'Pages about the API.'],
    ]);
    expect(documents.suggestions).toEqual(['Authentication']);
  });

  it('indexes frontmatter keywords, the description and the operation facts the page does not show', async () => {
    const files = await buildSearchFiles({ pages, sidebars, apiPages }, config);
    const index = JSON.parse(files.files.get(files.urls.index.slice(1))!) as IndexFile;
    for (const term of ['xapikey', '401', 'authent', '/agent/{}/buy', 'buytokens', 'takeprofit']) expect(index.terms, term).toContain(term);
    // The category cards repeat other pages; only its title and description are indexed.
    expect(index.terms).not.toContain('card');
    expect(index.fields).toEqual(['title', 'section', 'keywords', 'body']);
    expect(index.sectionCount).toBe(5);
  });

  it('gives the same files from pages handed over one by one as they render, in any order, named by the inputs hash when given', async () => {
    const whole = buildSearchFiles({ pages, sidebars, apiPages }, config);
    const streamed = startSearchBuild({ sidebars, apiPages }, config);
    pages.forEach((page, order) => streamed.add(page, order));
    expect(streamed.finish()).toEqual(whole.urls);
    expect((await streamed.files()).files).toEqual(whole.files);
    // Pages rendered out of route order (docs render as they compile) still give the files in route order.
    const named = startSearchBuild({ sidebars, apiPages }, config, 'abc123');
    [...pages.entries()].reverse().forEach(([order, page]) => named.add(page, order));
    const urls = named.finish();
    expect(urls).toEqual(searchUrlsFor('abc123'));
    expect([...(await named.files()).files.values()]).toEqual([...whole.files.values()]);
  });

  it('stems in the locale’s language when built in-process (a dev rebuild), as the search thread and buildSearchFiles do', async () => {
    const french = { ...config, ...localeConfigOf('fr') } as SiteConfig;
    const frenchPages = pages.map((page) => ({ ...page, html: page.html.replace('Send your key.', 'Les développeurs envoient leurs clés.') }));
    const whole = buildSearchFiles({ pages: frenchPages, sidebars, apiPages }, french);
    const streamed = startSearchBuild({ sidebars, apiPages }, french);
    frenchPages.forEach((page, order) => streamed.add(page, order));
    streamed.finish();
    const files = (await streamed.files()).files;
    expect(files).toEqual(whole.files);
    const index = JSON.parse([...files.values()][1]!) as IndexFile & { language?: string };
    expect(index.language).toBe('fr');
  });

  it('gives the same files from pages kept by an incremental build, added from what search stored of them, without their HTML', async () => {
    const store = mkdtempSync(path.join(os.tmpdir(), 'docsite-search-store-'));
    try {
      const whole = buildSearchFiles({ pages, sidebars, apiPages }, config);
      const first = startSearchBuild({ sidebars, apiPages }, config, 'abc123');
      pages.forEach((page, order) => first.add(page, order, path.join(store, `${order}.search.json`)));
      first.finish();
      expect([...(await first.files()).files.values()]).toEqual([...whole.files.values()]);
      // The next build renders the first page again and keeps the others: their words are not analysed again, the files are the same.
      const stored = pages.flatMap((_, order) => (existsSync(path.join(store, `${order}.search.json`)) ? [order] : []));
      expect(stored).toEqual([0, 1, 2, 6]);
      const next = startSearchBuild({ sidebars, apiPages }, config, 'abc123');
      pages.forEach((page, order) => (order === 0 || !stored.includes(order) ? next.add(page, order) : next.addStored(page.route, order, path.join(store, `${order}.search.json`))));
      next.finish();
      expect([...(await next.files()).files.values()]).toEqual([...whole.files.values()]);
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });

  it('writes the two files whole below search.shardAbove bytes, and manifests with shards beside them above it', async () => {
    const whole = await buildSearchFiles({ pages, sidebars, apiPages }, config);
    expect([...whole.files.keys()]).toEqual([whole.urls.documents.slice(1), whole.urls.index.slice(1)]);
    expect(whole.stats.shards).toBe(0);
    const sharded = await buildSearchFiles({ pages, sidebars, apiPages }, { ...config, search: { enabled: true, shardAbove: 0 } } as SiteConfig, whole.urls);
    expect(JSON.parse(sharded.files.get(whole.urls.index.slice(1))!)).toMatchObject({ sharded: true });
    expect(JSON.parse(sharded.files.get(whole.urls.documents.slice(1))!)).toMatchObject({ sharded: true });
    expect([...sharded.files.keys()].filter((file) => file.startsWith('search/shards/')).length).toBe(sharded.stats.shards);
    expect(sharded.stats.shards).toBeGreaterThanOrEqual(5);
  });
});

describe('buildSearchFiles: whole or sharded, without making the whole files to find out', () => {
  it('counts the postings lists at no more bytes than they take in the index file', async () => {
    const whole = await buildSearchFiles({ pages, sidebars, apiPages }, config);
    const index = JSON.parse(whole.files.get(whole.urls.index.slice(1))!) as IndexFile;
    const listed = index.postings.flat().reduce((sum, list) => sum + JSON.stringify(list).length, 0);
    expect(postingsBytesAtLeast(index)).toBe(listed);
    expect(postingsBytesAtLeast({ ...index, postings: [[[], [12, 3, 100], [7]]] })).toBe(2 + 10 + 3);
    // Asked only whether they come to more than a bound: counted term by term until past it.
    const three = { ...index, postings: [[[1]], [[22, 333]], [[4444]]] };
    expect(postingsBytesAtLeast(three)).toBe(3 + 8 + 6);
    expect(postingsBytesAtLeast(three, 3)).toBe(3 + 8);
    expect(postingsBytesAtLeast(three, 11)).toBe(3 + 8 + 6);
  });

  it('shards without stringifying the whole index when its postings alone are over search.shardAbove', async () => {
    const shardAbove = 40;
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const sharded = await buildSearchFiles({ pages, sidebars, apiPages }, { ...config, search: { enabled: true, shardAbove } } as SiteConfig);
      expect(sharded.stats.shards).toBeGreaterThan(0);
      // Shards and manifests are stringified; the whole index (the object with every term's postings) never is.
      const wholeIndex = (value: unknown) => typeof value === 'object' && value !== null && 'lunr' in value && 'postings' in value && !('sharded' in value);
      expect(stringify.mock.calls.filter(([value]) => wholeIndex(value))).toEqual([]);
      const whole = await buildSearchFiles({ pages, sidebars, apiPages }, config);
      const index = whole.files.get(whole.urls.index.slice(1))!;
      expect(postingsBytesAtLeast(JSON.parse(index) as IndexFile)).toBeGreaterThan(shardAbove);
    } finally {
      stringify.mockRestore();
    }
  });
});

describe('buildSearchFiles on a site of several docs versions: one index per version', () => {
  const versioned = {
    ...config,
    docs: { version: { name: 'current', label: 'Next' }, versions: [{ name: '2.0', label: '2.0', isLast: true }, { name: '1.0', label: '1.0.x', isLast: false }] },
  } as unknown as SiteConfig;
  const doc = (path: string, version: string, text: string) =>
    rendered({ kind: 'doc', path, docId: 'fees', title: 'Fees', source, docsVersion: version, content: { file: path, relPath: path, source: '', format: 'md', frontmatter: {} } }, `<p>${text}</p><h2 id="limits">Limits</h2><p>${text} limits.</p>`);
  const v2 = doc('/docs/fees', '2.0', 'Fees are taken in basis points');
  const v1 = doc('/docs/1.0/fees', '1.0', 'Fees were a flat gas surcharge');
  const post = pages[2]!;

  it('makes each version’s files from its pages and the pages of no version, equal to the files of a site of only those pages', async () => {
    const files = await buildSearchFiles({ pages: [v2, post, v1], sidebars, apiPages }, versioned);
    expect(files.urls.scopes!.map((scope) => [scope.key, scope.label, scope.version, scope.default])).toEqual([['2.0', '2.0', '2.0', true], ['1.0', '1.0.x', '1.0', undefined]]);
    const key = files.urls.documents.slice('/search/2.0/documents.'.length, -'.json'.length);
    expect(files.urls.documents).toBe(`/search/2.0/documents.${key}.json`);
    expect([...files.files.keys()]).toEqual([`search/2.0/documents.${key}.json`, `search/2.0/index.${key}.json`, `search/1.0/documents.${key}.json`, `search/1.0/index.${key}.json`]);
    for (const [scope, own] of [['2.0', [v2, post]], ['1.0', [post, v1]]] as const) {
      const alone = await buildSearchFiles({ pages: [...own], sidebars, apiPages }, config, { documents: `/search/${scope}/documents.${key}.json`, index: `/search/${scope}/index.${key}.json` });
      expect([...alone.files].map(([file, text]) => [file, files.files.get(file)])).toEqual([...alone.files]);
      expect(files.scopes![scope]).toEqual({ ...alone.stats, bytes: [...alone.files.values()].reduce((sum, text) => sum + text.length, 0) });
    }
    expect(files.files.get(`search/2.0/index.${key}.json`)).not.toContain('surcharg');
  });

  it('names every scope’s files in the pages, and shards each scope in its own folder', async () => {
    const whole = await buildSearchFiles({ pages: [v2, post, v1], sidebars, apiPages }, versioned);
    const sharded = await buildSearchFiles({ pages: [v2, post, v1], sidebars, apiPages }, { ...versioned, search: { enabled: true, shardAbove: 0 } } as SiteConfig, whole.urls);
    const shardFiles = [...sharded.files.keys()].filter((file) => file.includes('/shards/'));
    expect(shardFiles.length).toBe(sharded.stats.shards);
    expect(new Set(shardFiles.map((file) => file.split('/shards/')[0]))).toEqual(new Set(['search/2.0', 'search/1.0']));
    expect(JSON.parse(searchScopesAttribute(whole.urls)!)).toEqual([
      { key: '2.0', label: '2.0', version: '2.0', default: true, documents: whole.urls.documents.split('/').at(-1), index: whole.urls.index.split('/').at(-1) },
      { key: '1.0', label: '1.0.x', version: '1.0', documents: `../1.0/${whole.urls.documents.split('/').at(-1)}`, index: `../1.0/${whole.urls.index.split('/').at(-1)}` },
    ]);
    expect(searchScopesAttribute(searchUrlsFor('abc'))).toBeUndefined();
  });
});
