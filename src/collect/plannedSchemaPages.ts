import { cacheDirOf } from '../config/loadConfig.js';
import type { OpenApiDocument } from '../compile/openapi/openapiTypes.js';
import { planSchemaPages } from '../compile/openapi/planSchemaPages.js';
import { passCachePart, PersistentCache } from '../shared/persistentCache.js';
import type { BuildContext } from '../types.js';

/** Bump when `planSchemaPages`' answer changes shape. */
const CACHE_VERSION = 1;

/**
 * `planSchemaPages` of each document, kept between builds by the document's key (`ApiDocuments.keys`:
 * the hashes of its files; the plan reads nothing else, and the cache file is tied to the docsite
 * code that planned it).
 * Planning builds every page's schema trees: for Stripe's document most of a second of the
 * main thread, spent again on every rebuild that changed only a docs page.
 */
export async function plannedSchemaPages(specs: OpenApiDocument[], keys: string[], ctx: BuildContext, plan: (spec: OpenApiDocument) => string[] = planSchemaPages): Promise<string[][]> {
  if (specs.length === 0) return [];
  const cache = await PersistentCache.open<string[]>(cacheDirOf(ctx.config.root), 'schema-pages', CACHE_VERSION, passCachePart(ctx.config));
  let missed = false;
  const plans = specs.map((spec, index) => {
    const key = keys[index]!;
    let planned = cache.get(key);
    if (!planned) {
      missed = true;
      cache.set(key, (planned = plan(spec)));
    }
    return planned;
  });
  // Only when something was planned: a build that reused every plan leaves the file as it is.
  if (missed) await cache.save();
  return plans;
}
