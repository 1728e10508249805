import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isObject } from './eachKey.js';
import { isBlogPlugin } from './mapBlogPlugins.js';
import { isClientRedirects } from './mapClientRedirects.js';
import { isDocsPlugin } from './mapDocsPlugins.js';
import { isModuleAliasPlugin } from './mapModuleAliases.js';
import { DEFAULT_ID } from './pluginInstances.js';
import { isNamedUnsupported } from './unsupportedPlugins.js';

/** Plugins docsite builds itself from their options (see `mapConfig`): running them too would build their content twice. */
const isMappedPlugin = (name: string) => isDocsPlugin(name) || isBlogPlugin(name) || isClientRedirects(name) || isModuleAliasPlugin(name) || name === 'docusaurus-plugin-sass';

/** The packages Docusaurus tries for a plugin's name, in its order (`sass` is `docusaurus-plugin-sass`, `@scope/x` is `@scope/docusaurus-plugin-x`). */
export function pluginPackageNames(name: string): string[] {
  if (!name.startsWith('@')) return [name, `@docusaurus/plugin-${name}`, `docusaurus-plugin-${name}`];
  const [scope, rest] = name.split(/\/(.*)/);
  return rest ? [name, `${scope}/docusaurus-plugin-${rest}`] : [`${name}/docusaurus-plugin`];
}

/**
 * Whether a `plugins` entry names an installed package docsite runs as Docusaurus would: a
 * package name (or a path into `node_modules`) that is neither a plugin docsite maps itself
 * nor one named as unsupported with what the site loses (`@docusaurus/plugin-pwa`).
 */
export function isInstalledPlugin(entry: unknown): boolean {
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (typeof first !== 'string' || (first.startsWith('.') && !/node_modules/.test(first))) return false;
  if (path.isAbsolute(first)) return /node_modules/.test(first);
  return !pluginPackageNames(first).some((name) => isMappedPlugin(name) || isNamedUnsupported(name));
}

/** An installed plugin's module, resolved from the site's config as Docusaurus resolves it, or the packages tried when none is installed. */
export function resolveInstalledPlugin(first: string, configFile: string): { file: string } | { tried: string[] } {
  const require = createRequire(configFile);
  const tried = path.isAbsolute(first) ? [first] : pluginPackageNames(first);
  for (const name of tried) {
    try {
      return { file: require.resolve(name) };
    } catch {
      // Not this one: Docusaurus tries the next name.
    }
  }
  return { tried };
}

/**
 * What Node's own loader refuses where Docusaurus's loader (jiti) takes the module: an ES module
 * importing a relative file without its extension (`./plugin`, @signalwire/docusaurus-plugin-llms-txt)
 * or a folder, and a named import from a CommonJS package whose exports Node cannot see (vercel-analytics).
 */
const NODE_LOADER_LIMIT = /ERR_MODULE_NOT_FOUND|ERR_UNSUPPORTED_DIR_IMPORT|does not provide an export named/;
const isNodeLoaderLimit = (error: unknown) => NODE_LOADER_LIMIT.test(`${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`);

/**
 * An installed plugin's function and its `validateOptions`, from a CommonJS or ES module
 * (`export default`, or `module.exports` with `.default`). Imported by Node; where Node's loader
 * refuses what Docusaurus's takes (see `NODE_LOADER_LIMIT`), `bundle` loads it instead (as a
 * TypeScript local plugin is: esbuild resolves as webpack does, CommonJS packages are required).
 */
export async function importInstalledPlugin(file: string, bundle: () => Promise<{ default?: unknown }>): Promise<{ factory: unknown; validateOptions?: unknown }> {
  let loaded: { default?: unknown; validateOptions?: unknown };
  try {
    loaded = (await import(pathToFileURL(file).href)) as typeof loaded;
  } catch (error) {
    if (!isNodeLoaderLimit(error)) throw error;
    loaded = (await bundle()) as typeof loaded;
  }
  const main = loaded.default;
  const factory = typeof main === 'function' ? main : isObject(main) ? main.default : undefined;
  const validateOptions = (isObject(main) || typeof main === 'function' ? (main as { validateOptions?: unknown }).validateOptions : undefined) ?? loaded.validateOptions;
  return { factory, validateOptions };
}

/** A Joi-like schema, as plugins give `validate` (docsite does not ship Joi: the plugin's own schema validates). */
interface Schema {
  validate(value: unknown, options: { convert: boolean }): { error?: Error; value: unknown };
}

/**
 * Runs a plugin's `validateOptions` as Docusaurus does, with a `validate` that checks the options
 * against the plugin's schema and gives back its defaults; the `id` every plugin may take is
 * kept out of the schema's sight (Docusaurus adds it to the schema) and always set.
 */
export function validatePluginOptions(validateOptions: unknown, options: unknown): unknown {
  const id = isObject(options) && typeof options.id === 'string' ? options.id : DEFAULT_ID;
  const withId = (value: unknown) => ({ ...withoutId(value), id });
  if (typeof validateOptions !== 'function') return withId(options);
  const validate = (schema: Schema, given: unknown) => {
    const result = schema.validate(withoutId(given), { convert: false });
    if (result.error) throw result.error;
    return withId(result.value);
  };
  return (validateOptions as (args: { validate: typeof validate; options: unknown }) => unknown)({ validate, options: withId(options) });
}

function withoutId(value: unknown): Record<string, unknown> {
  const fields = { ...(isObject(value) ? value : {}) };
  delete fields.id;
  return fields;
}
