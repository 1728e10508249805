import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import type { ApiPageData } from '../compile/openapi/apiPageData.js';
import { cacheDirOf } from '../config/loadConfig.js';
import { apiPagesKeyOf } from '../compile/openapi/apiPagesCache.js';
import { passCachePart } from '../shared/persistentCache.js';
import path from 'node:path';
import type { KeptPage, PageSink } from '../pipeline/pageSink.js';
import type { MarkdownConverter } from '../render/markdownTwins.js';
import { hasMarkdownTwin, pageMarkdown, type LlmsPage } from '../render/renderLlmsFiles.js';
import type { PageFacts } from '../render/pageFacts.js';
import type { Route, SiteConfig } from '../types.js';
import type { FileRange, Writer } from '../write/writer.js';
import { schemaTreesOf } from './schemaTreesOf.js';
import { TwinStore } from './twinStore.js';
import { twinFromData, twinOperationOf } from './twinOperation.js';
import { appendFileSync } from 'node:fs';

/**
 * The Markdown-twin sink: each docs and API page's Markdown beside it (`docs/intro.md`). A
 * plain markdown page's twin is its source, written right after its page (`writePlain`); MDX
 * and API pages' are converted from their rendered article on a worker thread while other
 * pages render (its modules load only for a site with such pages), an API page's schema trees
 * written from its page data (`apiArticleMarkdown`); an operation page's whole twin is written
 * from its data on that thread (`operationMarkdown`), its article not even sent there. Every twin is kept for llms-full.txt in a
 * `TwinStore` (on disk where the writer streams), not in memory, so nothing here grows with the
 * site but each page's place in it.
 */
export class MarkdownTwinSink implements PageSink {
  private converter: Promise<MarkdownConverter> | undefined;
  private readonly conversions: Array<Promise<void>> = [];
  private readonly twins: TwinStore;
  private apiPages: ReadonlyMap<string, ApiPageData> = new Map();
  private apiPagesKey: string | undefined;
  private readonly fromData: boolean;
  /** Operation twins started as their page's data was compiled (`startOperationTwin`), by route path, with the title they were written under. */
  private readonly started = new Map<string, { title: string; markdown: Promise<string | undefined> }>();
  /** Operation twins written from their data, those converted from their article (a construct `operationMarkdown` leaves to the conversion, or the switch off), how many of the first were started before their page rendered, and info pages written from their data. */
  readonly operationTwins = { fromData: 0, fromArticle: 0, early: 0, infoFromData: 0 };

  constructor(
    private readonly writer: Writer,
    private readonly config: SiteConfig,
    private readonly compiled: ReadonlyMap<string, CompiledContent>,
  ) {
    this.twins = new TwinStore(writer.openStream && ((file) => writer.openStream!(file)), cacheDirOf(config.root));
    this.fromData = twinFromData(config.i18n?.strings);
  }

  /**
   * The API pages' data, known once compiled: their schema trees' Markdown is written from it
   * (see `apiArticleMarkdown`). `open`: whether pages that need a conversion will render (the
   * caller's guess; false for a build that keeps pages, whose first such page opens it).
   */
  useApiPages(apiPages: ReadonlyMap<string, ApiPageData>, { open = true }: { open?: boolean } = {}) {
    this.apiPages = apiPages;
    this.apiPagesKey = apiPagesKeyOf(apiPages);
    // Opened now, between stages: opened by the first rendered page, its module's import and
    // its cache's read waited for I/O callbacks, which compiling the content in-process held
    // off, so the twins' thread started only after the last page (the Sable site: 1.3 s of
    // twins converted at the end, the main thread idle). A failure is thrown by `finish`.
    // Not for nothing: the cache is every twin converted (Stripe's: 6.8 MB, a quarter of a
    // second to read and parse), which a docs edit that keeps every API page never asks.
    if (open) this.prepare().catch(() => {});
  }

  /**
   * Opens the converter (its module and its cache; its thread starts on the first miss), once.
   * `useApiPages` opens it ahead of the first page; a site whose API pages render awaits it
   * before the documents' pages render (`SitePipeline.compile`): they render one after another
   * without waiting on any file, so a converter opened by the first of them (a module import
   * and a file read: I/O) was ready only once the last had rendered, and every twin was written
   * after that, with the main thread idle (Stripe: 5.7 s of the twins thread at the end of a
   * 15 s build).
   */
  prepare(): Promise<MarkdownConverter> {
    return (this.converter ??= import('../render/markdownTwins.js').then((module) => module.startMarkdownConverter(cacheDirOf(this.config.root), passCachePart(this.config))));
  }

  /**
   * An operation page's twin from its data, started as soon as that data is compiled, before the
   * page renders: the twins' thread then works while the main thread still compiles the other
   * operations, with a core to itself (Stripe: it started only with the first rendered page, 3 s
   * later, and ran on alone after the last). Only for a build that renders every page (no page
   * kept from the previous output would have its twin written for nothing); `take` uses it when
   * the page's title is the one it was written under.
   */
  startOperationTwin(pagesKey: string, route: Route, page: ApiPageData) {
    const operation = page.operation;
    if (!this.fromData || !operation || !hasMarkdownTwin({ route }, this.config)) return;
    const markdown = this.prepare().then((started) => started.operationMarkdown(`${pagesKey} ${route.path}`, () => twinOperationOf(operation), route.title));
    // Awaited by `take`, or never (the page did not render): a failure must not go unhandled.
    markdown.catch(() => {});
    this.started.set(route.path, { title: route.title, markdown });
  }

  /**
   * A dev rebuild (`SitePipeline.filesLater`): an MDX docs page's twin is converted after the
   * commit (`convertDeferred`), not on the way to its page served (its conversion was about 35 ms
   * of a Sable edit's 200). Until then the output has the previous output's twin (`previousPathOf`),
   * and so has llms-full.txt, which follows with it. A page the previous output had no twin for
   * (or an API page) converts as before.
   */
  deferConversions(previousPathOf: (file: string) => string | undefined) {
    this.previousPathOf = previousPathOf;
  }

  private previousPathOf: ((file: string) => string | undefined) | undefined;
  private readonly deferred: Array<{ page: LlmsPage; article: string; file: string }> = [];
  /** The deferred twins once converted (the store was finished before them). */
  private readonly convertedLater = new Map<Route, string>();
  /** The previous twins linked in for the deferred ones. */
  private readonly linked: Array<Promise<void>> = [];

  /** Whether some twins wait for `convertDeferred` (the store is disposed of after them). */
  get deferring(): boolean {
    return this.deferred.length > 0;
  }

  /**
   * After the commit: the deferred twins, converted and written with `add` (the writer's
   * `addCommitted`); `twinOf` gives them from then on, for llms-full.txt.
   */
  async convertDeferred(add: (file: string, text: string) => Promise<void>) {
    const converter = await import('../render/markdownTwins.js').then((module) => module.startMarkdownConverter(cacheDirOf(this.config.root), passCachePart(this.config)));
    try {
      for (const { page, article, file } of this.deferred.splice(0)) {
        const text = pageMarkdown(page, this.config, { markdown: await converter.toMarkdown(article) });
        this.convertedLater.set(page.route, text);
        await add(file, text);
      }
    } finally {
      await converter.close();
    }
  }

  /** A rendered page: an MDX or API page's twin is converted from its article (`PageFacts.article`, there for such pages). */
  take({ route, title, description, article }: PageFacts) {
    if (article === undefined) return;
    const kept: LlmsPage = { route, title, description };
    const file = `${route.path.slice(1)}.md`;
    const previous = route.kind === 'doc' ? this.previousPathOf?.(file) : undefined;
    if (previous) {
      this.deferred.push({ page: kept, article, file });
      this.twins.putFile(route, previous);
      const linked = this.writer.link!(file, previous);
      linked.catch(() => {});
      this.linked.push(linked);
      return;
    }
    const converting = this.prepare().then(async (started) => {
      const text = pageMarkdown(kept, this.config, { markdown: await this.markdownOf(started, kept, article) });
      this.twins.put(kept.route, text);
      await this.writer.add(`${kept.route.path.slice(1)}.md`, text);
    });
    // Awaited by `finish`; a failure before then must not go unhandled.
    converting.catch(() => {});
    this.conversions.push(converting);
  }

  /** An operation or info page's Markdown from its data (`operationMarkdown`, `infoMarkdown`), else any page's converted from its article. */
  private async markdownOf(started: MarkdownConverter, { route, title }: LlmsPage, article: string): Promise<string> {
    const api = route.kind === 'api' ? this.apiPages.get(route.path) : undefined;
    if (api?.operation) {
      const early = this.startedTwinOf(route, title);
      const fromData = early ? await early : this.fromData ? await started.operationMarkdown(this.apiPagesKey && `${this.apiPagesKey} ${route.path}`, () => twinOperationOf(api.operation!), title) : undefined;
      this.operationTwins[fromData === undefined ? 'fromArticle' : 'fromData']++;
      if (fromData !== undefined) return fromData;
    }
    if (api?.info && this.fromData) {
      const fromData = await started.infoMarkdown(this.apiPagesKey && `${this.apiPagesKey} ${route.path}`, api.info, title);
      if (fromData !== undefined) {
        this.operationTwins.infoFromData++;
        return fromData;
      }
    }
    return started.toMarkdown(article, schemaTreesOf(api));
  }

  /** The twin `startOperationTwin` started for this page, if under the title it rendered with (taken: asked once a page). */
  private startedTwinOf(route: Route, title: string): Promise<string | undefined> | undefined {
    const early = this.started.get(route.path);
    this.started.delete(route.path);
    if (early?.title !== title) return undefined;
    this.operationTwins.early++;
    return early.markdown;
  }

  /**
   * A page kept from the previous output (its twin file is kept with it): its twin, for
   * llms-full.txt, is the previous output's, which is what converting or its source gives.
   */
  keep({ route, record, previousDir }: KeptPage) {
    if (hasMarkdownTwin({ route }, this.config)) this.twins.putFile(route, path.join(previousDir, `${route.path.slice(1)}.md`));
  }

  /** Whether a page's twin is converted from its rendered article (an MDX or API page), not its source. */
  fromArticle(route: Route): boolean {
    return hasMarkdownTwin({ route }, this.config) && this.plainSourceOf(route) === undefined;
  }

  /** Writes a plain markdown page's twin (its source), once its page is written. */
  async writePlain(page: LlmsPage) {
    const source = this.plainSourceOf(page.route);
    if (!hasMarkdownTwin(page, this.config) || source === undefined) return;
    const text = pageMarkdown(page, this.config, { source });
    this.twins.put(page.route, text);
    await this.writer.add(`${page.route.path.slice(1)}.md`, text);
  }

  /** A page's twin, for llms-full.txt (after `finish`). */
  twinOf(page: LlmsPage): string {
    return this.convertedLater.get(page.route) ?? this.twins.textOf(page.route);
  }

  /** Where a page's twin is on disk, for llms-full.txt (after `finish`; see `TwinStore.rangeOf`). */
  twinRangeOf(page: LlmsPage): FileRange | undefined {
    return this.twins.rangeOf(page.route);
  }

  /** Every conversion written; the converter's thread stopped; every twin readable by `twinOf`. */
  async finish() {
    await Promise.all([...this.conversions, ...this.linked]);
    // Started for a page that did not render (none should): settled before the thread stops.
    await Promise.allSettled([...this.started.values()].map((early) => early.markdown));
    // Opened ahead of any page (`useApiPages`) but used by none: its cache stays as it was on disk.
    const converter = this.conversions.length || this.started.size ? await this.converter : undefined;
    const report = process.env.DOCSITE_API_TWIN_COUNTS;
    const threadCpu = report ? await converter?.threadCpu() : undefined;
    await converter?.close();
    await this.twins.finish();
    // For the differential test and the bench: how many operation twins took which path, and the twins thread's CPU; a line per locale's pass.
    if (report) appendFileSync(report, `${JSON.stringify({ ...this.operationTwins, threadCpu, opened: this.converter !== undefined })}\n`);
  }

  /** llms-full.txt is written: the twins are dropped. */
  dispose() {
    return this.twins.dispose();
  }

  /** Stops the converter's thread and drops the twins (the build failed). */
  async abort() {
    await this.converter?.then((started) => started.close()).catch(() => {});
    await this.twins.dispose();
  }

  /** A plain markdown page's source (its Markdown twin), or undefined for MDX and generated pages. */
  private plainSourceOf(route: Route): string | undefined {
    return 'content' in route && route.content && this.compiled.get(route.content.file)?.format === 'html' ? route.content.source : undefined;
  }
}
