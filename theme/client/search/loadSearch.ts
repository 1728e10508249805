/** Fetches both search files once and builds the engine: one memoized promise per page. */
import { loadSearchIndex } from '../../../src/search/loadSearchIndex';
import { SearchEngine } from '../../../src/search/searchEngine';
import type { DocumentsFile, IndexFile } from '../../../src/search/searchTypes';

let engine: Promise<SearchEngine> | undefined;

async function fetchJson<T>(url: string | undefined): Promise<T> {
  if (!url) throw new Error('this page does not link the search index');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function build(): Promise<SearchEngine> {
  const { searchDocuments, searchIndex } = document.body.dataset;
  const [documents, index] = await Promise.all([fetchJson<DocumentsFile>(searchDocuments), fetchJson<IndexFile>(searchIndex)]);
  const loaded = new SearchEngine(documents, loadSearchIndex(index));
  // The first query compiles the hot paths; do it now rather than on the reader's first keystroke.
  loaded.search('agent api');
  return loaded;
}

/** The engine, loading it on first call; after a failure the next call tries again. */
export function loadSearch(): Promise<SearchEngine> {
  engine ??= build().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
