import { blogsOf } from '../collect/blogSections.js';
import path from 'node:path';
import { cacheDirOf } from '../config/loadConfig.js';
import { DiagnosticsError } from '../shared/errors.js';
import { mapLimit } from '../shared/mapLimit.js';
import { cacheKey, type CacheStream } from '../shared/persistentCache.js';
import type { BuildContext, ContentFile, Diagnostic, SectionPlugins, SiteConfig } from '../types.js';
import { hasSitePlugins } from '../config/markdownPlugins.js';
import { sitePluginsKey } from './mdx/sitePlugins.js';
import { openCompileCache } from './compileCache.js';
import { workerScript } from '../shared/workerScript.js';
import { compileWorkerCount } from '../pipeline/scheduler.js';
import { compileOnWorkers } from './compilePool.js';
import type { CompileWorkerData } from './compileWorker.js';
import { createMarkdownCompiler, type CompiledContent, type MarkdownCompiler } from './mdx/compileMarkdown.js';
import { mermaidMode } from './mdx/remarkMermaid.js';
import { sharedCodeHighlighter } from './mdx/highlighter.js';
import { dependenciesChanged } from './modules/dependencies.js';

/**
 * Compiles every content file, reusing cached output for unchanged files. Misses compile
 * in-process (on machines with cores to spare, many go to worker threads too), where the
 * shiki highlighter is created only if needed. `onCompiled` sees each file as it is done, so
 * the caller can go on with it while the rest compile; awaiting it holds that compile slot.
 * Every file's error is collected, then the build fails once with the count.
 *
 * The cache is saved when the caller says (`saveCache`), or before a failure is thrown. Where
 * the caller can write it on another thread (`openCacheStream`), each file's output goes there
 * as it compiles: serialising and writing a thousand pages' output at the end took the main
 * thread a tenth of a second or more, on the build's critical path.
 */
export async function compileContent(
  files: ContentFile[],
  ctx: BuildContext,
  { fileToRoute, onCompiled, openCacheStream }: CompileContentOptions,
): Promise<{ compiled: Map<string, CompiledContent>; saveCache(): Promise<void> }> {
  const cache = await openCompileCache(cacheDirOf(ctx.config.root));
  if (openCacheStream) cache.streamTo(openCacheStream);
  const { docs, pages } = ctx.config;
  const contentRoots = [docs.dir, ...(ctx.config.docsSections ?? []).map((section) => section.dir), ...blogsOf(ctx.config).map((blog) => blog.dir), pages.dir];
  const mdxInMarkdown = ctx.config.markdown.format === 'mdx';
  const remarkRehypeOptions = ctx.config.markdown.remarkRehypeOptions;
  const markdown = { admonitions: ctx.config.markdown.admonitions, magicComments: ctx.config.code.magicComments, contentRoots, mdxInMarkdown, mermaid: mermaidMode(ctx.config.markdown.mermaid) };
  const sitePlugins = sitePluginFolders(ctx.config);
  const routeTableHash = cacheKey(JSON.stringify([...fileToRoute]), ctx.config.code.lightTheme, ctx.config.code.darkTheme, JSON.stringify(markdown), sitePluginsKey(undefined, remarkRehypeOptions), ...sitePlugins.map(({ dir, plugins }) => `${dir}\0${sitePluginsKey(plugins)}`));
  let compiler: Promise<MarkdownCompiler> | undefined;
  const getCompiler = () =>
    (compiler ??= sharedCodeHighlighter({ light: ctx.config.code.lightTheme, dark: ctx.config.code.darkTheme }).then((highlighter) =>
      createMarkdownCompiler({ root: ctx.config.root, highlighter, fileToRoute, ...markdown, sitePlugins, remarkRehypeOptions }),
    ));

  const errors: Diagnostic[] = [];
  const results = new Map<string, CompiledContent>();
  const keyOf = (content: ContentFile) => cacheKey(content.file, content.source, routeTableHash);
  const record = (content: ContentFile, outcome: CompiledContent | Error) => {
    if (outcome instanceof Error) {
      const { source, message, hint } = outcome as Error & { source?: Diagnostic['source']; hint?: string };
      errors.push({ severity: 'error', code: 'content', message, source: source ?? { file: path.relative(ctx.config.root, content.file) }, hint });
      return;
    }
    cache.set(keyOf(content), outcome);
    results.set(content.file, outcome);
    noteModuleInputs(ctx, outcome);
  };
  // What the caller does with a compiled file may fail (a page that does not render): the first
  // failure stops the handing over, and is thrown once every compile has settled.
  let handOverFailure: unknown;
  const handOver = async (content: ContentFile) => {
    const result = results.get(content.file);
    if (!onCompiled || !result || handOverFailure) return;
    try {
      await onCompiled(content.file, result);
    } catch (error) {
      handOverFailure ??= error;
    }
  };
  const misses: ContentFile[] = [];
  for (const content of files) {
    const hit = cache.get(keyOf(content));
    if (hit && !(await dependenciesChanged(hit.dependencies))) {
      results.set(content.file, hit);
      noteModuleInputs(ctx, hit);
      await handOver(content);
    } else misses.push(content);
  }
  // A worker cannot be given the site's plugins or remark-rehype options (functions do not cross threads): such sites compile here.
  const ownCompileOptions = sitePlugins.length > 0 || Object.keys(remarkRehypeOptions).length > 0;
  const workerData = ownCompileOptions ? undefined : { root: ctx.config.root, themes: { light: ctx.config.code.lightTheme, dark: ctx.config.code.darkTheme }, fileToRoute: [...fileToRoute], ...markdown };
  await compileMisses(misses, ctx, workerData, getCompiler, (content, outcome) => {
    record(content, outcome);
    return handOver(content);
  });
  if (errors.length || handOverFailure) {
    // What did compile is kept for the next build, which then compiles only what failed.
    await cache.save();
    if (errors.length) throw new DiagnosticsError(`${errors.length} content file${errors.length === 1 ? '' : 's'} failed to compile`, errors);
    throw handOverFailure;
  }
  return { compiled: results, saveCache: () => cache.save() };
}

/**
 * Compiles the files the cache missed: on worker threads when the site's compile options can be
 * handed to them (`workerData`) and there are enough files, else here, eight at a time.
 */
async function compileMisses(
  misses: ContentFile[],
  ctx: BuildContext,
  workerData: CompileWorkerData | undefined,
  getCompiler: () => Promise<MarkdownCompiler>,
  settle: (content: ContentFile, outcome: CompiledContent | Error) => Promise<void>,
): Promise<void> {
  const script = workerScript('compileWorker');
  const workers = script && workerData ? compileWorkerCount(misses.length, ctx.cores) : 0;
  if (script && workerData && workers > 0) {
    await compileOnWorkers(misses, workers, workerData, script, async (content) => (await getCompiler()).compile(content), (index, outcome) => settle(misses[index]!, outcome));
    return;
  }
  await mapLimit(misses, 8, async (content) => {
    let outcome: CompiledContent | Error;
    try {
      outcome = await (await getCompiler()).compile(content);
    } catch (error) {
      outcome = error as Error;
    }
    await settle(content, outcome);
  });
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
  /** Sees each file as it is done; awaiting it holds that compile slot. */
  onCompiled?: (file: string, compiled: CompiledContent) => Promise<void> | void;
  /** A stream for the compile cache's file, written on another thread (`Writer.openStream`). */
  openCacheStream?: (file: string) => CacheStream | undefined;
}
