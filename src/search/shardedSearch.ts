/**
 * Search over a sharded index (`shardSearchFiles`): the same expansion, scoring and grouping
 * as `SearchEngine`, fetching on the way only the shards a query needs, in three steps: the
 * words shards its words (their prefixes and typos) fall in, the postings of the terms they
 * expand to, the pages of the results shown. Fetched shards stay for the page's lifetime.
 */
import type lunr from 'lunr';
import { Analyzer } from './analyze.js';
import type { SearchLanguage } from './searchLanguage.js';
import { expandQuery, lowerBound, type ExpandedWord } from './expandQuery.js';
import { postingOfFields, type PostingIndex } from './loadSearchIndex.js';
import { scoreSections } from './scoreSections.js';
import { pageHitsOf, pickSections, type PickedPage, type SearchOptions, type SearchResults } from './searchEngine.js';
import { indexShards, pageShards, type IndexShards, type PageShardRef } from './shardLists.js';
import { ShardedVocabulary } from './shardedVocabulary.js';
import { TermWeigher } from './termWeights.js';
import { coveringShard, ShardStore, type FetchJson } from './shardStore.js';
import type { DocumentsShard, PostingsShard, SearchPageEntry, SearchSectionEntry, ShardedDocumentsManifest, ShardedIndexManifest } from './searchTypes.js';

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

/** A search engine over the two manifests of a sharded index, fetching shards with `fetchJson`. */
export class ShardedSearch {
  readonly analyzer: Analyzer;
  readonly store: ShardStore;
  /** Page of each section. */
  private readonly sectionPage: Int32Array;
  /** The postings of every term looked up so far. */
  private readonly postings: PostingIndex;
  private readonly tokenSets = new Map<string, lunr.TokenSet>();
  /** The manifests' shards as sorted ranges with URLs. */
  private readonly shards: IndexShards;
  private readonly pages: PageShardRef[];
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

  /** Results for a query, as `SearchEngine.search` gives them over the whole index. */
  async search(query: string, options: SearchOptions = {}): Promise<SearchResults> {
    const words = await this.expand(query);
    await this.loadPostings(words);
    const { refs, scores, partial } = scoreSections(words, this.postings);
    const picked = pickSections(refs, (ref) => (ref < this.sectionPage.length ? this.sectionPage[ref] : undefined), options);
    const shards = await this.loadPages(picked);
    const shardOf = (page: number) => shards.get(pageShardOf(this.pages, page))!;
    const page = (at: number): SearchPageEntry => shardOf(at).pages[at - shardOf(at).firstPage]!;
    const section = (ref: number): SearchSectionEntry => {
      const shard = shardOf(this.sectionPage[ref]!);
      return shard.sections[ref - shard.firstSection]!;
    };
    const groups = pageHitsOf({ picked, words, index: this.postings, scores, page, section });
    return { query, groups, partial: partial && groups.length > 0 };
  }

  /**
   * Expands the query, fetching the words and tails shards it looks in until none is missing.
   * With them come the postings shards of the terms found so far and of the query's own words
   * (most words typed are terms): fetched then, they cost no round trip of their own after.
   */
  private async expand(query: string): Promise<ExpandedWord[]> {
    for (;;) {
      const missing = new Set<string>();
      const words = expandQuery(query, new ShardedVocabulary(this.shards, this.store, missing, this.tokenSets), this.analyzer);
      if (missing.size === 0) return words;
      const likely = words.flatMap((expanded) => [...expanded.terms.keys(), ...expanded.word.terms.map(({ term }) => term)]);
      await this.store.load([...missing, ...this.postingsUrls(likely)]);
    }
  }

  /** The postings shards of `terms` whose postings are not unpacked yet. */
  private postingsUrls(terms: Iterable<string>): Set<string> {
    const urls = new Set<string>();
    for (const term of terms) {
      const url = this.postings.termIds.has(term) ? undefined : this.shards.postings[coveringShard(this.shards.postings, term)]?.url;
      if (url) urls.add(url);
    }
    return urls;
  }

  /** Fetches the postings shards of every term the words expanded to, and unpacks those terms. */
  private async loadPostings(words: ExpandedWord[]): Promise<void> {
    const terms = new Set(words.flatMap((word) => [...word.terms.keys()]).filter((term) => !this.postings.termIds.has(term)));
    const shardUrl = (term: string) => this.shards.postings[coveringShard(this.shards.postings, term)]?.url;
    await this.store.load(this.postingsUrls(terms));
    const fetched = new Set<string>();
    for (const term of terms) {
      const url = shardUrl(term);
      const shard = url ? this.store.get<PostingsShard>(url, fetched) : undefined;
      const at = shard ? lowerBound(shard.terms, term) : -1;
      if (shard?.terms[at] === term) this.postings.termIds.set(term, this.postings.postings.push(postingOfFields(shard.postings[at]!, this.weigher)) - 1);
    }
  }

  /** Fetches the page shards of the picked pages. */
  private async loadPages(picked: PickedPage[]): Promise<Map<number, DocumentsShard>> {
    const indexes = [...new Set(picked.map((group) => pageShardOf(this.pages, group.page)))];
    await this.store.load(indexes.map((at) => this.pages[at]!.url));
    const missing = new Set<string>();
    return new Map(indexes.map((at) => [at, this.store.get<DocumentsShard>(this.pages[at]!.url, missing)!]));
  }
}
