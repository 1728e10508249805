import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchIndex } from '../../src/search/loadSearchIndex.js';
import { SearchEngine } from '../../src/search/searchEngine.js';
import { ShardedSearch } from '../../src/search/shardedSearch.js';
import { shardSearchFiles } from '../../src/search/shardSearchFiles.js';
import type { DocumentsFile, IndexFile, ShardedDocumentsManifest, ShardedIndexManifest } from '../../src/search/searchTypes.js';
import { routeToFile } from '../../src/shared/url.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

/**
 * Readers' queries against the real site's index (built by the CLI), each with the page it must
 * bring into the top 3: plain questions, typos, identifiers, API paths, field names, status codes.
 */
const RELEVANCE: Array<[query: string, page: string]> = [
  ['trading agent', '/docs/product/trading_agent'],
  ['trading_agent', '/docs/product/trading_agent'],
  ['how do I pin a conversation', '/docs/product/pin-a-conversation'],
  ['unpin', '/docs/product/pin-a-conversation'],
  ['share chat link', '/docs/product/share-chat'],
  ['AI versions', '/docs/product/ai-versions'],
  ['free credits', '/docs/product/billing-and-credits'],
  ['crdits', '/docs/product/billing-and-credits'],
  ['prompting tips', '/docs/product/promting-best-practices'],
  ['autentication', '/docs/api/authentication'],
  ['api key', '/docs/api/api_access'],
  ['api-key', '/docs/api/api_access'],
  ['rate limit', '/docs/api/api_access'],
  ['429', '/docs/api/common_errors'],
  ['not_found', '/docs/api/common_errors'],
  ['retry backoff', '/docs/api/common_errors'],
  ['telegram bot', '/docs/api/developing_with_telegram_sable'],
  ['ferepro streaming', '/docs/api/FerePro/chat_response'],
  ['market pulse', '/docs/api/MarketPulseAgent/market-pulse-agent-api'],
  ['casso wallet', '/docs/api/CassoAgent/casso-agent-api'],
  ['POST /agent/{agent_id}/buy', '/docs/api/Monk/14-buy-tokens'],
  ['GET /agents', '/docs/api/Monk/7-get-agents'],
  ['/agent/{agent_id}/holdings', '/docs/api/Monk/10-get-agent-holdings'],
  ['take_profit', '/docs/api/Monk/14-buy-tokens'],
  ['stop_loss', '/docs/api/Monk/14-buy-tokens'],
  ['sell tokens', '/docs/api/Monk/12-sell-tokens'],
  ['portfolo', '/docs/api/Monk/9-get-agent-portfolio'],
  ['agnet decisions', '/docs/api/Monk/15-get-agent-decisions'],
  ['buy recommendations', '/docs/api/Monk/11-get-agent-buy-recos'],
  ['trades v2', '/docs/api/Monk/11-get-agent-trades-v-2'],
  ['parent agents', '/docs/api/Monk/3-add-agent-parents'],
  ['sync onchain', '/docs/api/Monk/12-sync-agent-onchain'],
  ['delete agent', '/docs/api/Monk/5-delete-agent'],
  ['task status', '/docs/api/Monk/get-task-status'],
  ['wallet details tg user id', '/docs/api/Monk/tg-wallet-details-wallet-details-monk-tg-auth-tg-userid-get'],
  ['content policy', '/docs/legal/content-policy'],
  ['privacy', '/docs/legal/privacy-policy'],
  ['terms of service', '/docs/legal/terms-of-service'],
  ['release notes', '/blog/long-blog-post'],
  ['dry-run a strategy before going live', '/blog/mdx-blog-post'],
];

const outDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-search-'));
let engine: SearchEngine;
let documents: DocumentsFile;
let files: { documents: string; index: string };
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const htmlOf = (route: string) => read(routeToFile(route));

beforeAll(() => {
  const built = runCli(['build', '--out', outDir], repoRoot);
  if (built.code !== 0) throw new Error(`building the site failed:\n${built.output}`);
  const names = readdirSync(path.join(outDir, 'search'));
  files = { documents: `search/${names.find((name) => name.startsWith('documents.'))}`, index: `search/${names.find((name) => name.startsWith('index.'))}` };
  documents = JSON.parse(read(files.documents)) as DocumentsFile;
  engine = new SearchEngine(documents, loadSearchIndex(JSON.parse(read(files.index)) as IndexFile));
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('search relevance on the real site', () => {
  it('has a table of at least 25 realistic queries', () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(RELEVANCE)('"%s" finds %s in the top 3 pages', (query, page) => {
    const top = engine.search(query).groups.slice(0, 3).map((group) => group.page.url);
    expect(top, `top 3 for "${query}"`).toContain(page);
  });

  it('answers the whole table with a median under 50 ms per query', () => {
    const times = RELEVANCE.map(([query]) => {
      const start = performance.now();
      engine.search(query);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(50);
  });
});

/** The same files sharded in memory into many small shards, searched as the browser searches a large site. */
function shardedEngine(): ShardedSearch {
  const urls = { documents: `/${files.documents}`, index: `/${files.index}` };
  const sharded = shardSearchFiles(documents, JSON.parse(read(files.index)) as IndexFile, urls, { words: 3_000, tails: 3_000, postings: 6_000, documents: 6_000 });
  const fetchJson = async (url: string) => JSON.parse(sharded.get(url.slice(1))!) as unknown;
  return new ShardedSearch(JSON.parse(sharded.get(files.documents)!) as ShardedDocumentsManifest, JSON.parse(sharded.get(files.index)!) as ShardedIndexManifest, fetchJson);
}

describe('search relevance on the real site’s index in shards', () => {
  it.each(RELEVANCE)('"%s" finds %s in the top 3 pages, as the whole index does', async (query, page) => {
    const results = await shardedEngine().search(query);
    expect(results.groups.slice(0, 3).map((group) => group.page.url), `top 3 for "${query}"`).toContain(page);
    expect(results).toEqual(engine.search(query));
  });
});

describe('the search files of the real site', () => {
  it('writes exactly a document file and an index file with content-hashed names', () => {
    expect(readdirSync(path.join(outDir, 'search')).sort()).toEqual([path.basename(files.documents), path.basename(files.index)].sort());
    expect(files.documents).toMatch(/^search\/documents\.[0-9a-f]{10}\.json$/);
    expect(files.index).toMatch(/^search\/index\.[0-9a-f]{10}\.json$/);
  });

  it('references both files from the <body> of every page, the not-found page included', () => {
    const attributes = `data-search-documents="/${files.documents}" data-search-index="/${files.index}"`;
    for (const page of documents.pages) expect(htmlOf(page.url), page.url).toContain(`<body ${attributes}`);
    expect(read('404.html')).toContain(attributes);
    expect(htmlOf('/blog')).toContain(attributes);
  });

  it('indexes docs, API pages and blog posts, never the blog lists or the not-found page', () => {
    const urls = documents.pages.map((page) => page.url);
    for (const url of ['/docs/intro', '/docs/api/Monk/14-buy-tokens', '/docs/api/Monk/0-xmonk', '/blog/long-blog-post', '/blog/mdx-blog-post', '/markdown-page']) expect(urls).toContain(url);
    for (const url of ['/blog', '/blog/archive', '/blog/authors', '/blog/tags', '/blog/tags/hello', '/404']) expect(urls).not.toContain(url);
    expect(documents.pages.find((page) => page.url === '/docs/api/Monk/14-buy-tokens')).toMatchObject({ type: 'api', crumbs: ['Developers', '0xMonk API reference'] });
    expect(documents.pages.find((page) => page.url === '/blog/long-blog-post')!.type).toBe('blog');
  });

  it('points every section and every spot at an id that exists on its page', () => {
    for (const section of documents.sections) {
      const page = documents.pages[section.page]!;
      const html = htmlOf(page.url);
      for (const id of [section.anchor, ...(section.spots ?? []).map(([, spot]) => spot)].filter(Boolean)) {
        expect(html, `${page.url}#${id}`).toContain(`id="${id}"`);
      }
    }
  });

  it('stays small: both files under 250 KB gzip together', () => {
    const gzip = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;
    expect(gzip(files.documents) + gzip(files.index)).toBeLessThan(250_000);
  });
});
