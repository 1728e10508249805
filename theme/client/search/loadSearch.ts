/**
 * Fetches both search files once and builds the engine: one memoized promise per page. A
 * sharded index (its two files are manifests) gets the sharded engine, which fetches only
 * the shards each query needs.
 */
import { loadSearchIndex } from '../../../src/search/loadSearchIndex';
import { SearchEngine, type SearchResults } from '../../../src/search/searchEngine';
import { ShardedSearch } from '../../../src/search/shardedSearch';
import type { Analyzer } from '../../../src/search/analyze';
import type { DocumentsFile, IndexFile, ShardedDocumentsManifest, ShardedIndexManifest } from '../../../src/search/searchTypes';

/** What the dialog needs of either engine: results (at once, or once the shards are in), the analyzer and suggestions. */
export interface Searcher {
  readonly analyzer: Analyzer;
  readonly suggestions: string[];
  search(query: string): SearchResults | Promise<SearchResults>;
}

let engine: Promise<Searcher> | undefined;

async function fetchJson<T>(url: string | undefined): Promise<T> {
  if (!url) throw new Error('this page does not link the search index');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function build(): Promise<Searcher> {
  const { searchDocuments, searchIndex } = document.body.dataset;
  const [documents, index] = await Promise.all([fetchJson<DocumentsFile | ShardedDocumentsManifest>(searchDocuments), fetchJson<IndexFile | ShardedIndexManifest>(searchIndex)]);
  if ('sharded' in index && 'sharded' in documents) return new ShardedSearch(documents, index, (url) => fetchJson(url));
  if ('sharded' in index || 'sharded' in documents) throw new Error('the search files are from different builds: reload the page');
  const loaded = new SearchEngine(documents, loadSearchIndex(index));
  // The first query compiles the hot paths; do it now rather than on the reader's first keystroke.
  loaded.search('agent api');
  return loaded;
}

/** The engine, loading it on first call; after a failure the next call tries again. */
export function loadSearch(): Promise<Searcher> {
  engine ??= build().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
