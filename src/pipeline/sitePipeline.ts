import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { routeOnlyKey } from '../compile/mdx/rehypeLinks.js';
import { collectedBlogsOf } from '../collect/blogSections.js';
import path from 'node:path';
import type { ClientBundle } from '../bundle/bundleClient.js';
import type { CollectedSite } from '../collect/collectSite.js';
import type { FileHistory } from '../collect/lastModified.js';
import { compileContent, compileWorkerDataOf, noteModuleInputs } from '../compile/compileContent.js';
import { compiledDiagnostics } from '../compile/compiledDiagnostics.js';
import type { OnKeyedOperationPage } from '../compile/openapi/apiPagesCache.js';
import { compileScope } from '../compile/compileScope.js';
import { compiledAfterWrite } from '../compile/compiledAfterWrite.js';
import { releaseSharedCodeHighlighters } from '../compile/mdx/lazyHighlighter.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import { FeedsAndLlmsSink } from '../feeds/feedsAndLlmsSink.js';
import { LinkFactsSink } from '../links/linkFactsSink.js';
import { showsLastUpdate } from '../render/pageHistory.js';
import { rendersAlone, type SharedFragment } from '../render/renderSite.js';
import { workerScript } from '../shared/workerScript.js';
import { startRenderStage, type RenderStage } from '../render/renderStage.js';
import { SearchSink } from '../search/searchSink.js';
import { DiagnosticsError } from '../shared/errors.js';
import { MarkdownTwinSink } from '../twins/markdownTwinSink.js';
import type { BuildContext, GeneratedRoute, Route } from '../types.js';
import { PageWriteSink } from '../write/pageWriteSink.js';
import { writeSiteFiles } from '../write/writeSiteFiles.js';
import type { Writer } from '../write/writer.js';
import type { PageReuse } from '../write/incremental.js';
import { PageRecordSink } from '../write/pageRecordSink.js';
import type { IncrementalFacts } from '../write/upToDate.js';
import type { PageSink } from './pageSink.js';
import { HeapTrim, heapSnapshot } from './heapTrim.js';
import { PageWorkers } from './pageWorkers.js';
import { pageWorkerCount, schedulePages, type PageScheduler } from './scheduler.js';
import { siteString } from '../config/localeTranslations.js';

/**
 * How long after the commit the files that follow it start (`filesLater`: an edited MDX page's
 * twin, the search files): an open page hears of the commit and asks for its new HTML within a
 * few milliseconds.
 */
const SEARCH_FOLLOWS_MS = 50;

/** What the pipeline starts from, once collected. */
export interface SitePipelineInput {
  collected: CollectedSite;
  ctx: BuildContext;
  writer: Writer;
  /** A hash of the inputs, when the caller has one (`PageReuse.siteKey`): the search files are named after it. */
  contentHash?: string;
  /** Which pages the previous build into the same folder can stand for (see `write/incremental.ts`), for a build into a folder. */
  reuse?: PageReuse;
  /** The client bundle and the theme, started before the pipeline's modules loaded (esbuild, on another core). */
  bundling: Promise<ClientBundle>;
  theme: Promise<string>;
  /** Git's last commits, read while the site builds. */
  fileHistory: Promise<FileHistory>;
  /**
   * On a site of several locales, the inline scripts' hashes of every locale built so far:
   * this pass adds its own, and its `_headers` allow them all (hosts read the root one only,
   * which the default locale's pass, built last, writes).
   */
  scriptSources?: Set<string>;
  /**
   * A dev rebuild (`BuildOptions.searchAfterCommit`): the files that only follow the pages (an
   * edited MDX page's twin and llms-full.txt, the search files) may be written after the commit,
   * where the previous output's can stand in meanwhile (`filesLater`).
   */
  filesAfterCommit?: boolean;
}

/**
 * The stages after collect, each an object of its own: compile, render, and the sinks that
 * consume rendered pages. A page flows one way: compiled → rendered → every sink. `build.ts`
 * calls the methods in order, each a timed step.
 */
export class SitePipeline {
  /** Every route with a page: the collected ones and the not-found page. */
  readonly routes: Route[];
  private readonly notFound: GeneratedRoute;
  private readonly compiled = new Map<string, CompiledContent>();
  private readonly links: LinkFactsSink;
  private readonly feeds: FeedsAndLlmsSink;
  private readonly twins: MarkdownTwinSink;
  private search?: SearchSink;
  private render?: RenderStage;
  private workers?: PageWorkers;
  private write?: PageWriteSink;
  private saveCompileCache?: () => Promise<void>;
  private readonly heap = new HeapTrim();

  constructor(private readonly input: SitePipelineInput) {
    const { config } = input.ctx;
    this.notFound = { kind: 'generated', generator: 'not-found', path: '/404', source: { file: path.relative(config.root, config.themeDir) }, title: siteString(config, 'theme.NotFound.title', 'Page not found'), description: siteString(config, 'docsite.NotFound.description', 'The page you asked for does not exist.') };
    this.routes = [...input.collected.routes, this.notFound];
    this.links = new LinkFactsSink(config);
    this.feeds = new FeedsAndLlmsSink(input.writer, config);
    this.twins = new MarkdownTwinSink(input.writer, config, this.compiled);
    const { reuse, writer } = input;
    if (input.filesAfterCommit && reuse?.reusing && writer.link && writer.addCommitted) {
      const previousPathOf = (file: string) => reuse.previousPathOf(file);
      this.twins.deferConversions(previousPathOf);
      this.feeds.deferLlmsFull(previousPathOf);
    }
  }

  /**
   * A build that renders every page: each operation page's twin starts as its data is compiled
   * (`MarkdownTwinSink.startOperationTwin`). The converter is awaited first: opened, it reads
   * a file, which the compiling operations, yielding only to promises, would hold off.
   */
  private async operationTwinsEarly(twinsReady: Promise<unknown>): Promise<OnKeyedOperationPage> {
    await twinsReady;
    const byPath = new Map(this.routes.map((route) => [route.path, route]));
    return (pagesKey, routePath, page) => {
      const route = byPath.get(routePath);
      if (route) this.twins.startOperationTwin(pagesKey, route, page);
    };
  }

  /**
   * Compiles every content file (docs and API pages render and go to the sinks meanwhile, see
   * `schedulePages`); returns the scheduler, whose `rest` renders the other pages.
   */
  async compile(): Promise<PageScheduler> {
    const { collected, ctx, writer, contentHash, bundling, theme, fileHistory, reuse } = this.input;
    const apiPagesNeeded = await someApiPageRenders(this.routes, reuse);
    // Opened while the documents compile, so that API pages' twins are written as they render (see `MarkdownTwinSink.prepare`).
    const twinsReady = apiPagesNeeded && this.routes.some((route) => route.kind === 'api') ? this.twins.prepare() : undefined;
    twinsReady?.catch(() => {}); // awaited below; the compile may fail first
    const onOperation = twinsReady && !reuse?.reusing ? await this.operationTwinsEarly(twinsReady) : undefined;
    const scope = await compileScope(collected, ctx, { apiPagesNeeded, onOperation });
    // A build that renders every page opens the converter now; one that keeps pages, at the first page that needs it.
    this.twins.useApiPages(scope.apiPages, { open: Boolean(twinsReady) || !reuse?.reusing });
    await twinsReady;
    const storeFileOf = reuse && ((route: Route) => reuse.searchFileOf(route));
    this.search = ctx.config.search.enabled ? new SearchSink({ sidebars: collected.sidebars, apiPages: scope.apiPages }, ctx.config, this.routes, contentHash, storeFileOf, reuse?.searchStateFile) : undefined;
    const history = showsLastUpdate(ctx.config) ? fileHistory : undefined;
    const contentRoutes = collected.routes.filter(hasContent);
    // Pages of no file (lists, tags, category and API pages) too: a trailing-slash link to one resolves (`withoutTrailingSlash`).
    const fileToRoute = new Map([...contentRoutes.map((route): [string, string] => [route.content.file, route.path]), ...collected.routes.filter((route) => !hasContent(route)).map((route): [string, string] => [routeOnlyKey(route.path), route.path])]);
    const waitForSearchUrls = Boolean(this.search && !this.search.urls);
    const workers = (this.workers = startPageWorkers(ctx, contentRoutes.length, fileToRoute));
    // A page finished on a worker cannot wait for the search files' names (see `PageWriteSink`).
    const renderWorkers = waitForSearchUrls ? undefined : workers;
    const twinFromArticle = (route: Route) => this.twins.fromArticle(route);
    const render = (this.render = startRenderStage({ collected, routes: this.routes, compiled: this.compiled, scope, bundling, theme, history, searchUrls: this.search?.urls, search: Boolean(this.search), twinFromArticle, workers: renderWorkers }, ctx));
    this.write = new PageWriteSink({ writer, finishPage: async (html) => (await render.ready).finishPage(html), notFound: this.notFound, waitForSearchUrls, afterWrite: (page) => this.afterWrite(page) });
    const records = reuse ? [new PageRecordSink(reuse, this.compiled)] : [];
    const sinks: PageSink[] = [this.links, ...records, this.feeds, this.twins, ...(this.search ? [this.search] : []), this.write];
    const scheduler = schedulePages(this.routes, async (route) => {
      // A page whose inputs did not change since the previous build keeps its files; the sinks take its record.
      const kept = await reuse?.keep(route);
      if (kept) {
        if (render.rendersOnWorker(route) && hasContent(route)) workers?.forget(route.content.file);
        render.policies.keep(kept.record.scripts);
        // A kept React page's imports stay inputs of the build, and the files its CSS names stay in the output.
        if (kept.record.module) noteModuleInputs(ctx, kept.record.module);
        for (const sink of sinks) await sink.keep?.(kept);
        return this.dropPageInputs(route);
      }
      const page = await render.render(route);
      for (const sink of sinks) await sink.take(page);
      this.heap.afterPage();
    });
    const apiPages = scheduler.apiPagesWhen(render.ready);
    const byFile = new Map(contentRoutes.map((route) => [route.content.file, route]));
    ({ saveCache: this.saveCompileCache } = await compileContent(contentRoutes.map((route) => route.content), ctx, {
      fileToRoute,
      workers: workers && { pool: workers, keep: (file) => Boolean(renderWorkers) && render.rendersOnWorker(byFile.get(file)!) },
      // A page the previous output stands for: what its file compiled to is in its record.
      reused: reuse && (async (file) => (await reuse.keep(byFile.get(file)!))?.record.compiled),
      onCompiled: (file, result) => {
        this.compiled.set(file, result);
        return scheduler.compiled(byFile.get(file)!);
      },
      openCacheStream: writer.openStream && ((file) => writer.openStream!(file)),
    }));
    await apiPages;
    await render.ready;
    ctx.diagnostics.push(...compiledDiagnostics(this.compiled.values(), ctx.config));
    return scheduler;
  }

  /**
   * Every page rendered, in a process that builds once (`docsite build`): what only rendering
   * needed goes before the search thread packs its index, where the build's peak was.
   * `highlighters` (the last pass: the others still highlight) lets the process's code
   * highlighters go (`releaseSharedCodeHighlighters`). Then the main heap is compacted
   * (`HeapTrim.compactBeforePeak`): at 5,000 realistic pages it had grown to 400-550 MB while
   * pages rendered for 90-130 MB alive, and a collection alone gave none of it back.
   */
  releaseAfterRender({ highlighters }: { highlighters: boolean }) {
    if (highlighters) releaseSharedCodeHighlighters();
    this.heap.compactBeforePeak();
  }

  /** Writes every file that is not a page, and the site-wide files the sinks kept facts for (every page rendered: the workers stop). */
  async writeSiteFiles() {
    const { collected, ctx, writer, bundling, fileHistory } = this.input;
    if (process.env.DOCSITE_HEAP_SNAPSHOT) {
      this.heap.now();
      heapSnapshot('after-pages');
    }
    if (this.search) await this.write!.searchNamed(this.search.finish());
    const { sharedFragments, assetFiles } = await this.render!.finish();
    this.renderedFragments = sharedFragments;
    await this.workers?.close();
    const scriptSources = this.input.scriptSources ?? new Set<string>();
    for (const source of this.render!.policies.sha256Sources()) scriptSources.add(source);
    ctx.diagnostics.push(...(await writeSiteFiles(writer, ctx.config, { redirects: collected.redirects, bundle: await bundling, assetFiles, scriptSources: [...scriptSources].sort(), bundledSpecs: collected.documents.bundled })));
    // The files pages' CSS names (fonts), as their bundles hashed them: known once every page compiled and rendered.
    for (const [output, file] of ctx.moduleAssets ?? []) await writer.add(output, await readFile(file));
    this.assetFiles = (await this.input.reuse?.linkPreviousAssets(writer, assetFiles.map((asset) => asset.file))) ?? [];
    await this.twins.finish();
    const pages = this.routes.filter((route) => route !== this.notFound);
    const twinOf = this.twins.twinOf.bind(this.twins);
    const twinRangeOf = this.twins.twinRangeOf.bind(this.twins);
    ctx.diagnostics.push(...(await this.feeds.finish({ routes: pages, sidebars: collected.sidebars, blogs: collectedBlogsOf(collected), fileHistory, twinOf, twinRangeOf })));
    // llms-full.txt put off to after the commit (`filesLater`) reads the store then.
    if (!this.filesFollow) await this.twins.dispose();
  }

  /** Checks links against the final HTML and every output file (the search files' paths are known already). */
  checkLinks() {
    const outputFiles = [...this.input.writer.paths, ...(this.search?.outputFiles() ?? [])];
    const pageFiles = this.write!.pageFiles(this.routes);
    const diagnostics = this.links.check({
      routes: this.routes,
      notFound: this.notFound,
      compiled: this.compiled,
      sharedFragments: this.sharedFragments(),
      outputFiles: new Set(outputFiles.filter((file) => !pageFiles.has(file))),
    });
    this.input.ctx.diagnostics.push(...diagnostics);
  }

  /** Writes the search files (last: the search thread finished them meanwhile) while the compile cache is saved. */
  async writeSearchFiles() {
    // The search thread's peak comes now, while it packs the index: the main thread's garbage goes first (when there is much).
    this.heap.beforePeak();
    const cacheSaved = this.compileCacheSaved();
    cacheSaved?.catch(() => {});
    const { reuse } = this.input;
    await this.search?.write(this.input.writer, reuse && ((file) => reuse.previousPathOf(file)));
    await cacheSaved;
  }

  /**
   * The search files after the pages (a dev rebuild, `BuildOptions.searchAfterCommit`): when the
   * previous output has the search files this build names (the same site key, so the same names),
   * they are linked into this output, which can then be committed at once: every page names
   * files that are served. Returns what writes the new files into the committed output (its
   * shards first, then the files pages name, each renamed into place), and forgets the previous
   * files it did not replace. Else (nothing to stand in) writes them now, as `writeSearchFiles`.
   */
  async searchFilesLater(): Promise<(() => Promise<void>) | undefined> {
    const { writer, reuse } = this.input;
    const search = this.search;
    const named = search?.outputFiles() ?? [];
    const folder = `${named[0]?.split('/')[0]}/`;
    const linked = search && named.length && writer.addCommitted && writer.dropCommitted ? await reuse?.linkPreviousFolder(writer, folder, named) : undefined;
    if (!linked) return void (await this.writeSearchFiles());
    // The compile cache may be written on the writer's thread, which the commit stops.
    await this.compileCacheSaved();
    const previous = new Set(linked);
    return async () => {
      const { files } = await search!.files();
      const pagesName = new Set(named);
      // A shard is named by its contents (`indexShardUrl`) or its group's (`shardUrl`): one the previous output has is the same file.
      for (const [file, contents] of files) if (!pagesName.has(file) && !previous.has(file)) await writer.addCommitted!(file, contents);
      for (const file of named) {
        const contents = files.get(file);
        if (contents === undefined) throw new Error(`the search files have no ${file}, which every page names`);
        await writer.addCommitted!(file, contents);
      }
      for (const file of linked) if (!files.has(file)) writer.dropCommitted!(file);
    };
  }

  /**
   * What follows the commit in a dev rebuild (`filesAfterCommit`), started `SEARCH_FOLLOWS_MS`
   * after it: in process, making the files holds this thread (the search files about 190 ms at
   * 1,000 pages, an MDX page's twin about 35 ms on Sable), and the reload that the commit
   * announced fetches its page first. First the twins put off (`MarkdownTwinSink.deferConversions`)
   * and llms-full.txt (`FeedsAndLlmsSink.deferLlmsFull`), then the search files (`searchFilesLater`).
   * Undefined when nothing follows.
   */
  async filesLater(): Promise<(() => Promise<void>) | undefined> {
    const search = await this.searchFilesLater();
    const twins = this.filesFollow ? () => this.twinsLater() : undefined;
    if (!search && !twins) return undefined;
    return async () => {
      await sleep(SEARCH_FOLLOWS_MS);
      await twins?.();
      await search?.();
    };
  }

  /** Whether twins or llms-full.txt wait for the commit (`filesLater`). */
  private get filesFollow(): boolean {
    return this.twins.deferring || this.feeds.llmsFullDeferred;
  }

  /** The twins put off, converted into the committed output, and llms-full.txt with them. */
  private async twinsLater() {
    const { writer } = this.input;
    try {
      await this.twins.convertDeferred((file, text) => writer.addCommitted!(file, text));
      await writer.addCommitted!('llms-full.txt', this.feeds.llmsFullAgain((page) => this.twins.twinOf(page)));
    } finally {
      await this.twins.dispose();
    }
  }

  /** Fails the build once, with every error found. */
  throwIfErrors() {
    const { diagnostics } = this.input.ctx;
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    if (!errors.length) return;
    const brokenLinks = errors.filter((error) => error.code === 'broken-link' || error.code === 'broken-anchor').length;
    const summary = brokenLinks === errors.length ? `${brokenLinks} broken link${brokenLinks === 1 ? '' : 's'} found` : `${errors.length} error${errors.length === 1 ? '' : 's'} found`;
    throw new DiagnosticsError(summary, diagnostics);
  }

  /** The page count (the not-found page is no page) and the build's facts for `recordBuild`. */
  result() {
    const { writer, ctx } = this.input;
    const pageCount = this.routes.length - 1;
    return { pageCount, assetCount: writer.paths.size - pageCount, diagnostics: ctx.diagnostics, moduleInputs: Object.fromEntries(ctx.moduleInputs ?? []) };
  }

  /** What the next build into the same folder reads to keep pages (after every page and the site files were written). */
  incrementalFacts(): Promise<IncrementalFacts> | undefined {
    return this.input.reuse?.facts(this.sharedFragments(), this.assetFiles);
  }

  /** The build failed: saves the compile cache (first: the writer's thread may write it), stops every thread, drops the output. */
  async abort() {
    await this.compileCacheSaved()?.catch(() => {});
    await this.twins.abort();
    await this.workers?.close();
    await Promise.all([this.input.writer.abort(), this.search?.abort()]);
  }

  /** Resolves once the search thread saved its state for the next build (after its files: `SearchBuild.stateSaved`). */
  searchStateSaved(): Promise<void> {
    return this.search?.stateSaved() ?? Promise.resolve();
  }

  /** Stops the search thread (its files failed after the commit: the output keeps the previous ones). */
  abortSearch(): Promise<void> {
    return this.search?.abort() ?? Promise.resolve();
  }

  private assetFiles: string[] = [];
  private renderedFragments: SharedFragment[] = [];

  /** How many pages rendered on worker threads. */
  get renderedOnWorkers(): number {
    return this.render?.renderedOnWorkers ?? 0;
  }

  /** A page's plain Markdown twin goes right after it. */
  private async afterWrite(page: Parameters<PageWriteSink['take']>[0]) {
    await this.twins.writePlain(page);
    this.dropPageInputs(page.route);
  }

  /**
   * A docs page is written (its twin too): its compiled output and its source are dropped. The
   * end of the build reads only its links (`compiledAfterWrite`); a missing image's line is read from its file again.
   * Held to the end, the sources grew with the site (39 MB of files at 5,000 realistic pages).
   */
  private dropPageInputs(route: Route) {
    if (!rendersAlone(route) || !hasContent(route)) return;
    const entry = this.compiled.get(route.content.file);
    if (entry) this.compiled.set(route.content.file, compiledAfterWrite(entry));
    route.content.source = '';
  }

  /** The HTML many pages share, for the link check: this build's, and that of the pages kept. */
  private sharedFragments() {
    const current = this.renderedFragments;
    return this.input.reuse?.sharedFragments(current) ?? current;
  }

  /** Saves the compile cache once, whether or not the rest of the build succeeds. */
  private compileCacheSaved() {
    const save = this.saveCompileCache;
    this.saveCompileCache = undefined;
    return save?.();
  }
}

/**
 * Whether any API page renders: an incremental build that keeps them all (a docs page edited,
 * the documents not) needs no API page data (see `compileScope`). Each route's decision is
 * made once, so asking now costs nothing later.
 */
async function someApiPageRenders(routes: Route[], reuse: PageReuse | undefined): Promise<boolean> {
  if (!reuse) return true;
  for (const route of routes) if (route.kind === 'api' && !(await reuse.keep(route))) return true;
  return false;
}

type ContentRoute = Extract<Route, { content?: unknown }> & { content: NonNullable<Extract<Route, { kind: 'doc' }>['content']> };
const hasContent = (route: Route): route is ContentRoute => 'content' in route && route.content !== undefined;

/**
 * The build's worker threads (see `PageWorkers`), when the machine and the site have room for
 * them and the site's compile options can cross threads (see `compileWorkerDataOf`).
 */
function startPageWorkers(ctx: BuildContext, files: number, fileToRoute: ReadonlyMap<string, string>): PageWorkers | undefined {
  const script = workerScript('compileWorker');
  const data = script && compileWorkerDataOf(ctx.config, fileToRoute);
  const size = data ? pageWorkerCount(files, ctx.cores) : 0;
  return script && data && size > 0 ? new PageWorkers(script, size, data) : undefined;
}
