import type { DocsSectionConfig, Route, SiteConfig } from '../types.js';

/** Every docs section the site builds: `docs` first, then `docsSections` in config order. */
export function docsSectionsOf(config: SiteConfig): DocsSectionConfig[] {
  return [config.docs, ...(config.docsSections ?? [])];
}

/** Whether a section is one of `docsSections` (its routes carry its id), not `docs`. */
export const isFurtherSection = (config: SiteConfig, section: DocsSectionConfig) => section !== config.docs;

/**
 * The config as one docs section sees it: the section in place of `docs`, so collecting,
 * resolving sidebars and versions work on one section at a time with the code of one.
 */
export function sectionConfig(config: SiteConfig, section: DocsSectionConfig): SiteConfig {
  return section === config.docs ? config : { ...config, docs: section };
}

/** The docs section of a docs or category route (`docs` for routes of no further section). */
export function sectionOfRoute(config: SiteConfig, route: Route): DocsSectionConfig {
  const id = 'docsPluginId' in route ? route.docsPluginId : undefined;
  return (id !== undefined && config.docsSections?.find((section) => section.pluginId === id)) || config.docs;
}
