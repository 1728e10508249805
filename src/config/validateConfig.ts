import path from 'node:path';
import { ConfigError, DiagnosticsError } from '../shared/errors.js';
import { packageRoot } from '../shared/packageRoot.js';
import type { ApiReferenceConfig, Diagnostic, DocsSectionConfig, NavbarItem, SiteConfig, UserConfig } from '../types.js';
import { checkBlogSectionIds, resolveBlog, resolveBlogSections } from './resolveBlogs.js';
import { configSchema } from './configSchema.js';
import { resolveMarkdownPlugins } from './markdownPlugins.js';
import { resolveMermaid } from './resolveMermaid.js';
import { admonitionKeywords } from '../compile/mdx/admonitionTypes.js';
import { DEFAULT_MAGIC_COMMENTS, fromDocusaurusMagicComment } from '../compile/mdx/magicComments.js';
import { DEFAULT_SHARD_ABOVE } from '../search/searchTypes.js';
import { DEFAULT_PLUGIN_ID } from './resolveDocsVersions.js';
import { checkSectionIds, navbarSectionCheck, resolveDocsSection, resolveFurtherSections } from './resolveDocsSections.js';
import { checkI18n, resolveLocales } from './resolveLocales.js';
import { checkApiReferences, openapiDocumentsOf, resolveApiReferences } from './resolveApiReferences.js';

/** Checks the loaded config against the schema and a few rules, then fills defaults and resolves paths. */
export function validateConfig(input: unknown, where: { configFile: string; relPath: string }): SiteConfig {
  const problems = configSchema(input, '');
  if (problems.length === 0) problems.push(...checkValues(input as UserConfig));
  if (problems.length > 0) {
    const diagnostics: Diagnostic[] = problems.map((message) => ({ severity: 'error', code: 'config', message, source: { file: where.relPath } }));
    throw new DiagnosticsError(`${problems.length} config problem${problems.length === 1 ? '' : 's'} found in ${where.relPath}`, diagnostics);
  }
  const config = input as UserConfig;
  const root = path.dirname(where.configFile);
  const ownSidebars = resolveApiReferences(config, root).flatMap((reference) => reference.ownSidebar ?? []);
  const docs = resolveDocsSection(config.docs, DEFAULT_PLUGIN_ID, 'docs', { root, relPath: where.relPath, ownSidebars });
  const further = resolveFurtherSections(config, { root, relPath: where.relPath });
  const resolved = resolveConfig(config, root, where.configFile, docs.section);
  if (further.sections) resolved.docsSections = further.sections;
  const warnings = [...docs.warnings, ...further.warnings, ...checkVersionItems(resolved, where.relPath)];
  if (config.i18n) resolved.i18n = resolveLocales(config.i18n, resolved.root, resolved.baseUrl);
  if (warnings.length) resolved.configWarnings = warnings;
  return resolved;
}

/** `docsVersion` navbar items: a `version` that is not built fails; a docs plugin other than the one built is warned about. */
function checkVersionItems(config: SiteConfig, relPath: string): Diagnostic[] {
  const names = config.docs.versions.map((version) => version.name);
  const warnings: Diagnostic[] = [];
  config.navbar.items.forEach((item, index) => {
    if (item.type !== 'docsVersion') return;
    const field = `navbar.items[${index}]`;
    if (item.version !== undefined && !names.includes(item.version)) {
      throw new ConfigError(`${field}.version: no docs version named '${item.version}'`, { source: { file: relPath }, field: `${field}.version`, hint: `the versions are ${names.join(', ')}` });
    }
    if (item.docsPluginId !== undefined && item.docsPluginId !== DEFAULT_PLUGIN_ID) {
      // A further docs section is built, but a docsVersion item links to the first section's versions only.
      const built = config.docsSections?.some((section) => section.pluginId === item.docsPluginId);
      const what = built ? `a docsVersion item of docs section '${item.docsPluginId}' is not supported yet` : `docs plugin '${item.docsPluginId}' is not built`;
      warnings.push({ severity: 'warning', code: 'config', message: `${field}.docsPluginId: ${what}: the item links to the '${DEFAULT_PLUGIN_ID}' docs`, source: { file: relPath } });
    }
  });
  return warnings;
}

function checkValues(config: UserConfig): string[] {
  const problems: string[] = [];
  if (!/^https?:\/\/[^/]+$/.test(config.url.replace(/\/$/, ''))) problems.push(`url: expected an origin such as https://docs.example.com, got ${JSON.stringify(config.url)}`);
  if (config.baseUrl !== undefined && !/^\/(.*\/)?$/.test(config.baseUrl)) problems.push(`baseUrl: expected a path starting and ending with '/', got ${JSON.stringify(config.baseUrl)}`);
  const toc = config.tableOfContents;
  if (toc && (toc.minHeadingLevel ?? 2) > (toc.maxHeadingLevel ?? 3)) problems.push('tableOfContents: minHeadingLevel must not exceed maxHeadingLevel');
  problems.push(...checkApiReferences(config));
  problems.push(...checkSectionIds(config));
  problems.push(...checkBlogSectionIds(config));
  problems.push(...checkI18n(config.i18n));
  const sectionCheck = navbarSectionCheck(config, resolveApiReferences(config, '.').flatMap((reference) => reference.ownSidebar ?? []));
  config.navbar?.items?.forEach((item, index) => {
    problems.push(...sectionCheck(item, index));
    if (item.type === 'link' && !item.to === !item.href) problems.push(`navbar.items[${index}]: needs exactly one of to, href`);
  });
  return problems;
}

/** The navbar items, with an entry for each API reference's own sidebar unless one is there. */
function navbarItems(config: UserConfig, references: ApiReferenceConfig[]): NavbarItem[] {
  const items = config.navbar?.items ?? [];
  const documents = openapiDocumentsOf(config);
  const added = references.flatMap((reference, index): NavbarItem[] => {
    const own = reference.ownSidebar;
    if (!own || items.some((item) => item.type === 'docSidebar' && item.sidebarId === own)) return [];
    return [{ type: 'docSidebar', sidebarId: own, label: documents[index]!.label ?? (index === 0 ? 'API' : `API ${index + 1}`) }];
  });
  return [...items, ...added];
}

function resolveConfig(config: UserConfig, root: string, configFile: string, docs: DocsSectionConfig): SiteConfig {
  const at = (relative: string) => path.resolve(root, relative);
  const apiReferences = resolveApiReferences(config, root);
  return {
    root,
    configFile,
    title: config.title,
    tagline: config.tagline ?? '',
    productName: config.productName,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl ?? '/',
    favicon: config.favicon,
    image: config.image,
    links: config.links ?? {},
    staticDir: at(config.staticDir ?? 'static'),
    themeDir: config.themeDir ? at(config.themeDir) : path.join(packageRoot(), 'theme'),
    data: Object.fromEntries(Object.entries(config.data ?? {}).map(([key, file]) => [key, at(file)])),
    navbar: { title: config.navbar?.title ?? config.title, logo: config.navbar?.logo, hideOnScroll: config.navbar?.hideOnScroll ?? false, items: navbarItems(config, apiReferences) },
    footer: config.footer && { style: config.footer.style ?? 'light', logo: config.footer.logo, persistentLogoCache: config.footer.persistentLogoCache ?? false, tagline: config.footer.tagline, links: config.footer.links ?? [], copyright: config.footer.copyright },
    announcementBar: config.announcementBar && {
      id: config.announcementBar.id,
      content: config.announcementBar.content,
      backgroundColor: config.announcementBar.backgroundColor ?? '#fff',
      textColor: config.announcementBar.textColor ?? '#000',
      isCloseable: config.announcementBar.isCloseable ?? true,
    },
    colorMode: { defaultMode: config.colorMode?.defaultMode ?? 'light', disableSwitch: config.colorMode?.disableSwitch ?? false },
    docs,
    blog: config.blog && resolveBlog(config.blog, { dir: at(config.blog.path ?? 'blog'), siteTitle: config.title }),
    ...(config.blogSections?.length ? { blogSections: resolveBlogSections(config, root) } : {}),
    pages: { dir: at(config.pages?.path ?? 'pages'), ...(config.pages?.admonitions && { admonitions: admonitionKeywords(config.pages.admonitions) }) },
    customFields: config.customFields ?? {},
    tableOfContents: { minHeadingLevel: config.tableOfContents?.minHeadingLevel ?? 2, maxHeadingLevel: config.tableOfContents?.maxHeadingLevel ?? 3 },
    code: {
      lightTheme: config.code?.lightTheme ?? 'github-light',
      darkTheme: config.code?.darkTheme ?? 'github-dark',
      magicComments: config.code?.magicComments?.map(fromDocusaurusMagicComment) ?? [...DEFAULT_MAGIC_COMMENTS],
    },
    markdown: {
      admonitions: admonitionKeywords(config.markdown?.admonitions),
      format: config.markdown?.format ?? 'mdx',
      plugins: resolveMarkdownPlugins(config),
      remarkRehypeOptions: config.markdown?.remarkRehypeOptions ?? {},
      mermaid: resolveMermaid(config.markdown?.mermaid),
    },
    apiReferences,
    customCss: (config.customCss ?? []).map(at),
    ...(config.moduleAliases && Object.keys(config.moduleAliases).length ? { moduleAliases: Object.fromEntries(Object.entries(config.moduleAliases).map(([alias, target]) => [alias, at(target)])) } : {}),
    redirects: config.redirects,
    search: { enabled: config.search?.enabled ?? true, shardAbove: config.search?.shardAbove ?? DEFAULT_SHARD_ABOVE },
    ...(config.llmsTxt?.includeBlog && { llmsTxt: { includeBlog: true } }),
    security: { contentScripts: config.security?.contentScripts ?? 'warn' },
    checks: {
      brokenLinks: config.onBrokenLinks ?? 'throw',
      brokenAnchors: config.onBrokenAnchors ?? config.onBrokenLinks ?? 'throw',
      brokenMarkdownLinks: config.onBrokenMarkdownLinks ?? 'warn',
      duplicateRoutes: config.onDuplicateRoutes ?? 'warn',
    },
  };
}
