import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin } from 'esbuild';
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

/** The esbuild loader of a module of the site by its extension. */
const loaderOf = (file: string): Loader => (/\.tsx$/.test(file) ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : /\.jsx$/.test(file) ? 'jsx' : 'js');

/**
 * A module's source with its own `__dirname`, `__filename` and `import.meta.url`/`dirname`/
 * `filename`, declared on its first line (so error lines stay right) unless it declares them.
 */
function withOwnPlace(source: string, file: string): string {
  const own: Record<string, string> = { url: pathToFileURL(file).href, dirname: path.dirname(file), filename: file };
  const text = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: string) => JSON.stringify(own[key]));
  const declared = (name: string) => new RegExp(`\\b(const|let|var|function|class)\\s+${name}\\b`).test(text);
  const names: Array<[string, string]> = [['__dirname', path.dirname(file)], ['__filename', file]];
  const declarations = names.filter(([name]) => text.includes(name) && !declared(name)).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`);
  return declarations.join(' ') + text;
}

/**
 * Gives each local module the config imports (its remark plugins, helpers) its own place, as
 * Docusaurus's loader does: the config's `define` would give every module in the bundle the
 * config's folder, and a plugin that reads `path.resolve(__dirname, '../../.prettierrc.json')`
 * (typescript-eslint's rule docs plugin) would read another file.
 */
function ownPlaceOfLocalModules(): Plugin {
  return {
    name: 'docusaurus-own-place',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.namespace !== 'file' || /[/\\]node_modules[/\\]/.test(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!/__dirname|__filename|import\.meta\.(url|dirname|filename)/.test(source)) return undefined;
        return { contents: withOwnPlace(source, args.path), loader: loaderOf(args.path), resolveDir: path.dirname(args.path) };
      });
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
  const loaded = await importDocusaurusModule(file, relPath, missing);
  // `export default async function createConfig()`: Docusaurus calls a config that is a function.
  const value = loaded.default;
  if (typeof value !== 'function') return value;
  try {
    return await (value as () => unknown)();
  } catch (error) {
    throw new ConfigError(`${relPath}: the exported config function failed`, { source: { file: relPath }, cause: error });
  }
}

/**
 * The module namespace of a module of a Docusaurus site (a config, a sidebars file, a local plugin
 * in TypeScript), bundled and run as `loadDocusaurusModule` describes; a compile error is a
 * config error at its place. Compiled into `siteDir`'s cache (the module's own folder by default).
 * `installedDocusaurus`: the site's `@docusaurus/*` packages load where installed (see `standInModules`).
 */
export async function importDocusaurusModule(file: string, relPath: string, missing: MissingPackage[], siteDir = path.dirname(file), { installedDocusaurus = false } = {}): Promise<{ default?: unknown }> {
  const dir = path.dirname(file);
  try {
    return await loadModule(file, {
      cacheDir: path.join(cacheDirOf(siteDir), 'modules'),
      // The module's own place, not the compiled copy's: a config reads files beside it (`new URL('../package.json', import.meta.url)`);
      // the local modules it imports get theirs from ownPlaceOfLocalModules.
      define: {
        __dirname: JSON.stringify(dir),
        __filename: JSON.stringify(file),
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.dirname': JSON.stringify(dir),
        'import.meta.filename': JSON.stringify(file),
      },
      plugins: [readAsWritten(file), ownPlaceOfLocalModules(), standInModules(dir, missing, { installedDocusaurus })],
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
}
