/**
 * Which search index the dialog opens on. A site of several docs versions has one index per
 * version (`src/search/searchScopes.ts`), listed on every page's `<body>`; the dialog searches
 * the version being read, else the reader's preferred one, else the latest. Part of the
 * script every page loads (the entry point chooses; the dialog's chunk only imports types).
 */

import type { SearchScopeUrls } from '../../../src/search/searchTypes';

/**
 * One index the dialog can search: the whole site's (key `''`), or one docs version's on a
 * site of several, as `data-search-scopes` lists them, with its files' URLs resolved.
 */
export type SearchScope = SearchScopeUrls;

/**
 * The page's search scopes: every version's on a site of several (their URLs relative to the
 * default scope's documents file, which carries the site's base), else the one.
 */
export function pageScopes(): SearchScope[] {
  const { searchDocuments, searchIndex, searchScopes } = document.body.dataset;
  const only: SearchScope = { key: '', label: '', default: true, documents: searchDocuments ?? '', index: searchIndex ?? '' };
  if (!searchScopes || !searchDocuments) return [only];
  try {
    const from = new URL(searchDocuments, location.href);
    return (JSON.parse(searchScopes) as SearchScope[]).map((scope) => ({ ...scope, documents: new URL(scope.documents, from).href, index: new URL(scope.index, from).href }));
  } catch {
    return [only];
  }
}

/** The scope of a docs version (the reader's: `readerDocsVersion`), else the default one. */
export function scopeOfVersion(scopes: SearchScope[], version: string | undefined): SearchScope {
  return scopes.find((scope) => scope.version !== undefined && scope.version === version) ?? scopes.find((scope) => scope.default) ?? scopes[0]!;
}
