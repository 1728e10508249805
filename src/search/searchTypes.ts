/**
 * The two search files, as the build writes them and the browser reads them. Shared by
 * node and the browser: types only.
 */

/** Bumped whenever either file changes shape; the reader refuses other formats. */
export const SEARCH_FORMAT = 1;

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
 * The index file: a lunr index in a compact form. Terms are stored once, sorted; each
 * section's field vectors as delta-encoded term positions with weights ×100. The reader
 * rebuilds lunr's own serialised form and loads it with `lunr.Index.load`.
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
  /** Per section, per field: `[termDelta, weight×100, termDelta, weight×100, …]`. */
  vectors: number[][][];
}

/** The URLs of both files, as pages carry them on `<body>`. */
export interface SearchUrls {
  documents: string;
  index: string;
}
