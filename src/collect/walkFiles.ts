import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BetweenBuilds } from '../shared/betweenBuilds.js';
import { onInputsChanged } from '../shared/keptInputs.js';

/** Every file below `dir` (absolute paths, sorted), skipping dot-folders; empty when `dir` is missing. */
export async function walkFiles(dir: string): Promise<string[]> {
  return (await walkAll(dir)).filter((file) => !hiddenPart(dir, file, NONE));
}

/** Hidden folders that hosts read from a site's root (RFC 8615's `.well-known/`), published with the static files. */
const PUBLISHED_HIDDEN: ReadonlySet<string> = new Set(['.well-known']);
const NONE: ReadonlySet<string> = new Set();

/** What `walkStaticFiles` found: the files to publish, and the hidden ones it leaves out. */
export interface StaticFiles {
  /** Absolute paths, sorted. */
  files: string[];
  /** Each hidden file or folder left out, relative to the folder with forward slashes (folders end with `/`), sorted. */
  skipped: string[];
}

/**
 * The static folder's files: like `walkFiles`, but a root `.well-known/` is published too (hosts
 * and protocols look there: security.txt, Apple and Android app links, ACME), and the hidden
 * files and folders it leaves out are named, not dropped in silence.
 */
export async function walkStaticFiles(dir: string): Promise<StaticFiles> {
  const files: string[] = [];
  const skipped = new Set<string>();
  for (const file of await walkAll(dir)) {
    const hidden = hiddenPart(dir, file, PUBLISHED_HIDDEN);
    if (!hidden) files.push(file);
    else skipped.add(hidden);
  }
  return { files, skipped: [...skipped].sort() };
}

/** The path up to the first hidden part of `file` below `dir` (`a/.git/`, `.htaccess`), other than a `published` root folder. */
function hiddenPart(dir: string, file: string, published: ReadonlySet<string>): string | undefined {
  const parts = posixRelative(dir, file).split('/');
  const start = published.has(parts[0]!) ? 1 : 0;
  const index = parts.findIndex((part, at) => at >= start && part.startsWith('.'));
  if (index < 0) return undefined;
  return parts.slice(0, index + 1).join('/') + (index < parts.length - 1 ? '/' : '');
}

/** A dev process's walks of watched folders (`keepWalksBelow`), by the folder's resolved path: its files, sorted, and as a set. */
const keptWalks = new BetweenBuilds<{ files: string[]; listed: Set<string> }>();
/** The folders whose walks may be kept: those the dev watcher watches, which names every file added or removed below them. */
const watchedFolders: string[] = [];

/**
 * From now on, a walk of a folder below one of `folders` (which `docsite dev` watches) is kept
 * and given again until the watcher names a path in it that is not a file the walk listed (a
 * file added or removed, a folder): an edit build of 1,000 pages walked the content folder twice
 * (for the inputs' hashes, then collect), about 30 ms each. A file only edited keeps the walk.
 */
export function keepWalksBelow(folders: readonly string[]): void {
  watchedFolders.push(...folders.map((folder) => path.resolve(folder)));
}

onInputsChanged((file) => {
  let isFile = false;
  try {
    isFile = statSync(file).isFile();
  } catch {
    // Gone: a removal, which the walks must see.
  }
  for (const [root, walk] of keptWalks.entries()) {
    const inside = file === root || file.startsWith(root + path.sep) || root.startsWith(file + path.sep);
    if (inside && !(isFile && walk.listed.has(file))) keptWalks.delete(root);
  }
});

/** A file whose changes the dev watcher ignores (see `watchSources`): a walk that lists one is not kept. */
const isUnwatched = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`) || file.includes(`${path.sep}.docsite-cache${path.sep}`);

const isWatched = (root: string) => watchedFolders.some((folder) => root === folder || root.startsWith(folder + path.sep));

async function walkAll(dir: string): Promise<string[]> {
  // Resolved first, so every entry's folder is a normalized absolute path and a file's path is
  // that folder, a separator and its name: `path.join` normalizing each of them again cost an
  // edit build about 10 ms a walk at 1,000 pages (the content folder is walked twice).
  const root = path.resolve(dir);
  const kept = keptWalks.get(root);
  if (kept) return [...kept.files];
  const files = await walkFolder(root);
  if (isWatched(root) && !files.some(isUnwatched)) keptWalks.set(root, { files: [...files], listed: new Set(files) });
  return files;
}

/** Every file below `root` (a resolved path), sorted. */
async function walkFolder(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => (entry.parentPath.endsWith(path.sep) ? entry.parentPath + entry.name : entry.parentPath + path.sep + entry.name))
    .sort();
}

/** Path relative to `base` with forward slashes. */
export const posixRelative = (base: string, file: string) => path.relative(base, file).split(path.sep).join('/');
