import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The docsite package folder (holding its default theme), found from this module's location. */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'docsite') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docsite package root not found');
    dir = parent;
  }
}

/** docsite's own version, from its package.json. */
export function packageVersion(): string {
  return JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')).version;
}
