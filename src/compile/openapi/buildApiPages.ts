import path from 'node:path';
import { slugifyLabel } from '../../shared/slug.js';
import type { ApiReferenceConfig, ApiRoute, BuildContext, Route } from '../../types.js';
import { cacheDirOf } from '../../config/loadConfig.js';
import type { CodeHighlighter } from '../mdx/highlighter.js';
import type { ApiInfoView, ApiPageData, SchemaPageView } from './apiPageData.js';
import type { OnOperationPage } from './apiPagesCache.js';
import { buildSchemaTree } from './buildSchemaTree.js';
import { PageSchemas } from './pageSchemas.js';
import type { Highlight } from './buildSamples.js';
import { compileOperation, isDangerous, type OperationContext } from './compileOperation.js';
import { listReferenceEntries, type ReferenceEntry } from './listReferenceEntries.js';
import { descriptionToHtml, markdownWithHeadings, type DescriptionHtml } from './markdownToHtml.js';
import type { OpenApiDocument } from './openapiTypes.js';
import { operationTitle } from './operationTitle.js';
import { resolveDescriptionLinks } from './descriptionLinks.js';
import { externalDocsView } from './externalDocsView.js';
import { removedUrlWarnings, type RemovedUrlReporter } from './removedUrlWarnings.js';
import { RenderCache } from './renderCache.js';
import { groupByTag } from './tagGroups.js';
import type { DescriptionRenderer } from './schemaTree.js';
import { envPrefix, securityViews } from './security.js';
import { serverBaseUrl, serverChoices } from './serverBaseUrl.js';
import { rootRelativeWithBase } from '../../shared/baseUrl.js';
import { passCachePart } from '../../shared/persistentCache.js';

/** What try-it's environment label says for the embedded sandbox. */
export const SANDBOX_ENVIRONMENT = 'Sandbox (generated from the OpenAPI document; no real funds)';

/** The environment label shown next to Send: the sandbox, or the configured upstream URL. */
export function environmentOf(upstream: string): string {
  return upstream === 'sandbox' ? SANDBOX_ENVIRONMENT : upstream;
}

/**
 * Descriptions repeat across pages (shared schemas, error responses): render each once, and
 * remember it between builds, with the URLs taken out of it, so a cached build warns too
 * (once per description).
 */
function createDescriptionRenderer(cache: RenderCache, report: RemovedUrlReporter): DescriptionRenderer {
  const rendered = new Map<string, string>();
  return (markdown) => {
    if (!markdown) return undefined;
    let html = rendered.get(markdown);
    if (html === undefined) {
      const description = JSON.parse(cache.get(['description', markdown], () => JSON.stringify(descriptionToHtml(markdown)))) as DescriptionHtml;
      report(markdown, description.removedUrls);
      html = description.html;
      rendered.set(markdown, html);
    }
    return html;
  };
}

/**
 * Highlights with the process's shiki instance (see `sharedCodeHighlighter`), asked for on the
 * first cache miss, through its `codeToHtml`: HTML straight from the grammar's tokens, the same
 * as shiki's `codeToHast` and `hast-util-to-html` make (test/unit/openapi/sampleHighlight.test.ts),
 * without shiki's token objects and hast (Stripe's 850 samples: most of a second of a cold build).
 */
export function createHighlight(cache: RenderCache, themes: { light: string; dark: string }): Highlight {
  let highlighter: Promise<CodeHighlighter> | undefined;
  return (code, language) =>
    cache.getAsync(['highlight', language, themes.light, themes.dark, code], async () => {
      // shiki and the highlighter's module load only here: a build whose samples are all cached never loads them.
      const shiki = await (highlighter ??= import('../mdx/highlighter.js').then((module) => module.sharedCodeHighlighter(themes)));
      const lang = await shiki.resolveLanguage(language);
      // `language-*` on <code>, as Markdown renderers write it, so tools that read the HTML (Markdown twins) know the language.
      return shiki.codeToHtml(code, { lang, lineClasses: NO_LINE_CLASSES, codeClass: `language-${lang}` });
    });
}

const NO_LINE_CLASSES: ReadonlyMap<number, readonly string[]> = new Map();

/** Renders the document's Markdown for one place of it, and resolves the links of HTML made there. */
type PlacedRenderer = DescriptionRenderer & { links: (html: string, field: string) => string };

/**
 * A description renderer for one place of the document (`paths./pets.get`; '' for the top level):
 * links that are not pages of this site resolve against `openapi.linkBase` (else the document's
 * `externalDocs.url`), or become text with one warning naming the place and field.
 */
function createLinkedRenderer(render: DescriptionRenderer, spec: OpenApiDocument, { openapi, routes }: { openapi: ApiReferenceConfig; routes: Route[] }, ctx: BuildContext): (where: string) => PlacedRenderer {
  const routePaths = new Set(routes.map((route) => route.path));
  const linkBase = openapi.linkBase ?? spec.externalDocs?.url;
  const file = path.relative(ctx.config.root, openapi.specFile);
  const hint = `set ${openapi.field}.linkBase to the URL the document's relative links point into, or link to a page of this site`;
  const reported = new Set<string>();
  return (where) => {
    const links = (html: string, field: string | undefined) => {
      const at = [where, field].filter(Boolean).join('.') || 'the document';
      const warn = (href: string) => {
        if (reported.has(`${at} ${href}`)) return;
        reported.add(`${at} ${href}`);
        ctx.diagnostics.push({ severity: 'warning', code: 'openapi-link', message: `${at}: link ${href} is not a page of this site; shown as text`, source: { file }, hint });
      };
      return resolveDescriptionLinks(html, { isRoute: (route) => routePaths.has(route), linkBase, warn });
    };
    const md: DescriptionRenderer = (markdown, field) => {
      const html = render(markdown);
      return html ? links(html, field) : html;
    };
    return Object.assign(md, { links });
  };
}

/** A warning about an OpenAPI document (something read but not used), naming its file. */
function warnAboutSpec(ctx: BuildContext, specFile: string, message: string) {
  ctx.diagnostics.push({ severity: 'warning', code: 'openapi', message, source: { file: path.relative(ctx.config.root, specFile) } });
}

/**
 * Page data for the info page and every operation and schema page of each document (`specs`
 * in the order of `apiReferences`), keyed by route path. The documents share one render cache:
 * it keeps only what a build used. `onOperation` is told of each operation page once its data
 * is complete (its twin can be written then, on another thread, while the rest compile).
 */
export async function buildApiPages(specs: OpenApiDocument[], routes: Route[], ctx: BuildContext, onOperation?: OnOperationPage): Promise<Map<string, ApiPageData>> {
  const cache = await RenderCache.open(cacheDirOf(ctx.config.root), passCachePart(ctx.config));
  const pages = new Map<string, ApiPageData>();
  for (const [reference, spec] of specs.entries()) {
    for (const [routePath, page] of await buildReferencePages(spec, reference, { cache, allRoutes: routes, onOperation }, ctx)) pages.set(routePath, page);
  }
  await cache.save();
  return pages;
}

/** `buildApiPages` for one document, `reference` its index in `apiReferences`. */
async function buildReferencePages(
  spec: OpenApiDocument,
  reference: number,
  { cache, allRoutes, onOperation }: { cache: RenderCache; allRoutes: Route[]; onOperation?: OnOperationPage },
  ctx: BuildContext,
): Promise<Map<string, ApiPageData>> {
  const openapi = ctx.config.apiReferences[reference]!;
  const routes = allRoutes.filter((route) => route.kind !== 'api' || route.reference === reference);
  // Try-it posts to the proxy on the site's origin, below the site's base like every URL the site names.
  const common = { proxyPath: rootRelativeWithBase(ctx.config.baseUrl, openapi.proxy.path), environment: environmentOf(openapi.proxy.upstream) };
  const routeOf = new Map(routes.filter((route): route is ApiRoute => route.kind === 'api' && !route.schemaRef).map((route) => [route.operationId ?? '', route.path]));
  const report = removedUrlWarnings(openapi.specFile, ctx.config.root, ctx.diagnostics);
  const rendererAt = createLinkedRenderer(createDescriptionRenderer(cache, report), spec, { openapi, routes: allRoutes }, ctx);
  const topLevel = rendererAt('');
  const siteUrl = new URL(ctx.config.baseUrl, ctx.config.url).href;
  const servers = openapi.publicBaseUrl === undefined ? serverChoices(spec, siteUrl) : [];
  const operationCtx: OperationContext = {
    spec,
    md: topLevel,
    highlight: createHighlight(cache, { light: ctx.config.code.lightTheme, dark: ctx.config.code.darkTheme }),
    languages: openapi.sampleLanguages,
    publicBaseUrl: openapi.publicBaseUrl ?? serverBaseUrl(spec, siteUrl, (message) => warnAboutSpec(ctx, openapi.specFile, message)),
    envPrefix: envPrefix(ctx.config.productName),
    sandbox: openapi.proxy.upstream === 'sandbox',
    warn: (message) => warnAboutSpec(ctx, openapi.specFile, message),
    servers: servers.length > 1 ? servers : undefined,
    ...common,
  };
  const schemaRoutes = routes.filter((route): route is ApiRoute & { schemaRef: string } => route.kind === 'api' && route.schemaRef !== undefined);
  const schemaPaths = new Map(schemaRoutes.map((route) => [route.schemaRef, route.path]));
  operationCtx.schemaPageOf = (ref) => schemaPaths.get(ref);
  // One warning a keyword for the whole document, naming the first place it is met.
  const unshownSeen = new Set<string>();
  const unshownAt = (where: string) => (keyword: string) => {
    if (unshownSeen.has(keyword)) return;
    unshownSeen.add(keyword);
    operationCtx.warn(`${where}: schema keyword "${keyword}" is not shown in the API reference`);
  };
  const pages = new Map<string, ApiPageData>();
  for (const route of schemaRoutes) pages.set(route.path, { ...common, schema: schemaPage(spec, route, { ...operationCtx, unshown: unshownAt(`components.schemas.${route.title}`) }, rendererAt) });
  const operations = listReferenceEntries(spec);
  const titleOf = new Map(operations.map((entry) => [entry.id, operationTitle(entry)]));
  for (const entry of operations) {
    const routePath = routeOf.get(entry.id);
    if (!routePath) continue;
    const operation = await compileOperation(entry, { ...operationCtx, md: rendererAt(entry.field), unshown: unshownAt(entry.field) });
    if (entry.callback) operation.callback = { name: entry.callback.name, href: routeOf.get(entry.callback.parentId)!, title: titleOf.get(entry.callback.parentId)! };
    const page = { ...common, operation };
    pages.set(routePath, page);
    onOperation?.(routePath, page);
  }
  const infoPath = routeOf.get('');
  if (infoPath) pages.set(infoPath, { ...common, info: buildInfo(spec, operations, routeOf, operationCtx, { specFile: openapi.specFile, report, links: topLevel.links }) });
  return pages;
}

/** A component schema's page: the schema at the top, expanded as an operation's body is. */
function schemaPage(spec: OpenApiDocument, route: ApiRoute & { schemaRef: string }, ctx: OperationContext, rendererAt: (where: string) => PlacedRenderer): SchemaPageView {
  const name = route.title;
  const md = rendererAt(`components.schemas.${name}`);
  const tree = buildSchemaTree(spec, { $ref: route.schemaRef }, { md, usage: 'schema', page: new PageSchemas(ctx.schemaPageOf!), unshown: ctx.unshown });
  return { name, ref: route.schemaRef, tree };
}

function buildInfo(
  spec: OpenApiDocument,
  operations: ReferenceEntry[],
  routeOf: Map<string, string>,
  ctx: OperationContext,
  { specFile, report, links }: { specFile: string; report: RemovedUrlReporter; links: PlacedRenderer['links'] },
): ApiInfoView {
  const groups = groupByTag(spec, operations).map((group) => ({
    tag: group.tag,
    id: `tag-${slugifyLabel(group.tag)}`,
    descriptionHtml: ctx.md(group.description, `tags.${group.tag}.description`),
    externalDocs: externalDocsView(group.externalDocs),
    operations: group.entries.map((entry) => ({
      method: entry.method.toUpperCase(),
      path: entry.path,
      summary: operationTitle(entry),
      href: routeOf.get(entry.id)!,
      dangerous: isDangerous(entry.method, entry.operation),
      deprecated: entry.operation.deprecated === true || undefined,
    })),
  }));
  const description = markdownWithHeadings(spec.info.description, groups.map((group) => group.id));
  if (spec.info.description) report(spec.info.description, description.removedUrls);
  const specFileName = path.basename(specFile);
  return {
    title: spec.info.title,
    version: spec.info.version,
    descriptionHtml: links(description.html, 'info.description'),
    externalDocs: externalDocsView(spec.externalDocs),
    specUrl: `/${specFileName}`,
    specFileName,
    baseUrl: ctx.publicBaseUrl,
    security: securityViews(spec, undefined, ctx.envPrefix, ctx.md),
    groups,
    headings: [...description.headings, ...groups.map((group) => ({ depth: 2, id: group.id, text: group.tag }))],
  };
}
