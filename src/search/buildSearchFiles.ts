import type { SiteConfig } from '../types.js';
import { Analyzer } from './analyze.js';
import { searchLanguageOf } from './loadSearchLanguage.js';
import { SearchDocsBuilder, type SearchData, type SearchDocs, type SearchInput, type SearchPage, type StoredSearchPage } from './buildSearchDocs.js';
import { scopeKeysOf, scopeUrlsOf, searchScopesOf, siteSearchUrls } from './searchScopes.js';
import { searchUrlsOf } from './searchInput.js';
import { numbersBytes, shardSearchFiles, type ShardReuse } from './shardSearchFiles.js';
import { SEARCH_FORMAT, type DocumentsFile, type IndexFile, type SearchUrls } from './searchTypes.js';
import { rootRelativeWithBase } from '../shared/baseUrl.js';
import { writeSearchState, type ScopeState, type SearchStateFile } from './searchState.js';

export { searchDataOf, searchInputOf, searchPageOf, searchUrlsFor, searchUrlsOf } from './searchInput.js';

/** The search files and their URLs. */
export interface SearchFiles {
  /** Output path (no leading slash) → contents. */
  files: Map<string, string>;
  urls: SearchUrls;
  /** Counts for the build summary and the benchmark, over every scope; `shards`: files besides each scope's two (0: not sharded). */
  stats: SearchStats;
  /** On a site of several scopes, each one's counts and bytes, by key. */
  scopes?: Record<string, SearchStats & { bytes: number }>;
}

/** What a set of search files holds. */
export interface SearchStats {
  pages: number;
  sections: number;
  terms: number;
  shards: number;
}

/** Splits pages into sections, indexes them with lunr, and makes each scope's document file and index file under `search/`. */
export function buildSearchFiles(input: SearchInput, config: SiteConfig, urls?: SearchUrls): SearchFiles {
  const builder = siteSearchBuilder(input, config, new Analyzer(searchLanguageOf(config)));
  input.pages.forEach((page, order) => builder.add(page, order));
  return builder.files(urls ?? siteSearchUrls(searchUrlsOf(input, config), searchScopesOf(config)));
}

/**
 * Builds the index of each of the site's scopes (`searchScopes.ts`) from pages handed over in
 * any order: a page of a docs version goes into its version's scope, any other page into
 * every scope. `files` makes every scope's files, named by `urls` (`siteSearchUrls`).
 */
export function siteSearchBuilder(data: SearchData, config: SiteConfig, analyzer: Analyzer, state?: SearchStateFile) {
  const scopes = searchScopesOf(config);
  const builder = new SearchDocsBuilder(data, config, analyzer, scopes.map((scope) => scope.key), state);
  return {
    /**
     * Adds a page; with `store`, returns what `addStored` takes to add it again (see
     * `SearchDocsBuilder.add`); `id` names it in the search state (its stored file).
     */
    add: (page: SearchPage, order: number, store = false, id?: string) => builder.add(page, order, scopeKeysOf(page.route, scopes), store, id),
    addStored: (route: SearchPage['route'], stored: StoredSearchPage, order: number, id?: string) => builder.addStored(stored, order, scopeKeysOf(route, scopes), id),
    /** Adds a page from the previous build's search state, if it has it (see `SearchDocsBuilder.addKept`). */
    addKept: (route: SearchPage['route'], id: string, order: number) => builder.addKept(id, order, scopeKeysOf(route, scopes)),
    /**
     * Every scope's files; with a state file, the state the next build starts from is saved too,
     * or handed to `saveLater` to save once the files are on their way (see `searchWorker.ts`).
     * `collect` (the search thread's full collection) runs between packing and writing a scope's
     * files: packing leaves much garbage, which V8 would otherwise still hold while the files are made.
     */
    files(urls: SearchUrls, collect?: () => void, saveLater?: (save: () => void) => void): SearchFiles {
      const states: Record<string, ScopeState> = {};
      const parts = scopeUrlsOf(urls).map(({ key, ...own }) => {
        const { state: scopeState, ...finished } = builder.finish(key);
        const previous = builder.previousOf(key);
        collect?.();
        const reuse: ShardReuse = { ...(previous?.shards && { previous: { terms: previous.terms, shards: previous.shards, tailShards: previous.tailShards }, unchanged: new Set(previous.postings) }), written: [] };
        const part = { key, ...searchFilesOf(finished, own, config.search.shardAbove, config.baseUrl, reuse) };
        states[key] = reuse.written.length ? { ...scopeState, shards: reuse.written, ...(reuse.writtenTails && { tailShards: reuse.writtenTails }) } : scopeState;
        return part;
      });
      const save = () => state && writeSearchState(state, states);
      if (saveLater) saveLater(save);
      else save();
      if (parts.length === 1) return { ...parts[0]!, urls };
      const sum = (field: keyof SearchStats) => parts.reduce((total, part) => total + part.stats[field], 0);
      const bytesOf = (files: Map<string, string>) => [...files.values()].reduce((total, text) => total + Buffer.byteLength(text), 0);
      return {
        files: new Map(parts.flatMap((part) => [...part.files])),
        urls,
        stats: { pages: sum('pages'), sections: sum('sections'), terms: sum('terms'), shards: sum('shards') },
        scopes: Object.fromEntries(parts.map((part) => [part.key, { ...part.stats, bytes: bytesOf(part.files) }])),
      };
    },
  };
}

/** What `siteSearchBuilder` returns. */
export type SiteSearchBuilder = ReturnType<typeof siteSearchBuilder>;

/**
 * Both files from split pages and their index; when they come to more than `shardAbove`
 * bytes, their sharded form instead (`shardSearchFiles`): the same URLs, then manifests.
 * Pages and shards are named by the URL the browser follows, with the site's `base`; `reuse`:
 * the previous build's postings shards, and where this build's go (`ShardReuse`).
 */
export function searchFilesOf({ index, ...docs }: SearchDocs & { index: IndexFile }, urls: SearchUrls, shardAbove = Infinity, base = '/', reuse?: ShardReuse): SearchFiles {
  const documentsFile: DocumentsFile = {
    format: SEARCH_FORMAT,
    pages: base === '/' ? docs.pages : docs.pages.map((page) => ({ ...page, url: rootRelativeWithBase(base, page.url) })),
    sections: docs.sections,
    suggestions: docs.suggestions,
  };
  const files = wholeFiles(documentsFile, index, urls, shardAbove) ?? shardSearchFiles(documentsFile, index, urls, undefined, base, reuse);
  return { files, urls, stats: { pages: docs.pages.length, sections: docs.sections.length, terms: index.terms.length, shards: files.size - 2 } };
}

/**
 * The two files whole, or undefined when they come to more than `shardAbove` bytes: then their
 * texts are garbage at once (at 5,000 pages some 40 MB), not kept while the shards are made.
 * When the index's postings alone are bytes enough, the texts are not made at all: stringifying
 * them only to measure them was a large part of the search thread's peak at 5,000 pages.
 */
function wholeFiles(documentsFile: DocumentsFile, index: IndexFile, urls: SearchUrls, shardAbove: number): Map<string, string> | undefined {
  if (postingsBytesAtLeast(index, shardAbove) > shardAbove) return undefined;
  const whole = new Map([
    [urls.documents.slice(1), JSON.stringify(documentsFile)],
    [urls.index.slice(1), JSON.stringify(index)],
  ]);
  const bytes = [...whole.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  return bytes > shardAbove ? undefined : whole;
}

/**
 * Bytes the index file's postings lists take in it at least (`numbersBytes` counts a comma too
 * many in a list that is not empty); counted only until past `stopAbove`, when that is all the
 * caller asks (Stripe's 2.8 MB document: 10-20 ms of its search thread on every edit, sampled).
 */
export function postingsBytesAtLeast(index: IndexFile, stopAbove = Infinity): number {
  let bytes = 0;
  for (const fields of index.postings) {
    for (const list of fields) bytes += numbersBytes(list) - (list.length ? 1 : 0);
    if (bytes > stopAbove) return bytes;
  }
  return bytes;
}
