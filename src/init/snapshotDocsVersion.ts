import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CURRENT_VERSION, versionFiles } from '../config/resolveDocsVersions.js';
import { ConfigError } from '../shared/errors.js';
import type { SiteConfig } from '../types.js';

/** What `snapshotDocsVersion` wrote, relative to the site root. */
export interface DocsSnapshot {
  docsDir: string;
  sidebarsFile: string;
  versionsFile: string;
}

/** Why a version name cannot name a snapshot, if it cannot (Docusaurus's rules: a folder name of its own). */
function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'a version name may not be empty';
  if (name === CURRENT_VERSION) return `'${CURRENT_VERSION}' names the docs folder itself`;
  if (/[/\\]/.test(name) || name === '.' || name === '..') return 'a version name may not hold a slash or be . or ..';
  if (/[<>:"|?*\x00-\x1f]/.test(name)) return 'a version name may not hold <>:"|?* or control characters';
  return undefined;
}

/**
 * `docsite docs:version <name>`, as Docusaurus's command: copies the docs folder into
 * `versioned_docs/version-<name>/`, writes its sidebars as they are now into
 * `versioned_sidebars/version-<name>-sidebars.json` and adds the name at the top of
 * `versions.json`, so the new version is the last one (served at the docs' path) and the docs
 * folder goes on as the next, unreleased one.
 */
export async function snapshotDocsVersion(config: SiteConfig, name: string): Promise<DocsSnapshot> {
  const configFile = path.relative(process.cwd(), config.configFile) || config.configFile;
  const problem = nameProblem(name);
  if (problem) throw new ConfigError(`invalid docs version name '${name}': ${problem}`, { hint: 'name it as its release, e.g. docsite docs:version 1.2' });
  const files = versionFiles(config.root, config.docs.pluginId);
  const listed = existsSync(files.list) ? (JSON.parse(await readFile(files.list, 'utf8')) as string[]) : [];
  if (listed.includes(name) || existsSync(files.docsDir(name))) {
    throw new ConfigError(`docs version '${name}' already exists`, { source: { file: path.relative(config.root, files.list) }, hint: `the versions are ${listed.join(', ')}` });
  }
  if (!existsSync(config.docs.dir)) throw new ConfigError(`no docs folder to snapshot: ${path.relative(config.root, config.docs.dir)}`, { source: { file: configFile }, field: 'docs.path' });
  await cp(config.docs.dir, files.docsDir(name), { recursive: true });
  // The API references' own sidebars are made from the OpenAPI documents at each build, not kept in a version.
  const apiSidebars = new Set(config.apiReferences.map((reference) => reference.ownSidebar));
  const sidebars = Object.fromEntries(Object.entries(config.docs.sidebars).filter(([id]) => !apiSidebars.has(id)));
  await mkdir(path.dirname(files.sidebarsFile(name)), { recursive: true });
  await writeFile(files.sidebarsFile(name), `${JSON.stringify(sidebars, null, 2)}\n`);
  await writeFile(files.list, `${JSON.stringify([name, ...listed], null, 2)}\n`);
  const relative = (file: string) => path.relative(config.root, file).split(path.sep).join('/');
  return { docsDir: relative(files.docsDir(name)), sidebarsFile: relative(files.sidebarsFile(name)), versionsFile: relative(files.list) };
}
