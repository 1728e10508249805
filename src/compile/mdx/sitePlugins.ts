import path from 'node:path';
import type { PluggableList } from 'unified';
import type { VFile } from 'vfile';
import { ContentError } from '../../shared/errors.js';
import { cacheKey } from '../../shared/persistentCache.js';
import type { SectionPlugins, SitePlugin } from '../../types.js';
import type { SiteCompileOptions } from './remarkCompilers.js';

type Transformer = (this: unknown, tree: unknown, file: VFile, next?: (error?: unknown, tree?: unknown) => void) => unknown;

/** The plugin's name for messages: its function's name and the config field that gave it. */
const nameOf = ({ plugin, field }: SitePlugin) => `${plugin.name || 'anonymous'} (${field})`;

/**
 * A site's plugins as unified takes them, each wrapped so that what it throws, when it starts
 * or while it transforms a page, is a content error naming the page and the plugin (unified
 * would only pass on the plugin's own message, which rarely names either).
 */
export function sitePluggables(plugins: readonly SitePlugin[], stage: 'remark' | 'rehype', root: string): PluggableList {
  return plugins.map((entry) => {
    const failed = (error: unknown, file: VFile) =>
      new ContentError(`${stage} plugin ${nameOf(entry)} failed: ${(error as Error)?.message ?? String(error)}`, {
        source: { file: (file.data.relPath as string | undefined) ?? path.relative(root, file.path) },
        field: entry.field,
        cause: error,
      });
    function attacher(this: unknown, ...args: unknown[]) {
      let transformer: unknown;
      try {
        transformer = (entry.plugin as (...options: unknown[]) => unknown).apply(this, args);
      } catch (error) {
        throw new Error(`${stage} plugin ${nameOf(entry)} failed to start: ${(error as Error)?.message ?? String(error)}`, { cause: error });
      }
      if (typeof transformer !== 'function') return transformer;
      const transform = transformer as Transformer;
      // unified tells a callback transformer from a promise one by its parameter count: keep it.
      if (transform.length >= 3) {
        return function (this: unknown, tree: unknown, file: VFile, next: (error?: unknown, tree?: unknown) => void) {
          try {
            transform.call(this, tree, file, (error, result) => next(error === undefined || error === null ? error : failed(error, file), result));
          } catch (error) {
            next(failed(error, file));
          }
        };
      }
      return async function (this: unknown, tree: unknown, file: VFile) {
        try {
          return await transform.call(this, tree, file);
        } catch (error) {
          throw failed(error, file);
        }
      };
    }
    Object.defineProperty(attacher, 'name', { value: entry.plugin.name });
    return entry.options === undefined ? attacher : [attacher, entry.options];
  }) as PluggableList;
}

/** Functions as their source, so the key changes when a plugin's code or options do. */
const withFunctionSources = (_key: string, value: unknown) => (typeof value === 'function' ? `function ${value.name} ${String(value)}` : value);

/** A key of a section's plugins (their names, code and options), or of other options that may hold functions, for the compile cache. */
export function sitePluginsKey(plugins: SectionPlugins | undefined, other?: unknown): string {
  return cacheKey(JSON.stringify([plugins ?? null, other ?? null], withFunctionSources));
}

/** A section's plugins (none: undefined) and remark-rehype's options, as `createRemarkCompilers` takes them. */
export function siteCompileOptions(plugins: SectionPlugins | undefined, root: string, remarkRehypeOptions: Record<string, unknown> = {}): SiteCompileOptions {
  if (!plugins) return { remarkRehypeOptions };
  return {
    beforeDefaultRemark: sitePluggables(plugins.beforeDefaultRemark, 'remark', root),
    remark: sitePluggables(plugins.remark, 'remark', root),
    beforeDefaultRehype: sitePluggables(plugins.beforeDefaultRehype, 'rehype', root),
    rehype: sitePluggables(plugins.rehype, 'rehype', root),
    remarkRehypeOptions,
  };
}
