import { readFile } from 'node:fs/promises';
import type { CollectedBlog } from '../collect/collectBlog.js';
import { formatSource } from '../shared/errors.js';
import { rebaseHtml } from '../shared/rebaseMarkup.js';
import { absoluteUrl } from '../shared/baseUrl.js';
import type { Writer } from '../write/writer.js';
import type { BlogPostRoute, Diagnostic, SiteConfig } from '../types.js';
import { FEED_FILES } from './pagePropsParts.js';
import { renderFeeds } from './renderSiteFiles.js';
import { resolveRelativeUrls } from './resolveRelativeUrls.js';

/**
 * Writes a blog's feeds (the types `blog.feed.types` names) and the files beside folder posts.
 * `contentHtmlOf` gives a post's rendered content. Returns warnings: two posts whose files
 * would land on the same output path (the first keeps it).
 */
export async function writeBlogFiles(writer: Writer, config: SiteConfig, blog: CollectedBlog, contentHtmlOf: (post: BlogPostRoute) => string): Promise<Diagnostic[]> {
  const blogConfig = blog.config;
  const base = blogConfig.routeBasePath ? `${blogConfig.routeBasePath}/` : '';
  if (blogConfig.feed.types.length) {
    // A folder post's `./cover.png` as a full URL: the origin and the base, then its path.
    const siteRoot = absoluteUrl(config.url, config.baseUrl, '/').replace(/\/$/, '');
    const feedPosts = blog.posts.map((route) => ({ route, html: resolveRelativeUrls(rebaseHtml(contentHtmlOf(route), config.baseUrl), route.path, siteRoot), authors: route.authors.map((key) => blog.authors.get(key)!.name) }));
    const feeds = renderFeeds(config, blogConfig, feedPosts);
    for (const type of blogConfig.feed.types) await writer.add(base + FEED_FILES[type], feeds[type]);
  }
  const diagnostics: Diagnostic[] = [];
  const placed = new Map<string, BlogPostRoute>();
  for (const asset of blog.assets) {
    const first = placed.get(asset.output);
    if (first) {
      diagnostics.push({
        severity: 'warning',
        code: 'duplicate-blog-file',
        message: `${asset.output} is a file of both ${formatSource(first.source)} and ${formatSource(asset.post.source)}; the first one's is published`,
        source: asset.post.source,
        hint: 'rename one of the files: posts of the same day share a folder in the output',
      });
      continue;
    }
    placed.set(asset.output, asset.post);
    await writer.add(asset.output, await readFile(asset.file));
  }
  return diagnostics;
}
