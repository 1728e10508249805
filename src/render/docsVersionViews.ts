import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { DocsVersion, Route, SiteConfig } from '../types.js';
import type { DocVersionView, SiteVersionView } from './pageProps.js';

/** What the renderer knows of the docs versions: per version, its pages by doc id and by path under the version. */
export interface DocsVersionViews {
  /** The versions as the navbar shows them (dropdown, sidebar links per version). */
  site: SiteVersionView[];
  /** The version part of a docs or category page's props, undefined for pages of no version. */
  of(route: Route): DocVersionView | undefined;
  /** The sidebars a page of `route`'s version resolves against. */
  sidebarsOf(route: Route): CollectedSidebars;
}

/** A route's path below its version's base path (`/docs/1.0/guides/setup` → `guides/setup`). */
const innerPath = (version: DocsVersion, path: string) => path.slice(version.routeBasePath.length + 2);

/**
 * Indexes every version's pages once (by doc id, and category pages by their path under the
 * version), so each page finds the same page in every other version in constant time: a
 * page's cost grows with the number of versions, not with the number of pages.
 */
export function docsVersionViews(config: SiteConfig, routes: readonly Route[], sidebars: CollectedSidebars): DocsVersionViews | undefined {
  const { versions } = config.docs;
  if (versions.length < 2 || !sidebars.versions) return undefined;
  const byName = new Map(versions.map((version) => [version.name, version]));
  const last = versions.find((version) => version.isLast)!;
  const docIds = new Map(versions.map((version) => [version.name, new Map<string, string>()]));
  const inner = new Map(versions.map((version) => [version.name, new Map<string, string>()]));
  for (const route of routes) {
    const version = 'docsVersion' in route && route.docsVersion ? byName.get(route.docsVersion) : undefined;
    if (!version) continue;
    if (route.kind === 'doc') docIds.get(version.name)!.set(route.docId, route.path);
    inner.get(version.name)!.set(innerPath(version, route.path), route.path);
  }
  const site = versions.map((version): SiteVersionView => {
    const own = sidebars.versions!.get(version.name)!;
    const sidebarEntry = Object.fromEntries(own.sidebars.map((sidebar) => [sidebar.id, sidebar.order[0]?.href ?? '/']));
    // The version's main page: its first sidebar's first page, else its first doc, as Docusaurus's `mainDocId`.
    const entry = own.sidebars[0]?.order[0]?.href ?? docIds.get(version.name)!.values().next().value ?? `/${version.routeBasePath}`;
    return { name: version.name, label: version.label, isLast: version.isLast, entry, sidebarEntry };
  });
  const entryOf = new Map(site.map((view) => [view.name, view.entry]));
  /** The same page in `other`: the doc of the same id, else the page at the same path under the version. */
  const samePage = (route: Route, version: DocsVersion, other: DocsVersion) =>
    (route.kind === 'doc' ? docIds.get(other.name)!.get(route.docId) : undefined) ?? inner.get(other.name)!.get(innerPath(version, route.path));
  /** The same page in `other`, else that version's main page. */
  const counterpart = (route: Route, version: DocsVersion, other: DocsVersion) => samePage(route, version, other) ?? entryOf.get(other.name)!;
  const versionOf = (route: Route) => ('docsVersion' in route && route.docsVersion ? byName.get(route.docsVersion) : undefined);
  return {
    site,
    of(route) {
      const version = versionOf(route);
      if (!version) return undefined;
      const latest = samePage(route, version, last);
      return {
        name: version.name,
        label: version.label,
        badge: version.badge,
        banner: version.banner,
        noIndex: version.noIndex,
        latest: { name: last.name, label: last.label, href: latest ?? entryOf.get(last.name)! },
        // Other versions' pages name the latest one's as canonical, when it has the page.
        ...(!version.isLast && latest ? { canonicalPath: latest } : {}),
        alternates: Object.fromEntries(versions.map((other) => [other.name, other === version ? route.path : counterpart(route, version, other)])),
      };
    },
    sidebarsOf(route) {
      const version = versionOf(route);
      return (version && sidebars.versions!.get(version.name)) ?? sidebars;
    },
  };
}
