import type { CollectedSite } from '../collect/collectSite.js';
import type { BuildContext } from '../types.js';
import { loadData, strictData } from './loadData.js';
import type { ApiPageData } from './openapi/apiPageData.js';
import type { BuildApiPages, OnKeyedOperationPage } from './openapi/apiPagesCache.js';
import type { ApiScope } from './openapi/apiScope.js';

/** What every page may read besides its own content: the MDX scope and the API pages' data. */
export interface CompiledScope {
  /** API page data by route path. */
  apiPages: Map<string, ApiPageData>;
  /** MDX scope: data modules by key, plus `site` and `api`. */
  scope: { site: Record<string, unknown>; api: ApiScope; [key: string]: unknown };
  /** The same scope as plain data, for a worker thread (see `strictScope`): the strict wrappers are proxies, which do not cross threads. */
  plainScope: CompiledScope['scope'];
}

/** The MDX scope of plain data: each data module and `site` wrapped by `strictData` (`api` is the API summary, read as is). */
export function strictScope(plain: CompiledScope['scope']): CompiledScope['scope'] {
  return Object.fromEntries(Object.entries(plain).map(([key, value]) => [key, key === 'api' ? value : strictData(value, key)])) as CompiledScope['scope'];
}

/** The API pages' data, from the last build when its inputs did not change (see `cachedApiPages`); `needed: false`, none (every API page is kept). */
async function buildApiPagesOnce(collected: CollectedSite, ctx: BuildContext, needed: boolean, onOperation: OnKeyedOperationPage | undefined): Promise<Map<string, ApiPageData>> {
  const { cachedApiPages } = await import('./openapi/apiPagesCache.js');
  // The builder's modules (shiki, the sampler, remark) load only when the cache misses.
  const build: BuildApiPages = (specs, routes, own, told) => import('./openapi/buildApiPages.js').then((module) => module.buildApiPages(specs, routes, own, told));
  return cachedApiPages(collected.documents, collected.routes, ctx, { build, needed, onOperation });
}

/**
 * Loads the site's data modules and builds the API reference's page data (its modules load only
 * for a site with a spec). `apiPagesNeeded: false` when no API page renders (an incremental
 * build keeps them all): their data is not made, only the warnings of the build that made it repeated.
 * `onOperation`: told of each operation page as its data is made (not when it comes from the cache).
 */
export async function compileScope(
  collected: CollectedSite,
  ctx: BuildContext,
  { apiPagesNeeded = true, onOperation }: { apiPagesNeeded?: boolean; onOperation?: OnKeyedOperationPage } = {},
): Promise<CompiledScope> {
  const { config } = ctx;
  const [data, apiPages] = await Promise.all([
    loadData(ctx),
    collected.documents.keys.length ? buildApiPagesOnce(collected, ctx, apiPagesNeeded, onOperation) : new Map<string, ApiPageData>(),
  ]);
  // MDX pages' `api` scope describes the first document; its links go to the routes that won their paths.
  const hrefOf = (operationId: string) => collected.routes.find((route) => route.kind === 'api' && route.reference === 0 && route.operationId === operationId)?.path ?? '/';
  const site = { title: config.title, productName: config.productName, url: config.url, links: config.links, tagline: config.tagline };
  const { operations, errors } = collected.documents.scope;
  const api: ApiScope = { operations: operations.map((operation) => ({ ...operation, href: hrefOf(operation.operationId) })), errors };
  const plainScope = { ...data, site, api };
  return { apiPages, scope: strictScope(plainScope), plainScope };
}
