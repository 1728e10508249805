import type { SiteConfig } from '../types.js';
import { Analyzer } from './analyze.js';
import { buildSearchDocs, type SearchDocs, type SearchInput } from './buildSearchDocs.js';
import { searchUrlsOf } from './searchInput.js';
import { shardSearchFiles } from './shardSearchFiles.js';
import { SEARCH_FORMAT, type DocumentsFile, type IndexFile, type SearchUrls } from './searchTypes.js';
import { rootRelativeWithBase } from '../shared/baseUrl.js';

export { searchDataOf, searchInputOf, searchPageOf, searchUrlsFor, searchUrlsOf } from './searchInput.js';

/** The two search files and their URLs. */
export interface SearchFiles {
  /** Output path (no leading slash) → contents. */
  files: Map<string, string>;
  urls: SearchUrls;
  /** Counts for the build summary and the benchmark; `shards`: files besides the two (0: not sharded). */
  stats: { pages: number; sections: number; terms: number; shards: number };
}

/** Splits pages into sections, indexes them with lunr, and makes the document file and the index file under `search/`. */
export function buildSearchFiles(input: SearchInput, config: SiteConfig, urls: SearchUrls = searchUrlsOf(input, config)): SearchFiles {
  const analyzer = new Analyzer();
  return searchFilesOf(buildSearchDocs(input, config, analyzer), urls, config.search.shardAbove, config.baseUrl);
}

/**
 * Both files from split pages and their index; when they come to more than `shardAbove`
 * bytes, their sharded form instead (`shardSearchFiles`): the same URLs, then manifests.
 * Pages and shards are named by the URL the browser follows, with the site's `base`.
 */
export function searchFilesOf({ index, ...docs }: SearchDocs & { index: IndexFile }, urls: SearchUrls, shardAbove = Infinity, base = '/'): SearchFiles {
  const documentsFile: DocumentsFile = {
    format: SEARCH_FORMAT,
    pages: base === '/' ? docs.pages : docs.pages.map((page) => ({ ...page, url: rootRelativeWithBase(base, page.url) })),
    sections: docs.sections,
    suggestions: docs.suggestions,
  };
  const whole = new Map([
    [urls.documents.slice(1), JSON.stringify(documentsFile)],
    [urls.index.slice(1), JSON.stringify(index)],
  ]);
  const bytes = [...whole.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const files = bytes > shardAbove ? shardSearchFiles(documentsFile, index, urls, undefined, base) : whole;
  return { files, urls, stats: { pages: docs.pages.length, sections: docs.sections.length, terms: index.terms.length, shards: files.size - 2 } };
}
