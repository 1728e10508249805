import type { SiteConfig } from '../types.js';
import { Analyzer } from './analyze.js';
import { buildSearchDocs, type SearchDocs, type SearchInput } from './buildSearchDocs.js';
import { searchUrlsOf } from './searchInput.js';
import { SEARCH_FORMAT, type DocumentsFile, type IndexFile, type SearchUrls } from './searchTypes.js';

export { searchDataOf, searchInputOf, searchPageOf, searchUrlsFor, searchUrlsOf } from './searchInput.js';

/** The two search files and their URLs. */
export interface SearchFiles {
  /** Output path (no leading slash) → contents. */
  files: Map<string, string>;
  urls: SearchUrls;
  /** Counts for the build summary and the benchmark. */
  stats: { pages: number; sections: number; terms: number };
}

/** Splits pages into sections, indexes them with lunr, and makes the document file and the index file under `search/`. */
export function buildSearchFiles(input: SearchInput, config: SiteConfig, urls: SearchUrls = searchUrlsOf(input, config)): SearchFiles {
  const analyzer = new Analyzer();
  return searchFilesOf(buildSearchDocs(input, config, analyzer), urls);
}

/** Both files from split pages and their index. */
export function searchFilesOf({ index, ...docs }: SearchDocs & { index: IndexFile }, urls: SearchUrls): SearchFiles {
  const documentsFile: DocumentsFile = {
    format: SEARCH_FORMAT,
    pages: docs.pages,
    sections: docs.sections,
    suggestions: docs.suggestions,
  };
  return {
    files: new Map([
      [urls.documents.slice(1), JSON.stringify(documentsFile)],
      [urls.index.slice(1), JSON.stringify(index)],
    ]),
    urls,
    stats: { pages: docs.pages.length, sections: docs.sections.length, terms: index.terms.length },
  };
}
