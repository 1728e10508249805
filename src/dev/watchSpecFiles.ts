import { statSync } from 'node:fs';
import path from 'node:path';
import { readSpec } from '../compile/openapi/loadSpec.js';
import type { SiteConfig } from '../types.js';

/** The files of the site's OpenAPI documents that `docsite dev` watches (see `watchSpecFiles`). */
export interface SpecWatch {
  /** Notes a changed file: when it is one of the documents' files, their `$ref`s are read again at the next `refresh`. */
  changed(file: string): void;
  /**
   * Reads the documents again when one of their files changed, and watches the files they now
   * reach. Returns those of the newly watched files that changed since `since` (epoch ms, when
   * the build that read them began): a watch starts only after that build, so an edit made
   * while it ran raises no event and would be lost.
   */
  refresh(since: number): Promise<string[]>;
}

/**
 * The slack, in ms, between a file's mtime and the clock: the kernel stamps mtimes with a
 * coarse clock that may lag `Date.now()` by a few ms, so a file written just after a build
 * began could otherwise look older than it. An extra rebuild is the only cost of erring.
 */
const MTIME_SLACK_MS = 50;

/**
 * Watches every file the OpenAPI documents read, not only the documents: a multi-file document
 * reaches its schemas through `$ref`s, which may lie in any folder of the project. The set is
 * read at the start and again after a document's file changed (a new `$ref` adds a file).
 * `watch` resolves once the files are watched.
 */
export function watchSpecFiles(config: SiteConfig, watch: (files: string[]) => Promise<void>): SpecWatch {
  const watched = new Set(config.apiReferences.map((reference) => reference.specFile));
  let stale = watched.size > 0;
  return {
    changed(file) {
      if (watched.has(path.resolve(file))) stale = true;
    },
    async refresh(since) {
      if (!stale) return [];
      stale = false;
      const fresh = (await reachedFiles(config)).filter((file) => !watched.has(file));
      if (fresh.length === 0) return [];
      fresh.forEach((file) => watched.add(file));
      await watch(fresh);
      return fresh.filter((file) => changedSince(file, since));
    },
  };
}

/** Every file the site's OpenAPI documents read, each document's own included. */
async function reachedFiles(config: SiteConfig): Promise<string[]> {
  const files = new Set<string>();
  for (const reference of config.apiReferences) {
    try {
      (await readSpec(reference.specFile, config.root)).files.forEach((file) => files.add(file));
    } catch {
      // A document that does not read fails the build, which reports it; its files are read again once it changes.
    }
  }
  return [...files];
}

function changedSince(file: string, since: number): boolean {
  try {
    return statSync(file).mtimeMs >= since - MTIME_SLACK_MS;
  } catch {
    // Gone since the document was read: the next build reports the broken `$ref`.
    return true;
  }
}
