/**
 * The two search files, as the build writes them and the browser reads them. Shared by
 * node and the browser: types only.
 */

/** Bumped whenever either file changes shape; the reader refuses other formats. */
export const SEARCH_FORMAT = 1;

/**
 * Weights are stored as integers in tenths: a tenth is finer than BM25 can tell relevance
 * apart, and it makes the index file a third smaller gzipped than lunr's thousandths.
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
 * The index file: a lunr index (lunr's terms, fields, boosts and BM25 field vectors) in a
 * compact form. Terms are stored once, sorted; each section's field vectors as delta-encoded
 * term positions with weights in tenths (`WEIGHT_SCALE`). `toLunrIndex` expands it into a `lunr.Index`; the engine
 * unpacks it into posting lists (`loadSearchIndex`).
 */
export interface IndexFile {
  format: typeof SEARCH_FORMAT;
  /** lunr version that built it. */
  lunr: string;
  fields: string[];
  /** Every index term, sorted. */
  terms: string[];
  /** Per term, the space-separated words that stem to it (`trading traded` for `trade`), for prefixes. */
  forms: string[];
  /** Per section, per field: `[termDelta, weight × WEIGHT_SCALE, termDelta, weight × WEIGHT_SCALE, …]`. */
  vectors: number[][][];
}

/** The URLs of both files, as pages carry them on `<body>`. */
export interface SearchUrls {
  documents: string;
  index: string;
}
