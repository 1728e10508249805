import { Analyzer } from '../../../src/search/analyze.js';
import type { IndexedSection } from '../../../src/search/buildSearchDocs.js';
import { buildSearchIndex } from '../../../src/search/buildSearchIndex.js';
import { loadSearchIndex } from '../../../src/search/loadSearchIndex.js';
import { SearchEngine } from '../../../src/search/searchEngine.js';
import type { SearchLanguage } from '../../../src/search/searchLanguage.js';
import { SEARCH_FORMAT, type SearchPageEntry } from '../../../src/search/searchTypes.js';

/** A page of a test corpus: its sections as `[anchor, title, body]`, the first being the intro. */
export interface TestPage {
  url: string;
  title: string;
  type?: SearchPageEntry['type'];
  keywords?: string;
  sections: Array<[anchor: string, title: string, body: string, spots?: Array<[string, string]>]>;
}

/** Builds the index of a small corpus, round-trips it through JSON like the browser, and returns the engine. */
export function engineOf(pages: TestPage[], language?: SearchLanguage): SearchEngine {
  const analyzer = new Analyzer(language);
  const sections: IndexedSection[] = pages.flatMap((page, pageIndex) =>
    page.sections.map(([anchor, title, body, spots], at) => ({
      page: pageIndex,
      anchor,
      title,
      preview: body.slice(0, 150),
      pageTitle: page.title,
      keywords: at === 0 ? (page.keywords ?? '') : '',
      body,
      ...(spots ? { spots } : {}),
    })),
  );
  const index = JSON.parse(JSON.stringify(buildSearchIndex(sections, analyzer)));
  const documents = {
    format: SEARCH_FORMAT,
    pages: pages.map((page) => ({ url: page.url, title: page.title, type: page.type ?? 'doc', crumbs: [] })),
    sections: sections.map(({ pageTitle: _t, keywords: _k, body: _b, ...entry }) => entry),
    suggestions: [],
  } as const;
  return new SearchEngine(JSON.parse(JSON.stringify(documents)), loadSearchIndex(index), language);
}

/** Page URLs of the results, best first. */
export const pagesFound = (engine: SearchEngine, query: string) => engine.search(query).groups.map((group) => group.page.url);
