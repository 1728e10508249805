import { listReferenceEntries } from '../compile/openapi/listReferenceEntries.js';
import type { OpenApiDocument } from '../compile/openapi/openapiTypes.js';
import { operationTitle } from '../compile/openapi/operationTitle.js';
import { slugifyId } from '../shared/slug.js';
import { joinPath } from '../shared/url.js';
import { groupByTag } from '../compile/openapi/tagGroups.js';
import { componentSchemaName } from '../compile/openapi/pageSchemas.js';
import { planSchemaPages } from '../compile/openapi/planSchemaPages.js';
import { resolveRef } from '../compile/openapi/resolveRef.js';
import type { ApiRoute, BuildContext, SidebarItem } from '../types.js';
import type { SidebarDoc } from './sidebarTypes.js';

/** The routes and sidebars of the API references' operations. */
export type CollectedOperations = { routes: ApiRoute[]; sidebarDocs: SidebarDoc[]; sidebars: Record<string, SidebarItem[]> };

/** `collectOperations` of every document (`specs` in the order of `apiReferences`), together; `schemaPages` their planned schema pages, if known (see `plannedSchemaPages`). */
export function collectAllOperations(specs: OpenApiDocument[], ctx: BuildContext, schemaPages?: string[][]): CollectedOperations {
  const all: CollectedOperations = { routes: [], sidebarDocs: [], sidebars: {} };
  for (const [reference, spec] of specs.entries()) {
    const one = collectOperations(spec, reference, ctx, schemaPages?.[reference]);
    all.routes.push(...one.routes);
    all.sidebarDocs.push(...one.sidebarDocs);
    Object.assign(all.sidebars, one.sidebars);
  }
  return all;
}

/**
 * One route for the API's info page and one per operation, callback and webhook, slugged from
 * the title and operation ids, for the document `reference` (its index in `apiReferences`).
 * `schemaPages`: the document's `planSchemaPages`, planned here when not given.
 */
export function collectOperations(spec: OpenApiDocument, reference: number, ctx: BuildContext, schemaPages: string[] = planSchemaPages(spec)): CollectedOperations {
  const openapi = ctx.config.apiReferences[reference]!;
  const source = { file: openapi.specFile.slice(ctx.config.root.length + 1) };
  const docBase = openapi.routeBasePath.replace(/^\//, '').replace(new RegExp(`^${ctx.config.docs.routeBasePath}/`), '');
  const infoSlug = slugifyId(spec.info.title);
  const routes: ApiRoute[] = [
    { kind: 'api', path: joinPath(openapi.routeBasePath, infoSlug), docId: `${docBase}/${infoSlug}`, reference, source, title: spec.info.title, description: firstSentence(spec.info.description) },
  ];
  const entries = listReferenceEntries(spec);
  for (const entry of entries) {
    const slug = slugifyId(entry.id);
    routes.push({
      kind: 'api',
      path: joinPath(openapi.routeBasePath, slug),
      docId: `${docBase}/${slug}`,
      operationId: entry.id,
      reference,
      source,
      title: operationTitle(entry),
      description: firstSentence(entry.operation.description) ?? `${entry.method.toUpperCase()} ${entry.path}`,
    });
  }
  const sidebarDocs = routes.map((route, position) => ({ docId: route.docId, path: route.path, label: route.title, position }));
  const docIdOf = new Map(entries.map((entry, index) => [entry, routes[index + 1]!.docId]));
  // The API's own sidebar: the info page, then a category per tag, in the document's tag order.
  const tagCategories = groupByTag(spec, entries).map((group): Extract<SidebarItem, { type: 'category' }> => ({ type: 'category', label: group.tag, collapsed: false, items: group.entries.map((entry) => docIdOf.get(entry)!) }));
  const sidebars = openapi.ownSidebar ? { [openapi.ownSidebar]: [routes[0]!.docId, ...inTagGroups(spec, tagCategories)] } : {};
  routes.push(...schemaRoutes(spec, schemaPages, { routeBasePath: openapi.routeBasePath, docBase, reference, source }));
  return { routes, sidebarDocs, sidebars };
}

/**
 * A page for each component schema nested too deep to expand where it is used
 * (`planSchemaPages`), at `<routeBasePath>/schemas/<slug of its name>`; outside the sidebar,
 * reached from the schemas that link to it.
 */
function schemaRoutes(spec: OpenApiDocument, schemaPages: string[], { routeBasePath, docBase, reference, source }: { routeBasePath: string; docBase: string; reference: number; source: { file: string } }): ApiRoute[] {
  const slugs = new Set<string>();
  return schemaPages.map((ref) => {
    const name = componentSchemaName(ref)!;
    const base = slugifyId(name) || 'schema';
    let slug = base;
    for (let suffix = 2; slugs.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    slugs.add(slug);
    const schema = resolveRef(spec, { $ref: ref }) as { description?: string };
    return { kind: 'api', path: joinPath(routeBasePath, 'schemas', slug), docId: `${docBase}/schemas/${slug}`, schemaRef: ref, reference, source, title: name, description: firstSentence(schema.description) ?? `The ${name} schema.` };
  });
}

/**
 * Tag categories under the document's `x-tagGroups` (Redocly): one category per group, holding
 * its tags in the group's order; tags in no group follow. Without `x-tagGroups`, as they are.
 */
function inTagGroups(spec: OpenApiDocument, categories: Array<Extract<SidebarItem, { type: 'category' }>>): SidebarItem[] {
  const groups = (spec as unknown as Record<string, unknown>)['x-tagGroups'];
  if (!Array.isArray(groups)) return categories;
  const byTag = new Map(categories.map((category) => [category.label, category]));
  const grouped = new Set<string>();
  const items: SidebarItem[] = [];
  for (const group of groups as Array<{ name?: unknown; tags?: unknown }>) {
    if (typeof group?.name !== 'string' || !Array.isArray(group.tags)) continue;
    const members = group.tags.filter((tag): tag is string => typeof tag === 'string' && byTag.has(tag));
    members.forEach((tag) => grouped.add(tag));
    if (members.length > 0) items.push({ type: 'category', label: group.name, collapsed: false, items: members.map((tag) => byTag.get(tag)!) });
  }
  return [...items, ...categories.filter((category) => !grouped.has(category.label))];
}

/** First sentence of a Markdown description, stripped of markup, for meta descriptions. */
function firstSentence(markdown: string | undefined): string | undefined {
  if (!markdown) return undefined;
  const plain = markdown.replace(/[`*_#>[\]]/g, '').replace(/\(([^)]*)\)/g, '').replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain.slice(0, 160);
}
