import path from 'node:path';
import { loadSpec } from '../compile/openapi/loadSpec.js';
import type { OpenApiDocument } from '../compile/openapi/openapiTypes.js';
import { DiagnosticsError } from '../shared/errors.js';
import { isReported, withSeverity } from '../shared/severity.js';
import type { BuildContext, GeneratedRoute, Route } from '../types.js';
import { assertCleanRoutes, checkRoutes } from './checkRoutes.js';
import { checkDocReferences } from './checkDocReferences.js';
import { collectBlog, type CollectedBlog } from './collectBlog.js';
import { collectDocs } from './collectDocs.js';
import { collectOperations } from './collectOperations.js';
import { collectPages } from './collectPages.js';
import { collectRedirects, type Redirect } from './collectRedirects.js';
import { collectSidebars, type CollectedSidebars } from './collectSidebars.js';

/** The collect stage's output: every route with a page, and what routes are built from. */
export interface CollectedSite {
  /** Every route, duplicates removed (warned), in a stable order. */
  routes: Route[];
  sidebars: CollectedSidebars;
  blog?: CollectedBlog;
  spec?: OpenApiDocument;
  redirects: Redirect[];
}

/**
 * The collect stage: docs, blog, pages and API operations become routes; sidebars, category
 * pages and redirects are resolved; duplicate routes are warned (or fail, as configured).
 */
export async function collectSite(ctx: BuildContext): Promise<CollectedSite> {
  const { config } = ctx;
  const [docs, blog, pages, spec] = await Promise.all([
    collectDocs(ctx),
    collectBlog(ctx),
    collectPages(ctx),
    config.openapi ? loadSpec(config.openapi.specFile, config.root) : undefined,
  ]);
  const operations = spec ? collectOperations(spec, ctx) : { routes: [], sidebarDocs: [], sidebars: {} };
  // Collected: the input files' bytes are not needed any more.
  ctx.inputFiles = undefined;
  const sidebars = collectSidebars({ config, docs: [...docs.routes.map(sidebarEntryOf), ...operations.sidebarDocs], categories: docs.categories, generated: operations.sidebars });
  const referenceErrors = checkDocReferences(docs.routes, sidebars);
  if (referenceErrors.length) throw new DiagnosticsError(`${referenceErrors.length} frontmatter reference${referenceErrors.length === 1 ? '' : 's'} to nothing`, referenceErrors);
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
  return { routes: checked.routes, sidebars, blog, spec, redirects: redirects?.redirects ?? [] };
}

/** A doc's entry in the sidebars: its label and position, from frontmatter or its title and file name. */
function sidebarEntryOf(route: Extract<Route, { kind: 'doc' }>) {
  return {
    docId: route.docId,
    path: route.path,
    label: route.content.frontmatter.sidebar_label ?? route.title,
    position: route.content.frontmatter.sidebar_position ?? route.prefixPosition,
    ...(route.content.frontmatter.unlisted && { unlisted: true }),
    ...(route.content.frontmatter.sidebar_class_name && { className: route.content.frontmatter.sidebar_class_name }),
  };
}

/** Frontmatter titles may say `{site.productName}`; the name lives only in config. */
function fillPlaceholders(text: string, productName: string): string {
  return text.replace(/\{site\.productName\}/g, productName);
}
