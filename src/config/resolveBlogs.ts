import path from 'node:path';
import type { BlogConfig, PageHistoryConfig, SectionPlugins, UserConfig } from '../types.js';
import { resolveSectionPlugins } from './markdownPlugins.js';
import { admonitionKeywords } from '../compile/mdx/admonitionTypes.js';
import type { BlogOptions, PageHistoryOptions } from './userConfig.js';

/** Docusaurus's id of the blog plugin instance without one (the preset's): `blog`'s. */
export const DEFAULT_BLOG_ID = 'default';

/** Page history options with their defaults: no edit link, no last update. */
export function pageHistoryOf<Params>(options: PageHistoryOptions<Params> | undefined): PageHistoryConfig<Params> {
  return { editUrl: options?.editUrl, showLastUpdateTime: options?.showLastUpdateTime ?? false, showLastUpdateAuthor: options?.showLastUpdateAuthor ?? false };
}

const countOf = (value: number | 'ALL' | undefined, fallback: number) => (value === 'ALL' ? Infinity : (value ?? fallback));

/** Where a blog is and whose it is: its folder (absolute), the site's title (its default description), its id and own plugins. */
interface BlogPlace {
  dir: string;
  siteTitle: string;
  /** A further blog's id; `blog` has `default`. */
  pluginId?: string;
  plugins?: SectionPlugins;
  /** Its route base when the options give none: `blog`, or a further blog's id. */
  defaultRouteBase?: string;
}

/** A blog's options with their defaults. */
export function resolveBlog(blog: BlogOptions, { dir, siteTitle, pluginId = DEFAULT_BLOG_ID, plugins, defaultRouteBase = 'blog' }: BlogPlace): BlogConfig {
  const title = blog.title ?? 'Blog';
  const description = blog.description ?? `${siteTitle} blog`;
  return {
    ...pageHistoryOf(blog),
    dir,
    routeBasePath: (blog.routeBasePath ?? defaultRouteBase).replace(/^\/+|\/+$/g, ''),
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
    pluginId,
    ...(plugins && { plugins }),
    ...(blog.admonitions && { admonitions: admonitionKeywords(blog.admonitions) }),
  };
}

/** The further blogs (`blogSections`), resolved: folder and route base default to the id; each has its own markdown plugins after `markdown`'s. */
export function resolveBlogSections(config: UserConfig, root: string): BlogConfig[] {
  return (config.blogSections ?? []).map((options, index) =>
    resolveBlog(options, {
      dir: path.resolve(root, options.path ?? options.id),
      siteTitle: config.title,
      pluginId: options.id,
      plugins: resolveSectionPlugins(config.markdown, options, `blogSections[${index}]`),
      defaultRouteBase: options.id,
    }),
  );
}

/** Problems of `blogSections`' ids, each naming its field. */
export function checkBlogSectionIds(config: UserConfig): string[] {
  const problems: string[] = [];
  const ids = [DEFAULT_BLOG_ID];
  config.blogSections?.forEach((section, index) => {
    if (ids.includes(section.id)) problems.push(`blogSections[${index}].id: '${section.id}' names another blog (ids must differ, and 'default' is the blog's)`);
    else if (!/^[\w-]+$/.test(section.id)) problems.push(`blogSections[${index}].id: expected letters, digits, '-' or '_', got ${JSON.stringify(section.id)}`);
    ids.push(section.id);
  });
  return problems;
}
