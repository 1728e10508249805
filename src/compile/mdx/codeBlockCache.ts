import { createRequire } from 'node:module';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CODE_HASH } from '../../shared/codeHash.js';
import { cacheKey } from '../../shared/persistentCache.js';
import { openCodeBlockLog } from './codeBlockLog.js';

/** Bump when a cached block changes shape. */
const VERSION = 2;
const NAME = 'code-blocks';

/** shiki's version: another version may tokenize or colour a block differently. */
const SHIKI_VERSION = (() => {
  try {
    return String((createRequire(import.meta.url)('shiki/package.json') as { version: string }).version);
  } catch {
    return 'unknown';
  }
})();

/**
 * Highlighted code blocks kept between builds, in `.docsite-cache/code-blocks-v<version>-<code>/`
 * (append-only logs, `codeBlockLog.ts`): an incremental build that compiles an edited
 * page takes the blocks it highlighted before from here, and starts shiki only for a block
 * it has not seen (starting shiki and compiling a grammar's patterns was most of compiling
 * one page again, about 1.4 s). Keyed by everything the HTML depends on (`codeBlockKey`), so
 * an entry is never stale; the folder is tied to the running docsite code. Every thread
 * (the build's workers too) reads it and appends to a log of its own.
 */
export interface CodeBlockCache {
  get(key: string): string | undefined;
  set(key: string, block: string): void;
}

/** The key of a block: how it is output, the fence, the magic comments and themes it was highlighted with, and shiki's version. */
export function codeBlockKey(output: string, fence: { fenceLang: string | undefined; meta: string | undefined; text: string }, magicComments: unknown, themes: { light: string; dark: string }): string {
  return cacheKey(output, fence.fenceLang ?? '\u0001', fence.meta ?? '\u0001', fence.text, JSON.stringify(magicComments), themes.light, themes.dark, SHIKI_VERSION);
}

/** The site's code block cache in its cache folder (`.docsite-cache`). */
export function openCodeBlockCache(cacheDir: string): CodeBlockCache {
  const log = openCodeBlockLog(path.join(cacheDir, `${NAME}-v${VERSION}-${CODE_HASH}`));
  return {
    get: (key) => log.read(key),
    set(key, block) {
      // A cache that cannot be written (a read-only folder) only makes the next build slower.
      try {
        log.append(key, block);
      } catch {
        // Not cached.
      }
    },
  };
}

/** Removes the code block caches of other docsite code, which are never read again (once a build, on the main thread). */
export function removeOtherCodeBlockCaches(cacheDir: string): void {
  const current = `${NAME}-v${VERSION}-${CODE_HASH}`;
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const name of names) if (name.startsWith(`${NAME}-v`) && name !== current) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
}
