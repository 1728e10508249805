/**
 * The search itself, the same in the browser and in the relevance tests: expand the query,
 * score and rank the sections, group them by page.
 */
import { Analyzer } from './analyze.js';
import { expandQuery } from './expandQuery.js';
import type { LoadedIndex } from './loadSearchIndex.js';
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
}

/** The section's URL: a spot inside it when a matched term is written there, else its heading. */
function urlOf(page: SearchPageEntry, entry: SearchSectionEntry, matched: string[]): string {
  const spot = entry.spots?.find(([term]) => matched.includes(term));
  const anchor = spot?.[1] ?? entry.anchor;
  return anchor ? `${page.url}#${anchor}` : page.url;
}

/** A search engine over the two loaded files. */
export class SearchEngine {
  readonly analyzer = new Analyzer();

  constructor(
    readonly documents: DocumentsFile,
    readonly index: LoadedIndex,
  ) {}

  /** Results for a query, grouped by page, best page first. */
  search(query: string, options: SearchOptions = {}): SearchResults {
    const words = expandQuery(query, this.index, this.analyzer);
    const { refs, scores, partial } = scoreSections(words, this.index);
    const groups = new Map<number, PageHit>();
    const maxPages = options.pages ?? 8;
    const perPage = options.sectionsPerPage ?? 3;
    let full = 0;
    for (const ref of refs) {
      const entry = this.documents.sections[ref];
      if (!entry) continue;
      let group = groups.get(entry.page);
      if (!group) {
        if (groups.size >= maxPages) continue;
        group = { page: this.documents.pages[entry.page]!, sections: [] };
        groups.set(entry.page, group);
      }
      if (group.sections.length >= perPage) continue;
      const matched = matchedTerms(words, this.index, ref);
      group.sections.push({ ref, entry, url: urlOf(group.page, entry, matched), matched, score: scores[ref]! });
      if (group.sections.length === perPage && ++full === maxPages) break;
    }
    return { query, groups: [...groups.values()], partial: partial && groups.size > 0 };
  }
}
