import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/**
 * How long after a reported change a file is looked at again: chokidar reports one change of a
 * path per 50 ms and drops the others (`_throttle('change', path, 50)` in its `_emit`).
 */
const RECHECK_MS = 60;

/** A file's stat as a string that changes when its bytes may have: `gone` when there is no file. */
const signatureOf = (stats: Stats | undefined) => (stats ? `${stats.mtimeMs} ${stats.ctimeMs} ${stats.size} ${stats.ino}` : 'gone');

/** A watcher's events, with each change followed up (see `followChanges`). */
export interface FollowedChanges {
  /** Hands on a watcher event (`stats` as chokidar gives them: the file's after the change, none after an unlink). */
  event(event: string, file: string, stats?: Stats): void;
  /** Stops the follow-ups still waiting. */
  close(): void;
}

/**
 * Tells `changed` of every watcher event, and of a later change that raised none: chokidar
 * drops a second save of a file within 50 ms of the first, so a rebuild that started at the
 * first (dev does not wait for more) would have read the first save's text and no event would
 * follow. Each file reported is stat-ed again `RECHECK_MS` after its last event and reported
 * again when its stat differs from the one the event carried (then followed again).
 */
export function followChanges(changed: (file: string) => void, recheckMs = RECHECK_MS): FollowedChanges {
  const waiting = new Map<string, NodeJS.Timeout>();
  let closed = false;
  const follow = (file: string, seen: string) => {
    clearTimeout(waiting.get(file));
    const timer = setTimeout(async () => {
      waiting.delete(file);
      const now = signatureOf(await stat(file).catch(() => undefined));
      if (closed || waiting.has(file) || now === seen) return;
      changed(file);
      follow(file, now);
    }, recheckMs);
    waiting.set(file, timer);
  };
  return {
    event(event, file, stats) {
      changed(file);
      // Folders' events name no content, and an add or change without a stat has none to compare.
      if (event === 'unlink' || ((event === 'add' || event === 'change') && stats)) follow(file, signatureOf(event === 'unlink' ? undefined : stats));
    },
    close() {
      closed = true;
      waiting.forEach((timer) => clearTimeout(timer));
      waiting.clear();
    },
  };
}
