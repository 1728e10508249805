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
const committed = new BetweenBuilds<Map<string, string>>();

/** A file's contents as the digest `committed` keeps (sha1: a collision is not a concern here, speed is). */
export const digestOf = (contents: string | Uint8Array): string => createHash('sha1').update(contents).digest('base64');

/** The digests of what the last committed build into `outDir` wrote, when this process keeps them. */
export const committedDigests = (outDir: string): ReadonlyMap<string, string> | undefined => committed.get(outDir);

/** `outDir` now holds what `digests` describe (a build committed it, or replaced a file in it). */
export function rememberCommitted(outDir: string, digests: Map<string, string>): void {
  committed.set(outDir, digests);
}

/** Nothing is known of `outDir`'s files (a build into it failed: its next one writes every file). */
export function forgetCommitted(outDir: string): void {
  committed.delete(outDir);
}
