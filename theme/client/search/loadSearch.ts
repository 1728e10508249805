/**
 * Fetches a scope's two search files once and builds its engine: one memoized promise per
 * scope (a site of several docs versions has one per version). A sharded index (its two files
 * are manifests) gets the sharded engine, which fetches only the shards each query needs.
 */
import { loadSearchIndex } from '../../../src/search/loadSearchIndex';
import { SearchEngine, type SearchResults } from '../../../src/search/searchEngine';
import { ShardedSearch } from '../../../src/search/shardedSearch';
import type { Analyzer } from '../../../src/search/analyze';
import type { DocumentsFile, IndexFile, ShardedDocumentsManifest, ShardedIndexManifest } from '../../../src/search/searchTypes';
import type { SearchScope } from './scopes';
import { searchText } from '../../i18n/searchStrings';
import { loadSearchLanguage } from './searchLanguage';

/** What the dialog needs of either engine: results (at once, or once the shards are in), the analyzer and suggestions. */
export interface Searcher {
  readonly analyzer: Analyzer;
  readonly suggestions: string[];
  search(query: string): SearchResults | Promise<SearchResults>;
  /**
   * A sharded index: `search`, and the first screenful of results to `shown` while the rest of
   * their pages come in; given up (`SupersededSearch`) once `wanted` says the reader typed on;
   * `typed`: false for input that came whole (see `ShardedSearch.searchFirstScreen`).
   */
  searchFirstScreen?(query: string, shown: (first: SearchResults) => void, wanted?: () => boolean, typed?: boolean): Promise<SearchResults>;
  /** A sharded index fetches, in the background, what the likely next keystrokes need. */
  prefetchAfter?(query: string): Promise<void>;
}

const engines = new Map<string, Promise<Searcher>>();

/** A fetch the entry point started before this chunk loaded, taken once (a body is read once). */
type EarlyFetches = (url: string) => Promise<Response> | undefined;
let takeEarly: EarlyFetches = () => undefined;

/**
 * Lets the engines use the index files' fetches the entry point started when the dialog opened,
 * side by side with this chunk's download instead of one round trip after it.
 */
export function useEarlyFetches(take: EarlyFetches): void {
  takeEarly = take;
}

async function fetchJson<T>(url: string | undefined): Promise<T> {
  if (!url) throw new Error(searchText('docsite.SearchModal.noIndex'));
  const response = await (takeEarly(url) ?? fetch(url));
  if (!response.ok) throw new Error(searchText('docsite.SearchModal.httpError', { url, status: response.status }));
  return (await response.json()) as T;
}

async function build(scope: SearchScope): Promise<Searcher> {
  const [documents, index] = await Promise.all([fetchJson<DocumentsFile | ShardedDocumentsManifest>(scope.documents), fetchJson<IndexFile | ShardedIndexManifest>(scope.index)]);
  // An index in another language than English is searched with that language's stemmer (a chunk of its own).
  const language = await loadSearchLanguage(index.language);
  if ('sharded' in index && 'sharded' in documents) return new ShardedSearch(documents, index, (url) => fetchJson(url), language);
  if ('sharded' in index || 'sharded' in documents) throw new Error(searchText('docsite.SearchModal.mixedBuilds'));
  const loaded = new SearchEngine(documents, loadSearchIndex(index), language);
  // The first query compiles the hot paths; do it now rather than on the reader's first keystroke.
  loaded.search('agent api');
  return loaded;
}

/** A scope's engine, loading it on first call; after a failure the next call tries again. */
export function loadSearch(scope: SearchScope): Promise<Searcher> {
  // Keyed by URL: a deploy since the last load names new files.
  const key = `${scope.documents} ${scope.index}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = build(scope);
    engines.set(key, engine);
    engine.catch(() => engines.delete(key));
  }
  return engine;
}
