import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConfigWarnings } from './configWarnings.js';
import { isObject } from './eachKey.js';
import { importInstalledPlugin, isInstalledPlugin, resolveInstalledPlugin, validatePluginOptions } from './installedPlugins.js';
import { importDocusaurusModule } from './loadDocusaurusModule.js';
import { DEFAULT_ID } from './pluginInstances.js';
import type { MissingPackage } from './standInModules.js';
import { pluginName } from './unsupportedPlugins.js';

/** The hooks of a Docusaurus plugin instance docsite calls (any other is named in a warning, see `pluginLifecycles.ts`). */
export interface PluginInstance {
  name?: string;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: unknown; allContent: unknown }) => unknown;
  allContentLoaded?: (args: { actions: unknown; allContent: unknown }) => unknown;
  configureWebpack?: (...args: unknown[]) => unknown;
  [method: string]: unknown;
}

/** A local plugin of the site, created as Docusaurus creates it. */
export interface LocalPlugin {
  /** The instance's `name` (else the entry's), as Docusaurus names its generated folder. */
  name: string;
  /** Its options' `id`, `default` without one. */
  id: string;
  /** Where the config lists it (`plugins[3]`). */
  keyPath: string;
  /** What the config lists it by, to find its line: an installed plugin's package name as written, else its name. */
  needle: string;
  instance: PluginInstance;
  /** The plugin's file, for a plugin given by path (dev watches it). */
  file?: string;
  /** A hash of the plugin's code and options: content loaded from the same key is loaded again only when it changes (see `pluginLifecycles.ts`). */
  codeKey: string;
}

/** Whether a `plugins` entry is a plugin of the site's own (a function, or a path into the site), not an installed package. */
export function isLocalPlugin(entry: unknown): boolean {
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (typeof first === 'function') return true;
  return typeof first === 'string' && (path.isAbsolute(first) || first.startsWith('.')) && !/node_modules/.test(first);
}

/**
 * Creates the site's plugins docsite runs, with the context Docusaurus gives them: each `plugins`
 * entry that is a function or a path into the site, and each installed package docsite does not
 * map itself (see `isInstalledPlugin`), resolved from the config and given its options as its
 * `validateOptions` makes them. The context is `locale`'s (the default one's unless given, see
 * `pluginContext`). A plugin that fails to load or to be created is named in a warning and left
 * out, as is an installed one that is not installed.
 */
export async function createLocalPlugins(raw: Record<string, unknown>, configFile: string, warnings: ConfigWarnings, locale?: string): Promise<LocalPlugin[]> {
  const context = pluginContext(raw, configFile, locale);
  const plugins: LocalPlugin[] = [];
  const entries = Array.isArray(raw.plugins) ? (raw.plugins as unknown[]) : [];
  for (const [index, entry] of entries.entries()) {
    const local = isLocalPlugin(entry);
    if (!local && !isInstalledPlugin(entry)) continue;
    const keyPath = `plugins[${index}]`;
    const first = Array.isArray(entry) ? entry[0] : entry;
    const given = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
    try {
      const missing: MissingPackage[] = [];
      const loaded = local ? await loadFactory(first, configFile, missing) : await loadInstalled(first as string, configFile, missing);
      for (const { name } of missing) warnings.add('uninstalled-package', `package ${name} is not installed: a stand-in takes its place in plugin ${pluginName(entry)}`, keyPath, name);
      if ('tried' in loaded) {
        warnings.add('uninstalled-package', `plugin ${pluginName(entry)} is not installed (tried ${loaded.tried.join(', ')} from the site): none of its hooks are run`, keyPath, pluginName(entry));
        continue;
      }
      const options = local ? given : validatePluginOptions(loaded.validateOptions, given);
      const instance = (await (loaded.factory as (context: unknown, options: unknown) => unknown)(context, options)) as PluginInstance | null;
      if (!isObject(instance)) continue;
      const id = isObject(options) && typeof options.id === 'string' ? options.id : DEFAULT_ID;
      const codeKey = createHash('sha256').update(loaded.code).update('\0').update(optionsKey(options)).digest('hex');
      const name = typeof instance.name === 'string' ? instance.name : pluginName(entry);
      const needle = local || path.isAbsolute(first as string) ? name : (first as string);
      plugins.push({ name, id, keyPath, needle, instance, codeKey, ...(local && loaded.file && { file: loaded.file }) });
    } catch (error) {
      warnings.add('unsupported-docusaurus-plugin', `plugin ${pluginName(entry)} could not be created (${(error as Error).message}): none of its hooks are run`, keyPath);
    }
  }
  return plugins;
}

/**
 * Docusaurus's context for one locale's build (`loadContext`): the site's folder and config, and
 * the locale's `currentLocale`, `localizationDir` (under `i18n.path`), base URL and output folder (a locale other than
 * the default has its own: `/fr/`, `build/fr`). `codeTranslations` is empty.
 */
export function pluginContext(raw: Record<string, unknown>, configFile: string, locale?: string) {
  const siteDir = path.dirname(configFile);
  const i18n = isObject(raw.i18n) ? raw.i18n : {};
  const defaultLocale = defaultLocaleOf(raw);
  const currentLocale = locale ?? defaultLocale;
  const common = { siteDir, siteConfigPath: configFile, generatedFilesDir: path.join(siteDir, '.docusaurus'), i18n: { ...i18n, currentLocale }, localizationDir: path.join(siteDir, typeof i18n.path === 'string' ? i18n.path : 'i18n', localePath(i18n, currentLocale)), codeTranslations: {} };
  if (currentLocale === defaultLocale) return { ...common, siteConfig: raw, baseUrl: raw.baseUrl ?? '/', outDir: path.join(siteDir, 'build') };
  const baseUrl = localeBaseUrl(raw, currentLocale);
  return { ...common, siteConfig: { ...raw, baseUrl }, baseUrl, outDir: path.join(siteDir, 'build', currentLocale) };
}

/** A Docusaurus config's `i18n.defaultLocale`, `en` when it sets none. */
export function defaultLocaleOf(raw: Record<string, unknown>): string {
  const i18n = isObject(raw.i18n) ? raw.i18n : {};
  return typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
}

/** A locale's folder under `i18n/` (its `localeConfigs` `path`, else its code). */
function localePath(i18n: Record<string, unknown>, locale: string): string {
  const own = isObject(i18n.localeConfigs) ? i18n.localeConfigs[locale] : undefined;
  return isObject(own) && typeof own.path === 'string' ? own.path : locale;
}

/** The base URL Docusaurus gives a locale other than the default: the site's with the locale's code (`/docs/fr/`). */
export function localeBaseUrl(raw: Record<string, unknown>, locale: string): string {
  const base = typeof raw.baseUrl === 'string' ? raw.baseUrl : '/';
  return `${base.replace(/\/?$/, '/')}${locale}/`;
}

/** An installed plugin's function, `validateOptions` and code, or the packages tried when it is not installed. */
async function loadInstalled(first: string, configFile: string, missing: MissingPackage[]): Promise<{ factory: unknown; validateOptions?: unknown; code: string; file: string } | { tried: string[] }> {
  const resolved = resolveInstalledPlugin(first, configFile);
  if ('tried' in resolved) return resolved;
  const bundle = () => importDocusaurusModule(resolved.file, path.relative(process.cwd(), resolved.file), missing, path.dirname(configFile), { installedDocusaurus: true });
  return { ...(await importInstalledPlugin(resolved.file, bundle)), code: readFileSync(resolved.file, 'utf8'), file: resolved.file };
}

/** Local plugin files `require` cannot run on Node 20: TypeScript and ES modules, bundled as the config is. */
const BUNDLED_PLUGIN = /\.([cm]?tsx?|mjs)$/;
/** ES module syntax at a line's start (`export default`, `import x from`). */
const ESM_SYNTAX = /^[ \t]*(?:export\s|import\s*[\w*{'"])/m;
/**
 * A `.js` plugin written with `import`/`export` though its package is not `"type": "module"`:
 * Docusaurus's loader transpiles it, where `require` fails on its syntax; bundled instead.
 */
const transpiledJs = (file: string) => /\.jsx?$/.test(file) && ESM_SYNTAX.test(readFileSync(file, 'utf8'));
/** Extensions a local plugin's path may leave out, as Docusaurus's loader finds them. */
const PLUGIN_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '/index.ts', '/index.tsx'];

/** The file a local plugin's path names, trying the extensions Docusaurus's loader tries. */
function resolvePluginFile(require: NodeJS.Require, given: string): string {
  for (const extension of PLUGIN_EXTENSIONS) {
    try {
      return require.resolve(given + extension);
    } catch {}
  }
  return require.resolve(given);
}

/**
 * The plugin function of a local entry, and its code (a file's is loaded afresh: in dev, an
 * edited plugin is read again). A plugin in TypeScript or ESM (a `.js` one too, see `transpiledJs`) is bundled and run as the config
 * is (packages it imports that are not installed are added to `missing`); any other is required.
 */
async function loadFactory(first: unknown, configFile: string, missing: MissingPackage[]): Promise<{ factory: unknown; validateOptions?: undefined; code: string; file?: string }> {
  if (typeof first === 'function') return { factory: first, code: String(first) };
  const require = createRequire(configFile);
  const file = resolvePluginFile(require, first as string);
  let loaded: { default?: unknown };
  if (BUNDLED_PLUGIN.test(file) || transpiledJs(file)) {
    loaded = await importDocusaurusModule(file, path.relative(process.cwd(), file), missing, path.dirname(configFile));
  } else {
    delete require.cache[file];
    loaded = require(file) as { default?: unknown };
  }
  return { factory: typeof loaded === 'function' ? loaded : loaded.default, code: readFileSync(file, 'utf8'), file };
}

/** The options as text for the plugin's key; options JSON cannot write (functions, cycles) count by their shape only. */
function optionsKey(options: unknown): string {
  try {
    return JSON.stringify(options) ?? '';
  } catch {
    return Object.keys(isObject(options) ? options : {}).join(',');
  }
}
