import { cacheDirOf } from '../../config/loadConfig.js';
import type { ApiDocuments } from '../../collect/apiDocuments.js';
import { cacheKey, passCachePart, PersistentCache } from '../../shared/persistentCache.js';
import type { BuildContext, Diagnostic, Route } from '../../types.js';
import type { ApiPageData } from './apiPageData.js';
import type { OpenApiDocument } from './openapiTypes.js';

/** Bump when `ApiPageData` changes shape. */
const CACHE_VERSION = 3;

/** A config function (an `editUrl`) keys as its source. */
const withFunctionSources = (_key: string, value: unknown) => (typeof value === 'function' ? `function ${String(value)}` : value);

/** The key each map of API pages was cached under: what its pages' data is made from (see `cachedApiPages`). */
const keys = new WeakMap<ReadonlyMap<string, ApiPageData>, string>();

/** What the API pages' data was made from, as a key (the documents, the config, the routes, this docsite code's cache); undefined for pages not from `cachedApiPages`. Whatever is made of a page's data alone can be cached by it (an operation's twin). */
export const apiPagesKeyOf = (pages: ReadonlyMap<string, ApiPageData>) => keys.get(pages);

/** Told of each operation page as soon as its data is compiled, before the rest (see `buildApiPages`). */
export type OnOperationPage = (routePath: string, page: ApiPageData) => void;

/** Told of each operation page as `OnOperationPage`, with what the pages' data is made from (what `apiPagesKeyOf` will give). */
export type OnKeyedOperationPage = (pagesKey: string, routePath: string, page: ApiPageData) => void;

/** Builds the API pages from the documents (`buildApiPages`). */
export type BuildApiPages = (specs: OpenApiDocument[], routes: Route[], ctx: BuildContext, onOperation?: OnOperationPage) => Promise<Map<string, ApiPageData>>;

/**
 * `buildApiPages`, reused from the last build when nothing it reads changed: the documents
 * (by their files' hashes, `ApiDocuments.keys`), the config, and the routes (descriptions'
 * links resolve against every route's path; the API routes give titles and schema pages).
 * Editing a docs page of a site with a large document then skips compiling every operation
 * again (Stripe's: sampling, schema trees, highlighting, several seconds of the main thread).
 *
 * The warnings that build gave are kept in a file of their own, so a build that reuses it
 * warns the same. `needed: false` (an incremental build keeps every API page): only they are
 * read, and an empty map comes back; neither the documents nor the pages' cache (Stripe's,
 * 12 MB) are read then.
 */
export async function cachedApiPages(
  documents: ApiDocuments,
  routes: Route[],
  ctx: BuildContext,
  { build, needed = true, onOperation }: { build: BuildApiPages; needed?: boolean; onOperation?: OnKeyedOperationPage },
): Promise<Map<string, ApiPageData>> {
  const cacheDir = cacheDirOf(ctx.config.root);
  const routeKeys = routes.map((route) => (route.kind === 'api' ? JSON.stringify(route) : route.path));
  const key = cacheKey(...documents.keys, JSON.stringify(ctx.config, withFunctionSources), routeKeys.join('\n'));
  const warnings = await PersistentCache.open<Diagnostic[]>(cacheDir, 'api-warnings', CACHE_VERSION, passCachePart(ctx.config));
  const warned = warnings.get(key);
  if (!needed && warned) {
    ctx.diagnostics.push(...warned);
    return new Map();
  }
  const cache = await PersistentCache.open<Array<[string, ApiPageData]>>(cacheDir, 'api-pages', CACHE_VERSION, passCachePart(ctx.config));
  const hit = warned && cache.get(key);
  if (hit) {
    // Not saved again: the file holds what the build that missed saved, this entry alone (Stripe's, 12 MB, took a second to write).
    ctx.diagnostics.push(...warned);
    return keyed(new Map(hit), key);
  }
  // Its own diagnostics list: other stages warn into the build's meanwhile.
  const own: BuildContext = { ...ctx, diagnostics: [] };
  const pages = await build(await documents.read(), routes, own, onOperation && ((routePath, page) => onOperation(key, routePath, page)));
  ctx.diagnostics.push(...own.diagnostics);
  cache.set(key, [...pages]);
  warnings.set(key, own.diagnostics);
  await Promise.all([cache.save(), warnings.save()]);
  return keyed(pages, key);
}

function keyed(pages: Map<string, ApiPageData>, key: string): Map<string, ApiPageData> {
  keys.set(pages, key);
  return pages;
}
