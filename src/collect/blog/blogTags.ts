import { ContentError } from '../../shared/errors.js';
import { CLEAN_PATH_HINT, notCleanPathMessage, routePathProblem } from '../../shared/routePath.js';
import { slugifyLabel } from '../../shared/slug.js';
import type { Diagnostic, Severity, SourceRef } from '../../types.js';
import type { YamlMap } from './readYamlMap.js';

/** A tag from the tags file (or written in a post). */
export interface BlogTag {
  key: string;
  label: string;
  /** Path segment under `/blog/tags/`. */
  permalink: string;
  description?: string;
}

/** The tags of the tags file, by key. */
export function tagsOfFile(file: YamlMap<Partial<Omit<BlogTag, 'key'>> | null>): Map<string, BlogTag> {
  return new Map([...file.entries].map(([key, value]) => [key, tagOf(key, value ?? {}, file)]));
}

/** A tag defined in the tags file; its permalink (else its key) names the tag's page, so it must be a clean path. */
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

/** Where a post's tags are checked. */
export interface TagContext {
  source: SourceRef;
  tags: Map<string, BlogTag>;
  /** The tags file's path from the site root, when the file exists: only then is a tag it lacks reported. */
  tagsFile?: string;
  onInlineTags: Severity;
  diagnostics: Diagnostic[];
}

/**
 * The keys of a post's tags: keys of the tags file, or tags written in the post (a label, or
 * Docusaurus's `{ label, permalink }`), which join `ctx.tags`. A tag the existing tags file does
 * not define is reported as `onInlineTags` says, as Docusaurus does.
 */
export function tagsOfPost(written: unknown[], ctx: TagContext): string[] {
  return written.map((entry) => {
    const tag = typeof entry === 'string' ? { key: entry, label: entry } : inlineTagOf(entry as { label: string; permalink?: string }, ctx.source);
    if (ctx.tags.has(tag.key)) return tag.key;
    if (ctx.tagsFile) reportInlineTag(tag.key, ctx);
    ctx.tags.set(tag.key, { key: tag.key, label: tag.label, permalink: tag.permalink ?? slugifyLabel(tag.label) });
    return tag.key;
  });
}

function inlineTagOf(entry: { label: string; permalink?: string }, source: SourceRef): { key: string; label: string; permalink?: string } {
  if (entry.permalink === undefined) return { key: entry.label, label: entry.label };
  const problem = routePathProblem(entry.permalink);
  if (problem) throw new ContentError(notCleanPathMessage('frontmatter.tags.permalink', entry.permalink, problem), { source, field: 'tags', hint: CLEAN_PATH_HINT });
  return { key: entry.label, label: entry.label, permalink: entry.permalink.replace(/^\//, '') };
}

function reportInlineTag(key: string, ctx: TagContext) {
  if (ctx.onInlineTags === 'ignore') return;
  const message = `tag '${key}' is not defined in ${ctx.tagsFile}`;
  const hint = `define it there, or set the blog's onInlineTags to 'ignore'`;
  if (ctx.onInlineTags === 'throw') throw new ContentError(message, { source: ctx.source, field: 'tags', hint });
  ctx.diagnostics.push({ severity: 'warning', code: 'undefined-blog-tag', message, source: ctx.source, hint });
}
