import type { CollectedBlog } from '../collect/collectBlog.js';
import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { SidebarNode } from '../collect/sidebarTypes.js';
import { joinPath } from '../shared/url.js';
import type { BlogConfig, BlogPostRoute, Frontmatter, I18nConfig, SiteConfig } from '../types.js';
import { resolveRelativeUrls } from './resolveRelativeUrls.js';
import type { BlogView, CategoryCard, DocView, LocaleView, PostSummary, SiteBlogView, SiteI18nView, SiteView } from './pageProps.js';
import { sidebarEntries, type DocsSectionViews } from './docsSectionViews.js';

/** The config as the theme sees it. */
export function buildSiteView(config: SiteConfig, sidebars: CollectedSidebars, blog: CollectedBlog | undefined, sections?: Pick<DocsSectionViews, 'site' | 'sectionVersions' | 'sectionSidebarEntry'>): SiteView {
  const docsVersions = sections?.site;
  const last = docsVersions?.find((version) => version.isLast);
  const blogPath = config.blog && joinPath(config.blog.routeBasePath);
  return {
    title: config.title,
    tagline: config.tagline,
    productName: config.productName,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    image: config.image,
    links: config.links,
    navbar: config.navbar,
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    tableOfContents: config.tableOfContents,
    docsVersion: last ? { name: last.name, label: last.label } : config.docs.version,
    ...(docsVersions && { docsVersions }),
    sidebarEntry: last?.sidebarEntry ?? sidebarEntries(sidebars),
    ...(sections?.sectionVersions && { sectionVersions: sections.sectionVersions }),
    ...(sections?.sectionSidebarEntry && { sectionSidebarEntry: sections.sectionSidebarEntry }),
    apiSidebar: config.apiReferences[0]?.sidebar,
    blog: blog && blogPath ? siteBlogView(config.blog!) : undefined,
    search: { enabled: config.search.enabled },
    ...(config.markdown.mermaid && config.markdown.mermaid.draw ? { mermaidDiagrams: true } : {}),
    ...(config.i18n && { i18n: i18nView(config.i18n) }),
  };
}

/** A blog's title, path and feeds as the theme shows them. */
export function siteBlogView(blog: BlogConfig): SiteBlogView {
  const blogPath = joinPath(blog.routeBasePath);
  return { title: blog.title, path: blogPath, feeds: feedPaths(blog.feed.types, blogPath) };
}

/** The locales as the theme shows them. */
function i18nView(i18n: I18nConfig): SiteI18nView {
  const locales = i18n.locales.map(({ code, label, htmlLang, direction, baseUrl }): LocaleView => ({ code, label, htmlLang, direction, baseUrl }));
  return { current: locales.find((locale) => locale.code === i18n.current)!, defaultLocale: locales.find((locale) => locale.code === i18n.defaultLocale)!, locales };
}

/** The URL of each feed the blog writes (`/blog/rss.xml`…); at `routeBasePath: '/'`, `/rss.xml`. */
export function feedPaths(types: BlogConfig['feed']['types'], blogPath: string): SiteBlogView['feeds'] {
  const base = blogPath === '/' ? '' : blogPath;
  return Object.fromEntries(types.map((type) => [type, `${base}/${FEED_FILES[type]}`]));
}

/** The file of each feed type. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** Sidebar, breadcrumbs and previous/next for a page keyed by doc id (or its path, for category pages). */
export function buildDocView(key: string, currentPath: string, sidebars: CollectedSidebars, frontmatter: DocViewFrontmatter = {}): DocView {
  const sidebarId = frontmatter.displayed_sidebar ?? sidebars.sidebarOfDoc.get(key);
  const sidebar = sidebars.sidebars.find((entry) => entry.id === sidebarId);
  const index = sidebar ? sidebar.order.findIndex((entry) => entry.key === key) : -1;
  // A doc shown with a sidebar it is not in has no neighbours in it.
  const previous = paginationLink(frontmatter.pagination_prev, index < 0 ? undefined : sidebar!.order[index - 1], sidebars);
  const next = paginationLink(frontmatter.pagination_next, index < 0 ? undefined : sidebar!.order[index + 1], sidebars);
  if (!sidebar) return { docId: key, sidebar: [], breadcrumbs: [], ...(previous && { previous }), ...(next && { next }) };
  return {
    docId: key,
    sidebarId,
    sidebar: sidebar.items,
    ...(sidebar.trimmed ? { sidebarTrimmed: true } : {}),
    breadcrumbs: breadcrumbsOf(sidebar.items, currentPath) ?? [],
    previous,
    next,
  };
}

/** The frontmatter keys that change a doc's sidebar and its previous and next links (Docusaurus's). */
export type DocViewFrontmatter = Pick<Frontmatter, 'displayed_sidebar' | 'pagination_next' | 'pagination_prev'>;

/** The sidebar's neighbour, unless frontmatter names another doc (by id) or none (null). */
function paginationLink(written: string | null | undefined, neighbour: { label: string; href: string } | undefined, sidebars: CollectedSidebars) {
  if (written === null) return undefined;
  if (written === undefined) return neighbour && { label: neighbour.label, href: neighbour.href };
  const doc = sidebars.docs.get(written);
  return doc && { label: doc.label, href: doc.path };
}

function breadcrumbsOf(nodes: SidebarNode[], path: string): DocView['breadcrumbs'] | undefined {
  for (const node of nodes) {
    if (node.type === 'link' && node.href === path) return [{ label: node.label, href: node.href }];
    if (node.type === 'category') {
      if (node.href === path) return [{ label: node.label, href: node.href }];
      const inner = breadcrumbsOf(node.items, path);
      if (inner) return [{ label: node.label, href: node.href }, ...inner];
    }
  }
  return undefined;
}

/** Cards for a generated category page: its direct items, with their descriptions. */
export function buildCategoryCards(items: SidebarNode[], descriptionOf: (href: string) => string | undefined): CategoryCard[] {
  return items.flatMap((node): CategoryCard[] => {
    if (node.type === 'link') return [{ label: node.label, href: node.href, description: node.description ?? descriptionOf(node.href) }];
    if (node.type === 'html') return [];
    const href = node.href ?? (node.items.find((child) => child.type === 'link') as { href: string } | undefined)?.href;
    // As Docusaurus's cards: a category's own description, else how many pages it holds.
    if (!href) return [];
    return [node.description ? { label: node.label, href, description: node.description } : { label: node.label, href, count: node.items.length }];
  });
}

const WORDS_PER_MINUTE = 200;

/** Reading time from the rendered HTML's words, at least one minute. */
export function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** A post as lists show it. */
export function summarizePost(post: BlogPostRoute, blog: CollectedBlog, html: { full: string; excerpt?: string }, showReadingTime = true): PostSummary {
  const base = post.path.slice(0, post.path.length - post.slug.length - 1);
  return {
    title: post.title,
    path: post.path,
    date: post.date,
    description: post.description,
    readingMinutes: showReadingTime ? readingMinutes(html.full) : undefined,
    authors: post.authors.map((key) => {
      const author = blog.authors.get(key)!;
      return { key, name: author.name, title: author.title, url: author.url, imageUrl: author.image_url };
    }),
    tags: post.tags.map((key) => {
      const tag = blog.tags.get(key)!;
      return { label: tag.label, path: joinPath(base, 'tags', tag.permalink) };
    }),
    // Lists show it at another path: a folder post's `./cover.png` must still find its file.
    excerptHtml: resolveRelativeUrls(html.excerpt ?? html.full, post.path),
    truncated: html.excerpt !== undefined,
  };
}

/** The blog part of the props for any blog page. */
export function buildBlogView(blog: CollectedBlog, summaries: PostSummary[], generator: string | undefined, key: string | undefined, config: BlogConfig, basePath: string): BlogView {
  const postsPerPage = config.postsPerPage;
  const recent = summaries.slice(0, config.sidebarCount).map((post) => ({ title: post.title, path: post.path }));
  const recentTitle = config.sidebarTitle;
  switch (generator) {
    case 'blog-list': {
      const page = Number(key ?? 1);
      const pageCount = Math.max(1, Math.ceil(summaries.length / postsPerPage));
      const pathOf = (n: number) => (n === 1 ? basePath : joinPath(basePath, 'page', String(n)));
      return {
        recent,
        recentTitle,
        posts: summaries.slice((page - 1) * postsPerPage, page * postsPerPage),
        pagination: { page, pageCount, previous: page > 1 ? pathOf(page - 1) : undefined, next: page < pageCount ? pathOf(page + 1) : undefined },
      };
    }
    case 'blog-archive': {
      const years = new Map<string, PostSummary[]>();
      for (const post of summaries) years.set(post.date.slice(0, 4), [...(years.get(post.date.slice(0, 4)) ?? []), post]);
      return { recent, recentTitle, years: [...years].map(([year, posts]) => ({ year, posts })) };
    }
    case 'blog-authors':
      return {
        recent,
        recentTitle,
        authors: [...blog.authors.values()].filter((author) => !author.inline).map((author) => ({
          key: author.key,
          name: author.name,
          title: author.title,
          url: author.url,
          imageUrl: author.image_url,
          postCount: blog.posts.filter((post) => post.authors.includes(author.key)).length,
        })),
      };
    case 'blog-tags':
      return {
        recent,
        recentTitle,
        tags: [...blog.tags.values()]
          .map((tag) => ({ label: tag.label, path: joinPath(basePath, 'tags', tag.permalink), description: tag.description, count: blog.posts.filter((post) => post.tags.includes(tag.key)).length }))
          .filter((tag) => tag.count > 0),
      };
    case 'blog-tag': {
      const tag = blog.tags.get(key!)!;
      const paths = new Set(blog.posts.filter((post) => post.tags.includes(tag.key)).map((post) => post.path));
      return { recent, recentTitle, tag: { label: tag.label, description: tag.description }, posts: summaries.filter((post) => paths.has(post.path)) };
    }
    default:
      return { recent, recentTitle };
  }
}
