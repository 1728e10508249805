import { blogsOf } from '../collect/blogSections.js';
import { docsSectionsOf } from '../collect/docsSections.js';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { walkFiles, walkStaticFiles } from '../collect/walkFiles.js';
import { dependenciesChanged } from '../compile/modules/dependencies.js';
import { cacheDirOf } from '../config/loadConfig.js';
import { themeOverridesDir } from '../config/themeOverridesDir.js';
import { CODE_HASH } from '../shared/codeHash.js';
import { gitHead } from '../shared/gitHead.js';
import { knownHashesOf, readInputFiles, type KnownHashes } from '../shared/keptInputs.js';
import type { Diagnostic, SiteConfig } from '../types.js';
import { replaceFile } from '../shared/replaceFile.js';
import { BetweenBuilds, keepsBetweenBuilds } from '../shared/betweenBuilds.js';

/** Bump when the manifest changes shape. */
const MANIFEST_VERSION = 4;

/**
 * What the last successful build into an output folder was made from and what it wrote.
 * When the inputs hash the same and every output file is still there with its size, the
 * build is up to date and nothing needs doing (as `make` would decide, but by content).
 */
export interface BuildManifest {
  version: number;
  inputs: string;
  /** Output file → `size:mtime`, so any change to the output (even one of the same size) shows. */
  files: Record<string, string>;
  pageCount: number;
  assetCount: number;
  /** Warnings of that build, printed again so a skipped build reports what a full one would. */
  diagnostics: Diagnostic[];
  /** Files its pages imported, with their hashes (`BuildContext.moduleInputs`): the output is stale when one changed. */
  moduleInputs?: Record<string, string>;
  /**
   * What the next build into the folder needs to render only what changed (see `incremental.ts`):
   * each pass's facts by its folder in the output (`passKeyOf`: `''`, and `fr/` for a locale).
   */
  incremental?: Record<string, IncrementalFacts>;
}

/** The facts of a build that let the next one keep the pages whose inputs did not change. */
export interface IncrementalFacts {
  /** `siteKeyOf` of that build: everything but its pages' own source files. */
  siteKey: string;
  /** Each page kept for reuse, by route path: the hash of what it was rendered from, and the output files it made. */
  pages: Record<string, { key: string; files: string[] }>;
  /** HTML many pages shared (sidebars, navbar), for the link check of the pages kept: their own facts leave it out. */
  sharedFragments: Array<{ label: string; html: string }>;
  /** The theme's asset files (a trimmed sidebar's file), which pages kept name even when no page renders them again. */
  assetFiles: string[];
}

const manifestFile = (config: SiteConfig, outDir: string) => `${buildsPrefix(config, outDir)}.json`;
const buildsPrefix = (config: SiteConfig, outDir: string) => path.join(cacheDirOf(config.root), 'builds', createHash('sha256').update(outDir).digest('hex').slice(0, 16));

/**
 * The folder of the page records an incremental build into `outDir` reads (see `incremental.ts`):
 * one per locale on a site of several, since each pass drops the records it did not use.
 */
export const pageRecordsDir = (config: SiteConfig, outDir: string, locale?: string) => `${buildsPrefix(config, outDir)}.pages${locale === undefined ? '' : `-${locale}`}`;

/** Hashes of a site's inputs. */
export interface InputHashes {
  /**
   * Everything the output depends on: the running docsite code, the resolved config (which
   * includes what the config file imports), every file under the content, static and theme
   * folders, the OpenAPI document, the data modules' folders, and the git commit (pages'
   * last-modified dates come from git).
   */
  build: string;
  /** The same without the git commit: what the pages' content depends on (search files are named after it). */
  content: string;
  /** The files read, by absolute path: the build reads its content from here instead of the disk again. */
  files: ReadonlyMap<string, Uint8Array>;
  /** Each file's own hash, by absolute path (an unreadable file's is empty): an incremental build tells which changed. */
  fileHashes: ReadonlyMap<string, string>;
  /** `git rev-parse HEAD`, or `no-git`. */
  gitCommit: string;
}

/**
 * The inputs' hashes: with `outDir`, a file whose size, times and inode are as the last build
 * into that folder read them is not hashed again (its hash is that build's, kept beside its
 * manifest); `trustStats: false` (`--force`) hashes every file.
 */
export async function hashInputs(config: SiteConfig, outDir?: string, trustStats = true): Promise<InputHashes> {
  // Git runs while the files are read.
  const head = gitHead(config.root);
  // The OpenAPI documents' folders too: their `$ref`s may point at files beside them (not the site root itself, which holds everything).
  const specDirs = config.apiReferences.map((reference) => path.dirname(reference.specFile)).filter((dir) => dir !== config.root);
  const folders = [...docsSectionsOf(config).flatMap((section) => section.versions.map((version) => version.dir)), ...blogsOf(config).map((blog) => blog.dir), config.pages.dir, config.staticDir, config.themeDir, themeOverridesDir(config), ...specDirs, config.i18n && path.join(config.root, 'i18n'), ...Object.values(config.data).map((file) => path.dirname(file))];
  // Files read from outside those folders: the site's stylesheets, a blog's authors and tags files (`authorsMapPath: '../authors.yml'`).
  const blogFiles = blogsOf(config).flatMap((blog) => [blog.authorsFile, blog.tagsFile]);
  const files = new Set<string>([...config.apiReferences.map((reference) => reference.specFile), ...config.customCss, ...blogFiles].filter((file): file is string => Boolean(file)));
  for (const folder of new Set(folders.filter((folder): folder is string => Boolean(folder)))) for (const file of await walkFiles(folder)) files.add(file);
  // What the static folder publishes beyond that (`.well-known/`).
  for (const file of (await walkStaticFiles(config.staticDir)).files) files.add(file);
  const sorted = [...files].sort();
  // An unreadable file hashes as empty, and is left for the build to read (and report).
  // Read synchronously: nothing else runs yet, and a thousand small reads took a quarter of
  // the time this way (no promise and thread-pool round trips per file). A dev process reads
  // only what changed since its last build (`keptInputs.ts`).
  const hashesFile = outDir && knownHashesFile(config, outDir);
  const known = hashesFile ? readKnownHashes(hashesFile) : undefined;
  const read = readInputFiles(sorted, trustStats ? known : undefined);
  if (hashesFile) await saveKnownHashes(hashesFile, knownHashesOf(sorted, read), known);
  const contents = read.map((file) => file.bytes);
  const fileHashes = new Map(sorted.map((file, index) => [file, read[index]!.hash]));
  const content = createHash('sha256').update(configKey(config));
  for (const [file, hash] of fileHashes) content.update(`\0${file}\0${hash}`);
  const contentHash = content.digest('hex');
  const gitCommit = await head;
  return { build: createHash('sha256').update(`${contentHash} ${gitCommit}`).digest('hex'), content: contentHash, files: new Map(sorted.flatMap((file, index) => (contents[index] ? [[file, contents[index]] as const] : []))), fileHashes, gitCommit };
}

/** Where a build into `outDir` keeps its inputs' hashes by stat, for the next one (`KnownHashes`). */
const knownHashesFile = (config: SiteConfig, outDir: string) => `${buildsPrefix(config, outDir)}.inputs.json`;

/** The hashes the last build saved (`saveKnownHashes`); none when there is no file or it does not parse. */
function readKnownHashes(file: string): KnownHashes {
  try {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Array<[string, string, string]>;
    return new Map(entries.map(([name, stat, hash]) => [name, { stat, hash }]));
  } catch {
    return new Map();
  }
}

/** Saves the hashes a later build may trust, unless they are the ones read (a build that changed nothing writes nothing). */
async function saveKnownHashes(file: string, entries: Array<[string, string, string]>, known: KnownHashes | undefined): Promise<void> {
  if (known && known.size === entries.length && entries.every(([name, stat, hash]) => known.get(name)?.stat === stat && known.get(name)?.hash === hash)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await replaceFile(file, JSON.stringify(entries));
}

/** The running code and the resolved config: what every page depends on besides files. */
const configKey = (config: SiteConfig) => `v${MANIFEST_VERSION} ${CODE_HASH}\0${JSON.stringify(config, withFunctionSources)}`;

/**
 * The hash of everything a build's output depends on except the given files (its pages' own
 * sources): the code, the config, every other input file and, when `withGit`, the git commit.
 * Two builds with the same site key differ only in those pages' sources, which is when an
 * incremental build may keep pages (see `incremental.ts`).
 */
export function siteKeyOf(config: SiteConfig, inputs: InputHashes, pageSources: ReadonlySet<string>, withGit: boolean): string {
  const hash = createHash('sha256').update(configKey(config)).update(withGit ? `\0git ${inputs.gitCommit}` : '');
  for (const [file, fileHash] of inputs.fileHashes) if (!pageSources.has(file)) hash.update(`\0${file}\0${fileHash}`);
  return hash.digest('hex');
}

/** A config function (an `editUrl`) hashes as its source, so editing it rebuilds the site. */
const withFunctionSources = (_key: string, value: unknown) => (typeof value === 'function' ? `function ${String(value)}` : value);


/**
 * The manifest of the last build into `outDir`, when its output is intact (every file it
 * wrote still there with its size and time) and no module its pages imported changed: the
 * output is up to date when the manifest's `inputs` are this build's, and an incremental
 * build may keep its pages otherwise (see `incremental.ts`). A dev process takes the output it
 * recorded as intact while the manifest and the output folder are those it left (`recordedBy`).
 */
export async function previousBuild(config: SiteConfig, outDir: string): Promise<BuildManifest | undefined> {
  const file = manifestFile(config, outDir);
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
  if (manifest.version !== MANIFEST_VERSION || (await dependenciesChanged(manifest.moduleInputs))) return undefined;
  const recorded = recordedBy.get(file);
  if (recorded !== undefined && recorded === (await recordIdentity(file, outDir))) return manifest;
  const now = await fingerprints(outDir, Object.keys(manifest.files));
  return Object.values(manifest.files).every((print, index) => now[index] === print) ? manifest : undefined;
}

/**
 * In a dev process, the manifest it recorded last by its path, as `recordIdentity` saw it then:
 * an edit build stat-ed every output file to find its own output intact (some 2,400 at 1,000
 * pages, about 40 ms). Another build's commit replaces the folder (a new inode) and its record the
 * manifest; a file of the folder edited by hand is not seen (the folder is dev's own, in `.docsite-cache`).
 */
const recordedBy = new BetweenBuilds<string>();

/** The manifest file's size, time and inode, and the output folder's inode and times; empty when either is missing. */
async function recordIdentity(file: string, outDir: string): Promise<string> {
  try {
    const [manifest, folder] = await Promise.all([stat(file), stat(outDir)]);
    return `${manifest.size}:${manifest.mtimeMs}:${manifest.ino} ${folder.ino}:${folder.mtimeMs}:${folder.birthtimeMs}`;
  } catch {
    return '';
  }
}

/**
 * Each file's size and modification time. Synchronously: a stat is a few microseconds, and
 * some 2,400 of them through `fs/promises` (a promise and a trip to the thread pool each) cost
 * an incremental build of 1,000 pages about 0.3 s of its main thread.
 */
const fingerprints = (outDir: string, files: string[]) =>
  files.map((file) => {
    try {
      const info = statSync(path.join(outDir, file));
      return `${info.size}:${info.mtimeMs}`;
    } catch {
      return 'missing';
    }
  });

/**
 * Records a successful build into `outDir`, with the size and time of every file it wrote:
 * as the writer saw them after writing (`known`), else from a stat of each.
 */
export async function recordBuild(config: SiteConfig, outDir: string, written: Iterable<string>, manifest: Omit<BuildManifest, 'version' | 'files'>, known: (file: string) => string | undefined = () => undefined): Promise<void> {
  const names = [...written];
  const unknown = names.filter((name) => known(name) === undefined);
  const stated = new Map((await fingerprints(outDir, unknown)).map((print, index) => [unknown[index]!, print]));
  const prints = names.map((name) => known(name) ?? stated.get(name)!);
  const file = manifestFile(config, outDir);
  await mkdir(path.dirname(file), { recursive: true });
  // Renamed into place: a build that reads it meanwhile sees the old manifest or the new one, never half of one.
  await replaceFile(file, JSON.stringify({ version: MANIFEST_VERSION, ...manifest, files: Object.fromEntries(names.map((name, index) => [name, prints[index]])) }));
  if (keepsBetweenBuilds()) {
    const identity = await recordIdentity(file, outDir);
    if (identity) recordedBy.set(file, identity);
  }
}
