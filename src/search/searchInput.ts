import { createHash } from 'node:crypto';
import { CODE_HASH } from '../shared/codeHash.js';
import type { SiteConfig } from '../types.js';
import type { SearchData, SearchInput, SearchPage } from './buildSearchDocs.js';
import { SEARCH_FORMAT, type SearchUrls } from './searchTypes.js';

// What the main thread needs to hand pages to search and name its files, apart from the
// indexing code (and lunr), which only the search thread loads.

/**
 * Only what search reads of a page, as plain data: what a worker thread receives and what the
 * files are named after. The route is cut down to the fields search looks at, and the HTML
 * starts at `<main>` (sections are read from there on).
 */
export function searchPageOf({ route, html, title, description }: SearchPage): SearchPage {
  const main = html.indexOf('<main');
  return { route: searchRouteOf(route), html: main > 0 ? html.slice(main) : html, title, description };
}

/** The fields of a route search looks at (`searchPageOf`). */
export function searchRouteOf(route: SearchPage['route']): SearchPage['route'] {
  return {
    kind: route.kind,
    path: route.path,
    generator: route.generator,
    content: route.content ? { frontmatter: { keywords: route.content.frontmatter.keywords } } : undefined,
    // Which scope the page goes into (`searchScopes.ts`); set only on a site of several docs versions.
    ...(route.docsVersion === undefined ? {} : { docsVersion: route.docsVersion }),
    // Whose blog a post is (its crumb is that blog's title); set only on a further blog's posts.
    ...(route.blogPluginId === undefined ? {} : { blogPluginId: route.blogPluginId }),
  };
}

/** The data behind the pages that search reads, as plain data. */
export function searchDataOf(input: SearchData): SearchData {
  return { sidebars: input.sidebars, apiPages: input.apiPages && new Map([...input.apiPages].map(([path, page]) => [path, { operation: page.operation }])) };
}

/** `searchPageOf` and `searchDataOf` together. */
export function searchInputOf(input: SearchInput): SearchInput {
  return { pages: input.pages.map(searchPageOf), ...searchDataOf(input) };
}

const asJson = (value: unknown) => JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Map || inner instanceof Set ? [...inner] : inner));

/**
 * The files are named by a hash of everything they are made from (this input, the config
 * with its paths relative to the site, and the running docsite code), not of their
 * contents: the same input always makes the same files, and pages can name them before they
 * exist, so they are written while search runs on another thread. Browsers may cache them
 * forever. (Builds into a folder name them by the site key instead, `searchUrlsFor`, which
 * leaves out the pages' sources: see `startSearchBuild`.)
 */
export function searchUrlsOf(pages: SearchInput, config: SiteConfig): SearchUrls {
  const input = searchInputOf(pages);
  const hash = createHash('sha256').update(`${SEARCH_FORMAT} ${CODE_HASH}\0`).update(asJson(config).split(config.root).join('.')).update('\0').update(asJson({ sidebars: input.sidebars, apiPages: input.apiPages }));
  for (const page of input.pages) hash.update('\0').update(asJson({ ...page, html: undefined })).update('\0').update(page.html);
  return searchUrlsFor(hash.digest('hex'));
}

/** The URLs for a hash of the search input (root-relative, like the hashed assets and the routes in the documents file). */
export function searchUrlsFor(inputHash: string): SearchUrls {
  const key = createHash('sha256').update(`${SEARCH_FORMAT} ${inputHash}`).digest('hex').slice(0, 10);
  return { documents: `/search/documents.${key}.json`, index: `/search/index.${key}.json` };
}
