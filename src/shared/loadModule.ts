import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { cachedModule, compileKey, recordModule } from './compiledModuleCache.js';
import { docsiteEntry } from './docsiteEntry.js';
import { packageRoot } from './packageRoot.js';
import { requireCommonJs } from './requireCommonJs.js';
import { replaceFile } from './replaceFile.js';

/** esbuild, required when a module must be compiled (a build that finds its modules compiled already never loads it). */
const esbuild = () => requireCommonJs('esbuild') as typeof import('esbuild');

/** Options for `loadModule`. */
export interface LoadModuleOptions {
  /** Folder compiled modules are written to (they must sit where node can resolve packages). */
  cacheDir: string;
  /** Extra esbuild `define`s. */
  define?: Record<string, string>;
  /** Extra esbuild plugins, run before docsite's own (a Docusaurus config's stand-in modules). */
  plugins?: Plugin[];
  /** File the module's own `require` resolves from (default: the compiled module): a CommonJS config's `require.resolve('./sidebars.js')` means its own folder. */
  requireFrom?: string;
  /** `require.resolve` of a package that is not installed returns its name instead of throwing (a Docusaurus config naming its plugins). */
  lenientResolve?: boolean;
  /** Called with the absolute path of every file the bundle read (the theme names a site's unused overrides). */
  onInputs?: (files: string[]) => void;
}

/** A compile error in a TypeScript module, with the place esbuild reported. */
export class ModuleCompileError extends Error {
  constructor(
    message: string,
    readonly location?: { file: string; line: number; column: number },
  ) {
    super(message);
  }
}

/** React's packages, which are CommonJS: the compiled module requires them (see `requireCommonJs`). */
const COMMONJS_PACKAGES = /^react(-dom)?(\/|$)/;

/**
 * Turns `import … from 'react'` (and `require('react')`) into a call of `__docsiteRequire`,
 * which the banner creates at docsite's own location: the theme and a site's pages share the
 * one React docsite renders with, even where the site has no React of its own.
 */
const requireCommonJsPackages: Plugin = {
  name: 'require-commonjs-packages',
  setup(build) {
    build.onResolve({ filter: COMMONJS_PACKAGES }, (args) => ({ path: args.path, namespace: 'commonjs-package' }));
    build.onLoad({ filter: /.*/, namespace: 'commonjs-package' }, (args) => ({ contents: `module.exports = __docsiteRequire(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

/**
 * Points `import … from 'docsite'` (a site config's `defineConfig`) at this install's public
 * API: resolved from the compiled module's folder, it failed wherever docsite is not a
 * dependency of the site itself (run from another folder, or through npx). A module that
 * imports only `defineConfig` gets the entry holding only that (see `docsiteEntry`).
 */
const resolveDocsite: Plugin = {
  name: 'resolve-docsite',
  setup(build) {
    build.onResolve({ filter: /^docsite$/ }, (args) => ({ path: pathToFileURL(args.kind === 'import-statement' ? docsiteEntry(args.importer) : path.join(packageRoot(), 'dist/index.js')).href, external: true }));
  },
};
const LENIENT_RESOLVE = [
  'const __docsiteResolve = require.resolve;',
  // A relative id without its extension may name a TypeScript file (`require.resolve('./sidebars')` beside
  // sidebars.ts), which Docusaurus's loader finds and Node's does not.
  'const __docsiteTsExtensions = [".ts", ".tsx", ".mts", ".cts", ".mjs", ".cjs"];',
  "require.resolve = (id, options) => { try { return __docsiteResolve(id, options); } catch (error) { if (/^[^./]/.test(id)) return id; for (const extension of __docsiteTsExtensions) { try { return __docsiteResolve(id + extension, options); } catch {} } throw error; } };",
];
const requireBanner = (options: LoadModuleOptions) =>
  [
    "import { createRequire as __docsiteCreateRequire } from 'node:module';",
    `const require = __docsiteCreateRequire(${options.requireFrom ? JSON.stringify(options.requireFrom) : 'import.meta.url'});`,
    ...(options.lenientResolve ? LENIENT_RESOLVE : []),
    `const __docsiteRequire = __docsiteCreateRequire(${JSON.stringify(import.meta.url)});`,
  ].join('\n');

/**
 * Bundles a TypeScript/TSX module with esbuild (packages stay external, so React is
 * shared with the caller) and imports it. The file name is a content hash: an
 * unchanged module is not re-evaluated, a changed one gets a fresh URL.
 */
export async function loadModule<T = Record<string, unknown>>(file: string, options: LoadModuleOptions): Promise<T> {
  return (await import(await compileModule(file, options))) as T;
}

/** The first half of `loadModule`: bundles the module and writes it, returning the URL to import (esbuild works on another core meanwhile). */
export async function compileModule(file: string, options: LoadModuleOptions): Promise<string> {
  const stem = compiledStem(file);
  // Plugins (a Docusaurus config's stand-ins, the theme's overrides) decide from more than the files read: those compile every time.
  const key = options.plugins?.length || options.onInputs ? undefined : compileKey(file, { docsite: import.meta.url, define: options.define, requireFrom: options.requireFrom, lenientResolve: options.lenientResolve });
  const cached = key && (await cachedModule(options.cacheDir, stem, key));
  if (cached) return cached;
  let code: string;
  let inputs: string[] = [];
  try {
    const result = await esbuild().build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
      define: options.define,
      plugins: [...(options.plugins ?? []), resolveDocsite, requireCommonJsPackages],
      banner: { js: requireBanner(options) },
      metafile: true,
    });
    code = result.outputFiles[0]!.text;
    // Files in a plugin's namespace are named `namespace:path`; only those on disk are the caller's.
    inputs = Object.keys(result.metafile!.inputs).filter((input) => !/^[\w-]+:/.test(input)).map((input) => path.resolve(input));
    options.onInputs?.(inputs);
  } catch (error) {
    const first: Message | undefined = (error as { errors?: Message[] }).errors?.[0];
    if (first) {
      const location = first.location ? { file: path.resolve(first.location.file), line: first.location.line, column: first.location.column + 1 } : undefined;
      throw new ModuleCompileError(first.text, location);
    }
    throw error;
  }
  const hash = createHash('sha256').update(file).update(code).digest('hex').slice(0, 16);
  await mkdir(options.cacheDir, { recursive: true });
  const out = path.join(options.cacheDir, `${stem}.${hash}.mjs`);
  // Written beside and renamed into place: another build may be importing this very file
  // (same content, same name), and a half-written module read as one without exports.
  await replaceFile(out, code);
  await removeStaleVersions(options.cacheDir, stem, out);
  if (key) await recordModule(options.cacheDir, stem, key, out, inputs, file);
  return pathToFileURL(out).href;
}

/** The start of the names `compileModule` gives `file`'s compiled versions. */
const compiledStem = (file: string) => path.basename(file).replace(/\W/g, '_');

/** True when `stack` (an error's) passes through a compiled version of `file`, so the error came from its code. */
export function isCompiledFrom(stack: string, file: string): boolean {
  return new RegExp(`[/\\\\]${compiledStem(file)}\\.[0-9a-f]{16}\\.mjs:`).test(stack);
}

/**
 * Older compiled versions of the module would pile up with every edit: drop those unused for
 * an hour (another process may still be importing a recent one), and temporary files that
 * old, which a killed build left.
 */
async function removeStaleVersions(cacheDir: string, stem: string, current: string) {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (file === current || !name.startsWith(`${stem}.`) || !(name.endsWith('.mjs') || name.endsWith('.tmp'))) continue;
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < hourAgo) await rm(file, { force: true });
  }
}
