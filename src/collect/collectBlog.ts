import path from 'node:path';
import { ContentError } from '../shared/errors.js';
import { joinPath } from '../shared/url.js';
import type { BlogConfig, BlogPostRoute, BuildContext, ContentFile, GeneratedRoute } from '../types.js';
import { authorsOfPost, type BlogAuthor } from './blog/blogAuthors.js';
import { blogPostSlug } from './blog/blogPostSlug.js';
import { tagsOfFile, tagsOfPost, type BlogTag } from './blog/blogTags.js';
import { readYamlMap } from './blog/readYamlMap.js';
import { firstHeading } from './collectDocs.js';
import { draftNote } from './draftNote.js';
import { readContentFile } from './readContentFile.js';
import { loadTranslations } from './translatedFiles.js';
import { posixRelative, walkFiles } from './walkFiles.js';
import { siteString } from '../config/localeTranslations.js';

export type { BlogAuthor } from './blog/blogAuthors.js';
export type { BlogTag } from './blog/blogTags.js';

/** A file beside a folder post (`2024-05-01-launch/cover.png`), copied where the post's relative links find it. */
export interface BlogAsset {
  /** Absolute path. */
  file: string;
  /** Output path, relative to the output folder. */
  output: string;
  /** The post it belongs to. */
  post: BlogPostRoute;
}

/** Everything the blog contributes: posts newest first, the list pages, authors, tags and folder posts' files. */
export interface CollectedBlog {
  /** The blog's options: `config.blog`, or one of `config.blogSections`. */
  config: BlogConfig;
  posts: BlogPostRoute[];
  generated: GeneratedRoute[];
  authors: Map<string, BlogAuthor>;
  tags: Map<string, BlogTag>;
  assets: BlogAsset[];
}

const isContent = (rel: string) => /\.mdx?$/.test(rel);
const isSkipped = (rel: string) => rel.split('/').some((part) => part.startsWith('_'));

/**
 * Finds the posts in a blog's folder (`blog`'s unless another is given: one of `blogSections`)
 * and derives the list, archive, authors and tag pages; a further blog's routes carry its id.
 */
export async function collectBlog(ctx: BuildContext, blog = ctx.config.blog): Promise<CollectedBlog | undefined> {
  if (!blog) return undefined;
  const owner = blog === ctx.config.blog ? {} : { blogPluginId: blog.pluginId };
  const root = ctx.config.root;
  const authorsFile = await readYamlMap<Omit<BlogAuthor, 'key'>>(blog.authorsFile, root);
  const tagsFile = blog.tagsFile ? await readYamlMap<Partial<Omit<BlogTag, 'key'>> | null>(blog.tagsFile, root) : undefined;
  const authors = new Map([...authorsFile.entries].map(([key, value]) => [key, { key, ...value } as BlogAuthor]));
  const tags = tagsFile ? tagsOfFile(tagsFile) : new Map<string, BlogTag>();
  const files = (await walkFiles(blog.dir)).map((file) => ({ file, rel: posixRelative(blog.dir, file) })).filter(({ rel }) => !isSkipped(rel));
  const posts: BlogPostRoute[] = [];
  const translations = await loadTranslations(blog.translatedDir, ctx.config);
  for (const { file, rel } of files) {
    if (!isContent(rel)) continue;
    const { file: read, translated } = translations.translate(file, rel);
    const content = await readContentFile(read, root, ctx.inputFiles);
    const { frontmatter } = content;
    // Drafts are left out of every build, `docsite dev`'s included.
    if (frontmatter.draft) {
      ctx.diagnostics.push(draftNote(content));
      continue;
    }
    const named = blogPostSlug(rel, frontmatter, blog.datedPaths);
    const date = frontmatter.date ? new Date(frontmatter.date).toISOString().slice(0, 10) : named.date;
    if (!date) throw new ContentError('blog post needs a date: name the file YYYY-MM-DD-slug.md or set frontmatter.date', { source: { file: content.relPath } });
    const source = { file: content.relPath };
    const postAuthors = authorsOfPost(frontmatter, { source: { ...source, line: lineOfKey(content, 'authors') }, authorsFile: authorsFile.relPath, authors, diagnostics: ctx.diagnostics });
    const tagContext = { source: { ...source, line: lineOfKey(content, 'tags') }, tags, tagsFile: tagsFile?.exists ? tagsFile.relPath : undefined, onInlineTags: blog.onInlineTags, diagnostics: ctx.diagnostics };
    posts.push({
      kind: 'blog',
      path: joinPath(blog.routeBasePath, named.slug),
      slug: named.slug,
      date,
      authors: postAuthors,
      tags: tagsOfPost(frontmatter.tags ?? [], tagContext),
      source,
      title: frontmatter.title ?? firstHeading(content.source) ?? named.slug,
      description: frontmatter.description,
      content,
      ...(!translated && { untranslated: true }),
      ...owner,
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const generated = listRoutes(ctx, blog, { posts, tags }).map((route) => ({ ...route, ...owner }));
  return { config: blog, posts, generated, authors, tags, assets: folderPostAssets(posts, files, blog.dir) };
}

/** The 1-based line of a frontmatter key (the block starts on line 1), for messages about it. */
function lineOfKey(content: ContentFile, key: string): number | undefined {
  const index = content.source.split(/\r?\n/, 200).findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 1;
}

/**
 * The files beside each folder post (`2024-05-01-launch/index.md` and `2024-05-01-launch/cover.png`),
 * placed where the post's relative links resolve: its page `/blog/2024/05/01/launch` reads
 * `./cover.png` as `/blog/2024/05/01/cover.png`.
 */
function folderPostAssets(posts: BlogPostRoute[], files: Array<{ file: string; rel: string }>, dir: string): BlogAsset[] {
  const assets: BlogAsset[] = [];
  for (const post of posts) {
    if (!/\/index\.mdx?$/.test(post.content.file.split(path.sep).join('/'))) continue;
    const folder = path.dirname(post.content.file);
    const folderRel = posixRelative(dir, folder);
    const base = post.path.slice(1, post.path.lastIndexOf('/') + 1);
    for (const { file, rel } of files) {
      if (!isContent(rel) && rel.startsWith(`${folderRel}/`)) assets.push({ file, output: base + rel.slice(folderRel.length + 1), post });
    }
  }
  return assets;
}

function listRoutes(ctx: BuildContext, blog: BlogConfig, { posts, tags }: { posts: BlogPostRoute[]; tags: Map<string, BlogTag> }): GeneratedRoute[] {
  const source = { file: path.relative(ctx.config.root, blog.dir) };
  const base = blog.routeBasePath;
  const pageCount = Math.max(1, Math.ceil(posts.length / blog.postsPerPage));
  const routes: GeneratedRoute[] = [];
  for (let page = 1; page <= pageCount; page++) {
    routes.push({ kind: 'generated', generator: 'blog-list', key: String(page), path: page === 1 ? joinPath(base) : joinPath(base, 'page', String(page)), source, title: blog.title, description: blog.description });
  }
  // In the locale being built, by the theme's ids (Docusaurus's where it has one).
  const word = (id: string, english: string, values: Record<string, string> = { blogTitle: blog.title }) => siteString(ctx.config, id, english, values);
  routes.push({ kind: 'generated', generator: 'blog-archive', path: joinPath(base, 'archive'), source, title: word('theme.blog.archive.title', 'Archive'), description: word('docsite.blog.archiveDescription', 'Every post of the {blogTitle}, by year.') });
  routes.push({ kind: 'generated', generator: 'blog-authors', path: joinPath(base, 'authors'), source, title: word('theme.blog.authorsList.pageTitle', 'Authors'), description: word('docsite.blog.authorsDescription', 'The people who write the {blogTitle}.') });
  routes.push({ kind: 'generated', generator: 'blog-tags', path: joinPath(base, 'tags'), source, title: word('theme.tags.tagsPageTitle', 'Tags'), description: word('docsite.blog.tagsDescription', 'Topics of the {blogTitle}.') });
  const usedTags = new Set(posts.flatMap((post) => post.tags));
  for (const tag of tags.values()) {
    if (!usedTags.has(tag.key)) continue;
    routes.push({ kind: 'generated', generator: 'blog-tag', key: tag.key, path: joinPath(base, 'tags', tag.permalink), source, title: word('docsite.blog.tagPageTitle', 'Posts tagged "{tagName}"', { tagName: tag.label }), description: tag.description ?? word('docsite.blog.tagPageDescription', 'Posts tagged {tagName}.', { tagName: tag.label }) });
  }
  return routes;
}
