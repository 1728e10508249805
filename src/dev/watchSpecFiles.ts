import path from 'node:path';
import { readSpec } from '../compile/openapi/loadSpec.js';
import type { SiteConfig } from '../types.js';

/** The files of the site's OpenAPI documents that `docsite dev` watches (see `watchSpecFiles`). */
export interface SpecWatch {
  /** Notes a changed file: when it is one of the documents' files, their `$ref`s are read again at the next `refresh`. */
  changed(file: string): void;
  /** Reads the documents again when one of their files changed, and watches the files they now reach. */
  refresh(): Promise<void>;
}

/**
 * Watches every file the OpenAPI documents read, not only the documents: a multi-file document
 * reaches its schemas through `$ref`s, which may lie in any folder of the project. The set is
 * read at the start and again after a document's file changed (a new `$ref` adds a file).
 */
export function watchSpecFiles(config: SiteConfig, watch: (files: string[]) => void): SpecWatch {
  const watched = new Set(config.apiReferences.map((reference) => reference.specFile));
  let stale = watched.size > 0;
  return {
    changed(file) {
      if (watched.has(path.resolve(file))) stale = true;
    },
    async refresh() {
      if (!stale) return;
      stale = false;
      for (const reference of config.apiReferences) {
        let files: string[];
        try {
          ({ files } = await readSpec(reference.specFile, config.root));
        } catch {
          // A document that does not read fails the build, which reports it; its files are read again once it changes.
          continue;
        }
        const fresh = files.filter((file) => !watched.has(file));
        fresh.forEach((file) => watched.add(file));
        if (fresh.length > 0) watch(fresh);
      }
    },
  };
}
