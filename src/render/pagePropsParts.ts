import type { CollectedBlog } from '../collect/collectBlog.js';
import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { SidebarNode } from '../collect/sidebarTypes.js';
import { joinPath } from '../shared/url.js';
import type { BlogPostRoute, SiteConfig } from '../types.js';
import type { BlogView, CategoryCard, DocView, PostSummary, SiteView } from './pageProps.js';

/** The config as the theme sees it. */
export function buildSiteView(config: SiteConfig, sidebars: CollectedSidebars, blog: CollectedBlog | undefined): SiteView {
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
    docsVersion: config.docs.version,
    sidebarEntry: Object.fromEntries(sidebars.sidebars.map((sidebar) => [sidebar.id, sidebar.order[0]?.href ?? '/'])),
    apiSidebar: config.openapi?.sidebar,
    blog: blog && blogPath ? { title: config.blog!.title, path: blogPath, feeds: { rss: `${blogPath}/rss.xml`, atom: `${blogPath}/atom.xml`, json: `${blogPath}/feed.json` } } : undefined,
    search: { enabled: config.search.enabled },
  };
}

/** Sidebar, breadcrumbs and previous/next for a page keyed by doc id (or its path, for category pages). */
export function buildDocView(key: string, currentPath: string, sidebars: CollectedSidebars): DocView {
  const sidebarId = sidebars.sidebarOfDoc.get(key);
  const sidebar = sidebars.sidebars.find((entry) => entry.id === sidebarId);
  if (!sidebar) return { docId: key, sidebar: [], breadcrumbs: [] };
  const index = sidebar.order.findIndex((entry) => entry.key === key);
  const previous = sidebar.order[index - 1];
  const next = sidebar.order[index + 1];
  return {
    docId: key,
    sidebarId,
    sidebar: sidebar.items,
    breadcrumbs: breadcrumbsOf(sidebar.items, currentPath) ?? [],
    previous: previous && { label: previous.label, href: previous.href },
    next: next && { label: next.label, href: next.href },
  };
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
  const countLinks = (node: SidebarNode): number => (node.type === 'link' ? 1 : node.items.reduce((sum, child) => sum + countLinks(child), 0));
  return items.flatMap((node): CategoryCard[] => {
    if (node.type === 'link') return [{ label: node.label, href: node.href, description: descriptionOf(node.href) }];
    const href = node.href ?? (node.items.find((child) => child.type === 'link') as { href: string } | undefined)?.href;
    return href ? [{ label: node.label, href, count: countLinks(node) }] : [];
  });
}

const WORDS_PER_MINUTE = 200;

/** Reading time from the rendered HTML's words, at least one minute. */
export function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** A post as lists show it. */
export function summarizePost(post: BlogPostRoute, blog: CollectedBlog, html: { full: string; excerpt?: string }): PostSummary {
  const base = post.path.slice(0, post.path.length - post.slug.length - 1);
  return {
    title: post.title,
    path: post.path,
    date: post.date,
    description: post.description,
    readingMinutes: readingMinutes(html.full),
    authors: post.authors.map((key) => {
      const author = blog.authors.get(key)!;
      return { key, name: author.name, title: author.title, url: author.url, imageUrl: author.image_url };
    }),
    tags: post.tags.map((key) => {
      const tag = blog.tags.get(key)!;
      return { label: tag.label, path: joinPath(base, 'tags', tag.permalink) };
    }),
    excerptHtml: html.excerpt ?? html.full,
    truncated: html.excerpt !== undefined,
  };
}

/** The blog part of the props for any blog page. */
export function buildBlogView(blog: CollectedBlog, summaries: PostSummary[], generator: string | undefined, key: string | undefined, postsPerPage: number, basePath: string): BlogView {
  const recent = summaries.slice(0, 5).map((post) => ({ title: post.title, path: post.path }));
  switch (generator) {
    case 'blog-list': {
      const page = Number(key ?? 1);
      const pageCount = Math.max(1, Math.ceil(summaries.length / postsPerPage));
      const pathOf = (n: number) => (n === 1 ? basePath : `${basePath}/page/${n}`);
      return {
        recent,
        posts: summaries.slice((page - 1) * postsPerPage, page * postsPerPage),
        pagination: { page, pageCount, previous: page > 1 ? pathOf(page - 1) : undefined, next: page < pageCount ? pathOf(page + 1) : undefined },
      };
    }
    case 'blog-archive': {
      const years = new Map<string, PostSummary[]>();
      for (const post of summaries) years.set(post.date.slice(0, 4), [...(years.get(post.date.slice(0, 4)) ?? []), post]);
      return { recent, years: [...years].map(([year, posts]) => ({ year, posts })) };
    }
    case 'blog-authors':
      return {
        recent,
        authors: [...blog.authors.values()].map((author) => ({
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
        tags: [...blog.tags.values()]
          .map((tag) => ({ label: tag.label, path: joinPath(basePath, 'tags', tag.permalink), description: tag.description, count: blog.posts.filter((post) => post.tags.includes(tag.key)).length }))
          .filter((tag) => tag.count > 0),
      };
    case 'blog-tag': {
      const tag = blog.tags.get(key!)!;
      const paths = new Set(blog.posts.filter((post) => post.tags.includes(tag.key)).map((post) => post.path));
      return { recent, tag: { label: tag.label, description: tag.description }, posts: summaries.filter((post) => paths.has(post.path)) };
    }
    default:
      return { recent };
  }
}
