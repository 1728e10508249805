// Compiles named exports of docsite's TypeScript sources into one ES module under the cache
// and imports it: benches call the code the build runs without a dist/ of their own.
import { build as esbuild } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `exports` maps a source file (relative to the repository, `.ts`) to the names it exports
 * that the bench wants; `name` names the compiled file under `.docsite-cache/`.
 */
export async function importSource(repo, name, exports) {
  const out = path.join(repo, '.docsite-cache', `${name}.mjs`);
  const contents = Object.entries(exports)
    .map(([file, names]) => `export { ${names.join(', ')} } from './${file}';\n`)
    .join('');
  await esbuild({
    stdin: { contents, resolveDir: repo, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile: out,
    logLevel: 'warning',
  });
  return import(pathToFileURL(out).href);
}
