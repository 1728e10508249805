import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleClient } from './bundle/bundleClient.js';
import { checkRoutes } from './collect/checkRoutes.js';
import { collectBlog } from './collect/collectBlog.js';
import { collectDocs } from './collect/collectDocs.js';
import { collectOperations } from './collect/collectOperations.js';
import { collectPages } from './collect/collectPages.js';
import { collectSidebars } from './collect/collectSidebars.js';
import { lastModifiedDates } from './collect/lastModified.js';
import { posixRelative, walkFiles } from './collect/walkFiles.js';
import { compileContent } from './compile/compileContent.js';
import { loadData, strictData } from './compile/loadData.js';
import { buildApiScope } from './compile/openapi/buildApiScope.js';
import { loadSpec } from './compile/openapi/loadSpec.js';
import { cacheDirOf } from './config/loadConfig.js';
import { brokenMarkdownLinkDiagnostics, checkLinks, type LinkCheckPage } from './links/checkLinks.js';
import { renderSite } from './render/renderSite.js';
import { buildSecurityHeaders, renderHeadersFile, renderNginxSnippet } from './render/buildSecurityHeaders.js';
import { hasMarkdownTwin, pageMarkdown, renderLlmsFiles } from './render/renderLlmsFiles.js';
import { renderFeeds, renderRobots, renderSitemap } from './render/renderSiteFiles.js';
import { startSearchBuild } from './search/startSearchBuild.js';
import type { SearchUrls } from './search/searchTypes.js';
import { DiagnosticsError } from './shared/errors.js';
import { routeToFile } from './shared/url.js';
import type { BuildContext, Diagnostic, GeneratedRoute, Route, SiteConfig } from './types.js';
import { FsWriter, type Writer } from './write/writer.js';


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
}

/**
 * Steps 2–8 of the build (collect → compile → bundle → render → search → write → links),
 * then the commit. See `build.ts`.
 */
export async function buildSite({ config, ctx, step, outDir, writer: givenWriter, contentHash }: BuildSiteInput): Promise<{ result: { pageCount: number; assetCount: number; diagnostics: Diagnostic[] }; routes: Route[]; writer: Writer }> {
  // 2. collect
  const collected = await step('collect', async () => {
    const [docs, blog, pages, spec] = await Promise.all([
      collectDocs(ctx),
      collectBlog(ctx),
      collectPages(ctx),
      config.openapi ? loadSpec(config.openapi.specFile, config.root) : undefined,
    ]);
    const operations = spec ? collectOperations(spec, ctx) : { routes: [], sidebarDocs: [] };
    const docEntries = docs.routes.map((route) => ({
      docId: route.docId,
      path: route.path,
      label: route.content.frontmatter.sidebar_label ?? route.title,
      position: route.content.frontmatter.sidebar_position,
    }));
    const sidebars = collectSidebars({ config, docs: [...docEntries, ...operations.sidebarDocs], categories: docs.categories });
    const categoryRoutes: GeneratedRoute[] = sidebars.categoryIndexes.map((index) => ({
      kind: 'generated',
      generator: 'category',
      path: index.path,
      source: { file: path.relative(config.root, config.configFile) },
      title: index.title,
      description: index.description ?? `Pages in ${index.label}.`,
    }));
    const all: Route[] = [...pages, ...docs.routes, ...categoryRoutes, ...operations.routes, ...(blog ? [...blog.posts, ...blog.generated] : [])];
    for (const route of all) {
      route.title = fillPlaceholders(route.title, config.productName);
      if (route.description) route.description = fillPlaceholders(route.description, config.productName);
    }
    const checked = checkRoutes(all);
    ctx.diagnostics.push(...checked.diagnostics.map((diagnostic) => withSeverity(diagnostic, config.checks.duplicateRoutes)).filter(isReported));
    return { routes: checked.routes, sidebars, blog, spec };
  });

  // 3. compile
  const { compiled, scope, apiPages } = await step('compile', async () => {
    const contentRoutes = collected.routes.filter((route): route is Extract<Route, { content?: unknown }> & { content: NonNullable<Extract<Route, { kind: 'doc' }>['content']> } => 'content' in route && route.content !== undefined);
    const fileToRoute = new Map(contentRoutes.map((route) => [route.content.file, route.path]));
    const [compiledContent, data, pagesData] = await Promise.all([
      compileContent(contentRoutes.map((route) => route.content), fileToRoute, ctx),
      loadData(ctx),
      // The API reference's modules (samples, remark for descriptions) load only for a site with a spec.
      collected.spec ? import('./compile/openapi/buildApiPages.js').then((module) => module.buildApiPages(collected.spec!, collected.routes, ctx)) : new Map(),
    ]);
    const hrefOf = (operationId: string) => collected.routes.find((route) => route.kind === 'api' && route.operationId === operationId)?.path ?? '/';
    const strict = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, strictData(value, key)]));
    const site = strictData({ title: config.title, productName: config.productName, url: config.url, links: config.links, tagline: config.tagline }, 'site');
    const apiScope = buildApiScope(collected.spec, hrefOf);
    return { compiled: compiledContent, scope: { ...strict, site, api: apiScope }, apiPages: pagesData };
  });
  ctx.diagnostics.push(
    ...brokenMarkdownLinkDiagnostics([...compiled.values()].flatMap((content) => content.brokenMarkdownLinks))
      .map((diagnostic) => withSeverity(diagnostic, config.checks.brokenMarkdownLinks))
      .filter(isReported),
  );

  // 4. bundle (before render: pages reference the hashed asset names)
  const bundle = await step('bundle', () => bundleClient(ctx));

  const notFound: GeneratedRoute = { kind: 'generated', generator: 'not-found', path: '/404', source: { file: path.relative(config.root, config.themeDir) }, title: 'Page not found', description: 'The page you asked for does not exist.' };
  const model = { routes: [...collected.routes, notFound], sidebars: collected.sidebars, blog: collected.blog, spec: collected.spec, compiled, apiPages, scope };

  // 5. render, and 6. search: built on another thread from pages handed over as they render, while pages are written
  const search = config.search.enabled ? startSearchBuild({ sidebars: collected.sidebars, apiPages }, config, contentHash) : undefined;
  const site = await step('render', () => renderSite(model, { css: bundle.css, js: bundle.js }, ctx, search && ((page) => search.add(page)))).catch(async (error: unknown) => {
    await search?.abort();
    throw error;
  });
  const rendered = site.pages;
  const pages = rendered.filter((page) => page.route !== notFound);
  const searchUrls = search?.finish();

  // 7. write (collect output), after 8. links
  const writer = givenWriter ?? new FsWriter(outDir!);
  // From here files stream into a temporary folder: a failure removes it, the previous output stays.
  try {
    await step('write', async () => {
      for (const file of await walkFiles(config.staticDir)) await writer.add(posixRelative(config.staticDir, file), await readFile(file));
      if (config.openapi) await writer.add(path.basename(config.openapi.specFile), await readFile(config.openapi.specFile));
      for (const [file, contents] of bundle.files) await writer.add(file, contents);
      // Each page is finished (its sidebar spliced in) only as it is written, then let go.
      for (const page of pages) await writer.add(routeToFile(page.route.path), site.finishPage(withSearchAssets(page.html, searchUrls)));
      const notFoundPage = rendered.find((page) => page.route === notFound)!;
      await writer.add('404.html', site.finishPage(withSearchAssets(notFoundPage.html, searchUrls)));
      if (search) for (const [file, contents] of (await step('search', () => search.files())).files) await writer.add(file, contents);
      const securityHeaders = buildSecurityHeaders(config, rendered.map((page) => page.html));
      await writer.add('_headers', renderHeadersFile(securityHeaders));
      await writer.add('nginx-security-headers.conf', renderNginxSnippet(securityHeaders));
      const plainSource = (page: (typeof pages)[number]) =>
        'content' in page.route && page.route.content && compiled.get(page.route.content.file)?.format === 'html' ? page.route.content.source : undefined;
      // The HTML → Markdown converter (and its modules) only when some page has no markdown source to reuse.
      const twins = pages.filter(hasMarkdownTwin);
      const converter = twins.some((page) => !plainSource(page)) ? await (await import('./render/htmlToMarkdown.js')).cachedHtmlToMarkdown(cacheDirOf(config.root)) : undefined;
      const toMarkdown = (html: string) => converter!.toMarkdown(html);
      const markdown = new Map(twins.map((page) => [page, pageMarkdown(page, config, plainSource(page), toMarkdown)]));
      await converter?.save();
      for (const [page, text] of markdown) await writer.add(`${page.route.path.slice(1)}.md`, text);
      const llms = renderLlmsFiles(pages, collected.sidebars, config, (page) => markdown.get(page)!);
      await writer.add('llms.txt', llms.llms);
      await writer.add('llms-full.txt', llms.full);
      const lastmod = lastModifiedDates(config.root);
      await writer.add('sitemap.xml', renderSitemap(config, pages.map((page) => ({ path: page.route.path, lastmod: lastmod(page.route.source.file) }))));
      await writer.add('robots.txt', renderRobots(config));
      if (collected.blog && config.blog) {
        const feedPosts = collected.blog.posts.map((route) => ({
          route,
          html: pages.find((page) => page.route === route)!.contentHtml,
          authors: route.authors.map((key) => collected.blog!.authors.get(key)!.name),
        }));
        const feeds = renderFeeds(config, feedPosts);
        await writer.add(`${config.blog.routeBasePath}/rss.xml`, feeds.rss);
        await writer.add(`${config.blog.routeBasePath}/atom.xml`, feeds.atom);
        await writer.add(`${config.blog.routeBasePath}/feed.json`, feeds.json);
      }
    });

    // 8. links: against the final HTML and every output file
    await step('links', () => {
      const outputFiles = writer.paths;
      const linkPages: LinkCheckPage[] = rendered.map((page) => ({
        path: page.route.path,
        html: page.html,
        source: page.route.source,
        links: 'content' in page.route && page.route.content ? (compiled.get(page.route.content.file)?.links ?? []) : [],
        isTarget: page.route !== notFound,
      }));
      // Parts every page shares (the sidebar) are checked once; their links are absolute, so the same on every page.
      site.sharedFragments.forEach((html, index) =>
        linkPages.push({ path: `/~shared-${index + 1}`, label: 'the sidebar (every page)', html, source: { file: path.relative(config.root, config.configFile) }, links: [], isTarget: false }),
      );
      ctx.diagnostics.push(...checkLinks(linkPages, outputFiles).map((diagnostic) => withSeverity(diagnostic, config.checks.brokenLinks)).filter(isReported));
    });

    const errors = ctx.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    if (errors.length) {
      const brokenLinks = errors.filter((error) => error.code === 'broken-link').length;
      const summary = brokenLinks === errors.length ? `${brokenLinks} broken link${brokenLinks === 1 ? '' : 's'} found` : `${errors.length} error${errors.length === 1 ? '' : 's'} found`;
      throw new DiagnosticsError(summary, ctx.diagnostics);
    }
    await step('commit', () => writer.commit());
  } catch (error) {
    await Promise.all([writer.abort(), search?.abort()]);
    throw error;
  }
  const result = { pageCount: pages.length, assetCount: writer.paths.size - pages.length, diagnostics: ctx.diagnostics };
  return { result, routes: collected.routes, writer };
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
 * The search files are named by the hash of their content, which is known only once every page
 * has rendered; their URLs are then added to each page's `<body>` (whatever attributes it has).
 */
function withSearchAssets(html: string, urls: SearchUrls | undefined): string {
  if (!urls) return html;
  return html.replace(/<body(?=[\s>])/, `<body data-search-documents="${urls.documents}" data-search-index="${urls.index}"`);
}
