import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../shared/errors.js';
import type { Diagnostic, PluginRunData } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import type { LocalPlugin } from './localPlugins.js';
import { readPluginRoute, type PluginRoute, type RoutePlace } from './pluginRoutes.js';

/** What the site's plugins' lifecycles gave: Docusaurus's global data, and a hash of the files they wrote. */
export interface PluginData {
  /** `setGlobalData`'s values by plugin name and id, as `useGlobalData()` returns them. */
  globalData: Record<string, Record<string, unknown>>;
  /** A hash of every file `createData` wrote: pages import them, so the build's inputs include it. */
  digest: string;
  /** The routes `addRoute` added that docsite builds (React pages given JSON modules as props). */
  routes: PluginRoute[];
  /** Where `createData` wrote (see `PluginRunData.generatedDir`). */
  generatedDir: string;
  /** What each locale other than the default gave, by code (see `runLocalePlugins`). */
  locales?: Record<string, PluginRunData>;
}

/** What one plugin's lifecycles gave, kept for the next build in this process (a dev session). */
interface Loaded {
  codeKey: string;
  content: unknown;
  files: Map<string, string>;
  globalData: unknown;
  routes: PluginRoute[];
  warnings: Diagnostic[];
}

/** Loaded content by generated folder of a plugin instance: a dev session loads a plugin once, and again when its code or options change. */
const loadedBefore = new Map<string, Loaded>();

/**
 * Runs the local plugins' `loadContent`, then `contentLoaded({ content, actions, allContent })`
 * of each, then their `allContentLoaded`, as Docusaurus does once per build. `createData` writes
 * into `generatedDir/<plugin name>/<id>/` (Docusaurus's `.docusaurus/<plugin name>/<id>/`),
 * `setGlobalData` gives `useGlobalData()` its value, `addRoute` adds a React page given its
 * JSON modules as props (see `readPluginRoute`; any other route is named in a warning). A hook
 * that throws fails the build with an error naming the plugin and the hook. In one process (a
 * dev session) a plugin whose code and options did not change and whose files are all still
 * there is not run again: what it gave the last time is used.
 */
export async function runPluginLifecycles(plugins: LocalPlugin[], place: RoutePlace, warnings: ConfigWarnings): Promise<PluginData> {
  const { generatedDir } = place;
  const allContent: Record<string, Record<string, unknown>> = {};
  const runs = plugins.map((plugin) => {
    const dataDir = path.join(generatedDir, plugin.name, plugin.id);
    const before = loadedBefore.get(dataDir);
    const fresh = !(before && before.codeKey === plugin.codeKey && [...before.files.keys()].every((file) => existsSync(file)));
    const loaded: Loaded = fresh ? { codeKey: plugin.codeKey, content: undefined, files: new Map(), globalData: undefined, routes: [], warnings: [] } : before!;
    return { plugin, dataDir, fresh, loaded, actions: pluginActions(plugin, { ...place, dataDir }, loaded, warnings) };
  });
  const freshRuns = runs.filter((run) => run.fresh);
  for (const { plugin, loaded } of freshRuns) if (plugin.instance.loadContent) loaded.content = await hook(plugin, 'loadContent', warnings, () => plugin.instance.loadContent!());
  for (const { plugin, loaded } of runs) (allContent[plugin.name] ??= {})[plugin.id] = loaded.content;
  for (const { plugin, loaded, actions } of freshRuns) if (plugin.instance.contentLoaded) await hook(plugin, 'contentLoaded', warnings, () => plugin.instance.contentLoaded!({ content: loaded.content, actions, allContent }));
  for (const { plugin, actions } of freshRuns) if (plugin.instance.allContentLoaded) await hook(plugin, 'allContentLoaded', warnings, () => plugin.instance.allContentLoaded!({ actions, allContent }));
  const globalData: PluginData['globalData'] = {};
  const digest = createHash('sha256');
  const routes: PluginRoute[] = [];
  for (const { plugin, dataDir, loaded } of runs) {
    loadedBefore.set(dataDir, loaded);
    warnings.diagnostics.push(...loaded.warnings);
    routes.push(...loaded.routes);
    if (loaded.globalData !== undefined) (globalData[plugin.name] ??= {})[plugin.id] = loaded.globalData;
    for (const [file, hash] of [...loaded.files].sort(([a], [b]) => a.localeCompare(b))) digest.update(`${file}\0${hash}\0`);
  }
  return { globalData, digest: digest.digest('hex'), routes, generatedDir };
}

/** Docusaurus's `actions` for one plugin instance, recording what it writes and sets into `loaded`. */
function pluginActions(plugin: LocalPlugin, place: RoutePlace & { dataDir: string }, loaded: Loaded, warnings: ConfigWarnings) {
  const { dataDir } = place;
  const actions = {
    async createData(name: string, data: unknown): Promise<string> {
      const file = path.join(dataDir, name);
      const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
      writeIfChanged(file, text);
      loaded.files.set(file, createHash('sha256').update(text).digest('hex'));
      return file;
    },
    setGlobalData(data: unknown) {
      // As JSON, as Docusaurus writes it for the browser: pages (on render workers too) get plain data.
      loaded.globalData = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    },
    addRoute(route: { path?: unknown }) {
      const read = readPluginRoute(route, place);
      if (!('unsupported' in read)) return void loaded.routes.push(read);
      // Kept with what the plugin gave, so that a dev rebuild that does not run it again names it too.
      const before = warnings.diagnostics.length;
      warnings.add('unsupported-docusaurus-plugin', `plugin ${plugin.name}: the route ${String(route?.path)} it adds with actions.addRoute is not built: ${read.unsupported}`, plugin.keyPath, plugin.needle);
      loaded.warnings.push(...warnings.diagnostics.splice(before));
    },
  };
  return actions;
}

/** Writes a generated file only when its text changed: its time stays, so what reads it is not redone. */
function writeIfChanged(file: string, text: string) {
  try {
    if (readFileSync(file, 'utf8') === text) return;
  } catch {
    // Not written yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Runs one hook of a plugin; what it throws becomes an error naming the plugin, the hook and the config's line. */
async function hook<T>(plugin: LocalPlugin, name: string, warnings: ConfigWarnings, run: () => T): Promise<Awaited<T>> {
  try {
    return await run();
  } catch (error) {
    const line = warnings.lineOfText(plugin.needle) ?? warnings.lineOfKeyPath(plugin.keyPath);
    throw new ConfigError(`plugin ${plugin.name}: its ${name} failed: ${(error as Error)?.message ?? String(error)}`, { source: { file: warnings.file, ...(line ? { line } : {}) }, cause: error });
  }
}
