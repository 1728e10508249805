import path from 'node:path';
import { isReported, withSeverity } from '../shared/severity.js';
import type { BuildContext, GeneratedRoute, Route } from '../types.js';
import { assertCleanRoutes, checkRoutes } from './checkRoutes.js';
import { collectedBlogsOf } from './blogSections.js';
import { collectBlog, type CollectedBlog } from './collectBlog.js';
import { collectDocsSections, collectSectionSidebars } from './collectDocsSections.js';
import type { ApiDocuments } from './apiDocuments.js';
import type { CollectedOperations } from './collectOperations.js';
import { collectPages } from './collectPages.js';
import { collectRedirects, type Redirect } from './collectRedirects.js';
import type { CollectedSidebars } from './collectSidebars.js';

/** The collect stage's output: every route with a page, and what routes are built from. */
export interface CollectedSite {
  /** Every route, duplicates removed (warned), in a stable order. */
  routes: Route[];
  sidebars: CollectedSidebars;
  blog?: CollectedBlog;
  /** The further blogs (`config.blogSections`), in config order; undefined when there are none. */
  blogSections?: CollectedBlog[];
  /** The OpenAPI documents, in the order of `config.apiReferences`, read when a stage needs them. */
  documents: ApiDocuments;
  redirects: Redirect[];
}

/** No OpenAPI documents: what `collectApiDocuments` gives for none. */
const NO_API_DOCUMENTS: { documents: ApiDocuments; operations: CollectedOperations } = {
  documents: { keys: [], bundled: [], scope: { operations: [], errors: [] }, read: async () => [] },
  operations: { routes: [], sidebarDocs: [], sidebars: {} },
};

/**
 * The site's OpenAPI documents and operations. The OpenAPI reader (and the remark pipeline its
 * operation titles use, some 800 KB of modules) loads only for a site that has documents.
 */
async function collectApiDocumentsOf(ctx: BuildContext) {
  if (ctx.config.apiReferences.length === 0) return NO_API_DOCUMENTS;
  const { collectApiDocuments } = await import('./apiDocuments.js');
  return collectApiDocuments(ctx);
}

/**
 * The collect stage: docs, blog, pages and API operations become routes; sidebars, category
 * pages and redirects are resolved; duplicate routes are warned (or fail, as configured).
 */
export async function collectSite(ctx: BuildContext): Promise<CollectedSite> {
  const { config } = ctx;
  const [sections, blog, blogSections, pages, { documents, operations }] = await Promise.all([
    collectDocsSections(ctx),
    collectBlog(ctx),
    config.blogSections && Promise.all(config.blogSections.map((section) => collectBlog(ctx, section) as Promise<CollectedBlog>)),
    collectPages(ctx),
    collectApiDocumentsOf(ctx),
  ]);
  // Collected: the input files' bytes are not needed any more.
  ctx.inputFiles = undefined;
  // Each section's and version's sidebars, category pages and frontmatter references (the API reference joins the docs section's last version).
  const sidebars = collectSectionSidebars(ctx, sections, operations);
  const docRoutes = sections.flatMap(({ versions }) => versions.flatMap(({ docs }) => docs.routes));
  const categoryRoutes: GeneratedRoute[] = sidebars.categoryIndexes.map((index) => ({
    kind: 'generated',
    generator: 'category',
    path: index.path,
    source: { file: path.relative(config.root, config.configFile) },
    title: index.title,
    description: index.description ?? `Pages in ${index.label}.`,
    ...(index.version && { docsVersion: index.version }),
    ...(index.pluginId && { docsPluginId: index.pluginId }),
  }));
  const all: Route[] = [...pages, ...docRoutes, ...categoryRoutes, ...operations.routes, ...collectedBlogsOf({ blog, blogSections }).flatMap((each) => [...each.posts, ...each.generated])];
  for (const route of all) {
    route.title = fillPlaceholders(route.title, config.productName);
    if (route.description) route.description = fillPlaceholders(route.description, config.productName);
  }
  assertCleanRoutes(all);
  const checked = checkRoutes(all);
  ctx.diagnostics.push(...checked.diagnostics.map((diagnostic) => withSeverity(diagnostic, config.checks.duplicateRoutes)).filter(isReported));
  // A post that lost its route to another is not built: lists and feeds leave it out too.
  const kept = new Set(checked.routes);
  for (const each of collectedBlogsOf({ blog, blogSections })) each.posts = each.posts.filter((post) => kept.has(post));
  const redirects = config.redirects ? collectRedirects(config, checked.routes) : undefined;
  ctx.diagnostics.push(...(redirects?.diagnostics ?? []));
  return { routes: checked.routes, sidebars, blog, ...(blogSections && { blogSections }), documents, redirects: redirects?.redirects ?? [] };
}

/** Frontmatter titles may say `{site.productName}`; the name lives only in config. */
function fillPlaceholders(text: string, productName: string): string {
  return text.replace(/\{site\.productName\}/g, productName);
}
