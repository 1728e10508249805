import type { ClientBundle } from '../bundle/bundleClient.js';
import type { CollectedSite } from '../collect/collectSite.js';
import type { LastCommit } from '../collect/lastModified.js';
import type { CompiledScope } from '../compile/compileScope.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import type { PageWorkers } from '../pipeline/pageWorkers.js';
import type { BuildContext, Route } from '../types.js';
import { contentScriptDiagnostics } from './checkContentScripts.js';
import { importTheme, type AssetFile } from './loadTheme.js';
import { pageFactsOf, type PageFacts } from './pageFacts.js';
import { PagePolicies } from './pagePolicy.js';
import { createSiteRenderer, rendersFromSetup, type SharedFragment, type SiteRenderer } from './renderSite.js';
import type { SearchUrls } from '../search/searchTypes.js';
import { renderSetupOf } from './renderSetup.js';

/** What the render stage starts from: the collected site, its scope, the compiled map (still filling) and the assets being built. */
export interface RenderStageInput {
  collected: CollectedSite;
  /** Every route that gets a page: the collected ones and the not-found page. */
  routes: Route[];
  compiled: Map<string, CompiledContent>;
  scope: CompiledScope;
  bundling: Promise<ClientBundle>;
  /** The compiled theme's URL (see `compileTheme`). */
  theme: Promise<string>;
  /** Git's last commits, awaited before the first page only when pages show their last update. */
  history?: Promise<{ lastCommit: (file: string) => LastCommit | undefined }>;
  /** The search files' URLs, when known before rendering. */
  searchUrls?: SearchUrls;
  /** Whether search indexes pages: they carry what it reads (`PageFacts.search`). */
  search: boolean;
  /** Whether a page's Markdown twin is converted from its article (see `MarkdownTwinSink.fromArticle`). */
  twinFromArticle: (route: Route) => boolean;
  /** The build's worker threads, when docs pages may render there: only pages the build finishes at once (their search files named). */
  workers?: PageWorkers;
}

/** The render stage: a route in, the facts of its page out (see `PageFacts`), with the page's security policy applied and its inline scripts checked. */
export interface RenderStage {
  /** Resolves once the client bundle and the theme are ready. */
  ready: Promise<SiteRenderer>;
  /** Renders a route (waiting for `ready`); the caller asks only once what the route reads is compiled. */
  render(route: Route): Promise<PageFacts>;
  /** Whether a page renders on a worker thread: a docs page on the one that compiles its file (which then keeps it), a category or the not-found page on any. */
  rendersOnWorker(route: Route): boolean;
  /** Each page's policy tag, and every page's script hashes for `_headers`. */
  policies: PagePolicies;
  /** How many pages rendered on worker threads so far. */
  readonly renderedOnWorkers: number;
  /** Every page rendered: the HTML pages share and the files they load, of every thread's theme, once each. */
  finish(): Promise<{ sharedFragments: SharedFragment[]; assetFiles: AssetFile[] }>;
}

/**
 * Starts the renderer as soon as the client bundle and the theme are built (content compiles
 * meanwhile): pages name the hashed assets, so none renders before. A docs page renders on a
 * worker thread when the build has them (the one that compiled it), and so do category pages
 * and the not-found page (see `rendersFromSetup`); every other page here. From a worker only
 * the page's facts and its finished bytes come back.
 */
export function startRenderStage(input: RenderStageInput, ctx: BuildContext): RenderStage {
  const { collected, routes, compiled, scope, bundling, theme, history, searchUrls } = input;
  let workers: PageWorkers | undefined;
  const ready = Promise.all([bundling, theme, history]).then(async ([bundle, themeUrl, commits]) => {
    const assets = { css: bundle.css, js: bundle.js, fonts: bundle.fonts, search: searchUrls };
    workers = input.workers && startWorkers(input.workers, renderSetupOf({ config: ctx.config, routes, collected, scope, assets, themeUrl, search: input.search }));
    return createSiteRenderer({ routes, sidebars: collected.sidebars, blog: collected.blog, blogSections: collected.blogSections, compiled, apiPages: scope.apiPages, scope: scope.scope, lastCommit: commits?.lastCommit }, { theme: await importTheme(themeUrl, ctx.config), assets }, ctx);
  });
  // Awaited by the first render and after compiling; a failure before then must not go unhandled.
  ready.catch(() => {});
  const policies = new PagePolicies(ctx.config);
  const indexOf = new Map(routes.map((route, index) => [route, index]));
  const onWorker = (route: Route) => Boolean(input.workers) && rendersFromSetup(route);
  const renderHere = async (route: Route): Promise<PageFacts> => {
    const rendered = await (await ready).render(route);
    const secured = policies.secured(rendered.html);
    const page = { ...rendered, html: secured.html, scripts: secured.scripts };
    ctx.diagnostics.push(...contentScriptDiagnostics(page, ctx.config.security.contentScripts));
    return { ...pageFactsOf(page, { search: input.search, twinFromArticle: input.twinFromArticle(route) }), html: page.html };
  };
  let renderedOnWorkers = 0;
  return {
    ready,
    policies,
    rendersOnWorker: onWorker,
    get renderedOnWorkers() {
      return renderedOnWorkers;
    },
    async render(route) {
      await ready;
      if (!workers || !onWorker(route)) return renderHere(route);
      // A docs page's content is on the worker that compiled it (or goes with the request); a category or the not-found page has none.
      const content = 'content' in route ? route.content : undefined;
      const lastCommit = content && (await history)?.lastCommit(content.file);
      const request = { route: indexOf.get(route)!, ...(lastCommit && { lastCommit }) };
      const { facts, diagnostics } = await workers.render(content?.file, request, () => ({ compiled: compiled.get(content!.file)!, source: content!.source }));
      policies.keep(facts.scripts);
      ctx.diagnostics.push(...diagnostics);
      renderedOnWorkers++;
      return { ...facts, route };
    },
    async finish() {
      const here = await ready;
      const threads = [{ sharedFragments: here.sharedFragments(), assetFiles: here.assetFiles() }, ...((await workers?.themeFacts()) ?? [])];
      return {
        sharedFragments: uniqueBy(threads.flatMap((thread) => thread.sharedFragments), (fragment) => fragment.html),
        assetFiles: uniqueBy(threads.flatMap((thread) => thread.assetFiles), (asset) => asset.file),
      };
    },
  };
}

/**
 * Gives the workers the render setup; undefined when it cannot cross threads (a function in
 * the site's data or config), and then every page renders here, from the compiled content the
 * workers sent back with each file.
 */
function startWorkers(workers: PageWorkers, setup: ReturnType<typeof renderSetupOf>): PageWorkers | undefined {
  if (!setup) return undefined;
  try {
    workers.setup(setup);
    return workers;
  } catch {
    return undefined;
  }
}

/** The items without repeats by `key`, in their order (every thread's theme holds the same sidebars). */
function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}
