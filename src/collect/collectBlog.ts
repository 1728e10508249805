import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '../shared/errors.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';
import { slugifyLabel } from '../shared/slug.js';
import { CLEAN_PATH_HINT, notCleanPathMessage, routePathProblem } from '../shared/routePath.js';
import { joinPath } from '../shared/url.js';
import type { BlogPostRoute, BuildContext, GeneratedRoute } from '../types.js';
import { firstHeading } from './collectDocs.js';
import { draftNote } from './draftNote.js';
import { readContentFile } from './readContentFile.js';
import { decodeText } from './readText.js';
import { posixRelative, walkFiles } from './walkFiles.js';

const { isMap, isScalar, parseDocument, LineCounter } = requireCommonJs('yaml') as typeof import('yaml');

/** An author from `authors.yml`. */
export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  image_url?: string;
}

/** A tag from `tags.yml` (or inferred from a post). */
export interface BlogTag {
  key: string;
  label: string;
  /** Path segment under `/blog/tags/`. */
  permalink: string;
  description?: string;
}

/** Everything the blog contributes: posts newest first, the list pages, authors and tags. */
export interface CollectedBlog {
  posts: BlogPostRoute[];
  generated: GeneratedRoute[];
  authors: Map<string, BlogAuthor>;
  tags: Map<string, BlogTag>;
}

const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-(.+?)(?:\/index)?\.mdx?$/;

/** Finds the posts in the blog folder and derives the list, archive, authors and tag pages. */
export async function collectBlog(ctx: BuildContext): Promise<CollectedBlog | undefined> {
  const blog = ctx.config.blog;
  if (!blog) return undefined;
  const root = ctx.config.root;
  const { entries: authors } = await readYamlMap<Omit<BlogAuthor, 'key'>>(path.join(blog.dir, 'authors.yml'), root);
  const tagsFile = await readYamlMap<Partial<Omit<BlogTag, 'key'>>>(path.join(blog.dir, 'tags.yml'), root);
  const authorMap = new Map([...authors].map(([key, value]) => [key, { key, ...value } as BlogAuthor]));
  const tags = new Map<string, BlogTag>([...tagsFile.entries].map(([key, value]) => [key, tagOf(key, value, tagsFile)]));

  const posts: BlogPostRoute[] = [];
  for (const file of await walkFiles(blog.dir)) {
    const rel = posixRelative(blog.dir, file);
    if (!/\.mdx?$/.test(rel) || rel.split('/').some((part) => part.startsWith('_'))) continue;
    const content = await readContentFile(file, root, ctx.inputFiles);
    const { frontmatter } = content;
    if (frontmatter.draft) {
      ctx.diagnostics.push(draftNote(content));
      continue;
    }
    const named = DATED_NAME.exec(rel);
    const date = frontmatter.date ? new Date(frontmatter.date).toISOString().slice(0, 10) : named?.[1];
    if (!date) throw new ContentError('blog post needs a date: name the file YYYY-MM-DD-slug.md or set frontmatter.date', { source: { file: content.relPath } });
    const slug = (frontmatter.slug ?? named?.[2] ?? rel.replace(/\.mdx?$/, '')).replace(/^\//, '');
    const postAuthors = ([] as string[]).concat(frontmatter.authors ?? []);
    for (const key of postAuthors) {
      if (!authorMap.has(key)) throw new ContentError(`frontmatter.authors: unknown author '${key}'`, { source: { file: content.relPath }, hint: `define it in ${path.relative(root, path.join(blog.dir, 'authors.yml'))}` });
    }
    for (const key of frontmatter.tags ?? []) if (!tags.has(key)) tags.set(key, { key, label: key, permalink: slugifyLabel(key) });
    posts.push({
      kind: 'blog',
      path: joinPath(blog.routeBasePath, slug),
      slug,
      date,
      authors: postAuthors,
      tags: frontmatter.tags ?? [],
      source: { file: content.relPath },
      title: frontmatter.title ?? firstHeading(content.source) ?? slug,
      description: frontmatter.description,
      content,
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts, generated: listRoutes(ctx, posts, tags), authors: authorMap, tags };
}

function listRoutes(ctx: BuildContext, posts: BlogPostRoute[], tags: Map<string, BlogTag>): GeneratedRoute[] {
  const blog = ctx.config.blog!;
  const source = { file: path.relative(ctx.config.root, blog.dir) };
  const base = blog.routeBasePath;
  const pageCount = Math.max(1, Math.ceil(posts.length / blog.postsPerPage));
  const routes: GeneratedRoute[] = [];
  for (let page = 1; page <= pageCount; page++) {
    routes.push({ kind: 'generated', generator: 'blog-list', key: String(page), path: page === 1 ? joinPath(base) : joinPath(base, 'page', String(page)), source, title: blog.title, description: blog.description });
  }
  routes.push({ kind: 'generated', generator: 'blog-archive', path: joinPath(base, 'archive'), source, title: 'Archive', description: `Every post of the ${blog.title}, by year.` });
  routes.push({ kind: 'generated', generator: 'blog-authors', path: joinPath(base, 'authors'), source, title: 'Authors', description: `The people who write the ${blog.title}.` });
  routes.push({ kind: 'generated', generator: 'blog-tags', path: joinPath(base, 'tags'), source, title: 'Tags', description: `Topics of the ${blog.title}.` });
  const usedTags = new Set(posts.flatMap((post) => post.tags));
  for (const tag of tags.values()) {
    if (!usedTags.has(tag.key)) continue;
    routes.push({ kind: 'generated', generator: 'blog-tag', key: tag.key, path: joinPath(base, 'tags', tag.permalink), source, title: `Posts tagged "${tag.label}"`, description: tag.description ?? `Posts tagged ${tag.label}.` });
  }
  return routes;
}

/** A tag defined in tags.yml; its permalink (else its key) names the tag's page, so it must be a clean path. */
function tagOf(key: string, value: Partial<Omit<BlogTag, 'key'>>, file: YamlMap<unknown>): BlogTag {
  const permalink = String(value.permalink ?? key);
  const problem = routePathProblem(permalink);
  if (problem) {
    const field = value.permalink === undefined ? key : `${key}.permalink`;
    const line = file.lineOf(value.permalink === undefined ? [key] : [key, 'permalink']);
    throw new ContentError(notCleanPathMessage(field, permalink, problem), { source: { file: file.relPath, line }, field, hint: CLEAN_PATH_HINT });
  }
  return { key, label: value.label ?? key, permalink: permalink.replace(/^\//, ''), description: value.description };
}

/** A YAML file of keyed entries (authors.yml, tags.yml), with the line of each value for messages. */
interface YamlMap<T> {
  entries: Map<string, T>;
  relPath: string;
  /** 1-based line of the last key of `keys` (a path into the file's maps), when it is there. */
  lineOf(keys: string[]): number | undefined;
}

async function readYamlMap<T>(file: string, root: string): Promise<YamlMap<T>> {
  const relPath = path.relative(root, file);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch {
    return { entries: new Map(), relPath, lineOf: () => undefined };
  }
  const text = decodeText(bytes, relPath);
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  if (document.errors.length) throw new ContentError(`invalid YAML: ${document.errors[0]!.message.split('\n')[0]}`, { source: { file: relPath } });
  const lineOf = (keys: string[]) => {
    const parent = keys.length > 1 ? document.getIn(keys.slice(0, -1), true) : document.contents;
    const pair = isMap(parent) ? parent.items.find((item) => isScalar(item.key) && String(item.key.value) === keys.at(-1)) : undefined;
    const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
    return start === undefined ? undefined : lineCounter.linePos(start).line;
  };
  return { entries: new Map(Object.entries((document.toJS() ?? {}) as Record<string, T>)), relPath, lineOf };
}
