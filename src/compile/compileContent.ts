import { blogsOf } from '../collect/blogSections.js';
import path from 'node:path';
import { cacheDirOf } from '../config/loadConfig.js';
import { DiagnosticsError } from '../shared/errors.js';
import { mapLimit } from '../shared/mapLimit.js';
import { cacheKey, type CacheStream } from '../shared/persistentCache.js';
import type { BuildContext, ContentFile, Diagnostic, SectionPlugins, SiteConfig } from '../types.js';
import { hasSitePlugins } from '../config/markdownPlugins.js';
import { keepsBetweenBuilds } from '../shared/betweenBuilds.js';
import { isDocusaurusConfig } from '../compat/docusaurus/docusaurusConfigFile.js';
import { sitePluginsKey } from './mdx/sitePlugins.js';
import { openCompileCache } from './compileCache.js';
import type { PageWorkers } from '../pipeline/pageWorkers.js';
import type { CompileWorkerData } from './compileWorker.js';
import { createMarkdownCompiler, type CompiledContent, type MarkdownCompiler } from './mdx/compileMarkdown.js';
import { mermaidMode } from './mdx/remarkMermaid.js';
import { openCodeBlockCache, removeOtherCodeBlockCaches, type CodeBlockCache } from './mdx/codeBlockCache.js';
import { lazySharedCodeHighlighter } from './mdx/lazyHighlighter.js';
import { dependenciesChanged } from './modules/dependencies.js';

/**
 * Compiles every content file, reusing cached output for unchanged files. Misses compile on
 * the build's worker threads when it has them (`workers`, see `PageWorkers`), else
 * in-process, where the shiki highlighter is created only if needed. `onCompiled` sees each file as it is done, so
 * the caller can go on with it while the rest compile; awaiting it holds that compile slot.
 * Every file's error is collected, then the build fails once with the count.
 *
 * Each file's output is cached as it compiles: by the worker that compiled it, else on another
 * thread where the caller can write there (`openCacheStream`); `saveCache` (called when the caller says, or before a failure is
 * thrown) waits for those writes and drops the entries this build did not use.
 */
export async function compileContent(
  files: ContentFile[],
  ctx: BuildContext,
  options: CompileContentOptions,
): Promise<{ saveCache(): Promise<void> }> {
  const { fileToRoute, onCompiled, openCacheStream, workers } = options;
  const cache = openCompileCache(cacheDirOf(ctx.config.root), ctx.config.i18n?.current);
  if (openCacheStream) cache.writeWith(openCacheStream);
  const remarkRehypeOptions = ctx.config.markdown.remarkRehypeOptions;
  const markdown = markdownOptionsOf(ctx.config);
  const sitePlugins = sitePluginFolders(ctx.config);
  const routeTableHash = cacheKey(JSON.stringify([...fileToRoute]), ctx.config.code.lightTheme, ctx.config.code.darkTheme, JSON.stringify(markdown), sitePluginsKey(undefined, remarkRehypeOptions), ...sitePlugins.map(({ dir, plugins }) => `${dir}\0${sitePluginsKey(plugins)}`));
  removeOtherCodeBlockCaches(cacheDirOf(ctx.config.root));
  let compiler: MarkdownCompiler | undefined;
  // shiki starts on the first block the code block cache does not hold (see `lazyCodeHighlighter`).
  const getCompiler = async () =>
    (compiler ??= keptCompiler(sitePlugins.length || !keepsBetweenBuilds() ? undefined : `${ctx.config.root}\0${routeTableHash}`, openCodeBlockCache(cacheDirOf(ctx.config.root)), (codeBlockCache) =>
      createMarkdownCompiler({
        root: ctx.config.root,
        highlighter: lazySharedCodeHighlighter({ light: ctx.config.code.lightTheme, dark: ctx.config.code.darkTheme }),
        codeBlockCache,
        fileToRoute,
        ...markdown,
        sitePlugins,
        remarkRehypeOptions,
      }),
    ));

  const errors: Diagnostic[] = [];
  const keyOf = (content: ContentFile) => cacheKey(content.file, content.source, routeTableHash);
  // What the caller does with a compiled file may fail (a page that does not render): the first
  // failure stops the handing over, and is thrown once every compile has settled. The output is
  // handed over, never kept here: held to the end, every page's compiled HTML was the largest
  // part of the build's heap (about 19 MB a thousand realistic pages, 100 MB at 5,000).
  let handOverFailure: unknown;
  const handOver = async (content: ContentFile, result: CompiledContent) => {
    noteModuleInputs(ctx, result);
    if (handOverFailure) return;
    try {
      await onCompiled(content.file, result);
    } catch (error) {
      handOverFailure ??= error;
    }
  };
  const record = (content: ContentFile, outcome: CompiledContent | Error) => {
    if (!(outcome instanceof Error)) {
      // A worker saved its entry itself (see `EntryCache.claim`).
      if (!workers) cache.set(keyOf(content), outcome);
      return handOver(content, outcome);
    }
    const { source, message, hint } = outcome as Error & { source?: Diagnostic['source']; hint?: string };
    errors.push({ severity: 'error', code: 'content', message, source: source ?? { file: path.relative(ctx.config.root, content.file) }, hint });
  };
  const misses: ContentFile[] = [];
  for (const content of files) {
    const reused = await options.reused?.(content.file);
    if (reused) {
      // Its cache entry is not read, but kept for a later build that renders the page again.
      cache.keep(keyOf(content));
      await handOver(content, reused);
      continue;
    }
    const hit = cache.get(keyOf(content));
    if (hit && !(await dependenciesChanged(hit.dependencies))) await handOver(content, hit);
    else misses.push(content);
  }
  await compileMisses(misses, workers, getCompiler, (content) => cache.claim(keyOf(content)), async (content, outcome) => record(content, outcome));
  // Every file compiled: the compiler and its caches go (its rendered-block caches hold up to
  // 4,000 blocks, about 25 MB). `saveCache` shares this scope, which the build holds to its end.
  // (`docsite dev` keeps its compiler for the next rebuild: `keptCompiler`.)
  compiler = undefined;
  if (errors.length || handOverFailure) {
    // What did compile is kept for the next build, which then compiles only what failed.
    await cache.save();
    if (errors.length) throw new DiagnosticsError(`${errors.length} content file${errors.length === 1 ? '' : 's'} failed to compile`, errors);
    throw handOverFailure;
  }
  return { saveCache: () => cache.save() };
}

/**
 * Compiles the files the cache missed: on the build's worker threads when it has them, two
 * files waiting per worker so none idles while its last result is handed over, each saving its
 * compile cache entry in `cacheFileOf` itself, else here, eight at a time.
 */
async function compileMisses(
  misses: ContentFile[],
  workers: CompileContentOptions['workers'],
  getCompiler: () => Promise<MarkdownCompiler>,
  cacheFileOf: (content: ContentFile) => string,
  settle: (content: ContentFile, outcome: CompiledContent | Error) => Promise<void>,
): Promise<void> {
  const inProcess = async (content: ContentFile) => {
    // A turn of the event loop before each file: compiling in-process runs on resolved promises
    // alone, which holds off I/O callbacks (a file read, a worker's reply) while files compile.
    await new Promise((resolve) => setImmediate(resolve));
    return (await getCompiler()).compile(content);
  };
  const compile = workers ? (content: ContentFile) => workers.pool.compile(content, workers.keep(content.file), cacheFileOf(content)) : inProcess;
  await mapLimit(misses, workers ? 2 * workers.pool.size : 8, async (content) => {
    let outcome: CompiledContent | Error;
    try {
      outcome = await compile(content);
    } catch (error) {
      outcome = error as Error;
    }
    await settle(content, outcome);
  });
}

/** The in-process compiler of the last build, with the options it was made from and the code block cache it reads through. */
let kept: { key: string; compiler: MarkdownCompiler; codeBlocks: { current: CodeBlockCache } } | undefined;

/**
 * An in-process compiler, kept for the next build of a process that builds again and again
 * (`docsite dev`, see `keepsBetweenBuilds`) when that one would make it from the same options
 * (`key`: the root, the route table, the code themes and the markdown options): its remark and
 * MDX processors are made on its first file and then warm, where a new compiler made them again
 * on every edit. Each build reads and writes its own code block cache (opened anew: the folder
 * may have been cleared). `key` undefined, a new compiler: a `docsite build` (held to the end
 * of the build, its caches would only raise the peak memory) and a site with remark or rehype
 * plugins of its own (a plugin's module may have changed where its options did not).
 */
function keptCompiler(key: string | undefined, codeBlockCache: CodeBlockCache, make: (codeBlockCache: CodeBlockCache) => MarkdownCompiler): MarkdownCompiler {
  if (key === undefined) return make(codeBlockCache);
  if (kept?.key !== key) {
    const codeBlocks = { current: codeBlockCache };
    kept = { key, codeBlocks, compiler: make({ get: (block) => codeBlocks.current.get(block), set: (block, html) => codeBlocks.current.set(block, html) }) };
  }
  kept.codeBlocks.current = codeBlockCache;
  return kept.compiler;
}

/**
 * Compiles `contents` in this process, `rounds` times over, with a compiler made from the
 * site's markdown options (not its plugins), and drops the results: the code a page's compile
 * runs gets optimised before an edit needs it (`docsite dev`, `warmCompiler`). Before each file
 * it waits for `idle` (a turn of the event loop, or a build to finish) and stops when that says
 * false. Returns how many files it compiled.
 */
export async function compileToWarm(config: SiteConfig, contents: readonly ContentFile[], rounds: number, idle: () => Promise<boolean>): Promise<number> {
  const compiler = createMarkdownCompiler({
    root: config.root,
    highlighter: lazySharedCodeHighlighter({ light: config.code.lightTheme, dark: config.code.darkTheme }),
    fileToRoute: new Map(),
    ...markdownOptionsOf(config),
    remarkRehypeOptions: config.markdown.remarkRehypeOptions,
  });
  let compiled = 0;
  for (let round = 0; round < rounds; round++) {
    for (const content of contents) {
      if (!(await idle())) return compiled;
      await compiler.compile(content);
      compiled++;
    }
  }
  return compiled;
}

/** The markdown options every compiler of the site is made with, here and on the worker threads. */
function markdownOptionsOf(config: SiteConfig) {
  const { docs, pages } = config;
  const contentRoots = [docs.dir, ...(config.docsSections ?? []).map((section) => section.dir), ...blogsOf(config).map((blog) => blog.dir), pages.dir];
  const folders = contentFoldersOf(config);
  const sectionAdmonitions = folders.flatMap(({ dir, admonitions }) => (admonitions ? [{ dir, admonitions }] : []));
  const admonitionsOptions = folders.map(({ dir, option }) => ({ dir, option }));
  // Only a site with aliases has the key: the others' cache keys (which hash these options) stay as they were.
  const aliases = config.moduleAliases && { moduleAliases: config.moduleAliases };
  return { admonitions: config.markdown.admonitions, ...(sectionAdmonitions.length && { sectionAdmonitions }), admonitionsOptions, magicComments: config.code.magicComments, contentRoots, mdxInMarkdown: config.markdown.format === 'mdx', mermaid: mermaidMode(config.markdown.mermaid), ...aliases };
}

/**
 * Each content section's folders (docs and their versions, further docs sections, blogs, pages,
 * with their translations' folders), innermost first, with the section's own admonition keywords
 * (as each Docusaurus content plugin has its own `admonitions`; other pages take
 * `markdown.admonitions`) and the option that sets them, which the unknown-admonition hint names
 * (a blog post's types are the blog plugin's, not the docs preset's).
 */
function contentFoldersOf(config: SiteConfig): Array<{ dir: string; admonitions?: string[]; option: string }> {
  const docusaurus = isDocusaurusConfig(config.configFile);
  const at = (admonitions: string[] | undefined, option: string, ...dirs: Array<string | undefined>) => dirs.filter((dir): dir is string => dir !== undefined).map((dir) => ({ dir, admonitions, option }));
  const docsOption = (id: string) => (!docusaurus ? (id === 'default' ? 'docs.admonitions.keywords' : `docsSections '${id}' admonitions.keywords`) : id === 'default' ? "the docs preset's admonitions.keywords" : `the admonitions.keywords of docs plugin '${id}'`);
  const blogOption = (id: string) => (!docusaurus ? (id === 'default' ? 'blog.admonitions.keywords' : `blogSections '${id}' admonitions.keywords`) : id === 'default' ? "the blog plugin's admonitions.keywords" : `the admonitions.keywords of blog plugin '${id}'`);
  return [
    ...[config.docs, ...(config.docsSections ?? [])].flatMap((section) => section.versions.flatMap((version) => at(section.admonitions, docsOption(section.pluginId), version.dir, version.translatedDir))),
    ...blogsOf(config).flatMap((blog) => at(blog.admonitions, blogOption(blog.pluginId), blog.dir, blog.translatedDir)),
    ...at(config.pages.admonitions, docusaurus ? "the pages plugin's admonitions.keywords" : 'pages.admonitions.keywords', config.pages.dir, config.pages.translatedDir),
  ].sort((a, b) => b.dir.length - a.dir.length);
}

/**
 * What the build's worker threads compile with (see `PageWorkers`), or undefined when the
 * site's compile options cannot be handed to them: its plugins and remark-rehype options are
 * functions, which do not cross threads, so such sites compile here.
 */
export function compileWorkerDataOf(config: SiteConfig, fileToRoute: ReadonlyMap<string, string>): CompileWorkerData | undefined {
  if (sitePluginFolders(config).length > 0 || Object.keys(config.markdown.remarkRehypeOptions).length > 0) return undefined;
  return { root: config.root, cacheDir: cacheDirOf(config.root), themes: { light: config.code.lightTheme, dark: config.code.darkTheme }, fileToRoute: [...fileToRoute], ...markdownOptionsOf(config) };
}

/** The content folders whose pages compile with plugins of the site's, innermost first (a blog inside the docs folder is the blog's). */
function sitePluginFolders(config: SiteConfig): Array<{ dir: string; plugins: SectionPlugins }> {
  const folders = [
    { dir: config.docs.dir, plugins: config.markdown.plugins.docs },
    // A further docs section's pages, in each of its versions' folders, compile with its own plugins.
    ...(config.docsSections ?? []).flatMap((section) => section.versions.map(({ dir }) => ({ dir, plugins: section.plugins ?? config.markdown.plugins.docs }))),
    ...(config.blog ? [{ dir: config.blog.dir, plugins: config.markdown.plugins.blog }] : []),
    // A further blog's posts compile with its own plugins.
    ...(config.blogSections ?? []).map((blog) => ({ dir: blog.dir, plugins: blog.plugins ?? config.markdown.plugins.blog })),
    { dir: config.pages.dir, plugins: config.markdown.plugins.pages },
  ];
  return folders.filter(({ plugins }) => hasSitePlugins(plugins)).sort((a, b) => b.dir.length - a.dir.length);
}

/**
 * A module page's imported files go to `moduleInputs` (the up-to-date check hashes them), the
 * files its CSS names (fonts) to `moduleAssets` (written with the site). Its
 * warnings are the build's with every compiled file's (buildSite), so they are not added here.
 */
export function noteModuleInputs(ctx: BuildContext, compiled: { dependencies?: CompiledContent['dependencies']; assets?: CompiledContent['assets'] }) {
  if (compiled.assets) {
    ctx.moduleAssets ??= new Map();
    for (const [output, file] of Object.entries(compiled.assets)) ctx.moduleAssets.set(output, file);
  }
  if (!compiled.dependencies) return;
  ctx.moduleInputs ??= new Map();
  for (const [file, hash] of Object.entries(compiled.dependencies)) ctx.moduleInputs.set(file, hash);
}

/** What `compileContent` needs besides the files. */
export interface CompileContentOptions {
  /** Absolute content file path → route path, for rewriting links to markdown files. */
  fileToRoute: ReadonlyMap<string, string>;
  /** Sees each file as it is done (the only one that does: nothing is kept here); awaiting it holds that compile slot. */
  onCompiled: (file: string, compiled: CompiledContent) => Promise<void> | void;
  /** A stream for the compile cache's file, written on another thread (`Writer.openStream`). */
  openCacheStream?: (file: string) => CacheStream | undefined;
  /**
   * What a file compiled to when the page an incremental build keeps was rendered (without its
   * output, see `PageRecord.compiled`), or undefined: the file then compiles, or comes from the cache.
   */
  reused?: (file: string) => Promise<CompiledContent | undefined>;
  /** The build's worker threads, which compile the misses; `keep`: whether a file's page renders on the worker that compiles it. */
  workers?: { pool: PageWorkers; keep: (file: string) => boolean };
}
