import type { BuildContext, DocsVersion, Route, SiteConfig } from '../types.js';
import { collectDocs, type CollectedDocs } from './collectDocs.js';
import { sectionOfRoute } from './docsSections.js';

/** One version's docs, as `collectDocs` found them in its folder. */
export interface VersionDocs {
  version: DocsVersion;
  docs: CollectedDocs;
}

/** Whether the docs section builds several versions (then pages carry their version, and the reader can switch). */
export const hasSeveralVersions = (config: SiteConfig) => config.docs.versions.length > 1;

/**
 * The config as one version sees it: its folder, route base path and sidebars in place of
 * the docs folder's (and its translations'), so collecting and resolving sidebars work on one
 * version at a time.
 */
export function versionConfig(config: SiteConfig, version: DocsVersion): SiteConfig {
  const { dir, routeBasePath, sidebars, sidebarsFile, translatedDir, sidebarTranslations } = version;
  return { ...config, docs: { ...config.docs, dir, routeBasePath, sidebars, sidebarsFile, translatedDir, sidebarTranslations } };
}

/**
 * Collects every version's docs, each from its own folder (each file is read once, for the
 * one version it belongs to). On a site with several versions each route says its version.
 */
export async function collectDocsVersions(ctx: BuildContext): Promise<VersionDocs[]> {
  const several = hasSeveralVersions(ctx.config);
  return Promise.all(
    ctx.config.docs.versions.map(async (version) => {
      const docs = await collectDocs({ ...ctx, config: versionConfig(ctx.config, version) });
      if (several) for (const route of docs.routes) route.docsVersion = version.name;
      return { version, docs };
    }),
  );
}

/** The docs version a page belongs to, on a site with several (undefined for pages of no version). */
export function versionOfRoute(config: SiteConfig, route: Route): DocsVersion | undefined {
  const name = 'docsVersion' in route ? route.docsVersion : undefined;
  // Version names repeat across docs sections (each has its `current`): look in the route's own.
  return name === undefined ? undefined : sectionOfRoute(config, route).versions.find((version) => version.name === name);
}
