import path from 'node:path';
import { DiagnosticsError } from '../shared/errors.js';
import { packageRoot } from '../shared/packageRoot.js';
import type { ApiReferenceConfig, BlogConfig, Diagnostic, NavbarItem, PageHistoryConfig, SiteConfig, UserConfig } from '../types.js';
import type { BlogOptions, PageHistoryOptions } from './userConfig.js';
import { configSchema } from './configSchema.js';
import { resolveMarkdownPlugins } from './markdownPlugins.js';
import { admonitionKeywords } from '../compile/mdx/admonitionTypes.js';
import { DEFAULT_MAGIC_COMMENTS, fromDocusaurusMagicComment } from '../compile/mdx/magicComments.js';
import { DEFAULT_SHARD_ABOVE } from '../search/searchTypes.js';
import { DEFAULT_PLUGIN_ID, resolveDocsVersions } from './resolveDocsVersions.js';
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
  const resolved = resolveConfig(input as UserConfig, path.dirname(where.configFile), where.configFile);
  const { docs } = resolved;
  const { versions, warnings } = resolveDocsVersions((input as UserConfig).docs ?? {}, { root: resolved.root, relPath: where.relPath, dir: docs.dir, routeBasePath: docs.routeBasePath, sidebars: docs.sidebars, version: docs.version });
  docs.versions = versions;
  const { i18n } = input as UserConfig;
  if (i18n) resolved.i18n = resolveLocales(i18n, resolved.root, resolved.baseUrl);
  if (warnings.length) resolved.configWarnings = warnings;
  return resolved;
}

function checkValues(config: UserConfig): string[] {
  const problems: string[] = [];
  if (!/^https?:\/\/[^/]+$/.test(config.url.replace(/\/$/, ''))) problems.push(`url: expected an origin such as https://docs.example.com, got ${JSON.stringify(config.url)}`);
  if (config.baseUrl !== undefined && !/^\/(.*\/)?$/.test(config.baseUrl)) problems.push(`baseUrl: expected a path starting and ending with '/', got ${JSON.stringify(config.baseUrl)}`);
  const toc = config.tableOfContents;
  if (toc && (toc.minHeadingLevel ?? 2) > (toc.maxHeadingLevel ?? 3)) problems.push('tableOfContents: minHeadingLevel must not exceed maxHeadingLevel');
  problems.push(...checkApiReferences(config));
  problems.push(...checkI18n(config.i18n));
  const sidebars = [...Object.keys(config.docs?.sidebars ?? {}), ...resolveApiReferences(config, '.').flatMap((reference) => reference.ownSidebar ?? [])];
  config.navbar?.items?.forEach((item, index) => {
    if (item.type === 'docSidebar' && !sidebars.includes(item.sidebarId)) {
      problems.push(`navbar.items[${index}].sidebarId: unknown sidebar '${item.sidebarId}' (sidebars: ${sidebars.join(', ') || 'none'})`);
    }
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

function resolveConfig(config: UserConfig, root: string, configFile: string): SiteConfig {
  const at = (relative: string) => path.resolve(root, relative);
  const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');
  const apiReferences = resolveApiReferences(config, root);
  const ownSidebars = apiReferences.flatMap((reference) => reference.ownSidebar ?? []);
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
    docs: {
      ...pageHistoryOf(config.docs),
      dir: at(config.docs?.path ?? 'docs'),
      routeBasePath: trimSlashes(config.docs?.routeBasePath ?? 'docs'),
      // The API references' own sidebars are filled from their documents when they are read (see `collectOperations`).
      sidebars: { ...config.docs?.sidebars, ...Object.fromEntries(ownSidebars.map((id) => [id, []])) },
      version: config.docs?.version ?? { name: 'current', label: 'Next' },
      exclude: config.docs?.exclude ?? ['README.md'],
      stripNumberPrefixes: config.docs?.stripNumberPrefixes ?? false,
      pluginId: DEFAULT_PLUGIN_ID,
      versions: [],
    },
    blog: config.blog && resolveBlog(config.blog, at(config.blog.path ?? 'blog'), config.title),
    pages: { dir: at(config.pages?.path ?? 'pages') },
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
      mermaid: config.markdown?.mermaid ?? false,
    },
    apiReferences,
    customCss: (config.customCss ?? []).map(at),
    redirects: config.redirects,
    search: { enabled: config.search?.enabled ?? true, shardAbove: config.search?.shardAbove ?? DEFAULT_SHARD_ABOVE },
    security: { contentScripts: config.security?.contentScripts ?? 'warn' },
    checks: {
      brokenLinks: config.onBrokenLinks ?? 'throw',
      brokenMarkdownLinks: config.onBrokenMarkdownLinks ?? 'warn',
      duplicateRoutes: config.onDuplicateRoutes ?? 'warn',
    },
  };
}

/** Page history options with their defaults: no edit link, no last update. */
function pageHistoryOf<Params>(options: PageHistoryOptions<Params> | undefined): PageHistoryConfig<Params> {
  return { editUrl: options?.editUrl, showLastUpdateTime: options?.showLastUpdateTime ?? false, showLastUpdateAuthor: options?.showLastUpdateAuthor ?? false };
}

const countOf = (value: number | 'ALL' | undefined, fallback: number) => (value === 'ALL' ? Infinity : (value ?? fallback));

/** The blog's options with their defaults; `dir` is the blog folder, absolute. */
function resolveBlog(blog: BlogOptions, dir: string, siteTitle: string): BlogConfig {
  const title = blog.title ?? 'Blog';
  const description = blog.description ?? `${siteTitle} blog`;
  return {
    ...pageHistoryOf(blog),
    dir,
    routeBasePath: blog.routeBasePath?.replace(/^\/+|\/+$/g, '') ?? 'blog',
    title,
    description,
    postsPerPage: countOf(blog.postsPerPage, 10),
    datedPaths: blog.datedPaths ?? false,
    authorsFile: path.resolve(dir, blog.authorsMapPath ?? 'authors.yml'),
    tagsFile: blog.tags === false ? undefined : path.resolve(dir, blog.tags ?? 'tags.yml'),
    onInlineTags: blog.onInlineTags ?? 'warn',
    sidebarCount: countOf(blog.sidebarCount, 5),
    sidebarTitle: blog.sidebarTitle ?? 'Recent posts',
    showReadingTime: blog.showReadingTime ?? true,
    feed: { types: blog.feed?.types ?? ['rss', 'atom', 'json'], title: blog.feed?.title ?? title, description: blog.feed?.description ?? description, copyright: blog.feed?.copyright },
  };
}
