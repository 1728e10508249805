import { collectDocs } from '../../collect/collectDocs.js';
import { docsSectionsOf, sectionConfig } from '../../collect/docsSections.js';
import type { NavbarItem, SiteConfig } from '../../types.js';
import type { DocLink } from './mapThemeConfig.js';

/**
 * Points navbar items that name a doc by id (Docusaurus's `type: 'doc'`) at the doc's route,
 * which its frontmatter `slug` or `id` may change: the docs of each section named are
 * collected once to know it. An id no doc has keeps the guessed route, which the link check
 * then reports.
 */
export async function resolveDocLinks(config: SiteConfig, docLinks: Map<NavbarItem, DocLink>): Promise<void> {
  if (docLinks.size === 0) return;
  const wanted = new Set([...docLinks.values()].map((link) => link.pluginId ?? config.docs.pluginId));
  const routeOf = new Map<string, string>();
  for (const section of docsSectionsOf(config).filter((entry) => wanted.has(entry.pluginId))) {
    const { routes } = await collectDocs({ config: sectionConfig(config, section), log: { info() {}, warn() {}, progress() {} }, diagnostics: [] });
    for (const route of routes) routeOf.set(`${section.pluginId}\0${route.docId}`, route.path);
  }
  for (const item of config.navbar.items) {
    const link = docLinks.get(item);
    const key = link && `${link.pluginId ?? config.docs.pluginId}\0${link.docId}`;
    if (key !== undefined && item.type === 'link' && routeOf.has(key)) item.to = routeOf.get(key);
  }
}
