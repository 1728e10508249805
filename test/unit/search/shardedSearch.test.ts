import { describe, expect, it } from 'vitest';
import { random } from '../../../bench/corpus.mjs';
import { loadSearchIndex } from '../../../src/search/loadSearchIndex.js';
import { Analyzer } from '../../../src/search/analyze.js';
import { expandQuery, vocabularyOf } from '../../../src/search/expandQuery.js';
import { SearchEngine, type SearchOptions, type SearchResults } from '../../../src/search/searchEngine.js';
import { likelyLettersOfRanges } from '../../../src/search/nextKeystrokes.js';
import { indexShards, pageShards } from '../../../src/search/shardLists.js';
import { shardSearchFiles, SHARD_BYTES } from '../../../src/search/shardSearchFiles.js';
import { REST_OF_PAGES_MS, ShardedSearch, SupersededSearch } from '../../../src/search/shardedSearch.js';
import type { ShardedDocumentsManifest, ShardedIndexManifest } from '../../../src/search/searchTypes.js';
import { generatedSearchFiles } from './generatedCorpus.js';

const { documents, index } = generatedSearchFiles(1000);
const urls = { documents: '/search/documents.k.json', index: '/search/index.k.json' };
const files = shardSearchFiles(documents, index, urls, SHARD_BYTES);
const whole = new SearchEngine(documents, loadSearchIndex(index));

/** The same index with its postings list in table shards, as a large site's (`POSTINGS_TABLE`). */
const tabledFiles = shardSearchFiles(documents, index, urls, { ...SHARD_BYTES, table: { above: 0, bytes: 1_000 } });

/** A sharded engine over `files`, fetching from memory as the browser fetches from the server. */
function shardedEngine(over = files): ShardedSearch {
  const read = async (url: string) => JSON.parse(over.get(url.slice(1)) ?? 'null') as unknown;
  return new ShardedSearch(JSON.parse(over.get(urls.documents.slice(1))!) as ShardedDocumentsManifest, JSON.parse(over.get(urls.index.slice(1))!) as ShardedIndexManifest, read);
}

/** A sharded engine that counts the rounds of fetches it waits on: a round starts when a fetch goes out while none is on the way. */
function roundCountingEngine(over = files): { engine: ShardedSearch; rounds: () => number } {
  let inFlight = 0;
  let rounds = 0;
  const read = async (url: string) => {
    if (inFlight++ === 0) rounds++;
    await new Promise((resolve) => setTimeout(resolve, 0));
    inFlight--;
    return JSON.parse(over.get(url.slice(1)) ?? 'null') as unknown;
  };
  const engine = new ShardedSearch(JSON.parse(over.get(urls.documents.slice(1))!) as ShardedDocumentsManifest, JSON.parse(over.get(urls.index.slice(1))!) as ShardedIndexManifest, read);
  return { engine, rounds: () => rounds };
}

/** One edit at a random place: a letter changed, dropped, added, or two swapped. */
function typo(r: () => number, word: string): string {
  const at = Math.floor(r() * (word.length - 1));
  const letter = 'etaoinsrhldcu'[Math.floor(r() * 13)]!;
  const kind = Math.floor(r() * 4);
  if (kind === 0) return word.slice(0, at) + letter + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 2) return word.slice(0, at) + letter + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** Seeded readers' queries from the corpus's own sections: whole words, words being typed, and words with a typo. */
function seededQueries(count: number, seed = 5): string[] {
  const r = random(seed);
  const queries: string[] = [];
  while (queries.length < count) {
    const section = documents.sections[Math.floor(r() * documents.sections.length)]!;
    const words = `${section.title} ${section.preview}`.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 1);
    const start = Math.floor(r() * words.length);
    const picked = words.slice(start, start + 1 + Math.floor(r() * 3));
    if (!picked.length) continue;
    const kind = queries.length % 3;
    if (kind === 1) picked[picked.length - 1] = picked.at(-1)!.slice(0, 2 + Math.floor(r() * 4));
    if (kind === 2) picked[0] = picked[0]!.length >= 4 ? typo(r, picked[0]!) : picked[0]!;
    queries.push(picked.join(' ') + (kind === 1 ? '' : ' '));
  }
  return queries;
}

/** The page shard a page's entry is in. */
const pageIndex = new Map(documents.pages.map((page, at) => [page.url, at]));
const pageShardRefs = pageShards(JSON.parse(files.get(urls.documents.slice(1))!) as ShardedDocumentsManifest);
const shardOfPage = (url: string) => pageShardRefs.findLastIndex((ref) => ref.firstPage <= pageIndex.get(url)!);

/** What a reader sees of results: pages, sections, links, highlights and scores. */
const shown = (results: SearchResults) => ({ partial: results.partial, groups: results.groups.map((group) => [group.page, group.sections.map((hit) => [hit.ref, hit.entry, hit.url, hit.matched, hit.score])]) });

describe('ShardedSearch: the whole index’s results from the shards a query needs', () => {
  it('gives the results of the whole index for 150 seeded queries on a 1,000-page generated corpus', async () => {
    const engine = shardedEngine();
    const differ: string[] = [];
    for (const query of seededQueries(150)) {
      if (JSON.stringify(shown(await engine.search(query))) !== JSON.stringify(shown(whole.search(query)))) differ.push(query);
    }
    expect(differ).toEqual([]);
  });

  it('gives the results of the whole index for typos at a word’s first, middle and last letter: changed, dropped, added, swapped', async () => {
    const r = random(24);
    const engine = shardedEngine();
    const long = [...new Set(documents.sections.flatMap((section) => section.preview.toLowerCase().split(/[^a-z]+/)))].filter((word) => word.length >= 5);
    // A letter added in front which, by stemming (`cponwaxhof`), is two edits from `ponwaxhofe`: neither engine finds it.
    const queries = ['cponwaxhofe', 'cponwaxhofe '];
    for (let count = 0; count < 60; count++) {
      const word = long[Math.floor(r() * long.length)]!;
      const letter = 'etaoinsrhldcu'[Math.floor(r() * 13)]!;
      for (const at of [0, Math.floor(word.length / 2), word.length - 1]) {
        const typos = [word.slice(0, at) + letter + word.slice(at + 1), word.slice(0, at) + word.slice(at + 1), word.slice(0, at) + letter + word.slice(at), word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2)];
        for (const typo of typos) queries.push(typo, `${typo} `);
      }
    }
    const differ: string[] = [];
    for (const query of queries) if (JSON.stringify(shown(await engine.search(query))) !== JSON.stringify(shown(whole.search(query)))) differ.push(query);
    expect(differ).toEqual([]);
    // As searched while the reader types: the word being typed without its typos, in both.
    const typing = shardedEngine();
    for (const query of [...queries, ...seededQueries(150).map((seeded) => seeded.trimEnd())]) {
      if (JSON.stringify(shown(await typing.search(query, { typing: true }))) !== JSON.stringify(shown(whole.search(query, { typing: true })))) differ.push(`${query} (held)`);
    }
    expect(differ).toEqual([]);
    expect(whole.search('cponwaxhofe').groups).toEqual([]);
  });

  it('fetches only the shards of the query’s words, its prefixes and typos, and the pages shown, once', async () => {
    const engine = shardedEngine();
    const results = await engine.search('portfolo');
    const shards = files.size - 2;
    const fetched = engine.store.fetched;
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.length).toBeLessThan(shards / 20);
    const bytes = fetched.reduce((sum, url) => sum + files.get(url.slice(1))!.length, 0);
    expect(bytes).toBeLessThan(0.05 * [...files.values()].reduce((sum, text) => sum + text.length, 0));
    expect(fetched.filter((url) => url.includes('/documents.')).length).toBeLessThanOrEqual(results.groups.length);
    await engine.search('portfolo');
    expect(engine.store.fetched).toEqual(fetched);
  });

  it('waits on at most three rounds of fetches after the manifests: words with their likely postings, other postings, pages', async () => {
    const over: string[] = [];
    for (const query of seededQueries(60, 13)) {
      const { engine, rounds } = roundCountingEngine();
      await engine.search(query);
      if (rounds() > 3) over.push(`${query}: ${rounds()}`);
    }
    expect(over).toEqual([]);
  });

  it('shows most first screenfuls after two rounds: their likely pages go out with the other postings, few of them in vain', async () => {
    const rounds: number[] = [];
    let pagesFetched = 0;
    let pagesShown = 0;
    for (const query of seededQueries(90, 13)) {
      const { engine, rounds: roundsSoFar } = roundCountingEngine();
      const first = await engine.firstScreen(query);
      rounds.push(roundsSoFar());
      // Likely pages the ranking did not keep still come in: counted once they have.
      await new Promise((resolve) => setTimeout(resolve, 5));
      pagesFetched += engine.store.fetched.filter((url) => url.includes('/documents.')).length;
      pagesShown += new Set(first.groups.map((group) => shardOfPage(group.page.url))).size;
    }
    expect(rounds.filter((count) => count <= 2).length).toBeGreaterThan(0.75 * rounds.length);
    expect(pagesFetched).toBeLessThan(1.25 * pagesShown);
  });

  it('answers alike whatever earlier queries fetched', async () => {
    const queries = seededQueries(30, 9);
    const forwards = shardedEngine();
    const backwards = shardedEngine();
    const first = [];
    for (const query of queries) first.push(shown(await forwards.search(query)));
    const second = [];
    for (const query of [...queries].reverse()) second.unshift(shown(await backwards.search(query)));
    expect(second).toEqual(first);
  });
});

describe('ShardedSearch over a postings table (a large site’s manifest lists the postings list’s own shards)', () => {
  const manifest = JSON.parse(tabledFiles.get(urls.index.slice(1))!) as ShardedIndexManifest;

  it('gives the results of the whole index for 150 seeded queries, typed and finished', async () => {
    expect(manifest.postings.keys).toEqual([]);
    expect(manifest.postingsTable!.keys.length).toBeGreaterThan(5);
    const engine = shardedEngine(tabledFiles);
    const differ: string[] = [];
    for (const query of [...seededQueries(150), 'portfolo', 'cponwaxhofe ']) {
      if (JSON.stringify(shown(await engine.search(query))) !== JSON.stringify(shown(whole.search(query)))) differ.push(query);
      if (JSON.stringify(shown(await engine.search(query.trimEnd(), { typing: true }))) !== JSON.stringify(shown(whole.search(query.trimEnd(), { typing: true })))) differ.push(`${query} (held)`);
    }
    expect(differ).toEqual([]);
    expect(engine.store.fetched.some((url) => url.includes('/table.'))).toBe(true);
  });

  it('fetches a query’s table shards with its words shards: one round more than without, at most', async () => {
    const over: string[] = [];
    for (const query of seededQueries(60, 13)) {
      const { engine, rounds } = roundCountingEngine(tabledFiles);
      await engine.search(query);
      if (rounds() > 4) over.push(`${query}: ${rounds()}`);
    }
    expect(over).toEqual([]);
  });

  it('fetches the postings of a typo’s terms that keep its end from the tails order’s copies: fewer files, the same results', async () => {
    // The same files without the tails shards' lists of copies: every term from its term-ordered shard.
    const withoutCopies = new Map([...tabledFiles].map(([file, text]) => [file, file.includes('/tails.') ? JSON.stringify({ terms: (JSON.parse(text) as { terms: string[] }).terms }) : text]));
    const postingsFiles = (engine: ShardedSearch) => engine.store.fetched.filter((url) => /\/(postings|tailpostings|table)\./.test(url)).length;
    let copies = 0;
    let fewer = 0;
    let more = 0;
    for (const query of seededQueries(150, 21)) {
      const [engine, plain] = [shardedEngine(tabledFiles), shardedEngine(withoutCopies)];
      expect(shown(await engine.search(query)), query).toEqual(shown(await plain.search(query)));
      copies += engine.store.fetched.filter((url) => url.includes('/tailpostings.')).length;
      if (postingsFiles(engine) < postingsFiles(plain)) fewer++;
      if (postingsFiles(engine) > postingsFiles(plain)) more++;
    }
    // 150 queries: 32 fetched fewer such files, none more (93 copies fetched).
    expect(copies).toBeGreaterThan(20);
    expect(fewer).toBeGreaterThan(20);
    expect(more).toBeLessThanOrEqual(fewer / 10);
  });

  it('keeps the manifest small: the postings list is in the table shards, not in it', () => {
    const flat = files.get(urls.index.slice(1))!.length;
    expect(tabledFiles.get(urls.index.slice(1))!.length).toBeLessThan(flat / 3);
  });
});

describe('ShardedSearch: a shard that cannot be read', () => {
  it('fails the search with the shard’s URL instead of asking for it for ever', async () => {
    const manifests = [urls.documents, urls.index].map((url) => JSON.parse(files.get(url.slice(1))!) as unknown);
    const engine = new ShardedSearch(manifests[0] as ShardedDocumentsManifest, manifests[1] as ShardedIndexManifest, async () => null);
    const words = indexShards(manifests[1] as ShardedIndexManifest).words;
    await expect(engine.search('portfolio')).rejects.toThrow(`${words[Math.max(0, words.findLastIndex((ref) => ref.first <= 'portfolio'))]!.url} is not a search shard`);
  });
});

describe('ShardedSearch.prefetchAfter: the next keystroke’s shards fetched while the reader reads', () => {
  const indexWords = loadSearchIndex(index).words.map(([word]) => word);

  /** The two letters most of the index's words starting with `prefix` go on with (ties alphabetically), and whether it is a word. */
  function nextLetters(prefix: string): { letters: string[]; whole: boolean } {
    const tally = new Map<string, number>();
    for (const word of indexWords) if (word.startsWith(prefix) && word.length > prefix.length) tally.set(word[prefix.length]!, (tally.get(word[prefix.length]!) ?? 0) + 1);
    const letters = [...tally].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 2).map(([letter]) => letter);
    return { letters, whole: indexWords.includes(prefix) };
  }

  /** Queries of one whole word and the start (four or five letters) of a longer one, from the corpus's words. */
  const typedQueries = indexWords.filter((word) => /^[a-z]{8,}$/.test(word)).filter((_, at) => at % 211 === 7).slice(0, 12).map((word, at) => `${indexWords[at * 97 + 3]} ${word.slice(0, 4 + (at % 2))}`);

  /** The whole index's results cut to a first screenful (six pages), as `firstScreen` gives them; `typing`: as a reader typing sees them. */
  const firstScreenOf = (query: string, options: SearchOptions = {}) => shown({ ...whole.search(query, options), groups: whole.search(query, options).groups.slice(0, 6) });
  const held = { typing: true };

  it('fetches what the guessed keystrokes’ first screenfuls need while the reader types: typed next, those fetch nothing and answer as the whole index', async () => {
    const engine = shardedEngine();
    const differ: string[] = [];
    for (const query of typedQueries) {
      await engine.search(query);
      await engine.prefetchAfter(query);
      const prefix = query.split(' ').at(-1)!;
      for (const letter of nextLetters(prefix).letters) {
        const before = engine.store.fetched.length;
        const results = await engine.firstScreen(query + letter, held);
        if (engine.store.fetched.length !== before) differ.push(`${query + letter}: fetched ${engine.store.fetched.length - before}`);
        if (JSON.stringify(shown(results)) !== JSON.stringify(firstScreenOf(query + letter, held))) differ.push(`${query + letter}: results`);
      }
    }
    expect(typedQueries.length).toBe(12);
    expect(differ).toEqual([]);
  });

  it('fetches nothing but what those keystrokes’ first screenfuls, searched one by one as the reader types them, would fetch', async () => {
    const guessing = shardedEngine();
    const explicit = shardedEngine();
    for (const query of typedQueries) {
      await guessing.search(query);
      await guessing.prefetchAfter(query);
      await explicit.search(query);
      const { letters, whole: isWord } = nextLetters(query.split(' ').at(-1)!);
      for (const next of [...letters.map((letter) => query + letter), ...(isWord ? [`${query} `] : [])]) await explicit.firstScreen(next, held);
    }
    expect([...guessing.store.fetched].sort()).toEqual([...explicit.store.fetched].sort());
  });

  it('after a space guesses a new word’s four likeliest first letters, after its first letter two second letters, from the manifest', async () => {
    const manifest = JSON.parse(files.get(urls.index.slice(1))!) as ShardedIndexManifest;
    const ranges = indexShards(manifest).words;
    const firstLetters = likelyLettersOfRanges(ranges, '', 4);
    // The ranges rank about as the words do: the four letters start nearly as many of the index's words as the best four.
    const tally = new Map<string, number>();
    for (const word of indexWords) tally.set(word[0]!, (tally.get(word[0]!) ?? 0) + 1);
    const bestFour = [...tally.values()].sort((a, b) => b - a).slice(0, 4).reduce((sum, count) => sum + count, 0);
    expect(firstLetters).toHaveLength(4);
    expect(firstLetters.reduce((sum, letter) => sum + tally.get(letter)!, 0)).toBeGreaterThan(0.85 * bestFour);
    const guessing = shardedEngine();
    const explicit = shardedEngine();
    const query = `${typedQueries[0]!.split(' ')[0]} `;
    const typed = [query, ...firstLetters.map((letter) => query + letter)];
    const secondLetters = likelyLettersOfRanges(ranges, firstLetters[0]!, 2);
    expect(secondLetters).toHaveLength(2);
    for (const step of [query, typed[1]!]) {
      await guessing.search(step);
      await guessing.prefetchAfter(step);
    }
    for (const step of [query, typed[1]!]) await explicit.search(step);
    for (const step of [...typed.slice(1), ...secondLetters.map((letter) => typed[1]! + letter)]) await explicit.firstScreen(step, held);
    expect([...guessing.store.fetched].sort()).toEqual([...explicit.store.fetched].sort());
    // Typed next, a guessed letter fetches nothing and answers as the whole index.
    const before = guessing.store.fetched.length;
    const next = typed[1]! + secondLetters[1]!;
    expect(shown(await guessing.firstScreen(next, held))).toEqual(firstScreenOf(next, held));
    expect(guessing.store.fetched.length).toBe(before);
  });
});

describe('ShardedSearch: results kept for the page', () => {
  it('answers a query searched before without fetching or scoring again, and tries a failed one again', async () => {
    let failing = true;
    const read = async (url: string) => {
      if (failing && url.includes('/postings.')) throw new Error(`offline: ${url}`);
      return JSON.parse(files.get(url.slice(1)) ?? 'null') as unknown;
    };
    const engine = new ShardedSearch(JSON.parse(files.get(urls.documents.slice(1))!) as ShardedDocumentsManifest, JSON.parse(files.get(urls.index.slice(1))!) as ShardedIndexManifest, read);
    await expect(engine.search('portfolio')).rejects.toThrow('offline: ');
    failing = false;
    const results = await engine.search('portfolio');
    expect(shown(results)).toEqual(shown(whole.search('portfolio')));
    expect(await engine.search('portfolio')).toBe(results);
    expect(await engine.search('portfolio', { pages: 2 })).not.toBe(results);
  });
});

describe('ShardedSearch.searchFirstScreen: the first screenful of results before the rest of their pages', () => {
  /** An engine whose page shards come in one at a time, in the order asked for, as `release` lets them. */
  function gatedEngine() {
    const waiting: Array<() => void> = [];
    const read = async (url: string) => {
      if (url.includes('/documents.')) await new Promise<void>((resolve) => waiting.push(resolve));
      return JSON.parse(files.get(url.slice(1)) ?? 'null') as unknown;
    };
    const engine = new ShardedSearch(JSON.parse(files.get(urls.documents.slice(1))!) as ShardedDocumentsManifest, JSON.parse(files.get(urls.index.slice(1))!) as ShardedIndexManifest, read);
    return { engine, waiting };
  }

  const manyPages = seededQueries(60, 21).find((query) => new Set(whole.search(query).groups.map((group) => group.page.url)).size === 8)!;

  it('shows the first six pages’ results once their shards are in, while the others are on the way, then the whole index’s results', async () => {
    const { engine, waiting } = gatedEngine();
    let first: SearchResults | undefined;
    let releasedWhenShown = -1;
    let released = 0;
    let settled = false;
    const done = engine.searchFirstScreen(manyPages, (results) => {
      first = results;
      releasedWhenShown = released;
    });
    void done.then(() => (settled = true));
    while (!settled) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (waiting.length > released) waiting[released++]!();
    }
    expect(shown(first!)).toEqual(shown({ ...whole.search(manyPages), groups: whole.search(manyPages).groups.slice(0, 6) }));
    expect(releasedWhenShown).toBeGreaterThan(0);
    expect(releasedWhenShown).toBeLessThan(released);
    expect(shown(await done)).toEqual(shown(whole.search(manyPages)));
  });

  it('shows nothing early when the results fit a screenful or were kept', async () => {
    const { engine, waiting } = gatedEngine();
    const few = seededQueries(60, 21).find((query) => whole.search(query).groups.length === 5)!;
    const calls: string[] = [];
    const letIn = setInterval(() => waiting.splice(0).forEach((resolve) => resolve()), 1);
    try {
      await engine.searchFirstScreen(few, (results) => calls.push(results.query));
      await engine.searchFirstScreen(manyPages, (results) => calls.push(results.query));
      await engine.searchFirstScreen(manyPages, (results) => calls.push(`${results.query} again`));
    } finally {
      clearInterval(letIn);
    }
    expect(calls).toEqual([manyPages]);
  });
});

describe('ShardedSearch.searchFirstScreen with `wanted`: what a reader typing on no longer waits for', () => {
  const manyPages = seededQueries(60, 21).find((query) => new Set(whole.search(query).groups.map((group) => group.page.url)).size === 8)!;

  /** An engine that counts its reads by kind; `reads()` after a search says which kinds it fetched. */
  function countingEngine() {
    const urlsRead: string[] = [];
    const read = async (url: string) => {
      urlsRead.push(url);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return JSON.parse(files.get(url.slice(1)) ?? 'null') as unknown;
    };
    const engine = new ShardedSearch(JSON.parse(files.get(urls.documents.slice(1))!) as ShardedDocumentsManifest, JSON.parse(files.get(urls.index.slice(1))!) as ShardedIndexManifest, read);
    const kinds = () => [...new Set(urlsRead.map((url) => url.match(/shards\/(\w+)\./)![1]))].sort();
    return { engine, urlsRead, kinds };
  }

  it('stops before its next round of fetches once the reader typed on, and is searched anew when asked again', async () => {
    const { engine, urlsRead, kinds } = countingEngine();
    let wanted = true;
    const search = engine.searchFirstScreen(manyPages, () => undefined, () => wanted);
    // The first round (words, tails, likely postings) goes out at once; then the reader types on.
    wanted = false;
    await expect(search).rejects.toBeInstanceOf(SupersededSearch);
    expect(kinds()).not.toContain('documents');
    const fetchedBefore = urlsRead.length;
    wanted = true;
    let first: SearchResults | undefined;
    const again = await engine.searchFirstScreen(manyPages, (results) => (first = results), () => wanted);
    expect(urlsRead.length).toBeGreaterThan(fetchedBefore);
    expect(shown(first!)).toEqual(shown({ ...whole.search(manyPages), groups: whole.search(manyPages).groups.slice(0, 6) }));
    expect(shown(again)).toEqual(shown(whole.search(manyPages)));
  });

  it(`shows the first screenful, and fetches the rest of the pages only if the query is still wanted ${REST_OF_PAGES_MS} ms later`, async () => {
    const { engine, urlsRead } = countingEngine();
    const pagesRead = () => urlsRead.filter((url) => url.includes('/documents.')).length;
    let wanted = true;
    let shownAt = -1;
    const search = engine.searchFirstScreen(manyPages, () => (shownAt = pagesRead()), () => wanted);
    while (shownAt < 0) await new Promise((resolve) => setTimeout(resolve, 1));
    // The reader types on while the first screenful is shown: the other pages are never fetched.
    wanted = false;
    await expect(search).rejects.toBeInstanceOf(SupersededSearch);
    expect(pagesRead()).toBe(shownAt);
    const firstScreenShards = new Set(whole.search(manyPages).groups.slice(0, 6).map((group) => group.page.url)).size;
    expect(shownAt).toBeLessThanOrEqual(firstScreenShards);
    // Still wanted: after the wait, the whole list, with the other pages' shards.
    wanted = true;
    const results = await engine.searchFirstScreen(manyPages, () => undefined, () => wanted);
    expect(shown(results)).toEqual(shown(whole.search(manyPages)));
    expect(pagesRead()).toBeGreaterThan(shownAt);
  });

  const held = { typing: true };
  const firstScreenOf = (results: SearchResults) => shown({ ...results, groups: results.groups.slice(0, 6) });
  /** Queries whose last word is being typed, some with a typo: what a reader's keystrokes search. */
  const typedQueries = seededQueries(150).map((query) => query.trimEnd());
  const typosMatter = (query: string) => JSON.stringify(shown(whole.search(query))) !== JSON.stringify(shown(whole.search(query, held)));

  it(`searches the word being typed without its typos, and with them only if the query is still wanted ${REST_OF_PAGES_MS} ms later`, async () => {
    const typed = typedQueries.find((query) => whole.search(query, held).groups.length > 0 && typosMatter(query))!;
    const { engine, kinds } = countingEngine();
    let wanted = true;
    let first: SearchResults | undefined;
    let kindsWhenShown: Array<string | undefined> = [];
    let settled = false;
    const search = engine.searchFirstScreen(typed, (results) => ((first = results), (kindsWhenShown = kinds())), () => wanted);
    search.then(() => (settled = true), () => (settled = true));
    while (!first && !settled) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(shown(first!)).toEqual(firstScreenOf(whole.search(typed, held)));
    expect(kindsWhenShown).not.toContain('tails');
    // The reader types on: the typos are never looked for.
    wanted = false;
    await expect(search).rejects.toBeInstanceOf(SupersededSearch);
    expect(kinds()).not.toContain('tails');
    // The reader stops: after the wait, the whole index's results, typos included.
    wanted = true;
    expect(shown(await engine.searchFirstScreen(typed, () => undefined, () => wanted))).toEqual(shown(whole.search(typed)));
    expect(kinds()).toContain('tails');
  });

  it('searches a word being typed of one or two letters only once the reader stops: typed on, it fetches nothing', async () => {
    const word = typedQueries.map((query) => query.split(' ')[0]!).find((first) => first.length >= 4 && whole.search(`${first} `).groups.length > 0)!;
    const { engine, urlsRead } = countingEngine();
    await engine.search(`${word} `);
    const fetched = urlsRead.length;
    let wanted = true;
    let first: SearchResults | undefined;
    const search = engine.searchFirstScreen(`${word} pa`, (results) => (first = results), () => wanted);
    while (!first) await new Promise((resolve) => setTimeout(resolve, 1));
    // Meanwhile, the query's other words' results.
    expect(shown(first!)).toEqual(firstScreenOf(whole.search(`${word} `)));
    wanted = false;
    await expect(search).rejects.toBeInstanceOf(SupersededSearch);
    expect(urlsRead.length).toBe(fetched);
    wanted = true;
    expect(shown(await engine.searchFirstScreen(`${word} pa`, () => undefined, () => wanted))).toEqual(shown(whole.search(`${word} pa`)));
    expect(urlsRead.length).toBeGreaterThan(fetched);
  });

  it('shows no “no results” for a word being typed that only its typos find: its results come with them', async () => {
    const typed = typedQueries.find((query) => whole.search(query, held).groups.length === 0 && whole.search(query).groups.length > 0)!;
    const { engine } = countingEngine();
    const calls: SearchResults[] = [];
    const results = await engine.searchFirstScreen(typed, (first) => calls.push(first), () => true);
    expect(calls).toEqual([]);
    expect(shown(results)).toEqual(shown(whole.search(typed)));
  });

  it('searches input that came whole (a paste, a suggestion: `typed` false) with its typos at once, not after the wait', async () => {
    // A query of more than a screenful whose first screenful its last word's typos change.
    const firstScreenChanges = (query: string) => JSON.stringify(firstScreenOf(whole.search(query))) !== JSON.stringify(firstScreenOf(whole.search(query, held)));
    const pasted = typedQueries.find((query) => whole.search(query).groups.length > 6 && firstScreenChanges(query))!;
    const { engine, kinds } = countingEngine();
    let first: SearchResults | undefined;
    let kindsWhenShown: Array<string | undefined> = [];
    const results = await engine.searchFirstScreen(pasted, (shownFirst) => ((first = shownFirst), (kindsWhenShown = kinds())), () => true, false);
    expect(shown(results)).toEqual(shown(whole.search(pasted)));
    // The first screenful shown already has the typos: their shards came before it.
    expect(shown(first!)).toEqual(firstScreenOf(whole.search(pasted)));
    expect(kindsWhenShown).toContain('tails');
  });

  it('answers at once, as before, a query that fits a screenful and whose word being typed holds nothing back (the start of terms, not one)', async () => {
    const vocabulary = vocabularyOf(loadSearchIndex(index));
    const holds = (query: string) => expandQuery(query, vocabulary, new Analyzer(), { typing: true }).some((word) => word.held);
    const typed = typedQueries.find((query) => whole.search(query).groups.length > 0 && whole.search(query).groups.length <= 6 && !holds(query) && /\S{4,}$/.test(query))!;
    const { engine } = countingEngine();
    const started = performance.now();
    expect(shown(await engine.searchFirstScreen(typed, () => undefined, () => true))).toEqual(shown(whole.search(typed)));
    expect(performance.now() - started).toBeLessThan(REST_OF_PAGES_MS);
  });
});
