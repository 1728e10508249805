import path from 'node:path';
import type { Diagnostic, DocsSectionConfig, NavbarItem, SectionPlugins, UserConfig } from '../types.js';
import type { DocsOptions } from './userConfig.js';
import { resolveSectionPlugins } from './markdownPlugins.js';
import { admonitionKeywords } from '../compile/mdx/admonitionTypes.js';
import { DEFAULT_PLUGIN_ID, resolveDocsVersions } from './resolveDocsVersions.js';

/** Where a section's options are resolved: the site root, the config file (for messages), and sidebars docsite adds. */
interface SectionPlace {
  root: string;
  relPath: string;
  /** Sidebars docsite fills itself (the API references' own), added to `docs` only. */
  ownSidebars?: string[];
}

/**
 * One docs section's options with their defaults, its paths resolved and its versions read
 * (`docs` has the default plugin id; a further section its own, for its version files).
 */
export function resolveDocsSection(options: DocsOptions | undefined, pluginId: string, field: string, place: SectionPlace): { section: DocsSectionConfig; warnings: Diagnostic[] } {
  const dir = path.resolve(place.root, options?.path ?? (pluginId === DEFAULT_PLUGIN_ID ? 'docs' : pluginId));
  const routeBasePath = (options?.routeBasePath ?? (pluginId === DEFAULT_PLUGIN_ID ? 'docs' : pluginId)).replace(/^\/+|\/+$/g, '');
  // The API references' own sidebars are filled from their documents when they are read (see `collectOperations`).
  const sidebars = { ...options?.sidebars, ...Object.fromEntries((place.ownSidebars ?? []).map((id) => [id, []])) };
  const version = options?.version ?? { name: 'current', label: 'Next' };
  const current = { root: place.root, relPath: place.relPath, dir, routeBasePath, sidebars, version, pluginId, field };
  const { versions, warnings } = resolveDocsVersions(options ?? {}, current);
  const section: DocsSectionConfig = {
    editUrl: options?.editUrl,
    showLastUpdateTime: options?.showLastUpdateTime ?? false,
    showLastUpdateAuthor: options?.showLastUpdateAuthor ?? false,
    dir,
    routeBasePath,
    sidebars,
    version,
    exclude: options?.exclude ?? ['README.md'],
    stripNumberPrefixes: options?.stripNumberPrefixes ?? false,
    sidebarCollapsible: options?.sidebarCollapsible ?? true,
    sidebarCollapsed: options?.sidebarCollapsed ?? true,
    pluginId,
    versions,
    ...(options?.admonitions && { admonitions: admonitionKeywords(options.admonitions) }),
  };
  return { section, warnings };
}

/** The further sections (`docsSections`), resolved, each with its own markdown plugins after `markdown`'s. */
export function resolveFurtherSections(config: UserConfig, place: SectionPlace): { sections?: DocsSectionConfig[]; warnings: Diagnostic[] } {
  if (!config.docsSections?.length) return { warnings: [] };
  const warnings: Diagnostic[] = [];
  const sections = config.docsSections.map((options, index) => {
    const field = `docsSections[${index}]`;
    const resolved = resolveDocsSection(options, options.id, field, { root: place.root, relPath: place.relPath });
    warnings.push(...resolved.warnings);
    const plugins: SectionPlugins = resolveSectionPlugins(config.markdown, options, field);
    return { ...resolved.section, plugins };
  });
  return { sections, warnings };
}

/** Problems of `docsSections`' ids, each naming its field. */
export function checkSectionIds(config: UserConfig): string[] {
  const problems: string[] = [];
  const ids = [DEFAULT_PLUGIN_ID];
  config.docsSections?.forEach((section, index) => {
    if (ids.includes(section.id)) problems.push(`docsSections[${index}].id: '${section.id}' names another docs section (ids must differ, and 'default' is the docs section's)`);
    else if (!/^[\w-]+$/.test(section.id)) problems.push(`docsSections[${index}].id: expected letters, digits, '-' or '_', got ${JSON.stringify(section.id)}`);
    ids.push(section.id);
  });
  return problems;
}

/** A check of a navbar item that names a docs section's sidebar or versions: the section exists, and so does the sidebar. */
export function navbarSectionCheck(config: UserConfig, apiSidebars: string[]): (item: NavbarItem, index: number) => string[] {
  const ids = [...new Set([DEFAULT_PLUGIN_ID, ...(config.docsSections ?? []).map((section) => section.id)])];
  const sidebarsOf = (id: string) =>
    id === DEFAULT_PLUGIN_ID ? [...Object.keys(config.docs?.sidebars ?? {}), ...apiSidebars] : Object.keys(config.docsSections?.find((section) => section.id === id)?.sidebars ?? {});
  return (item, index) => {
    if (item.type !== 'docSidebar' && item.type !== 'docsVersionDropdown') return [];
    const id = item.docsPluginId ?? DEFAULT_PLUGIN_ID;
    if (!ids.includes(id)) return [`navbar.items[${index}].docsPluginId: no docs section with id '${id}' (sections: ${ids.join(', ')})`];
    if (item.type !== 'docSidebar' || sidebarsOf(id).includes(item.sidebarId)) return [];
    const sidebars = `sidebars${id === DEFAULT_PLUGIN_ID ? '' : ` of docs section '${id}'`}`;
    return [`navbar.items[${index}].sidebarId: unknown sidebar '${item.sidebarId}' (${sidebars}: ${sidebarsOf(id).join(', ') || 'none'})`];
  };
}
