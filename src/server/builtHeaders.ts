import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseHeadersFile } from '../render/buildSecurityHeaders.js';

/**
 * The security headers of the build served from `dir` (its `_headers` file), read again
 * whenever the file changes: a rebuild with another inline script has another
 * Content-Security-Policy, and a server that kept the first one would block the new script.
 * While the file is missing (a build swapping the folder) the last headers read stay.
 */
export function builtHeaders(dir: string): () => Promise<Record<string, string>> {
  const file = path.join(dir, '_headers');
  let known = { version: '', headers: {} as Record<string, string> };
  return async () => {
    const info = await stat(file).catch(() => undefined);
    const version = info && `${info.ino}-${info.size}-${info.mtimeMs}`;
    if (!version || version === known.version) return known.headers;
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) known = { version, headers: parseHeadersFile(text) };
    return known.headers;
  };
}
