import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConfigWarnings } from './configWarnings.js';
import { isObject } from './eachKey.js';
import { readAliases } from './mapModuleAliases.js';
import { pluginName } from './unsupportedPlugins.js';

/** What a plugin's `configureWebpack` is given in place of webpack's config: enough for one that adds to it. */
const webpackConfigStandIn = () => ({ resolve: { alias: {} }, module: { rules: [] }, plugins: [] });

/**
 * Reads the `resolve.alias` that the site's local plugins (a function in `plugins`, or a path
 * into the site) return from `configureWebpack` into `aliases`, as Docusaurus merges them into
 * webpack's config. Only plugins whose code names `configureWebpack` are created (with a
 * context of the site's folder, config and default locale); one that fails to load or to
 * answer is named in a warning, and the plugin's other hooks are never run.
 */
export async function readLocalPluginAliases(raw: Record<string, unknown>, configFile: string, warnings: ConfigWarnings, aliases: Record<string, string>) {
  const siteDir = path.dirname(configFile);
  const plugins = Array.isArray(raw.plugins) ? (raw.plugins as unknown[]) : [];
  for (const [index, entry] of plugins.entries()) {
    const keyPath = `plugins[${index}]`;
    const first = Array.isArray(entry) ? entry[0] : entry;
    const options = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
    const name = pluginName(entry);
    try {
      const factory = localPluginFactory(first, configFile);
      if (!factory) continue;
      const i18n = isObject(raw.i18n) ? raw.i18n : {};
      const context = { siteDir, siteConfig: raw, siteConfigPath: configFile, generatedFilesDir: path.join(siteDir, '.docusaurus'), baseUrl: raw.baseUrl ?? '/', outDir: path.join(siteDir, 'build'), i18n: { ...i18n, currentLocale: i18n.defaultLocale ?? 'en' } };
      const plugin = (await (factory as (context: unknown, options: unknown) => unknown)(context, options)) as { name?: string; configureWebpack?: (...args: unknown[]) => unknown } | null;
      if (typeof plugin?.configureWebpack !== 'function') continue;
      const result = plugin.configureWebpack(webpackConfigStandIn(), false, {}, undefined) as { resolve?: { alias?: unknown } } | undefined;
      if (result?.resolve?.alias !== undefined) readAliases(result.resolve.alias, { plugin: plugin.name ?? name, keyPath }, siteDir, warnings, aliases);
    } catch (error) {
      warnings.add('module-alias', `plugin ${name}: its configureWebpack could not be read (${(error as Error).message}), so its webpack aliases are not applied`, keyPath);
    }
  }
}

/** The plugin function of a local `plugins` entry whose code names `configureWebpack`; undefined for packages and other plugins. */
function localPluginFactory(first: unknown, configFile: string): unknown {
  if (typeof first === 'function') return String(first).includes('configureWebpack') ? first : undefined;
  if (typeof first !== 'string' || !(path.isAbsolute(first) || first.startsWith('.')) || /node_modules/.test(first)) return undefined;
  const require = createRequire(configFile);
  const file = require.resolve(first);
  if (!readFileSync(file, 'utf8').includes('configureWebpack')) return undefined;
  const loaded = require(file) as { default?: unknown };
  return typeof loaded === 'function' ? loaded : loaded.default;
}
