/**
 * Search over a sharded index (`shardSearchFiles`): the same expansion, scoring and grouping
 * as `SearchEngine`, fetching on the way only the shards a query needs, in three steps: the
 * words shards its words (their prefixes and typos) fall in, the postings of the terms they
 * expand to, the pages of the results shown (those of the first screenful the query's own
 * words already rank go out with the postings: mostly two round trips, not three). While the
 * reader types, a query typed past stops fetching, and the word being typed is searched without
 * its typos (and its prefixes below four letters, not at all below three) until the reader
 * stops. Fetched shards stay for the page's lifetime, and
 * so do the last results (the files never change under a page); `prefetchAfter` searches the
 * likely next keystrokes in the background, so that a later keystroke seldom waits for a fetch.
 */
import type lunr from 'lunr';
import { Analyzer } from './analyze.js';
import type { SearchLanguage } from './searchLanguage.js';
import { expandQuery, lowerBound, MAX_QUERY_WORDS, type ExpandedWord } from './expandQuery.js';
import { postingOfFields, type PostingIndex } from './loadSearchIndex.js';
import { scoreSections } from './scoreSections.js';
import { pageHitsOf, pickSections, type PickedPage, type SearchOptions, type SearchResults } from './searchEngine.js';
import { indexShards, pageShards, postingsRefsFor, type IndexShards, type PageShardRef } from './shardLists.js';
import { ShardedVocabulary } from './shardedVocabulary.js';
import { likelyLettersOfRanges, likelyNextLetters } from './nextKeystrokes.js';
import { TermWeigher } from './termWeights.js';
import { coveringShard, ShardStore, type FetchJson } from './shardStore.js';
import type { DocumentsShard, PostingsShard, SearchPageEntry, SearchSectionEntry, ShardedDocumentsManifest, ShardedIndexManifest, ShardList } from './searchTypes.js';

/** The last page shard starting at or before `page`. */
function pageShardOf(shards: PageShardRef[], page: number): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (shards[middle]!.firstPage <= page) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Result pages a first screenful shows, whose page shards are fetched before the others
 * (`searchFirstScreen`): the dialog shows 3 page groups at 1280×720, 4 on a 390×844 phone, 6
 * at 1920×1080 (the bench's 5,000-page corpus). Six page shards are also what a browser asks
 * for at once from an HTTP/1.1 host (six connections): a query of eight result pages, in eight
 * page shards, shows its first six after one wave of answers, not two.
 */
const FIRST_SCREEN_PAGES = 6;

/** A query expanded and scored: what its results are made of, before their pages are fetched. */
interface RankedQuery {
  query: string;
  words: ExpandedWord[];
  /** Sections found, best first. */
  refs: number[];
  scores: Float64Array;
  partial: boolean;
}

/** Results kept (searched or prefetched): a word typed letter by letter and back again, with room for the guesses. */
const MAX_KEPT_RESULTS = 48;

/**
 * Next letters guessed per keystroke. Each guess fetches what that keystroke would (its typo
 * tails, the postings of its new terms, its results' pages). Counted at 5,000 pages
 * (bench/laterKeystrokesOffline.mjs): two guesses leave 11 of 65 letters inside a word
 * waiting for a fetch, not 45, for 10 KB gzip more per keystroke (14 → 24); a third
 * leaves 7 for 3 KB more: diminishing returns, left out.
 */
const NEXT_LETTERS = 2;

/**
 * Below this many letters the next letter is guessed from the manifest's words ranges
 * (`likelyLettersOfRanges`), not from the words fetched: a word's first letter's words run
 * over many shards, of which the page has the first few (a biased sample).
 */
const MIN_GUESSED_PREFIX = 2;

/** First letters guessed after a space (a new word), by how many of the index's words start with each. */
/**
 * First letters guessed after a space (a new word), by how many of the index's words start
 * with each. Counted over the bench's queries (bench/laterKeystrokesOffline.mjs at 1,000,
 * 5,000 and 20,000 pages), four leave 8/12, 5/11 and 6/12 of the first letters waiting for a
 * fetch (11/12, 5/11 and 8/12 with two; all but one with none); with the second letters'
 * guesses, a keystroke fetches 8, 12 and 22 KB gzip more in the background.
 */
const NEW_WORD_LETTERS = 4;

/** Kept results' key: the limits and the query. */
const resultsKey = (query: string, options: SearchOptions) => `${options.pages ?? ''} ${options.sectionsPerPage ?? ''} ${options.typing ? 'held' : ''} ${query}`;

/**
 * How long the pages past a first screenful wait for the reader to stop typing, once the
 * first screenful is shown: a reader types a key every 150–300 ms, and each keystroke's whole
 * list would fetch page shards no one sees (most of a typed query's bytes at 5,000 pages).
 */
export const REST_OF_PAGES_MS = 250;

/** A search given up because the reader typed on (`ShardedSearch.search`'s `wanted`). */
export class SupersededSearch extends Error {
  constructor(query: string) {
    super(`search for “${query}” superseded`);
  }
}

/** How a search runs: its first screenful to `shown`; stopped when no longer `wanted`; or only as far as its first screenful (a guess). */
interface SearchRun {
  shown?: (first: SearchResults) => void;
  wanted?: () => boolean;
  firstScreenOnly?: boolean;
}

/** A search engine over the two manifests of a sharded index, fetching shards with `fetchJson`. */
export class ShardedSearch {
  readonly analyzer: Analyzer;
  readonly store: ShardStore;
  /** Page of each section. */
  private readonly sectionPage: Int32Array;
  /** The postings of every term looked up so far. */
  private readonly postings: PostingIndex;
  private readonly tokenSets = new Map<string, lunr.TokenSet>();
  /** Terms whose postings are fetched from a `tailpostings` shard, by its URL (`ShardedVocabulary`'s `tailPostings`). */
  private readonly tailPostings = new Map<string, string>();
  /** The manifests' shards as sorted ranges with URLs. */
  private readonly shards: IndexShards;
  private readonly pages: PageShardRef[];
  /** Results by limits and query, running or done, oldest first. */
  private readonly results = new Map<string, Promise<SearchResults>>();
  /** lunr's weights from the postings' counts and the manifest's site-wide numbers. */
  private readonly weigher: TermWeigher;

  constructor(
    readonly documents: ShardedDocumentsManifest,
    readonly manifest: ShardedIndexManifest,
    fetchJson: FetchJson,
    /** The one the index was built in (its manifest's `language`), English without. */
    language?: SearchLanguage,
  ) {
    this.analyzer = new Analyzer(language);
    this.store = new ShardStore(fetchJson);
    this.shards = indexShards(manifest);
    this.pages = pageShards(documents);
    this.sectionPage = new Int32Array(manifest.sectionCount);
    let section = 0;
    documents.sectionsPerPage.forEach((count, page) => this.sectionPage.fill(page, section, (section += count)));
    this.postings = { termIds: new Map(), postings: [], sectionCount: manifest.sectionCount };
    this.weigher = new TermWeigher(manifest);
  }

  /** Page titles offered when a search finds nothing. */
  get suggestions(): string[] {
    return this.documents.suggestions;
  }

  /**
   * Results for a query, as `SearchEngine.search` gives them over the whole index; the same
   * query again shares them. With `wanted` (the dialog: whether the input still holds the
   * query), a search the reader typed past stops before its next round of fetches, and the
   * pages past the first screenful wait `REST_OF_PAGES_MS` for the reader to stop typing:
   * the promise then fails with `SupersededSearch`, and the query is searched anew if asked again.
   * So does what the word being typed holds back (`SearchOptions.typing`): its typos, its
   * prefixes below four letters, the word itself below three; the first screenful shown before
   * is the query's without them, and the results are the whole index's, with them.
   */
  search(query: string, options: SearchOptions = {}, shown?: (first: SearchResults) => void, wanted?: () => boolean): Promise<SearchResults> {
    const key = resultsKey(query, options);
    const kept = this.results.get(key);
    // Moved to the end: the oldest kept are dropped first.
    this.results.delete(key);
    const results = kept ?? this.searchShards(query, options, { shown, wanted });
    this.results.set(key, results);
    if (this.results.size > MAX_KEPT_RESULTS) this.results.delete(this.results.keys().next().value!);
    // A failed (or superseded) search is tried again by the next search of the query.
    results.catch(() => this.results.get(key) === results && this.results.delete(key));
    return results;
  }

  /**
   * Searches, in the background, the queries the reader most likely types next after `query`:
   * the last word (being typed) with each of the `NEXT_LETTERS` letters most of the index's
   * words that start with it go on with, and with a space when it is a word itself; after a
   * space, a new word's `NEW_WORD_LETTERS` likeliest first letters. Their fetches and results
   * are kept, so the keystroke that was guessed finds its shards, or its results, here.
   * Nothing beyond one keystroke ahead. Resolves when they are in; a failure is left to the
   * real search to report.
   */
  async prefetchAfter(query: string): Promise<void> {
    // A guess fetches what its first screenful needs; its results are not kept: typed, it is searched from the shards here.
    const guesses = this.likelyNext(query).filter((next) => !this.results.has(resultsKey(next, {})));
    // As that keystroke is first searched while the reader types: without what the word being typed holds back.
    await Promise.all(guesses.map((next) => this.firstScreen(next, { typing: true }).catch(() => undefined)));
  }

  /** The results of the first `FIRST_SCREEN_PAGES` pages a query finds, fetching only what they need; not kept (a guess's part). */
  firstScreen(query: string, options: Pick<SearchOptions, 'typing'> = {}): Promise<SearchResults> {
    return this.searchShards(query, options, { firstScreenOnly: true });
  }

  /** The guesses of `prefetchAfter`, from the words shards the page holds or, for a word's first two letters, the manifest's ranges. */
  private likelyNext(query: string): string[] {
    if (query.length >= 200) return [];
    const words = this.analyzer.analyzeText(query);
    const guessed = (letters: string[]) => letters.map((letter) => query + letter);
    // After a space, a new word: past the words a query keeps, it would change nothing.
    if (/\s$/.test(query)) return words.length > 0 && words.length < MAX_QUERY_WORDS ? guessed(likelyLettersOfRanges(this.shards.words, '', NEW_WORD_LETTERS)) : [];
    const last = words.at(-1);
    // Past the words a query keeps, another letter changes nothing.
    if (!last || words.length > MAX_QUERY_WORDS || last.end !== query.length) return [];
    if ([...last.surface].length < MIN_GUESSED_PREFIX) return guessed(likelyLettersOfRanges(this.shards.words, last.surface, NEXT_LETTERS));
    const { letters, whole } = likelyNextLetters(this.shards.words, this.store, last.surface, NEXT_LETTERS);
    return [...guessed(letters), ...(whole ? [`${query} `] : [])];
  }

  /**
   * `search`, and once the pages of the first `FIRST_SCREEN_PAGES` results are in (their page
   * shards are fetched first), those results alone to `shown`, when there are more to come:
   * the dialog paints them while the rest of the page shards come in (with `wanted`, once
   * the reader has stopped typing: see `search`). Not called when the query's results were
   * kept, or when the whole results are in first. `typed`: false for input that came whole (a
   * paste, a suggestion, the not-found page's query), searched at once with what the word being
   * typed would hold back (`SearchOptions.typing`): a pasted typo waited 250 ms for its typos.
   */
  searchFirstScreen(query: string, shown: (first: SearchResults) => void, wanted?: () => boolean, typed = true): Promise<SearchResults> {
    return this.search(query, typed ? {} : { typing: false }, shown, wanted);
  }

  /**
   * Expands the query (with `typing`, as searched while the reader types), fetches its
   * terms' postings (and meanwhile the pages of its likely first screenful) and scores it.
   */
  private async rank(query: string, options: SearchOptions, goOn: () => void, typing: boolean): Promise<RankedQuery> {
    const words = await this.expand(query, goOn, typing);
    goOn();
    await this.loadPostings(words, () => this.fetchLikelyPages(words, options));
    goOn();
    return { query, words, ...scoreSections(words, this.postings) };
  }

  private async searchShards(query: string, options: SearchOptions, run: SearchRun): Promise<SearchResults> {
    const { shown, wanted } = run;
    const goOn = () => {
      if (wanted && !wanted()) throw new SupersededSearch(query);
    };
    // While the reader types (`wanted`), what the word being typed holds back is searched once the reader stops.
    let ranked = await this.rank(query, options, goOn, options.typing ?? Boolean(wanted));
    let picked = this.pick(ranked.refs, options);
    const first = picked.slice(0, FIRST_SCREEN_PAGES);
    const held = !options.typing && ranked.words.some((word) => word.held);
    if ((first.length < picked.length || held) && (wanted || run.firstScreenOnly)) {
      // Its pages first, shown; the rest (and what was held back) once the reader has stopped typing (or never, for a guess).
      const shards = await this.loadPages(first);
      const firstResults = this.resultsOf(ranked, first, shards);
      if (run.firstScreenOnly) return firstResults;
      goOn();
      // Nothing found without what was held back: not shown as no results, but once searched with it.
      if (first.length > 0) shown?.(firstResults);
      await new Promise((resolve) => setTimeout(resolve, REST_OF_PAGES_MS));
      goOn();
      if (held) {
        ranked = await this.rank(query, options, goOn, false);
        picked = this.pick(ranked.refs, options);
      }
    } else if (shown && first.length < picked.length) {
      // Asked for before the others, so that their fetches go out first.
      let done = false;
      this.loadPages(first).then(
        (shards) => done || shown(this.resultsOf(ranked, first, shards)),
        () => undefined,
      );
      const results = this.resultsOf(ranked, picked, await this.loadPages(picked));
      done = true;
      return results;
    }
    return this.resultsOf(ranked, picked, await this.loadPages(picked));
  }

  /** The results of `picked` (some of a ranked query's pages), their page shards in `shards`. */
  private resultsOf(ranked: RankedQuery, picked: PickedPage[], shards: Map<number, DocumentsShard>): SearchResults {
    const shardOf = (page: number) => shards.get(pageShardOf(this.pages, page))!;
    const page = (at: number): SearchPageEntry => shardOf(at).pages[at - shardOf(at).firstPage]!;
    const section = (ref: number): SearchSectionEntry => {
      const shard = shardOf(this.sectionPage[ref]!);
      return shard.sections[ref - shard.firstSection]!;
    };
    const groups = pageHitsOf({ picked, words: ranked.words, index: this.postings, scores: ranked.scores, page, section });
    return { query: ranked.query, groups, partial: ranked.partial && groups.length > 0 };
  }

  /**
   * Expands the query, fetching the words and tails shards it looks in until none is missing.
   * With them come the postings shards of the terms found so far and of the query's own words
   * (most words typed are terms): fetched then, they cost no round trip of their own after.
   */
  private async expand(query: string, goOn: () => void, typing = false): Promise<ExpandedWord[]> {
    for (;;) {
      goOn();
      const missing = new Set<string>();
      const words = expandQuery(query, new ShardedVocabulary(this.shards, this.store, missing, this.tokenSets, this.tailPostings), this.analyzer, { typing });
      if (missing.size === 0) return words;
      const likely = words.flatMap((expanded) => [...expanded.terms.keys(), ...expanded.word.terms.map(({ term }) => term)]);
      await this.store.load([...missing, ...this.postingsUrls(likely)]);
    }
  }

  /**
   * The postings shard whose range holds `term`; on a large site, once its postings table shard
   * is here (until then undefined, and the table's URL noted in `missing`), or the `tailpostings`
   * shard a typo found it beside (`tailPostings`).
   */
  private postingsUrlOf(term: string, missing = new Set<string>()): string | undefined {
    const beside = this.tailPostings.get(term);
    if (beside) return beside;
    const refs = postingsRefsFor(this.shards, term, (url) => this.store.get<ShardList>(url, missing));
    return refs?.[coveringShard(refs, term)]?.url;
  }

  /** Ranked sections grouped by page, as the dialog lists them (`pickSections`). */
  private pick(refs: number[], options: SearchOptions): PickedPage[] {
    return pickSections(refs, (ref) => (ref < this.sectionPage.length ? this.sectionPage[ref] : undefined), options);
  }

  /** The postings shards of `terms` whose postings are not unpacked yet (or the postings table shards that name them). */
  private postingsUrls(terms: Iterable<string>): Set<string> {
    const urls = new Set<string>();
    for (const term of terms) {
      const url = this.postings.termIds.has(term) ? undefined : this.postingsUrlOf(term, urls);
      if (url) urls.add(url);
    }
    return urls;
  }

  /**
   * Fetches the postings shards of every term the words expanded to (after their postings
   * table shards, on a large site), and unpacks those terms. While shards are on the way,
   * `meanwhile` runs over the postings already unpacked.
   */
  private async loadPostings(words: ExpandedWord[], meanwhile: () => void): Promise<void> {
    const terms = new Set(words.flatMap((word) => [...word.terms.keys()]).filter((term) => !this.postings.termIds.has(term)));
    for (;;) {
      this.unpack(terms);
      const pending = new Set<string>();
      for (const url of this.postingsUrls(terms)) this.store.get(url, pending);
      if (pending.size === 0) return;
      const loading = this.store.load(pending);
      meanwhile();
      await loading;
    }
  }

  /** Unpacks the postings of those of `terms` whose shards are here (a term no shard holds stays out). */
  private unpack(terms: Iterable<string>): void {
    const absent = new Set<string>();
    for (const term of terms) {
      if (this.postings.termIds.has(term)) continue;
      const url = this.postingsUrlOf(term);
      const shard = url ? this.store.get<PostingsShard>(url, absent) : undefined;
      // A `tailpostings` shard's terms are in the tails list's order, not sorted.
      const sorted = shard ? lowerBound(shard.terms, term) : -1;
      const at = shard?.terms[sorted] === term ? sorted : (shard?.terms.indexOf(term) ?? -1);
      if (shard && at >= 0) this.postings.termIds.set(term, this.postings.postings.push(postingOfFields(shard.postings[at]!, this.weigher)) - 1);
    }
  }

  /**
   * Asks for the page shards of the first screenful the postings here already rank (the query's
   * own words' postings, which came with its words shards), beside the postings still on the
   * way: when the whole ranking's first screenful is the same, as it mostly is (exact matches
   * rank above prefixes and typos), its pages are in when the postings are, a round trip saved.
   */
  private fetchLikelyPages(words: ExpandedWord[], options: SearchOptions): void {
    const { refs } = scoreSections(words, this.postings);
    const likely = this.pick(refs, options).slice(0, FIRST_SCREEN_PAGES);
    if (likely.length > 0) this.loadPages(likely).catch(() => undefined);
  }

  /** Fetches the page shards of the picked pages. */
  private async loadPages(picked: PickedPage[]): Promise<Map<number, DocumentsShard>> {
    const indexes = [...new Set(picked.map((group) => pageShardOf(this.pages, group.page)))];
    await this.store.load(indexes.map((at) => this.pages[at]!.url));
    const missing = new Set<string>();
    return new Map(indexes.map((at) => [at, this.store.get<DocumentsShard>(this.pages[at]!.url, missing)!]));
  }
}
