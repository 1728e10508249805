/**
 * The search itself, the same in the browser and in the relevance tests: expand the query,
 * score and rank the sections, group them by page.
 */
import { Analyzer } from './analyze.js';
import type { SearchLanguage } from './searchLanguage.js';
import { expandQuery, vocabularyOf, type ExpandedWord, type Vocabulary } from './expandQuery.js';
import type { LoadedIndex, PostingIndex } from './loadSearchIndex.js';
import { matchedTerms, scoreSections } from './scoreSections.js';
import type { DocumentsFile, SearchPageEntry, SearchSectionEntry } from './searchTypes.js';

/** One matching section. */
export interface SectionHit {
  /** Position in the documents file. */
  ref: number;
  entry: SearchSectionEntry;
  /** Route with the anchor of the section, or of the exact spot a term matched. */
  url: string;
  /** The index terms that matched, for highlighting. */
  matched: string[];
  score: number;
}

/** A page with its matching sections, best first. */
export interface PageHit {
  page: SearchPageEntry;
  sections: SectionHit[];
}

/** What one query found. */
export interface SearchResults {
  query: string;
  groups: PageHit[];
  /** Not every word matched anywhere: these are the closest results. */
  partial: boolean;
}

/** Limits of one result list. */
export interface SearchOptions {
  /** Pages at most (default 8). */
  pages?: number;
  /** Sections per page at most (default 3). */
  sectionsPerPage?: number;
  /** The query as searched while keys keep coming (`ExpandOptions.typing`): what a sharded index shows until the reader stops. */
  typing?: boolean;
}

/** The section's URL: a spot inside it when a matched term is written there, else its heading. */
function urlOf(page: SearchPageEntry, entry: SearchSectionEntry, matched: string[]): string {
  const spot = entry.spots?.find(([term]) => matched.includes(term));
  const anchor = spot?.[1] ?? entry.anchor;
  return anchor ? `${page.url}#${anchor}` : page.url;
}

/** A page of the result list and its sections, by number, before their entries are looked up. */
export interface PickedPage {
  page: number;
  refs: number[];
}

/** The ranked sections a result list shows, grouped by page (`pageOf`), best page first, within the limits. */
export function pickSections(refs: number[], pageOf: (ref: number) => number | undefined, options: SearchOptions = {}): PickedPage[] {
  const groups = new Map<number, PickedPage>();
  const maxPages = options.pages ?? 8;
  const perPage = options.sectionsPerPage ?? 3;
  let full = 0;
  for (const ref of refs) {
    const page = pageOf(ref);
    if (page === undefined) continue;
    let group = groups.get(page);
    if (!group) {
      if (groups.size >= maxPages) continue;
      group = { page, refs: [] };
      groups.set(page, group);
    }
    if (group.refs.length >= perPage) continue;
    group.refs.push(ref);
    if (group.refs.length === perPage && ++full === maxPages) break;
  }
  return [...groups.values()];
}

/** What a result list is made of once its sections are picked: the entries, the words and the scores. */
export interface ResultParts {
  picked: PickedPage[];
  words: ExpandedWord[];
  index: PostingIndex;
  scores: Float64Array;
  page(page: number): SearchPageEntry;
  section(ref: number): SearchSectionEntry;
}

/** The picked sections as page hits, each linked to its heading or the spot a term matched. */
export function pageHitsOf({ picked, words, index, scores, page, section }: ResultParts): PageHit[] {
  return picked.map((group) => {
    const entry = page(group.page);
    return {
      page: entry,
      sections: group.refs.map((ref) => {
        const matched = matchedTerms(words, index, ref);
        return { ref, entry: section(ref), url: urlOf(entry, section(ref), matched), matched, score: scores[ref]! };
      }),
    };
  });
}

/** A search engine over the two loaded files. */
export class SearchEngine {
  readonly analyzer: Analyzer;
  private readonly vocabulary: Vocabulary;

  /** `language`: the one the index was built in (its file's `language`), English without. */
  constructor(
    readonly documents: DocumentsFile,
    readonly index: LoadedIndex,
    language?: SearchLanguage,
  ) {
    this.analyzer = new Analyzer(language);
    this.vocabulary = vocabularyOf(index);
  }

  /** Page titles offered when a search finds nothing. */
  get suggestions(): string[] {
    return this.documents.suggestions;
  }

  /** Results for a query, grouped by page, best page first. */
  search(query: string, options: SearchOptions = {}): SearchResults {
    const words = expandQuery(query, this.vocabulary, this.analyzer, { typing: options.typing });
    const { refs, scores, partial } = scoreSections(words, this.index);
    const { sections, pages } = this.documents;
    const picked = pickSections(refs, (ref) => sections[ref]?.page, options);
    const groups = pageHitsOf({ picked, words, index: this.index, scores, page: (page) => pages[page]!, section: (ref) => sections[ref]! });
    return { query, groups, partial: partial && groups.length > 0 };
  }
}
