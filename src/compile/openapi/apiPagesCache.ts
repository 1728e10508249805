import { cacheDirOf } from '../../config/loadConfig.js';
import { cacheKey, PersistentCache } from '../../shared/persistentCache.js';
import type { BuildContext, Diagnostic, Route } from '../../types.js';
import type { ApiPageData } from './apiPageData.js';
import type { OpenApiDocument } from './openapiTypes.js';

/** Bump when `ApiPageData` changes shape. */
const CACHE_VERSION = 1;

/** What `buildApiPages` made, with the warnings it gave, so a build that reuses it warns the same. */
interface CachedApiPages {
  pages: Array<[string, ApiPageData]>;
  diagnostics: Diagnostic[];
}

/** A config function (an `editUrl`) keys as its source. */
const withFunctionSources = (_key: string, value: unknown) => (typeof value === 'function' ? `function ${String(value)}` : value);

/**
 * `buildApiPages`, reused from the last build when nothing it reads changed: the documents,
 * the config, and the routes (descriptions' links resolve against every route's path; the API
 * routes give titles and schema pages). Editing a docs page of a site with a large document
 * then skips compiling every operation again (Stripe's: sampling, schema trees, highlighting,
 * several seconds of the main thread).
 */
export async function cachedApiPages(
  specs: OpenApiDocument[],
  routes: Route[],
  ctx: BuildContext,
  build: (specs: OpenApiDocument[], routes: Route[], ctx: BuildContext) => Promise<Map<string, ApiPageData>>,
): Promise<Map<string, ApiPageData>> {
  const cache = await PersistentCache.open<CachedApiPages>(cacheDirOf(ctx.config.root), 'api-pages', CACHE_VERSION);
  const routeKeys = routes.map((route) => (route.kind === 'api' ? JSON.stringify(route) : route.path));
  const key = cacheKey(JSON.stringify(specs), JSON.stringify(ctx.config, withFunctionSources), routeKeys.join('\n'));
  const hit = cache.get(key);
  if (hit) {
    // Not saved again: the file holds what the build that missed saved, this entry alone (Stripe's, 12 MB, took a second to write).
    ctx.diagnostics.push(...hit.diagnostics);
    return new Map(hit.pages);
  }
  // Its own diagnostics list: other stages warn into the build's meanwhile.
  const own: BuildContext = { ...ctx, diagnostics: [] };
  const pages = await build(specs, routes, own);
  ctx.diagnostics.push(...own.diagnostics);
  cache.set(key, { pages: [...pages], diagnostics: own.diagnostics });
  await cache.save();
  return pages;
}
