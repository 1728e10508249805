import { EntryCache } from '../shared/entryCache.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

/** Bump when compile output changes shape, so stale caches are ignored. */
const CACHE_VERSION = 6;

/**
 * Compiled pages by content hash, persisted between builds in `.docsite-cache/`, one file
 * each. The key covers the source, the file path and anything else the output depends on (the
 * route table, for link rewriting). Each locale of a site with `i18n` has a cache of its own:
 * its pass saves it, dropping what that pass did not use.
 */
export const openCompileCache = (cacheDir: string, locale?: string) => EntryCache.open<CompiledContent>(cacheDir, 'compile', CACHE_VERSION, locale);
