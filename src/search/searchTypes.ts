import type { Route } from '../types.js';

/**
 * The two search files, as the build writes them and the browser reads them. Shared by
 * node and the browser: types, constants and small pure helpers, no imports but types.
 */

/** Bumped whenever either file changes shape; the reader refuses other formats. */
export const SEARCH_FORMAT = 2;

/**
 * Weights are rounded to tenths once lunr's formula gives them (`termWeights.ts`): a tenth is
 * finer than BM25 can tell relevance apart. Kept from the files' earlier format, which
 * stored them so: results stay what they were.
 */
export const WEIGHT_SCALE = 10;

/** What kind of page a result comes from, shown as a badge and used to group. */
export type SearchPageType = 'doc' | 'api' | 'blog' | 'page';

/** The lunr fields, in index order, with their boosts: page title > section title > keywords > body. */
export const SEARCH_FIELDS = [
  { name: 'title', boost: 10 },
  { name: 'section', boost: 5 },
  { name: 'keywords', boost: 3 },
  { name: 'body', boost: 1 },
] as const;

/** One indexed page. Sections point at it, so its title and breadcrumb are stored once. */
export interface SearchPageEntry {
  /** Route without anchor, e.g. `/docs/api/Monk/14-buy-tokens`. */
  url: string;
  title: string;
  type: SearchPageType;
  /** Sidebar and category labels above the page, e.g. `["Developers", "0xMonk API reference"]`. */
  crumbs: string[];
}

/** One searchable section: the page's intro (no anchor) or the text under one h2/h3. */
export interface SearchSectionEntry {
  /** Index into `pages`. */
  page: number;
  /** Heading id without `#`; empty for the intro. */
  anchor: string;
  /** Heading text; the page title for the intro. */
  title: string;
  /** The first words of the section, plain text. */
  preview: string;
  /**
   * Finer anchors inside the section: `[term, id]` pairs where `term` (an index term, e.g. the
   * joined `takeprofit`) is written inside the element with that id (a parameter row, a schema
   * property). A result matched by such a term links there instead of to the heading.
   */
  spots?: Array<[string, string]>;
}

/** The document file: every section's route, titles, type, breadcrumb and preview. */
export interface DocumentsFile {
  format: typeof SEARCH_FORMAT;
  pages: SearchPageEntry[];
  /** Position = lunr ref. */
  sections: SearchSectionEntry[];
  /** Page titles offered when a search finds nothing. */
  suggestions: string[];
}

/**
 * What lunr's BM25 needs of the whole index besides a term's own postings: the number of
 * sections and, per field, the total length in terms over every section (lunr's average field
 * length times that number). Both files carry them, so a term's weights follow from its
 * postings alone (`termWeights.ts`), and an edit changes only the postings of its own terms.
 */
export interface IndexStats {
  /** Number of sections (lunr documents). */
  sectionCount: number;
  /** Per field, in `fields` order: the sum of every section's field length in terms. */
  totalLengths: number[];
}

/**
 * A term's postings, per field (in `fields` order): `[sectionDelta, tf, length, …]`, a triple
 * per section holding the term in that field, ascending: how far the section is from the
 * previous one (from 0 for the first), how often the term is in the field there, and the
 * field's length there in terms. Raw counts, not weights: lunr's weights depend on the whole
 * site (average field lengths, idf), and are worked out when the index is read.
 */
export type TermPostings = number[][];

/**
 * The index file: a lunr index (lunr's terms, fields and the counts its BM25 weighs) in a
 * compact form: terms stored once, sorted, each with its postings as raw counts.
 * `toLunrIndex` expands it into a `lunr.Index`; the engine weighs the postings as lunr does
 * (`loadSearchIndex`).
 */
export interface IndexFile extends IndexStats {
  format: typeof SEARCH_FORMAT;
  /** lunr version whose scoring this is. */
  lunr: string;
  fields: string[];
  /** Every index term, sorted. */
  terms: string[];
  /** Per term, the space-separated words that stem to it (`trading traded` for `trade`), for prefixes. */
  forms: string[];
  /** Per term (in `terms` order), its postings. */
  postings: TermPostings[];
  /** The language the terms are stemmed in (`SearchLanguage.code`: `fr`, or `none`); absent for English. */
  language?: string;
}

/** The URLs of both files, as pages carry them on `<body>`. */
export interface SearchUrls {
  documents: string;
  index: string;
  /**
   * On a site of several search scopes (one per docs version, `searchScopes.ts`), every
   * scope's files; `documents` and `index` are then the default scope's (the latest version).
   */
  scopes?: SearchScopeUrls[];
}

/**
 * One search scope's files, as pages list them in `data-search-scopes` (there with URLs
 * relative to the default scope's documents file).
 */
export interface SearchScopeUrls {
  /** The scope's folder under `search/`, e.g. `1.0`. */
  key: string;
  /** What the version filter shows, e.g. `1.0.x`. */
  label: string;
  /** The docs version of its pages, as the preferred version is stored. */
  version?: string;
  /** Searched when neither the page nor the reader names a version. */
  default?: true;
  documents: string;
  index: string;
}

/** Bytes of the two files together (uncompressed) above which the build shards the index (`search.shardAbove`). */
export const DEFAULT_SHARD_ABOVE = 500_000;

/** One shard as a search looks it up: the key its range starts at (`ShardList.keys`) and its URL. */
export interface ShardRef {
  first: string;
  url: string;
}

/**
 * The shards of one kind as an index manifest lists them. A 20,000-page site has some 15,000
 * index shards, so the list is kept small: no URL per shard, but per shard the shortest key
 * that tells it from the one before and a short hash of its contents, all in one string.
 * Shard `at` is `<shards><kind>.<keyHash(keys[at]) base 36>.<hashes' at-th SHARD_HASH characters>.json`
 * (`indexShardUrl`).
 */
export interface ShardList {
  /**
   * Per shard, where its range starts: the shortest prefix of its first key that sorts after
   * the previous shard's last key. A key between the two is in neither shard, so a lookup
   * may land in either and finds nothing, as it should.
   */
  keys: string[];
  /** Per shard, `SHARD_HASH` characters of its contents' hash, one after the other: a shard keeps its URL while its bytes do not change. */
  hashes: string;
}

/**
 * The index file of a sharded index, at the index file's URL: what a search needs to know
 * which shards its words touch. Every shard is a sorted range of keys, named by a hash of its
 * contents (immutable); `words` and `postings` by term (or word) spelling, `tails` by
 * the term spelled backwards, so typos in a word's first letters still find it.
 */
export interface ShardedIndexManifest extends IndexStats {
  format: typeof SEARCH_FORMAT;
  sharded: true;
  lunr: string;
  fields: string[];
  /** The folder URL of the shards, ending in `/`. */
  shards: string;
  /** `WordsShard`s: every term and every word that stems to one, sorted. */
  words: ShardList;
  /** `TailsShard`s: every term, those of `SHORT_TAIL` letters or fewer first, each class sorted by reversed spelling (keys are `tailKey`s). */
  tails: ShardList;
  /** `TailsShard`s too: the terms of `SHORTS_LIST` letters or fewer, sorted (typos in short words can change their middle letter). */
  shorts: ShardList;
  /** `PostingsShard`s: every term's postings, sorted by term; empty when `postingsTable` lists them. */
  postings: ShardList;
  /** On a large site, the postings shards' list in shards of its own: each a `ShardList` of a run of them (`POSTINGS_TABLE`). */
  postingsTable?: ShardList;
  /** As `IndexFile.language`. */
  language?: string;
}

/** A range of the sorted words: the index terms and the words that stem to them. */
export interface WordsShard {
  words: string[];
  /** Per word, the term it stems to; empty when the word is that term. */
  stems: string[];
}

/** A range of the index terms sorted by their reversed spelling (or, in `shorts`, the short terms sorted). */
export interface TailsShard {
  terms: string[];
  /**
   * On a large site, in a tails shard: the `tailpostings` shards (the postings of the terms of
   * `SHORT_TAIL` letters or fewer again, in this list's order) its short terms are in, as the
   * run of their list from the one holding its first short term.
   */
  postings?: ShardList;
}

/** A range of the sorted terms with their postings (`TermPostings`, raw counts). */
export interface PostingsShard {
  terms: string[];
  postings: TermPostings[];
}

/** The document file of a sharded index: suggestions, which page each section is on, and the page shards. */
export interface ShardedDocumentsManifest {
  format: typeof SEARCH_FORMAT;
  sharded: true;
  suggestions: string[];
  /** Sections of each page, in page order (sections are numbered page after page). */
  sectionsPerPage: number[];
  /** The folder URL of the shards, ending in `/`. */
  shards: string;
  /** Shards per hash in `groups`. */
  group: number;
  /** Pages of each page shard, in page order. */
  pagesPerShard: number[];
  /** Per group of `group` consecutive page shards, a hash of their contents: shard `at` is `<shards>documents.<groups[at / group]>.<at % group>.json` (`shardUrl`). */
  groups: string[];
}

/** Consecutive pages with their sections: `sections[0]` is section `firstSection`, on page `firstPage`. */
export interface DocumentsShard {
  firstPage: number;
  firstSection: number;
  pages: SearchPageEntry[];
  sections: SearchSectionEntry[];
}

/**
 * The page type, or undefined for pages search leaves out (blog lists, the not-found page).
 * Here, not beside the search builder: the main thread's page records ask it, and the
 * builder's modules (lunr) load only in the search thread.
 */
export function searchTypeOf(route: { kind: Route['kind']; generator?: string }): SearchPageType | 'category' | undefined {
  if (route.kind === 'generated') return route.generator === 'category' ? 'category' : undefined;
  return route.kind;
}
