import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, DocsiteError } from '../../shared/errors.js';
import type { Diagnostic, NavbarItem, SidebarItem, UserConfig } from '../../types.js';
import { ConfigWarnings } from './configWarnings.js';
import { loadDocusaurusModule } from './loadDocusaurusModule.js';
import { readLocalPluginAliases } from './localPluginAliases.js';
import { otherLocales, runLocalePlugins } from './localePlugins.js';
import { createLocalPlugins, type LocalPlugin } from './localPlugins.js';
import { warnMissingPluginOutputs } from './pluginOutputs.js';
import type { AliasPlace } from './mapModuleAliases.js';
import { runPluginLifecycles, type PluginData } from './pluginLifecycles.js';
import { warnUnrunHooks } from './unrunHooks.js';
import { cacheDirOf } from '../../config/loadConfig.js';
import { isObject } from './eachKey.js';
import { mapConfig } from './mapConfig.js';
import type { DocLink } from './mapThemeConfig.js';
import type { DocsSectionOptions } from '../../config/userConfig.js';
import type { MissingPackage } from './standInModules.js';
import { translateSidebars } from './translateSidebars.js';

const SIDEBARS_NAMES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** A Docusaurus site's config, as docsite's user config, with the warnings reading it gave. */
export interface DocusaurusConfig {
  config: UserConfig;
  warnings: Diagnostic[];
  /** The sidebars file read, if any (absolute). */
  sidebarsFile?: string;
  /** Each further docs section's sidebars file, if it has one (absolute), by its id. */
  sectionSidebarsFiles: Map<string, string>;
  /** Navbar items that link a doc by id, for `resolveDocLinks` once the config is resolved. */
  docLinks: Map<NavbarItem, DocLink>;
  /** What the local plugins' lifecycles gave, when they ran. */
  pluginData?: PluginData;
  /** The files of the local plugins given by path (absolute): dev rebuilds, and runs their lifecycles again, when one changes. */
  pluginFiles: string[];
}

/** How a command reads the config: `build` runs the local plugins' lifecycles (`loadContent`, `contentLoaded`). */
export interface DocusaurusLoadOptions {
  pluginLifecycles?: boolean;
}

/** Where the local plugins' `createData` writes: Docusaurus's `.docusaurus` folder, in docsite's cache. */
export const generatedDirOf = (siteDir: string) => path.join(cacheDirOf(siteDir), 'docusaurus');

/** Loads `docusaurus.config.*` and its sidebars file and translates them into docsite's config. */
export async function loadDocusaurusConfig(configFile: string, options: DocusaurusLoadOptions = {}): Promise<DocusaurusConfig> {
  const dir = path.dirname(configFile);
  const relPath = path.relative(process.cwd(), configFile) || configFile;
  const missing: MissingPackage[] = [];
  const raw = await loadDocusaurusModule(configFile, relPath, missing);
  const warnings = new ConfigWarnings(relPath, await readFile(configFile, 'utf8'));
  // The local plugins run first: the aliases read below may point into what they wrote.
  const local = isObject(raw) ? await runLocalPlugins(raw, configFile, { warnings, lifecycles: options.pluginLifecycles === true }).catch((error: unknown) => ({ failed: error })) : undefined;
  const ran = local && !('failed' in local) ? local : undefined;
  const generatedDir = ran?.pluginData && generatedDirOf(dir);
  const { config, preset, docLinks, sections } = mapConfig(raw, warnings, dir, generatedDir);
  if (local && 'failed' in local) throw withConfigWarnings(local.failed, warnings);
  if (ran) addLocalPluginAliases(config, ran.plugins, { siteDir: dir, generatedDir }, warnings);
  const pluginData = ran?.pluginData;
  const pluginFiles = ran?.plugins.flatMap((plugin) => (plugin.file ? [plugin.file] : [])) ?? [];
  const sidebarsFile = preset.sidebarPath === false ? undefined : preset.sidebarPath ? path.resolve(dir, preset.sidebarPath) : findSidebars(dir);
  const main = await readSidebars(sidebarsFile, preset.sidebarPath, { field: 'presets[0].docs.sidebarPath', missing });
  const sidebars = main.sidebars;
  const sidebarWarnings = main.warnings;
  // A docs plugin instance without `sidebarPath` gets one sidebar of its whole folder, as in Docusaurus.
  const sectionSidebarsFiles = new Map<string, string>();
  const docsSections: DocsSectionOptions[] = [];
  for (const section of sections) {
    const file = typeof section.sidebarPath === 'string' ? path.resolve(dir, section.sidebarPath) : undefined;
    const read = await readSidebars(file, section.sidebarPath ?? undefined, { field: `${section.keyPath}.sidebarPath`, missing });
    if (file) sectionSidebarsFiles.set(section.id, file);
    warnings.diagnostics.push(...(read.warnings?.diagnostics ?? []));
    docsSections.push({ id: section.id, ...section.docs, sidebars: read.sidebars, stripNumberPrefixes: section.stripNumberPrefixes });
  }
  if (docsSections.length) config.docsSections = docsSections;
  for (const { name, importer } of missing) {
    const from = new ConfigWarnings(path.relative(process.cwd(), importer), await readFile(importer, 'utf8').catch(() => ''));
    from.add('uninstalled-package', `package ${name} is not installed: a stand-in takes its place, and what the config does with it is ignored`, '', name);
    warnings.diagnostics.push(...from.diagnostics);
  }
  config.docs = { ...config.docs, sidebars, stripNumberPrefixes: preset.stripNumberPrefixes };
  // Docusaurus builds no blog when its folder is missing; docsite would build an empty one.
  if (config.blog && !existsSync(path.resolve(dir, config.blog.path ?? 'blog'))) delete config.blog;
  if (config.blogSections) config.blogSections = config.blogSections.filter((blog) => existsSync(path.resolve(dir, blog.path ?? blog.id)));
  if (!config.blogSections?.length) delete config.blogSections;
  return { config, warnings: [...warnings.diagnostics, ...(sidebarWarnings?.diagnostics ?? [])], sidebarsFile, sectionSidebarsFiles, docLinks, pluginData, pluginFiles };
}

/** A plugin's failure, with the config's warnings to print before it: the build never gets to report them. */
function withConfigWarnings(error: unknown, warnings: ConfigWarnings): unknown {
  if (error instanceof DocsiteError && warnings.diagnostics.length) error.earlierWarnings = [...warnings.diagnostics];
  return error;
}

/** Creates the site's local plugins, names the hooks docsite does not run, and runs their lifecycles (when `lifecycles`). */
async function runLocalPlugins(raw: Record<string, unknown>, configFile: string, { warnings, lifecycles }: { warnings: ConfigWarnings; lifecycles: boolean }) {
  const siteDir = path.dirname(configFile);
  const plugins = await createLocalPlugins(raw, configFile, warnings);
  // Plugins that generate content (typedoc) write it when they are created.
  warnMissingPluginOutputs(raw, siteDir, warnings);
  warnUnrunHooks(plugins, lifecycles, warnings);
  const pluginData: PluginData | undefined = lifecycles ? await runPluginLifecycles(plugins, { siteDir, generatedDir: generatedDirOf(siteDir), baseUrl: typeof raw.baseUrl === 'string' ? raw.baseUrl : '/' }, warnings) : undefined;
  // Docusaurus runs every plugin once per locale, with that locale's context: each locale's pages get their own run's data.
  if (pluginData && plugins.length && otherLocales(raw).length) pluginData.locales = await runLocalePlugins(raw, configFile, warnings);
  return { plugins, pluginData };
}

/**
 * Adds the aliases the local plugins set through `configureWebpack` to the config's
 * `moduleAliases`, with Docusaurus's own `@generated` (its generated folder) when the plugins
 * ran and wrote there.
 */
function addLocalPluginAliases(config: UserConfig, plugins: LocalPlugin[], place: AliasPlace, warnings: ConfigWarnings) {
  const aliases: Record<string, string> = {};
  readLocalPluginAliases(plugins, place, warnings, aliases);
  const { generatedDir } = place;
  // Docusaurus's own alias of its generated folder, and the folder named from the site's.
  const generated: Record<string, string> = generatedDir && existsSync(generatedDir) ? { '@generated': generatedDir, '@site/.docusaurus': generatedDir } : {};
  if (Object.keys(aliases).length || Object.keys(generated).length) config.moduleAliases = { ...generated, ...config.moduleAliases, ...aliases };
}

/** A docs section's sidebars: its sidebars file translated (with the warnings reading it gave), else Docusaurus's default. */
async function readSidebars(file: string | undefined, sidebarPath: string | false | undefined, where: { field: string; missing: MissingPackage[] }) {
  if (!file) return { sidebars: defaultSidebars(sidebarPath) };
  const warnings = new ConfigWarnings(path.relative(process.cwd(), file), await readSidebarsSource(file, where.field));
  return { sidebars: translateSidebars(await loadSidebars(file, warnings.file, where.missing), warnings), warnings };
}

function findSidebars(dir: string): string | undefined {
  return SIDEBARS_NAMES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}

/** Without a sidebars file Docusaurus generates one sidebar from the docs folder. */
function defaultSidebars(sidebarPath: string | false | undefined): Record<string, SidebarItem[]> {
  return sidebarPath === false ? {} : { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };
}

async function readSidebarsSource(file: string, field: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`sidebars file not found: ${path.relative(process.cwd(), file)}`, { field, cause: error });
  }
}

async function loadSidebars(file: string, relPath: string, missing: MissingPackage[]): Promise<unknown> {
  if (!file.endsWith('.json')) return loadDocusaurusModule(file, relPath, missing);
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`invalid ${relPath}: ${(error as Error).message}`, { source: { file: relPath } });
  }
}
