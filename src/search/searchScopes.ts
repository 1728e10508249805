/**
 * Search scopes: which search index a page goes into, and where each index's files are. A
 * site of one docs version has one scope, the whole site, whose two files stay where they
 * always were (`search/documents.<key>.json`). A site of several docs versions has one scope
 * per version, each in a folder of its own (`search/<scope>/…`, its shards in
 * `search/<scope>/shards/`), so a reader downloads the index of the version being read and
 * never one merged index of every version.
 *
 * Pages of no version (blog, standalone pages, the API reference) go into every version's
 * scope: a reader of 1.0 still finds a blog post or an API operation, as Docusaurus's search
 * finds its non-doc pages from every version. The cost: those pages are indexed once per
 * version (build time and bytes on disk grow with versions × such pages); a reader still
 * downloads one scope.
 *
 * A scope key is a path of segments: a later split by locale builds in a pass of its own per
 * locale, under `/<locale>/`, and keys such as `2.0` stay as they are within it (a single pass
 * over every locale would use `fr/2.0`: the folder layout is the same).
 */
import type { SiteConfig } from '../types.js';
import type { SearchScopeUrls, SearchUrls } from './searchTypes.js';

/** One search index: a key (its folder; `''` for the whole site), the label the filter shows and the docs version it holds. */
export interface SearchScope {
  key: string;
  label: string;
  /** The docs version of its pages (its name, as `docs-preferred-version-<pluginId>` stores it). */
  version?: string;
  /** The scope searched when nothing says which: the latest version. */
  isDefault: boolean;
}

/** The site's scopes: one per docs version on a site with several (newest first, as the versions), else the whole site. */
export function searchScopesOf(config: SiteConfig): SearchScope[] {
  // A config without docs (a test's) has the one scope too.
  const versions = config.docs?.versions ?? [];
  if (versions.length < 2) return [{ key: '', label: config.docs?.version.label ?? '', isDefault: true }];
  return versions.map((version) => ({ key: folderOf(version.name), label: version.label, version: version.name, isDefault: version.isLast }));
}

/** A version name as a folder name: letters, digits, `.`, `_` and `-` as they are, anything else as `-`. */
const folderOf = (name: string) => name.replace(/[^\w.-]/g, '-');

/** The keys of the scopes a page goes into: its version's, or undefined (every scope) for a page of no version. */
export function scopeKeysOf(route: { docsVersion?: string }, scopes: readonly SearchScope[]): string[] | undefined {
  if (scopes.length < 2) return undefined;
  const version = route.docsVersion;
  const scope = version === undefined ? undefined : scopes.find((entry) => entry.version === version);
  return scope ? [scope.key] : undefined;
}

/** The URLs of one scope's files: those of the whole site's, in the scope's folder. */
export function urlsInScope(urls: SearchUrls, key: string): SearchUrls {
  if (!key) return { documents: urls.documents, index: urls.index };
  const inFolder = (url: string) => `${url.slice(0, url.lastIndexOf('/') + 1)}${key}/${url.slice(url.lastIndexOf('/') + 1)}`;
  return { documents: inFolder(urls.documents), index: inFolder(urls.index) };
}

/**
 * The URLs pages carry, from the files' names (`searchUrlsFor`): the default scope's files,
 * and on a site of several scopes every scope's (`scopes`). One scope: the names as they are.
 */
export function siteSearchUrls(named: SearchUrls, scopes: readonly SearchScope[]): SearchUrls {
  if (scopes.length < 2) return named;
  const entries = scopes.map((scope): SearchScopeUrls => ({ key: scope.key, label: scope.label, ...(scope.version === undefined ? {} : { version: scope.version }), ...(scope.isDefault ? { default: true } : {}), ...urlsInScope(named, scope.key) }));
  const fallback = entries.find((entry) => entry.default) ?? entries[0]!;
  return { documents: fallback.documents, index: fallback.index, scopes: entries };
}

/** Each scope's URLs, by key (the one scope of a site of one: key `''`). */
export function scopeUrlsOf(urls: SearchUrls): Array<SearchUrls & { key: string }> {
  return urls.scopes?.map(({ key, documents, index }) => ({ key, documents, index })) ?? [{ key: '', documents: urls.documents, index: urls.index }];
}

/**
 * `data-search-scopes` of a page's `<body>`: the scopes as JSON, their URLs relative to the
 * default scope's documents file (which the page carries in `data-search-documents`, with
 * the site's base), so the base given to that one URL applies to all. Undefined for one scope.
 */
export function searchScopesAttribute(urls: SearchUrls | undefined): string | undefined {
  if (!urls?.scopes) return undefined;
  const from = urls.documents.slice(0, urls.documents.lastIndexOf('/') + 1);
  return JSON.stringify(urls.scopes.map((scope) => ({ ...scope, documents: relativeTo(from, scope.documents), index: relativeTo(from, scope.index) })));
}

/** `url` relative to the folder `from` (both root-relative, `from` ending in `/`). */
function relativeTo(from: string, url: string): string {
  const base = from.split('/').slice(1, -1);
  const target = url.split('/').slice(1);
  let common = 0;
  while (common < base.length && common < target.length - 1 && base[common] === target[common]) common++;
  return [...base.slice(common).map(() => '..'), ...target.slice(common)].join('/');
}
