import type { ConfigWarnings } from './configWarnings.js';
import { isObject } from './eachKey.js';
import type { LocalPlugin } from './localPlugins.js';
import { readAliases, type AliasPlace } from './mapModuleAliases.js';

/** What a plugin's `configureWebpack` is given in place of webpack's config: enough for one that adds to it. */
const webpackConfigStandIn = () => ({ resolve: { alias: {} }, module: { rules: [] }, plugins: [] });

/**
 * Reads the `resolve.alias` that the site's local plugins return from `configureWebpack` into
 * `aliases`, as Docusaurus merges them into webpack's config. An alias into Docusaurus's
 * `.docusaurus` folder points into `generatedDir` when the plugins' lifecycles wrote it there
 * (see `readAliases`). A plugin whose `configureWebpack` fails, or returns more than
 * `resolve.alias` (loaders, webpack plugins), is named in a warning.
 */
export function readLocalPluginAliases(plugins: LocalPlugin[], where: AliasPlace, warnings: ConfigWarnings, aliases: Record<string, string>) {
  for (const { name, keyPath, needle, instance } of plugins) {
    if (typeof instance.configureWebpack !== 'function') continue;
    try {
      const result = instance.configureWebpack(webpackConfigStandIn(), false, {}, undefined) as { resolve?: { alias?: unknown } } | undefined;
      if (result?.resolve?.alias !== undefined) readAliases(result.resolve.alias, { plugin: name, keyPath }, where, warnings, aliases);
      const unread = unreadWebpackKeys(result);
      if (unread.length) warnings.add('unsupported-docusaurus-plugin', `plugin ${name}: its configureWebpack is read for resolve.alias only: ${unread.join(', ')} ${unread.length > 1 ? 'are' : 'is'} not applied`, keyPath, needle);
    } catch (error) {
      warnings.add('module-alias', `plugin ${name}: its configureWebpack could not be read (${(error as Error).message}), so its webpack aliases are not applied`, keyPath);
    }
  }
}

/** The keys of what `configureWebpack` returned besides `resolve.alias` (`module`, `resolve.extensions`…), which docsite does not apply. */
function unreadWebpackKeys(result: unknown): string[] {
  if (!isObject(result)) return [];
  return Object.entries(result).flatMap(([key, value]) => (key === 'resolve' && isObject(value) ? Object.keys(value).filter((inner) => inner !== 'alias').map((inner) => `resolve.${inner}`) : key === 'resolve' ? [] : [key]));
}
