import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { cacheDirOf } from '../../config/loadConfig.js';
import { ConfigError } from '../../shared/errors.js';
import { loadModule, ModuleCompileError } from '../../shared/loadModule.js';
import { standInModules, type MissingPackage } from './standInModules.js';

/**
 * Loads the module itself outside its package's `"type"`, so its syntax decides, as with
 * the loader Docusaurus uses: a `module.exports` config is CommonJS even where
 * `package.json` says `"type": "module"` (where esbuild would read it as an ES module).
 */
function readAsWritten(file: string): Plugin {
  return {
    name: 'docusaurus-entry',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'entry-point' ? { path: file, namespace: 'docusaurus-entry' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'docusaurus-entry' }, async () => ({
        contents: await readFile(file, 'utf8'),
        loader: /\.[cm]?ts$/.test(file) ? 'ts' : 'js',
        resolveDir: path.dirname(file),
      }));
    },
  };
}

/**
 * Bundles and runs a module of a Docusaurus site (its config or sidebars file) the way
 * Docusaurus would: CommonJS or ESM, TypeScript, JSON imports, `require.resolve` and
 * `__dirname` meaning the module's own folder, and stand-ins for the packages docsite
 * provides or that are not installed (listed in `missing`).
 */
export async function loadDocusaurusModule(file: string, relPath: string, missing: MissingPackage[]): Promise<unknown> {
  const dir = path.dirname(file);
  let loaded: { default?: unknown };
  try {
    loaded = await loadModule(file, {
      cacheDir: path.join(cacheDirOf(dir), 'modules'),
      // The module's own place, not the compiled copy's: a config reads files beside it (`new URL('../package.json', import.meta.url)`).
      define: {
        __dirname: JSON.stringify(dir),
        __filename: JSON.stringify(file),
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.dirname': JSON.stringify(dir),
        'import.meta.filename': JSON.stringify(file),
      },
      plugins: [readAsWritten(file), standInModules(dir, missing)],
      requireFrom: file,
      lenientResolve: true,
    });
  } catch (error) {
    if (error instanceof ModuleCompileError) {
      const source = error.location ? { ...error.location, file: path.relative(process.cwd(), error.location.file.replace(/^.*docusaurus-entry:/, '')) } : { file: relPath };
      throw new ConfigError(error.message, { source });
    }
    throw new ConfigError(`could not load ${relPath}`, { source: { file: relPath }, cause: error });
  }
  // `export default async function createConfig()`: Docusaurus calls a config that is a function.
  const value = loaded.default;
  if (typeof value !== 'function') return value;
  try {
    return await (value as () => unknown)();
  } catch (error) {
    throw new ConfigError(`${relPath}: the exported config function failed`, { source: { file: relPath }, cause: error });
  }
}
