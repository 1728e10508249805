import type { CollectedSidebars } from '../collect/collectSidebars.js';
import { sectionConfig } from '../collect/docsSections.js';
import type { Route, SiteConfig } from '../types.js';
import { docsVersionViews, type DocsVersionViews } from './docsVersionViews.js';
import type { DocVersionView, SiteVersionView } from './pageProps.js';

/** What the renderer knows of the docs sections: each one's versions, and which sidebars a page resolves against. */
export interface DocsSectionViews {
  /** The `docs` section's versions as the navbar shows them, on a site where it has several. */
  site?: SiteVersionView[];
  /** Each further section's versions, by its id, for those with several. */
  sectionVersions?: Record<string, SiteVersionView[]>;
  /** Each further section's sidebar entries (sidebar id → first page), by its id, for navbar items naming the section. */
  sectionSidebarEntry?: Record<string, Record<string, string>>;
  /** The version part of a docs or category page's props, undefined for pages of no version. */
  of(route: Route): DocVersionView | undefined;
  /** The sidebars a page resolves against: its section's, and within it its version's. */
  sidebarsOf(route: Route): CollectedSidebars;
}

const pluginIdOf = (route: Route) => ('docsPluginId' in route ? route.docsPluginId : undefined);

/** The first page of each sidebar, by sidebar id (the first sidebar of an id wins). */
export function sidebarEntries(sidebars: CollectedSidebars): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const sidebar of sidebars.sidebars) entries[sidebar.id] ??= sidebar.order[0]?.href ?? '/';
  return entries;
}

/**
 * Each docs section's version views over its own routes (a further section's pages carry its
 * id), so a page's sidebar, previous and next and version menu stay within its section.
 */
export function docsSectionViews(config: SiteConfig, routes: readonly Route[], sidebars: CollectedSidebars): DocsSectionViews | undefined {
  const sections = config.docsSections ?? [];
  const main = docsVersionViews(config, sections.length ? routes.filter((route) => pluginIdOf(route) === undefined) : routes, sidebars);
  if (sections.length === 0) return main && { site: main.site, of: main.of, sidebarsOf: main.sidebarsOf };
  const own = new Map<string, { sidebars: CollectedSidebars; views?: DocsVersionViews }>();
  for (const section of sections) {
    const sectionSidebars = sidebars.sections!.get(section.pluginId)!;
    const views = docsVersionViews(sectionConfig(config, section), routes.filter((route) => pluginIdOf(route) === section.pluginId), sectionSidebars);
    own.set(section.pluginId, { sidebars: sectionSidebars, views });
  }
  const sectionVersions = Object.fromEntries([...own].flatMap(([id, { views }]) => (views ? [[id, views.site]] : [])));
  return {
    site: main?.site,
    ...(Object.keys(sectionVersions).length && { sectionVersions }),
    sectionSidebarEntry: Object.fromEntries([...own].map(([id, entry]) => [id, entry.views?.site.find((version) => version.isLast)?.sidebarEntry ?? sidebarEntries(entry.sidebars)])),
    of(route) {
      const id = pluginIdOf(route);
      return id === undefined ? main?.of(route) : own.get(id)?.views?.of(route);
    },
    sidebarsOf(route) {
      const id = pluginIdOf(route);
      const entry = id === undefined ? undefined : own.get(id);
      if (!entry) return main?.sidebarsOf(route) ?? sidebars;
      return entry.views?.sidebarsOf(route) ?? entry.sidebars;
    },
  };
}
