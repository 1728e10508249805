import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InitError } from '../shared/errors.js';
import { packageRoot } from '../shared/packageRoot.js';
import { listStarterFiles } from './starterFiles.js';
import { mergeSitePackageJson, newSitePackageJson, type PackageJsonChanges } from './sitePackageJson.js';

/** Options for `initSite`. */
export interface InitOptions {
  /** The date the starter blog post is named after, `YYYY-MM-DD` (default: today, UTC). */
  today?: string;
  /** How the site's package.json names its docsite dependency (default: `docsiteSpecFor`). */
  docsiteSpec?: string;
}

/** What `initSite` wrote. */
export interface InitResult {
  /** The site's folder, absolute. */
  root: string;
  /** The starter files it wrote, relative to `root`, `/`-separated, sorted. */
  files: string[];
  /** `created` for a new package.json, else what it added to the one there. */
  packageJson: 'created' | PackageJsonChanges;
}

/**
 * Writes the starter site into `dir` (created when missing): config, a docs page, a category,
 * a blog post, a home page, a favicon and a package.json with docsite's scripts. Writes
 * nothing when any starter file is already there, so it never overwrites a site.
 */
export async function initSite(dir: string, options: InitOptions = {}): Promise<InitResult> {
  const root = path.resolve(dir);
  const files = await listStarterFiles(options.today ?? new Date().toISOString().slice(0, 10));
  const taken = files.filter((file) => existsSync(path.join(root, file.to))).map((file) => file.to);
  if (taken.length > 0) {
    const folder = root === process.cwd() ? 'this folder' : dir;
    throw new InitError(`${folder} already has ${taken.length === 1 ? 'a file' : `${taken.length} files`} of the starter site: ${taken.join(', ')}`, {
      hint: 'run docsite init in a new or empty folder, e.g. docsite init my-docs',
    });
  }
  // Read before writing anything: a package.json that cannot be read stops init with nothing written.
  const manifest = await readPackageJson(root);
  for (const file of files) {
    const target = path.join(root, file.to);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file.from, target);
  }
  const packageJson = await writePackageJson(root, manifest, options.docsiteSpec ?? docsiteSpecFor(root));
  return { root, files: files.map((file) => file.to), packageJson };
}

/**
 * The docsite that writes the site, as a `file:` dependency relative to it. A version range
 * would send npm to the registry, where the name `docsite` is another project's.
 */
export function docsiteSpecFor(root: string, docsiteRoot = packageRoot()): string {
  return `file:${path.relative(root, docsiteRoot).split(path.sep).join('/') || '.'}`;
}

/** The folder's package.json, parsed, or undefined when there is none. */
async function readPackageJson(root: string): Promise<Record<string, unknown> | undefined> {
  const file = path.join(root, 'package.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new InitError('package.json is not valid JSON', { source: { file: path.relative(process.cwd(), file) || file }, hint: 'fix it or remove it, then run docsite init again', cause: error });
  }
}

/** Creates the site's package.json, or adds docsite's scripts and dependency to the one there. */
async function writePackageJson(root: string, manifest: Record<string, unknown> | undefined, docsiteSpec: string): Promise<InitResult['packageJson']> {
  const file = path.join(root, 'package.json');
  const created = manifest === undefined;
  const content = manifest ?? newSitePackageJson(path.basename(root), docsiteSpec);
  const changes = created ? 'created' : mergeSitePackageJson(content, docsiteSpec);
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
  return changes;
}
