import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientBundle } from './bundle/bundleClient.js';
import { assertCleanRoutes, checkRoutes } from './collect/checkRoutes.js';
import { collectBlog } from './collect/collectBlog.js';
import { collectDocsVersions, versionOfRoute } from './collect/collectDocsVersions.js';
import { collectAllOperations } from './collect/collectOperations.js';
import { collectPages } from './collect/collectPages.js';
import { collectRedirects } from './collect/collectRedirects.js';
import { collectVersionSidebars } from './collect/collectVersionSidebars.js';
import { readFileHistory } from './collect/lastModified.js';
import { posixRelative, walkStaticFiles } from './collect/walkFiles.js';
import { compileContent } from './compile/compileContent.js';
import type { CompiledContent } from './compile/mdx/compileMarkdown.js';
import type { ApiPageData } from './compile/openapi/apiPageData.js';
import { loadData, strictData } from './compile/loadData.js';
import { buildApiScope } from './compile/openapi/buildApiScope.js';
import { loadSpec } from './compile/openapi/loadSpec.js';
import { cacheDirOf } from './config/loadConfig.js';
import { checkImages, imageSourcesOf } from './links/checkImages.js';
import { brokenMarkdownLinkDiagnostics, checkLinks, linkFactsOf, type LinkCheckPage, type LinkFacts } from './links/checkLinks.js';
import { explainMissingHome } from './links/explainMissingHome.js';
import { importTheme } from './render/loadTheme.js';
import { createSiteRenderer, rendersAlone, type RenderedPage, type SiteRenderer } from './render/renderSite.js';
import { buildSecurityHeaders, renderHeadersFile, renderNginxSnippet } from './render/buildSecurityHeaders.js';
import { showsLastUpdate } from './render/pageHistory.js';
import { PagePolicies } from './render/pagePolicy.js';
import { contentScriptDiagnostics } from './render/checkContentScripts.js';
import type { MarkdownConverter } from './render/markdownTwins.js';
import { articleHtml, hasMarkdownTwin, pageMarkdown, renderLlmsFiles, type LlmsPage } from './render/renderLlmsFiles.js';
import { renderRobots, renderSitemap } from './render/renderSiteFiles.js';
import { writeBlogFiles } from './render/writeBlogFiles.js';
import { writeRedirects } from './render/renderRedirects.js';
import { startSearchBuild, type SearchBuild } from './search/startSearchBuild.js';
import type { SearchUrls } from './search/searchTypes.js';
import { DiagnosticsError } from './shared/errors.js';
import { removedUrlDiagnostic } from './shared/unsafeUrl.js';
import { routeToFile } from './shared/url.js';
import type { BuildContext, Diagnostic, GeneratedRoute, Route, SiteConfig } from './types.js';
import { FsWriter, type Writer } from './write/writer.js';


/**
 * What the end of the build reads of a page once it is written: its links and ids, and a blog
 * post's content for the feeds. Not the page's HTML: kept for every page until the end, it
 * made most of what the main thread's garbage collector copied and marked.
 */
type WrittenPage = LlmsPage & { facts: LinkFacts; contentHtml?: string; images?: string[] };

/** What `build` hands the pipeline once it knows the output must be built. */
export interface BuildSiteInput {
  config: SiteConfig;
  ctx: BuildContext;
  step: <T>(name: string, run: () => Promise<T> | T) => Promise<T>;
  /** The output folder, when the build owns it (else `writer` is given). */
  outDir?: string;
  writer?: Writer;
  /** `InputHashes.content`, when the caller hashed the inputs: the search files are named after it. */
  contentHash?: string;
  /**
   * The client bundle (step 4) and the theme, started by the caller before this module loaded:
   * both are esbuild's work, which goes on on another core while the content is collected.
   */
  bundling: Promise<ClientBundle>;
  /** The compiled theme's URL (see `compileTheme`). */
  theme: Promise<string>;
}

/**
 * Steps 2–8 of the build (collect → compile → bundle → render → search → write → links),
 * then the commit. See `build.ts`. Data flows through them in that order, but page by page:
 * compile, render, search and write overlap (see below).
 */
export async function buildSite({ config, ctx, step, outDir, writer: givenWriter, contentHash, bundling, theme }: BuildSiteInput): Promise<{ result: { pageCount: number; assetCount: number; diagnostics: Diagnostic[]; moduleInputs: Record<string, string> }; routes: Route[]; writer: Writer }> {
  // Git's last commits (for the sitemap, and pages that show their last update) come in while the site builds.
  const fileHistory = readFileHistory(config.root);
  // 2. collect
  const collected = await step('collect', async () => {
    const [versions, blog, pages, specs] = await Promise.all([
      collectDocsVersions(ctx),
      collectBlog(ctx),
      collectPages(ctx),
      Promise.all(config.apiReferences.map((reference) => loadSpec(reference.specFile, config.root))),
    ]);
    const operations = collectAllOperations(specs, ctx);
    // Collected: the input files' bytes are not needed any more.
    ctx.inputFiles = undefined;
    const sidebars = collectVersionSidebars(config, versions, operations);
    const docRoutes = versions.flatMap(({ docs }) => docs.routes);
    const categoryRoutes: GeneratedRoute[] = sidebars.categoryIndexes.map((index) => ({
      kind: 'generated',
      generator: 'category',
      path: index.path,
      source: { file: path.relative(config.root, config.configFile) },
      title: index.title,
      description: index.description ?? `Pages in ${index.label}.`,
      ...(index.version && { docsVersion: index.version }),
    }));
    const all: Route[] = [...pages, ...docRoutes, ...categoryRoutes, ...operations.routes, ...(blog ? [...blog.posts, ...blog.generated] : [])];
    for (const route of all) {
      route.title = fillPlaceholders(route.title, config.productName);
      if (route.description) route.description = fillPlaceholders(route.description, config.productName);
    }
    assertCleanRoutes(all);
    const checked = checkRoutes(all);
    ctx.diagnostics.push(...checked.diagnostics.map((diagnostic) => withSeverity(diagnostic, config.checks.duplicateRoutes)).filter(isReported));
    // A post that lost its route to another is not built: lists and feeds leave it out too.
    if (blog) {
      const kept = new Set(checked.routes);
      blog.posts = blog.posts.filter((post) => kept.has(post));
    }
    const redirects = config.redirects ? collectRedirects(config, checked.routes) : undefined;
    ctx.diagnostics.push(...(redirects?.diagnostics ?? []));
    return { routes: checked.routes, sidebars, blog, specs, redirects: redirects?.redirects ?? [] };
  });

  // 3. compile, 4. bundle, 5. render, 6. search and 7. write overlap. A docs page reads only its
  // own compiled content, so it is rendered, handed to search and written as soon as its file
  // compiles: the disk and the search thread work while the main thread compiles (on 2 cores
  // the 1,000-page corpus spent 2 s waiting on writes after compiling). Everything else
  // renders once all content is compiled.
  const writer = givenWriter ?? new FsWriter(outDir!);
  // From here files stream into a temporary folder: a failure removes it, the previous output stays.
  let search: SearchBuild | undefined;
  /** Saves the compile cache: once the content compiled, whether or not the rest of the build succeeds. */
  let saveCompileCache: (() => Promise<void>) | undefined;
  const compileCacheSaved = () => {
    const save = saveCompileCache;
    saveCompileCache = undefined;
    return save?.();
  };
  /** Converts MDX and API pages' Markdown twins, once the first such page rendered. */
  let converter: Promise<MarkdownConverter> | undefined;
  try {
    const contentRoutes = collected.routes.filter((route): route is Extract<Route, { content?: unknown }> & { content: NonNullable<Extract<Route, { kind: 'doc' }>['content']> } => 'content' in route && route.content !== undefined);
    const fileToRoute = new Map(contentRoutes.map((route) => [route.content.file, route.path]));
    const compiled = new Map<string, CompiledContent>();
    const notFound: GeneratedRoute = { kind: 'generated', generator: 'not-found', path: '/404', source: { file: path.relative(config.root, config.themeDir) }, title: 'Page not found', description: 'The page you asked for does not exist.' };
    const routes = [...collected.routes, notFound];
    const order = new Map(routes.map((route, index) => [route, index]));
    const written = new Map<Route, WrittenPage>();
    /** MDX and API pages' Markdown twins, for llms-full.txt (a plain page's is made again from its source, which its route keeps anyway). */
    const markdown = new Map<Route, string>();
    /** Each page's policy tag, and every page's script hashes for `_headers`. */
    const policies = new PagePolicies(config);
    // A page carries the search files' URLs; without an inputs hash they are known only once every page is in, so pages wait.
    const waiting: RenderedPage[] = [];
    let searchUrls: SearchUrls | undefined;
    const writeTwin = async (page: LlmsPage, text: string, kept = true) => {
      if (kept) markdown.set(page.route, text);
      await writer.add(`${page.route.path.slice(1)}.md`, text);
    };
    const twinOf = (page: LlmsPage) => {
      const source = plainSourceOf(page.route, compiled);
      return source === undefined ? markdown.get(page.route)! : pageMarkdown(page, config, { source });
    };
    const writePage = async (page: RenderedPage) => {
      if (search && !searchUrls) return void waiting.push(page);
      // Pages rendered before the search files had names get them now.
      const html = search && !search.urls ? withSearchAssets(page.html, searchUrls) : page.html;
      await writer.add(page.route === notFound ? '404.html' : routeToFile(page.route.path), renderer.finishPage(html));
      const source = plainSourceOf(page.route, compiled);
      // A plain markdown page's twin is its source; the others are converted from HTML (see `keep`).
      if (hasMarkdownTwin(page) && source !== undefined) await writeTwin(page, pageMarkdown(page, config, { source }), false);
      // The end of the build reads a docs page's links, not its compiled HTML or MDX: kept for every page, that grew with the site.
      if (rendersAlone(page.route) && 'content' in page.route && page.route.content) forgetOutput(compiled, page.route.content.file);
    };
    /** Reads what the end of the build needs of a rendered page, so its HTML can go once it is written. */
    const keep = (page: RenderedPage) => {
      ctx.diagnostics.push(...contentScriptDiagnostics(page, config.security.contentScripts));
      const kept: WrittenPage = { route: page.route, title: page.title, description: page.description, facts: linkFactsOf(page.html) };
      if (page.route.kind === 'blog') kept.contentHtml = page.contentHtml;
      if ('content' in page.route && page.route.content) kept.images = imageSourcesOf(page.html);
      if (hasMarkdownTwin(page) && plainSourceOf(page.route, compiled) === undefined) convertTwin(kept, articleHtml(page));
      written.set(page.route, kept);
    };
    /**
     * MDX and API pages' twins are converted from their rendered article, on a worker thread
     * while the other pages render (its modules load only for a site with such pages).
     */
    const conversions: Array<Promise<void>> = [];
    const convertTwin = (page: LlmsPage, article: string) => {
      converter ??= import('./render/markdownTwins.js').then((module) => module.startMarkdownConverter(cacheDirOf(config.root)));
      const converting = converter.then(async (started) => writeTwin(page, pageMarkdown(page, config, { markdown: await started.toMarkdown(article) })));
      // Awaited once every page rendered; a failure before then must not go unhandled.
      converting.catch(() => {});
      conversions.push(converting);
    };
    /** The renderer, once the client bundle and the theme are ready (content compiles meanwhile). */
    let rendering!: Promise<SiteRenderer>;
    let renderer!: SiteRenderer;
    const renderRoute = async (route: Route) => {
      if (!renderer) renderer = await rendering;
      const rendered = await renderer.render(route);
      const page = { ...rendered, html: policies.secure(rendered.html) };
      keep(page);
      // An unlisted page is built, but not found by search (nor listed in the sitemap or llms.txt).
      if (!isUnlisted(route)) search?.add(page, order.get(route)!);
      await writePage(page);
    };

    const bundle = await step('compile', async () => {
      const [data, apiPages] = await Promise.all([
        loadData(ctx),
        // The API reference's modules (samples, remark for descriptions) load only for a site with a spec.
        collected.specs.length ? import('./compile/openapi/buildApiPages.js').then((module) => module.buildApiPages(collected.specs, collected.routes, ctx)) : new Map<string, ApiPageData>(),
      ]);
      // MDX pages' `api` scope describes the first document.
      const hrefOf = (operationId: string) => collected.routes.find((route) => route.kind === 'api' && route.reference === 0 && route.operationId === operationId)?.path ?? '/';
      const strict = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, strictData(value, key)]));
      const site = strictData({ title: config.title, productName: config.productName, url: config.url, links: config.links, tagline: config.tagline }, 'site');
      const scope = { ...strict, site, api: buildApiScope(collected.specs[0], hrefOf) };
      search = config.search.enabled ? startSearchBuild({ sidebars: collected.sidebars, apiPages }, config, contentHash) : undefined;
      searchUrls = search?.urls;
      // Pages name the hashed assets, so the client bundle (esbuild, off the main thread) and the
      // theme are needed before the first page renders; the content starts compiling meanwhile.
      // Git is awaited before the first page only when pages show their last update.
      const history = showsLastUpdate(config) ? fileHistory : undefined;
      rendering = Promise.all([bundling, theme.then(importTheme), history]).then(([bundle, loaded, commits]) =>
        createSiteRenderer({ routes, sidebars: collected.sidebars, blog: collected.blog, compiled, apiPages, scope, lastCommit: commits?.lastCommit }, { theme: loaded, assets: { css: bundle.css, js: bundle.js, fonts: bundle.fonts, search: search?.urls } }, ctx),
      );
      // Awaited by the first render and after compiling; a failure before then must not go unhandled.
      rendering.catch(() => {});
      // API pages read no compiled content: they render as soon as the renderer is ready,
      // between compiles, so their Markdown twins convert on another thread meanwhile.
      const apiRoutes = routes.filter((route) => route.kind === 'api');
      const apiRendered = apiRoutes.length ? rendering.then(async () => {
        for (const route of apiRoutes) await renderRoute(route);
      }) : undefined;
      apiRendered?.catch(() => {});
      const byFile = new Map(contentRoutes.map((route) => [route.content.file, route]));
      ({ saveCache: saveCompileCache } = await compileContent(contentRoutes.map((route) => route.content), ctx, {
        fileToRoute,
        onCompiled: async (file, result) => {
          compiled.set(file, result);
          const route = byFile.get(file)!;
          if (rendersAlone(route)) await renderRoute(route);
        },
        openCacheStream: writer.openStream && ((file) => writer.openStream!(file)),
      }));
      await apiRendered;
      if (!renderer) renderer = await rendering;
      return bundling;
    });
    ctx.diagnostics.push(
      ...brokenMarkdownLinkDiagnostics([...compiled.values()].flatMap((content) => content.brokenMarkdownLinks))
        .map((diagnostic) => withSeverity(diagnostic, config.checks.brokenMarkdownLinks))
        .filter(isReported),
      ...[...compiled.values()].flatMap((content) => content.removedUrls).map(removedUrlDiagnostic),
      ...[...compiled.values()].flatMap((content) => content.warnings ?? []),
    );

    await step('render', async () => {
      for (const route of routes) if (!written.has(route)) await renderRoute(route);
    });
    const pagesInOrder = routes.map((route) => written.get(route)!);
    const pages = pagesInOrder.filter((page) => page.route !== notFound);
    /** Links against the final HTML and every output file. */
    const checkAllLinks = (outputFiles: ReadonlySet<string>) => {
      const linkPages: LinkCheckPage[] = pagesInOrder.map((page) => ({
        path: page.route.path,
        ...page.facts,
        source: page.route.source,
        links: 'content' in page.route && page.route.content ? (compiled.get(page.route.content.file)?.links ?? []) : [],
        isTarget: page.route !== notFound,
      }));
      // Parts many pages share (sidebar, navbar, footer) are checked once; their links are absolute, so the same on every page.
      renderer.sharedFragments().forEach(({ label, html }, index) =>
        linkPages.push({ path: `/~shared-${index + 1}`, label, ...linkFactsOf(html), source: { file: path.relative(config.root, config.configFile) }, links: [], isTarget: false }),
      );
      const linkDiagnostics = checkLinks(linkPages, outputFiles, config.baseUrl).map((diagnostic) => withSeverity(diagnostic, config.checks.brokenLinks)).filter(isReported);
      ctx.diagnostics.push(...explainMissingHome(linkDiagnostics, routes.some((route) => route.path === '/'), config));
      const imagePages = pages.flatMap((page) => (page.images?.length ? [{ path: page.route.path, source: page.route.source, images: page.images, text: contentText(page.route) }] : []));
      ctx.diagnostics.push(...checkImages(imagePages, outputFiles, posixRelative(config.root, config.staticDir), config.baseUrl));
    };

    await step('write', async () => {
      if (search) {
        searchUrls = search.finish();
        for (const page of waiting.splice(0)) await writePage(page);
      }
      const statics = await walkStaticFiles(config.staticDir);
      for (const file of statics.files) await writer.add(posixRelative(config.staticDir, file), await readFile(file));
      ctx.diagnostics.push(...skippedStaticDiagnostics(config, statics.skipped));
      await writeRedirects(writer, config, collected.redirects);
      for (const reference of config.apiReferences) await writer.add(path.basename(reference.specFile), await readFile(reference.specFile));
      for (const [file, contents] of bundle.files) await writer.add(file, contents);
      for (const { file, text } of renderer.assetFiles()) await writer.add(file, text);
      const securityHeaders = buildSecurityHeaders(config, policies.sha256Sources());
      await writer.add('_headers', renderHeadersFile(securityHeaders));
      await writer.add('nginx-security-headers.conf', renderNginxSnippet(securityHeaders, config.baseUrl));
      await Promise.all(conversions);
      await (await converter)?.close();
      const listed = pages.filter((page) => !isUnlisted(page.route));
      // llms.txt covers the latest docs version; the sitemap every version that is indexed.
      const llms = renderLlmsFiles(listed.filter((page) => versionOfRoute(config, page.route)?.isLast !== false), collected.sidebars, config, twinOf);
      await writer.add('llms.txt', llms.llms);
      await writer.add('llms-full.txt', llms.full);
      const { lastModified } = await fileHistory;
      await writer.add('sitemap.xml', renderSitemap(config, listed.filter((page) => !versionOfRoute(config, page.route)?.noIndex).map((page) => ({ path: page.route.path, lastmod: lastModified(page.route.source.file) }))));
      await writer.add('robots.txt', renderRobots(config));
      if (collected.blog && config.blog) {
        // A post that lost a duplicate route (warned) was not written, so it is not in the feeds.
        const writtenBlog = { ...collected.blog, posts: collected.blog.posts.filter((route) => written.has(route)) };
        ctx.diagnostics.push(...(await writeBlogFiles(writer, config, writtenBlog, (route) => written.get(route)!.contentHtml!)));
      }
      // 8. links, while the search thread finishes its index (its files' paths are known already).
      const searchFiles = searchUrls ? [searchUrls.documents.slice(1), searchUrls.index.slice(1)] : [];
      // A page is linked by its route, not by the file that holds it (docs/intro.html).
      const pageFiles = new Set(pagesInOrder.map((page) => (page.route === notFound ? '404.html' : routeToFile(page.route.path))));
      await step('links', () => checkAllLinks(new Set([...writer.paths, ...searchFiles].filter((file) => !pageFiles.has(file)))));
      // The compile cache's file is closed (or, without a write thread, written) while the
      // search thread finishes; awaited before the commit.
      const cacheSaved = compileCacheSaved();
      cacheSaved?.catch(() => {});
      // Last: the search files.
      if (search) for (const [file, contents] of (await step('search', () => search!.files())).files) await writer.add(file, contents);
      await cacheSaved;
    });

    const errors = ctx.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    if (errors.length) {
      const brokenLinks = errors.filter((error) => error.code === 'broken-link').length;
      const summary = brokenLinks === errors.length ? `${brokenLinks} broken link${brokenLinks === 1 ? '' : 's'} found` : `${errors.length} error${errors.length === 1 ? '' : 's'} found`;
      throw new DiagnosticsError(summary, ctx.diagnostics);
    }
    await step('commit', () => writer.commit());
    const result = { pageCount: pages.length, assetCount: writer.paths.size - pages.length, diagnostics: ctx.diagnostics, moduleInputs: Object.fromEntries(ctx.moduleInputs ?? []) };
    return { result, routes: collected.routes, writer };
  } catch (error) {
    // The cache first: it may be written by the writer's thread, which aborting stops.
    await compileCacheSaved()?.catch(() => {});
    await converter?.then((started) => started.close()).catch(() => {});
    await Promise.all([writer.abort(), search?.abort()]);
    throw error;
  }
}

/** A warning for each hidden file or folder of the static folder that is not published. */
function skippedStaticDiagnostics(config: SiteConfig, skipped: string[]): Diagnostic[] {
  const staticDir = path.relative(config.root, config.staticDir);
  return skipped.map((entry) => ({
    severity: 'warning',
    code: 'skipped-static-file',
    message: `hidden ${entry.endsWith('/') ? 'folder' : 'file'}, not copied to the output`,
    source: { file: path.posix.join(staticDir.split(path.sep).join('/'), entry) },
    hint: 'of hidden files and folders only .well-known/ is published; rename it if hosts should serve it',
  }));
}

/** Whether a page's frontmatter says `unlisted: true`. */
const isUnlisted = (route: Route) => 'content' in route && route.content?.frontmatter.unlisted === true;

/** The text of a page's content file, if it has one. */
function contentText(route: Route): string | undefined {
  return 'content' in route ? route.content?.source : undefined;
}

/** Drops a rendered page's compiled output, keeping what the end of the build reads (format, links, headings). */
function forgetOutput(compiled: Map<string, CompiledContent>, file: string) {
  const entry = compiled.get(file);
  if (entry) compiled.set(file, { ...entry, output: '' });
}

/** A plain markdown page's source (its Markdown twin), or undefined for MDX and generated pages. */
function plainSourceOf(route: Route, compiled: ReadonlyMap<string, CompiledContent>): string | undefined {
  return 'content' in route && route.content && compiled.get(route.content.file)?.format === 'html' ? route.content.source : undefined;
}

/** Frontmatter titles may say `{site.productName}`; the name lives only in config. */
function fillPlaceholders(text: string, productName: string): string {
  return text.replace(/\{site\.productName\}/g, productName);
}

function withSeverity(diagnostic: Diagnostic, severity: 'throw' | 'warn' | 'ignore'): Diagnostic & { ignored?: boolean } {
  return { ...diagnostic, severity: severity === 'throw' ? 'error' : 'warning', ignored: severity === 'ignore' };
}

const isReported = (diagnostic: Diagnostic & { ignored?: boolean }) => !diagnostic.ignored;

/**
 * Without an inputs hash the search files are named by the hash of their content, which is
 * known only once every page has rendered; their URLs are then added to each page's `<body>`
 * (whatever attributes it has). Otherwise pages render with them (`PageProps.assets.search`).
 */
function withSearchAssets(html: string, urls: SearchUrls | undefined): string {
  if (!urls) return html;
  return html.replace(/<body(?=[\s>])/, `<body data-search-documents="${urls.documents}" data-search-index="${urls.index}"`);
}
