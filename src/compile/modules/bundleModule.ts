import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Message, Metafile, Plugin, PluginBuild } from 'esbuild';
import { ContentError } from '../../shared/errors.js';
import { packageRoot } from '../../shared/packageRoot.js';
import { requireCommonJs } from '../../shared/requireCommonJs.js';
import { SASS_FILE, sassLoader } from '../../shared/siteSass.js';
import type { Diagnostic } from '../../types.js';
import { isDocusaurusModule, isProvidedModule, isSharedPackage, MODULE_LIMITS } from './docusaurusModules.js';
import { hashDependencies } from './dependencies.js';
import { lineOfImport } from './lineOfImport.js';
import { rawImportPath } from './rawImports.js';

const { build } = requireCommonJs('esbuild') as typeof import('esbuild');

/** A page's code with everything it imports, ready for `runModule`. */
export interface ModuleBundle {
  /** CommonJS: React, Docusaurus modules and Node's own stay `require` calls, given when it runs. */
  code: string;
  /** The CSS its imports brought (CSS modules with their class names scoped), or ''. */
  css: string;
  /** A Docusaurus module docsite does not provide, once per module and file. */
  warnings: Diagnostic[];
  /** Every file bundled (absolute path → content hash): the bundle is stale when one changes. */
  dependencies: Record<string, string>;
  /**
   * Files its CSS names by a relative `url()` that are not inlined (fonts, as `@font-face` names
   * them): output path (`assets/codicon.1a2b3c4d.ttf`) → absolute source; the CSS names them at
   * `/assets/…`, and the build writes them. Undefined when there are none.
   */
  assets?: Record<string, string>;
}

/** What `bundleModule` needs besides the entry. */
export interface BundleOptions {
  /** The site's folder: `@site/…` imports, and messages' paths. */
  root: string;
  /** Compiles an imported `.md`/`.mdx` file (a partial) to an ES module's source. */
  compileMdx(file: string, source: string): Promise<string>;
  /** Import aliases (`@components` → an absolute folder or file), as webpack's `resolve.alias` (see `UserConfig.moduleAliases`). */
  aliases?: Readonly<Record<string, string>>;
}

/** The entry: a file, or code standing for one (a compiled MDX page, with its original text for messages). */
export interface BundleEntry {
  file: string;
  code?: string;
  source?: string;
}

/** The variable a bundle reads `import.meta.url` from. */
export const IMPORT_META_URL = '__docsiteImportMetaUrl';

const builtins = new Set(builtinModules);
const docsitePackages = path.join(packageRoot(), 'node_modules') + path.sep;
/** Images a page imports by a relative path, as data URLs in its code or CSS. */
const IMAGE_LOADERS = Object.fromEntries(['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp'].map((extension) => [extension, 'dataurl' as const]));

/** Files a stylesheet names that are copied as they are, not inlined: fonts and other binary files (images are inlined, see `IMAGE_LOADERS`). */
const isCopiedAsset = (file: string) => !/\.(css|[cm]?[jt]sx?|json)$/i.test(file) && !(path.extname(file).toLowerCase() in IMAGE_LOADERS);

/** A copied file's output path: its name with a hash of its content, under `assets/` (`assets/codicon.1a2b3c4d.ttf`). */
async function assetOutput(file: string): Promise<string> {
  const hash = createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 8);
  const extension = path.extname(file);
  return `assets/${path.basename(file, extension)}.${hash}${extension}`;
}

/** A script of a package docsite itself installed (required at run time, not bundled). */
const isDocsitePackageFile = (file: string) => file.startsWith(docsitePackages) && /\.(c|m)?js$/.test(file);
const isBuiltin = (id: string) => id.startsWith('node:') || builtins.has(id.split('/')[0]!);

/**
 * Bundles a page (compiled MDX, or a React page) with what it imports, as Docusaurus's
 * webpack does: relative components and partials, CSS (modules scoped), JSON, `@site/…` and
 * the packages the site installed, resolved from its own folder. Run at compile time, so the
 * bundle is cached with the page (`dependencies` say when it is stale).
 */
export async function bundleModule(entry: BundleEntry, options: BundleOptions): Promise<ModuleBundle> {
  const resolver = createResolver(entry, options);
  // Partials Sass read: not esbuild's inputs, yet the bundle is stale when one changes.
  const sassFiles = new Set<string>();
  const sass: Plugin = { name: 'docsite-sass', setup: (esbuild) => void esbuild.onLoad({ filter: SASS_FILE }, sassLoader(options.root, sassFiles, resolver.warnings)) };
  let result;
  try {
    result = await build({
      ...(entry.code === undefined ? { entryPoints: [entry.file] } : { stdin: { contents: entry.code, resolveDir: path.dirname(entry.file), sourcefile: entry.file, loader: 'js' } }),
      absWorkingDir: options.root,
      bundle: true,
      write: false,
      outdir: 'out',
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      // Docusaurus sites write JSX in .js files. An image a page's stylesheet or code imports by
      // a relative path (Babel's url(../img/x.svg)) is inlined, as the page's CSS is.
      loader: { '.js': 'jsx', ...IMAGE_LOADERS },
      metafile: true,
      logLevel: 'silent',
      // CommonJS has no import.meta: the runner gives the entry's URL (`runModule`).
      define: { 'import.meta.url': IMPORT_META_URL },
      plugins: [resolver.plugin, rawFiles(resolver.rawRead), mdxPartials(options), sass],
    });
  } catch (error) {
    throw (await resolver.missing()) ?? bundleError(error, entry, options.root);
  }
  const missing = await resolver.missing();
  if (missing) throw missing;
  const output = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  const assets = Object.keys(resolver.assets).length ? { assets: resolver.assets } : {};
  return { code: output('.js'), css: output('.css'), warnings: resolver.warnings, dependencies: await hashInputs(result.metafile!, options.root, new Set([...sassFiles, ...resolver.rawRead])), ...assets };
}

/**
 * Resolves every import as Docusaurus would, and notes what cannot be: React and Docusaurus's
 * modules stay external (the renderer gives them), `@site/` is the site's folder, and an
 * import nothing answers is an error naming the importing file and line.
 */
function createResolver(entry: BundleEntry, options: BundleOptions) {
  const warnings: Diagnostic[] = [];
  const unresolved: Array<{ id: string; importer: string }> = [];
  const importerOf = (importer: string) => (path.isAbsolute(importer) ? importer : entry.file);
  const textOf = async (file: string) => (file === entry.file && entry.source !== undefined ? entry.source : readFile(file, 'utf8').catch(() => ''));
  const warned = new Set<string>();
  const assets: Record<string, string> = {};
  const plugin: Plugin = {
    name: 'docsite-modules',
    setup(esbuild: PluginBuild) {
      esbuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === INNER || args.kind === 'entry-point') return undefined;
        const id = args.path;
        const raw = rawImportPath(id);
        if (raw !== undefined) {
          // The file is resolved as any import of it is (relative, @site/, an alias); its text is the module (see `rawFiles`).
          const file = await esbuild.resolve(raw, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
          return file.errors.length || file.external ? { path: id, external: true } : { path: file.path, namespace: RAW_NAMESPACE };
        }
        if (isSharedPackage(id) || isBuiltin(id) || id === 'docsite') return { path: id, external: true };
        // A stylesheet's url(/img/x.png) is a file of the static folder, and url(#gradient) an SVG element of the page (Kysely's
        // fill: url(#snoo-radial-gradient)): both left as they are, as Docusaurus's CSS loader does.
        if (args.kind === 'url-token' && /^(\/|[a-z]+:|#)/i.test(id)) return { path: id, external: true };
        const importer = importerOf(args.importer);
        if (isDocusaurusModule(id)) {
          // A swizzle that wraps or extends the original imports it so: the original is docsite's component of that name.
          const themeId = id.replace(/^@theme-(original|init)\//, '@theme/');
          const limit = isProvidedModule(themeId) ? MODULE_LIMITS[themeId] : themeId === id ? 'it is not provided by docsite, so its components render their children as they are' : `docsite has no ${themeId.slice('@theme/'.length)} component for this file to extend, so it gets a stand-in that renders its children`;
          if (limit && !warned.has(`${importer}\0${id}`)) {
            warned.add(`${importer}\0${id}`);
            const line = lineOfImport(await textOf(importer), id);
            warnings.push({ severity: 'warning', code: 'docusaurus-module', message: `${id}: ${limit}`, source: { file: path.relative(options.root, importer), line } });
          }
          return { path: themeId, external: true };
        }
        const aliased = aliasTarget(id, options.aliases);
        const target = aliased ?? (id.startsWith('@site/') ? `./${id.slice('@site/'.length)}` : id);
        const resolveDir = aliased !== undefined || id.startsWith('@site/') ? options.root : args.resolveDir;
        let resolved = await esbuild.resolve(target, { kind: args.kind, resolveDir, importer: args.importer, pluginData: INNER });
        // Docs outside the site folder (`path: '../docs'`) import the site's packages, as
        // Docusaurus's bundler resolves them: from the site's own node_modules too.
        if (resolved.errors.length && /^[^./]/.test(target) && resolveDir !== options.root) {
          resolved = await esbuild.resolve(target, { kind: args.kind, resolveDir: options.root, importer: args.importer, pluginData: INNER });
        }
        // A font (or any file not inlined) a stylesheet names: a hashed file of the site's assets, named from the site's root.
        if (resolved.errors.length === 0 && args.kind === 'url-token' && isCopiedAsset(resolved.path)) {
          const output = await assetOutput(resolved.path);
          assets[output] = resolved.path;
          return { path: `/${output}`, external: true };
        }
        if (resolved.errors.length === 0) {
          // A package of docsite's own install runs from there, as the theme's do (bundling
          // shiki's grammars into the Sable home page took seconds); the site's own are bundled.
          if (/^[^./]/.test(id) && isDocsitePackageFile(resolved.path)) return { path: id, external: true };
          return { path: resolved.path, external: resolved.external, namespace: resolved.namespace, sideEffects: resolved.sideEffects };
        }
        unresolved.push({ id, importer });
        return { path: id, external: true };
      });
    },
  };
  /** The error for the first import nothing answered, if any. */
  const missing = async () => {
    const first = unresolved[0];
    return first && unresolvedError(first.id, first.importer, options, textOf);
  };
  return { plugin, warnings, missing, assets, rawRead: new Set<string>() };
}

/**
 * Where an aliased import points, as webpack's `resolve.alias` reads it: `@components` answers
 * `@components` and `@components/…` (the rest joined to the alias's path), the longest alias first;
 * undefined when no alias names it.
 */
export function aliasTarget(id: string, aliases: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!aliases) return undefined;
  const name = Object.keys(aliases)
    .sort((a, b) => b.length - a.length)
    .find((alias) => id === alias || id.startsWith(`${alias}/`));
  return name === undefined ? undefined : aliases[name]! + id.slice(name.length);
}

/** Marks the resolver's own look-ups, so it does not see them again. */
const INNER = Symbol('docsite inner resolve');

/** The error for an import nothing answers: a package the site has not installed, or a file that is not there. */
async function unresolvedError(id: string, importer: string, { root, aliases }: BundleOptions, textOf: (file: string) => Promise<string>): Promise<ContentError> {
  const source = { file: path.relative(root, importer), line: lineOfImport(await textOf(importer), id) };
  const aliased = aliasTarget(id, aliases);
  if (aliased !== undefined) return new ContentError(`cannot import "${id}": no such file at ${path.relative(root, aliased) || '.'}, where the site's module alias points`, { source, hint: 'check the alias (moduleAliases, or the Docusaurus plugin that sets it) and the file it names' });
  if (/^[./]/.test(id)) return new ContentError(`cannot import "${id}": no such file`, { source, hint: 'check the path: it is relative to the importing file' });
  const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!;
  return new ContentError(`cannot import "${id}": the package ${name} is not installed in the site`, { source, hint: 'run npm install in the site folder (where its package.json is)' });
}

const RAW_NAMESPACE = 'docsite-raw';

/** A raw import (`!!raw-loader!./x.ts`, `./x.ts?raw`, see `rawImportPath`) is the file's text; `read` collects the files, on which the bundle depends. */
function rawFiles(read: Set<string>): Plugin {
  return {
    name: 'docsite-raw-files',
    setup(esbuild) {
      esbuild.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, async (args) => {
        read.add(args.path);
        return { contents: await readFile(args.path, 'utf8'), loader: 'text' };
      });
    },
  };
}

/** `.md` and `.mdx` files a page imports (partials) are compiled as MDX, with their own imports. */
function mdxPartials(options: BundleOptions): Plugin {
  return {
    name: 'docsite-mdx-partials',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.mdx?$/ }, async (args) => ({
        contents: await options.compileMdx(args.path, await readFile(args.path, 'utf8')),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/** esbuild's first error, as a content error at its place. */
function bundleError(error: unknown, entry: BundleEntry, root: string): ContentError | unknown {
  if (error instanceof ContentError) return error;
  const first: Message | undefined = (error as { errors?: Message[] }).errors?.[0];
  if (!first) return error;
  const detail = first.detail as unknown;
  if (detail instanceof ContentError) return detail;
  const place = first.location;
  // A place in the compiled MDX page is not a place in its text: only the file is named then.
  const inEntryCode = !place || (entry.code !== undefined && path.resolve(root, place.file) === entry.file);
  const source = inEntryCode ? { file: path.relative(root, entry.file) } : { file: path.relative(root, path.resolve(root, place.file)), line: place.line, column: place.column + 1 };
  return new ContentError(`could not bundle the page's imports: ${first.text}`, { source });
}

/** Hashes of every file the bundle read, so a cached page knows when an import changed. */
function hashInputs(metafile: Metafile, root: string, alsoRead: Set<string>): Promise<Record<string, string>> {
  const files = Object.keys(metafile.inputs).filter((input) => !input.includes(':') && input !== '<stdin>');
  return hashDependencies([...new Set([...files.map((input) => path.resolve(root, input)), ...alsoRead])]);
}
