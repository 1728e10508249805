import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../bench/corpus.mjs';
import { paragraph, title } from '../../bench/realistic/prose.mjs';
import { createLexicon } from '../../bench/realistic/vocabulary.mjs';
import { likelyNextLetters } from '../../src/search/nextKeystrokes.js';
import { indexShards } from '../../src/search/shardLists.js';
import { ShardedSearch } from '../../src/search/shardedSearch.js';
import type { ShardedDocumentsManifest, ShardedIndexManifest } from '../../src/search/searchTypes.js';
import { launchBrowser, trackErrors } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

const PAGES = 150;
const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-search-shards-'));
const site = path.join(root, 'site');
const out = path.join(root, 'out');
let server: ServerProcess;
let browser: Browser;
/** The first two words of a page's title (`queryPage`'s): a query that finds it, whose last word's typos need tails shards of their own (`pickQuery`). */
let query = '';
let queryPage = -1;
const titles: string[] = [];

/** `PAGES` docs of the benchmark's realistic prose, each a title and three sections. */
function writeDocs() {
  const r = random(11);
  const lexicon = createLexicon(r);
  mkdirSync(path.join(site, 'content/docs'), { recursive: true });
  for (let page = 0; page < PAGES; page++) {
    const heading = title(r, lexicon);
    titles.push(heading);
    const sections = [0, 1, 2].map(() => `## ${title(r, lexicon)}\n\n${paragraph(r, lexicon)}\n`).join('\n');
    writeFileSync(path.join(site, `content/docs/page-${page}.md`), `---\ntitle: ${heading}\n---\n\n${paragraph(r, lexicon)}\n\n${sections}`);
  }
}

const readOut = (url: string) => JSON.parse(readFileSync(path.join(out, url), 'utf8')) as unknown;
const manifests = () => {
  const names = readdirSync(path.join(out, 'search'));
  const named = (prefix: string) => `/search/${names.find((name) => name.startsWith(prefix))}`;
  return { documents: readOut(named('documents.')) as ShardedDocumentsManifest, index: readOut(named('index.')) as ShardedIndexManifest };
};

/** A docs page in a fresh context with the search dialog opened (`/`), and the shard requests it makes from then on. */
async function openSearch() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = trackErrors(page);
  const shardRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/search/shards/')) shardRequests.push(url.pathname);
  });
  await page.goto(`${server.url}/docs/page-0`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-js'));
  await page.keyboard.press('/');
  return { context, page, errors, shardRequests };
}

/**
 * The first page from the eighth on whose title's first two words find it first, whose last
 * word's typos fetch tails shards the query's other words did not (what a typed search holds back
 * and a pasted one does not), and whose second word half typed makes guesses that fetch: the
 * shards' cuts decide which titles do.
 */
async function pickQuery(): Promise<void> {
  const { documents, index } = manifests();
  const tails = (engine: ShardedSearch) => engine.store.fetched.filter((url) => url.includes('/shards/tails.')).length;
  for (let page = 7; page < PAGES; page++) {
    const candidate = titles[page]!.toLowerCase().split(' ').slice(0, 2).join(' ');
    const whole = new ShardedSearch(documents, index, async (url) => readOut(url));
    const typing = new ShardedSearch(documents, index, async (url) => readOut(url));
    const found = await whole.search(candidate);
    await typing.search(candidate, { typing: true });
    if (found.groups[0]?.page.url !== `/docs/page-${page}` || tails(whole) <= tails(typing)) continue;
    // Its second word half typed: the next letters' guesses fetch something (the first test's last part).
    const words = candidate.split(' ');
    const guessed = new ShardedSearch(documents, index, async (url) => readOut(url));
    for (const step of [candidate, `${words[0]} ${words[1]!.slice(0, 4)}`]) {
      await guessed.search(step);
      await guessed.prefetchAfter(step);
    }
    if (guessed.store.fetched.length <= whole.store.fetched.length) continue;
    [query, queryPage] = [candidate, page];
    return;
  }
  throw new Error('no title of the fixture makes a query whose last word’s typos need tails shards of their own');
}

beforeAll(async () => {
  cpSync(path.join(repoRoot, 'test/fixtures/search-shards'), site, { recursive: true });
  writeDocs();
  const built = runCli(['build', '--out', out], site);
  if (built.code !== 0) throw new Error(`building the fixture failed:\n${built.output}`);
  await pickQuery();
  server = await startServer('serve', ['--dir', out], site);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('search on a sharded index (search.shardAbove: 0)', () => {
  it('writes the two manifests at the usual URLs and the shards in search/shards/', () => {
    const { documents, index } = manifests();
    expect(documents.sharded && index.sharded).toBe(true);
    expect(index.postings.keys.length).toBeGreaterThan(3);
    expect(documents.pagesPerShard.length).toBeGreaterThan(3);
  });

  it('fetches in the browser exactly the shards the query needs, once, and shows the page it finds', async () => {
    const { documents, index } = manifests();
    const expected = new ShardedSearch(documents, index, async (url) => readOut(url));
    // What the dialog fetches before it shows the query: the query as searched while the reader types (the typos of its last word wait).
    const typing = new ShardedSearch(documents, index, async (url) => readOut(url));
    await typing.search(query, { typing: true });
    await expected.search(query);
    expect(expected.store.fetched.length).toBeGreaterThan(typing.store.fetched.length);
    const allShards = readdirSync(path.join(out, 'search/shards')).length;

    const { context, page, errors, shardRequests } = await openSearch();
    await page.locator('#search-input').fill(query);
    await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text, query);

    expect([...shardRequests].sort()).toEqual([...typing.store.fetched].sort());
    // Once the query has stood still: its last word's typos too, as the search's.
    await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text && document.getElementById('search-results')?.dataset.searchComplete !== 'false', query);
    await expect.poll(() => shardRequests.length, { timeout: 20_000 }).toBe(expected.store.fetched.length);
    expect([...shardRequests].sort()).toEqual([...expected.store.fetched].sort());
    expect(shardRequests.length).toBeLessThan(allShards / 4);
    const firstResult = await page.locator('#search-results [role="option"]').first().getAttribute('href');
    expect(firstResult).toBe(`/docs/page-${queryPage}`);

    // The same query again: every shard it needs is in memory, nothing is fetched.
    await page.locator('#search-input').fill('');
    await page.locator('#search-input').fill(query);
    await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text, query);
    expect(shardRequests.length).toBe(expected.store.fetched.length);

    // Half a word: once its results show, the dialog fetches what its likely next letters need
    // (as `prefetchAfter` in node does, no more), and the likeliest letter then fetches nothing.
    const words = query.split(' ');
    const typed = `${words[0]} ${words[1]!.slice(0, 4)}`;
    const guessed = new ShardedSearch(documents, index, async (url) => readOut(url));
    for (const step of [query, typed]) {
      await guessed.search(step);
      await guessed.prefetchAfter(step);
    }
    const letter = likelyNextLetters(indexShards(index).words, guessed.store, words[1]!.slice(0, 4), 1).letters[0]!;
    expect(guessed.store.fetched.length).toBeGreaterThan(expected.store.fetched.length);
    await page.locator('#search-input').fill(typed);
    await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text, typed);
    await expect.poll(() => new Set(shardRequests).size, { timeout: 20_000 }).toBe(guessed.store.fetched.length);
    expect([...shardRequests].sort()).toEqual([...guessed.store.fetched].sort());
    // The guessed letter's own search (as the reader types) needs nothing new; once the reader
    // stops, the dialog searches its typos and guesses the letter after it (which may fetch), as
    // `search` and `prefetchAfter` do in node. Compared once the guesses settled: counted at the
    // results' paint, they raced the assertion.
    const beforeLetter = guessed.store.fetched.length;
    await guessed.search(typed + letter, { typing: true });
    expect(guessed.store.fetched.length).toBe(beforeLetter);
    await guessed.search(typed + letter);
    await guessed.prefetchAfter(typed + letter);
    await page.locator('#search-input').press(letter);
    await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text, typed + letter);
    await expect.poll(() => shardRequests.length, { timeout: 20_000 }).toBe(guessed.store.fetched.length);
    expect([...shardRequests].sort()).toEqual([...guessed.store.fetched].sort());
    expect(errors).toEqual([]);
    await context.close();
  });
  it('searches a pasted query whole: the typos of its last word are fetched before its results show', async () => {
    const { documents, index } = manifests();
    const wholeSearch = new ShardedSearch(documents, index, async (url) => readOut(url));
    await wholeSearch.search(query);
    const typing = new ShardedSearch(documents, index, async (url) => readOut(url));
    await typing.search(query, { typing: true });
    const tails = (urls: string[]) => urls.filter((url) => url.includes('/shards/tails.'));
    expect(tails(wholeSearch.store.fetched).length).toBeGreaterThan(tails(typing.store.fetched).length);

    const { context, page, errors, shardRequests } = await openSearch();
    await page.waitForSelector('#search-dialog[data-search-state="ready"]');
    // A paste: the input event says how the text came (a key's says insertText).
    await page.evaluate((text) => {
      const input = document.getElementById('search-input') as HTMLInputElement;
      input.value = text;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
    }, query);
    await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text, query);
    expect(tails(shardRequests).sort()).toEqual(tails(wholeSearch.store.fetched).sort());
    expect(errors).toEqual([]);
    await context.close();
  });
});
