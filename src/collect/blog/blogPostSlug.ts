import type { Frontmatter } from '../../types.js';

/** docsite's own dated name: `2024-05-01-launch.md` or `2024-05-01-launch/index.md` at the blog's top. */
const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-(.+?)(?:\/index)?\.mdx?$/;
/** Docusaurus's (`parseBlogFileName`): any folders, a date with `-` or `/` between its parts, then the name. */
const DOCUSAURUS_DATED = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** A post's slug (its route under the blog's base path, without a leading slash) and the date its file name gives. */
export interface PostSlug {
  slug: string;
  /** `YYYY-MM-DD`, when the file name holds a date. */
  date?: string;
}

/**
 * The slug of the post at `rel` (its path in the blog folder): frontmatter `slug` when set,
 * else from the file name. With `datedPaths` (Docusaurus's rule) a dated name keeps its date
 * as folders: `2024-05-01-launch.md` → `2024/05/01/launch`; without, `launch`.
 */
export function blogPostSlug(rel: string, frontmatter: Frontmatter, datedPaths: boolean): PostSlug {
  const own = frontmatter.slug?.replace(/^\//, '');
  if (!datedPaths) {
    const named = DATED_NAME.exec(rel);
    return { slug: own ?? named?.[2] ?? rel.replace(/\.mdx?$/, ''), date: named?.[1] };
  }
  const groups = DOCUSAURUS_DATED.exec(rel)?.groups;
  if (!groups) return { slug: own ?? rel.replace(/(?:\/index)?\.mdx?$/, '') };
  const [year, month, day] = groups.date!.split(/[-/]/);
  const date = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return { slug: own ?? `${groups.date!.replace(/-/g, '/')}/${groups.folder}${groups.text}`.replace(/\/+$/, ''), date };
}
