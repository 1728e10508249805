import { createHash } from 'node:crypto';
import { BetweenBuilds } from '../shared/betweenBuilds.js';

/**
 * The digest of every file a build wrote whole into an output folder, by the file's path in it:
 * kept in a process that builds the same folder again and again (`docsite dev`, see
 * `betweenBuilds.ts`), so that its next build hard-links a file whose bytes did not change from
 * the committed output instead of writing it again. A Sable edit wrote some 50 such files (the
 * client bundle's scripts and fonts, the static images, the feeds), about 50 ms of opening and
 * writing files on the main thread before the edited page was served.
 */
const committed = new BetweenBuilds<Map<string, FileDigest>>();

/**
 * A file's size in bytes, and its sha1 (a collision is not a concern here, speed is) when it was
 * worth hashing: not when the committed file's size differs (llms-full.txt changes with every
 * edit: hashing it cost about 17 ms an edit at 1,000 pages).
 */
export interface FileDigest {
  size: number;
  digest?: string;
}

/** `contents`' digest, not hashed when `before` (the committed file's) has another size; `same` when the bytes are the committed ones. */
export function digestOf(contents: string | Uint8Array, before: FileDigest | undefined): { entry: FileDigest; same: boolean } {
  const size = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
  // A file the committed output lacks (or the first build's) is hashed: the next build may link it.
  if (before && before.size !== size) return { entry: { size }, same: false };
  const digest = createHash('sha1').update(contents).digest('base64');
  return { entry: { size, digest }, same: before?.digest === digest };
}

/** The digests of what the last committed build into `outDir` wrote, when this process keeps them. */
export const committedDigests = (outDir: string): ReadonlyMap<string, FileDigest> | undefined => committed.get(outDir);

/** `outDir` now holds what `digests` describe (a build committed it, or replaced a file in it). */
export function rememberCommitted(outDir: string, digests: Map<string, FileDigest>): void {
  committed.set(outDir, digests);
}

/** Nothing is known of `outDir`'s files (a build into it failed: its next one writes every file). */
export function forgetCommitted(outDir: string): void {
  committed.delete(outDir);
}
