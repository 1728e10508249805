import path from 'node:path';
import { DocsiteError } from '../shared/errors.js';

/**
 * Where a writer puts `file` (relative to the output root `root`, forward slashes): the
 * absolute path, or an error when it would land anywhere but strictly inside `root`.
 * Routes are checked when they are made (`routePath.ts`); this is the last line of defence,
 * so a path that slipped through some other way still cannot write outside the output.
 */
export function resolveOutputPath(root: string, file: string): string {
  const target = path.resolve(root, file);
  const inside = path.relative(root, target);
  const escapes = inside === '' || inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside);
  if (file.includes('\0') || escapes) {
    throw new DocsiteError(`refusing to write ${JSON.stringify(file)}: it is not a file inside the output folder`, {
      hint: 'output paths are relative to the output folder and never leave it; this is a bug in whatever made the path',
    });
  }
  return target;
}
