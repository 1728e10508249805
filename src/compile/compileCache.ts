import { PersistentCache } from '../shared/persistentCache.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

/** Bump when compile output changes shape, so stale caches are ignored. */
const CACHE_VERSION = 4;

/**
 * Compiled pages by content hash, persisted between builds in `.docsite-cache/`. The key
 * covers the source, the file path and anything else the output depends on (the route
 * table, for link rewriting).
 */
export const openCompileCache = (cacheDir: string) => PersistentCache.open<CompiledContent>(cacheDir, 'compile', CACHE_VERSION);
