import { collectDocs } from '../../collect/collectDocs.js';
import type { NavbarItem, SiteConfig } from '../../types.js';

/**
 * Points navbar items that name a doc by id (Docusaurus's `type: 'doc'`) at the doc's route,
 * which its frontmatter `slug` or `id` may change: the docs are collected once to know it.
 * An id no doc has keeps the guessed route, which the link check then reports.
 */
export async function resolveDocLinks(config: SiteConfig, docLinks: Map<NavbarItem, string>): Promise<void> {
  if (docLinks.size === 0) return;
  const { routes } = await collectDocs({ config, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] });
  const routeOf = new Map(routes.map((route) => [route.docId, route.path]));
  for (const item of config.navbar.items) {
    const docId = docLinks.get(item);
    if (docId !== undefined && item.type === 'link' && routeOf.has(docId)) item.to = routeOf.get(docId);
  }
}
