import type { BlogConfig, Route, SiteConfig } from '../types.js';
import type { CollectedBlog } from './collectBlog.js';

/** Every blog the site builds: `blog` first (when it has one), then `blogSections` in config order. */
export function blogsOf(config: SiteConfig): BlogConfig[] {
  return [...(config.blog ? [config.blog] : []), ...(config.blogSections ?? [])];
}

/** The blog of a post or a blog list page (`blog` for routes of no further blog); undefined for other routes. */
export function blogOfRoute(config: SiteConfig, route: Route): BlogConfig | undefined {
  if (!isBlogRoute(route)) return undefined;
  const id = route.blogPluginId;
  return id === undefined ? config.blog : config.blogSections?.find((blog) => blog.pluginId === id);
}

/** Whether a route is a blog post or one of a blog's generated pages (lists, archive, authors, tags). */
export function isBlogRoute(route: Route): route is Extract<Route, { kind: 'blog' | 'generated' }> {
  return route.kind === 'blog' || (route.kind === 'generated' && route.generator.startsWith('blog'));
}

/** The collected blogs of a site: `blog` first, then the further ones. */
export function collectedBlogsOf(collected: { blog?: CollectedBlog; blogSections?: CollectedBlog[] }): CollectedBlog[] {
  return [...(collected.blog ? [collected.blog] : []), ...(collected.blogSections ?? [])];
}

/** The collected blog a post or blog page belongs to. */
export function collectedBlogOfRoute(collected: { blog?: CollectedBlog; blogSections?: CollectedBlog[] }, route: Route): CollectedBlog | undefined {
  if (!isBlogRoute(route)) return undefined;
  const id = route.blogPluginId;
  return id === undefined ? collected.blog : collected.blogSections?.find((blog) => blog.config.pluginId === id);
}
