import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Stats } from 'node:fs';
import chokidar, { type FSWatcher } from 'chokidar';

/**
 * Watches the site's theme overrides folder, which a site often creates while `docsite dev`
 * runs: chokidar does not see a missing folder appear, so this watches the nearest folder
 * that exists on the way to it (up to the site's root), ignoring all but that way and the
 * overrides folder's contents (the site's `src/` may hold far more, or docsite's own source).
 * `onChange` hears each event as chokidar raised it.
 */
export function watchThemeOverrides(dir: string, root: string, onChange: (event: string, file: string, stats?: Stats) => void): FSWatcher {
  let watched = dir;
  while (!existsSync(watched) && watched !== root && path.dirname(watched) !== watched) watched = path.dirname(watched);
  const onTheWay = (file: string) => file === dir || file.startsWith(dir + path.sep) || dir.startsWith(file + path.sep);
  const watcher = chokidar.watch(watched, { ignoreInitial: true, ignored: (file) => !onTheWay(path.resolve(file)) });
  // The folder's own appearance counts too: a file written at once into a new folder may come
  // before chokidar watches that folder, and its event then never comes.
  watcher.on('all', (event, file, stats) => {
    const resolved = path.resolve(file);
    if (resolved === dir || resolved.startsWith(dir + path.sep)) onChange(event, file, stats);
  });
  return watcher;
}
