import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigWarnings } from '../compat/docusaurus/configWarnings.js';
import { translateSidebars } from '../compat/docusaurus/translateSidebars.js';
import { ConfigError } from '../shared/errors.js';
import type { Diagnostic, DocsVersion, SidebarItem, UserConfig } from '../types.js';

/** The name of the docs folder's own version, as Docusaurus calls it. */
export const CURRENT_VERSION = 'current';

/** The docs plugin id of the `docs` section (Docusaurus's default instance). */
export const DEFAULT_PLUGIN_ID = 'default';

/** Where a docs section keeps its versions, Docusaurus's layout (the default plugin's names). */
export function versionFiles(root: string, pluginId = DEFAULT_PLUGIN_ID) {
  const prefix = pluginId === DEFAULT_PLUGIN_ID ? '' : `${pluginId}_`;
  return {
    list: path.join(root, `${prefix}versions.json`),
    docsRoot: path.join(root, `${prefix}versioned_docs`),
    docsDir: (name: string) => path.join(root, `${prefix}versioned_docs`, `version-${name}`),
    sidebarsFile: (name: string) => path.join(root, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`),
  };
}

/** What `resolveDocsVersions` reads of the resolved docs options. */
interface CurrentDocs {
  root: string;
  /** The config file, relative to the working folder, for messages. */
  relPath: string;
  dir: string;
  routeBasePath: string;
  sidebars: Record<string, SidebarItem[]>;
  /** `docs.version`: the label of a site with one version. */
  version: { name: string; label: string };
  /** The section's plugin id (its version files are `<id>_versions.json`…, unless `default`). */
  pluginId?: string;
  /** The section's field in the config, for messages: `docs`, `docsSections[0]`. */
  field?: string;
}

/**
 * The versions a docs section builds, as Docusaurus resolves them: the docs folder as
 * `current`, each name of `versions.json` from its snapshot, filtered by
 * `includeCurrentVersion` and `onlyIncludeVersions`; the last version (`lastVersion`, default
 * the newest snapshot) at `routeBasePath`, `current` at `next` and others at their name. A
 * site without `versions.json` has one version, `current`, labelled by `docs.version`.
 */
export function resolveDocsVersions(options: NonNullable<UserConfig['docs']>, current: CurrentDocs): { versions: DocsVersion[]; warnings: Diagnostic[] } {
  const files = versionFiles(current.root, current.pluginId);
  const field = current.field ?? 'docs';
  const snapshots = readVersionList(files.list, current.root);
  const warnings: Diagnostic[] = unlistedSnapshots(files, current.root, snapshots);
  const names = [CURRENT_VERSION, ...snapshots];
  const fail = (field: string, message: string) => new ConfigError(`${field}: ${message}`, { source: { file: current.relPath }, field, hint: `the versions are ${names.join(', ')}` });
  for (const name of Object.keys(options.versions ?? {})) if (!names.includes(name)) throw fail(`${field}.versions.${name}`, `no docs version named '${name}'`);
  const lastVersion = options.lastVersion ?? snapshots[0] ?? CURRENT_VERSION;
  if (!names.includes(lastVersion)) throw fail(`${field}.lastVersion`, `no docs version named '${lastVersion}'`);
  (options.onlyIncludeVersions ?? []).forEach((name, index) => {
    if (!names.includes(name)) throw fail(`${field}.onlyIncludeVersions[${index}]`, `no docs version named '${name}'`);
  });
  const included = names.filter((name) => (name !== CURRENT_VERSION || options.includeCurrentVersion !== false) && (!options.onlyIncludeVersions || options.onlyIncludeVersions.includes(name)));
  if (!included.includes(lastVersion)) throw fail(`${field}.lastVersion`, `version '${lastVersion}' is not built (includeCurrentVersion, onlyIncludeVersions)`);
  const several = included.length > 1;
  const versions = included.map((name): DocsVersion => {
    const own = options.versions?.[name] ?? {};
    const isLast = name === lastVersion;
    const defaultPath = isLast ? '' : name === CURRENT_VERSION ? 'next' : name;
    const banner = name === CURRENT_VERSION ? (isLast ? 'none' : 'unreleased') : names.indexOf(name) > names.indexOf(lastVersion) ? 'unmaintained' : 'none';
    const sidebars = name === CURRENT_VERSION ? { sidebars: current.sidebars } : readSnapshotSidebars(files.sidebarsFile(name), current.root, warnings);
    if (name !== CURRENT_VERSION && !existsSync(files.docsDir(name))) {
      throw new ConfigError(`${path.basename(files.list)}: version '${name}' has no docs folder ${posix(path.relative(current.root, files.docsDir(name)))}`, { source: { file: posix(path.relative(current.root, files.list)) }, hint: 'snapshot it with docsite docs:version, or remove it from versions.json' });
    }
    return {
      name,
      label: own.label ?? (several ? (name === CURRENT_VERSION ? 'Next' : name) : current.version.label),
      dir: name === CURRENT_VERSION ? current.dir : files.docsDir(name),
      routeBasePath: [current.routeBasePath, (own.path ?? defaultPath).replace(/^\/+|\/+$/g, '')].filter(Boolean).join('/'),
      ...sidebars,
      isLast,
      banner: own.banner ?? (several ? banner : 'none'),
      badge: own.badge ?? several,
      noIndex: own.noIndex ?? false,
    };
  });
  return { versions, warnings };
}

const posix = (file: string) => file.split(path.sep).join('/');

/** `versions.json`: the snapshots' names, newest first; none when the file is missing. */
function readVersionList(file: string, root: string): string[] {
  if (!existsSync(file)) return [];
  const relPath = posix(path.relative(root, file));
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`invalid ${relPath}: ${(error as Error).message}`, { source: { file: relPath } });
  }
  if (!Array.isArray(list) || !list.every((name) => typeof name === 'string' && name !== '' && !/[/\\]/.test(name))) {
    throw new ConfigError(`invalid ${relPath}: expected a list of version names, such as ["2.0", "1.0"]`, { source: { file: relPath } });
  }
  if (list.includes(CURRENT_VERSION)) throw new ConfigError(`invalid ${relPath}: '${CURRENT_VERSION}' names the docs folder, not a snapshot`, { source: { file: relPath } });
  return list as string[];
}

/** A snapshot's sidebars, in Docusaurus's JSON form; a snapshot without a sidebars file has none, as in Docusaurus. */
function readSnapshotSidebars(file: string, root: string, warnings: Diagnostic[]): { sidebars: Record<string, SidebarItem[]>; sidebarsFile?: string } {
  if (!existsSync(file)) return { sidebars: {} };
  const relPath = posix(path.relative(root, file));
  const text = readFileSync(file, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`invalid ${relPath}: ${(error as Error).message}`, { source: { file: relPath } });
  }
  const fileWarnings = new ConfigWarnings(relPath, text);
  const sidebars = translateSidebars(parsed, fileWarnings);
  warnings.push(...fileWarnings.diagnostics);
  return { sidebars, sidebarsFile: file };
}

/** A warning for each `versioned_docs/version-*` folder that `versions.json` does not list: Docusaurus builds none of them, and neither does docsite. */
function unlistedSnapshots(files: ReturnType<typeof versionFiles>, root: string, listed: string[]): Diagnostic[] {
  if (!existsSync(files.docsRoot)) return [];
  const folders = readdirSync(files.docsRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name.startsWith('version-'));
  return folders
    .filter((entry) => !listed.includes(entry.name.slice('version-'.length)))
    .map((entry) => ({
      severity: 'warning' as const,
      code: 'unlisted-docs-version',
      message: `docs version '${entry.name.slice('version-'.length)}' is not in ${path.basename(files.list)}: not built`,
      source: { file: posix(path.relative(root, path.join(files.docsRoot, entry.name))) },
      hint: `list it in ${path.basename(files.list)} (newest first) to build it`,
    }));
}
