import { ContentError } from '../../shared/errors.js';
import type { Diagnostic, Frontmatter, SourceRef } from '../../types.js';

/** An author from `authors.yml`, or written in a post's frontmatter (`inline`). */
export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  image_url?: string;
  /** Written in a post, not in the authors file: it has no entry on the authors page. */
  inline?: boolean;
}

/** Docusaurus's names of an author's fields, in frontmatter objects and `authors.yml`, as docsite's. */
const FIELD_NAMES: Record<string, keyof BlogAuthor> = { name: 'name', title: 'title', url: 'url', image_url: 'image_url', imageURL: 'image_url', key: 'key' };
/** The single author of Docusaurus's older frontmatter: `author`, `author_title`… (and their camelCase forms). */
const LEGACY_KEYS: Record<string, keyof BlogAuthor> = {
  author: 'name',
  author_title: 'title',
  authorTitle: 'title',
  author_url: 'url',
  authorURL: 'url',
  author_image_url: 'image_url',
  authorImageURL: 'image_url',
};

/** Where a post's authors are checked: its file, the authors file's name, and where warnings go. */
export interface AuthorContext {
  source: SourceRef;
  authorsFile: string;
  authors: Map<string, BlogAuthor>;
  diagnostics: Diagnostic[];
}

/**
 * The keys of a post's authors. `authors` lists keys of the authors file and objects
 * (`{ name, title, url, image_url }`, or `{ key, … }` overriding a known author); the older
 * `author`, `author_title`, `author_url` and `author_image_url` give one more. Authors written in
 * the post join `ctx.authors` under keys of their own.
 */
export function authorsOfPost(frontmatter: Frontmatter, ctx: AuthorContext): string[] {
  const keys: string[] = [];
  const written = ([] as unknown[]).concat((frontmatter.authors as unknown) ?? []);
  written.forEach((entry, index) => keys.push(authorKey(entry, `authors[${index}]`, ctx)));
  const legacy = Object.entries(LEGACY_KEYS).filter(([key]) => typeof frontmatter[key] === 'string');
  if (legacy.length) keys.push(inlineAuthor(Object.fromEntries(legacy.map(([key, field]) => [field, frontmatter[key] as string])), 'author', ctx));
  return keys;
}

function authorKey(entry: unknown, field: string, ctx: AuthorContext): string {
  if (typeof entry === 'string') return knownAuthor(entry, `frontmatter.authors: unknown author '${entry}'`, ctx).key;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new ContentError(`frontmatter.${field}: expected an author key or an object with a name`, { source: ctx.source, field });
  }
  const fields: Partial<BlogAuthor> = {};
  for (const [key, value] of Object.entries(entry)) {
    const name = FIELD_NAMES[key];
    if (name && typeof value === 'string') fields[name] = value as never;
    else ctx.diagnostics.push({ severity: 'warning', code: 'unsupported-blog-author-field', message: `frontmatter.${field}.${key} is not supported yet: ignored`, source: ctx.source });
  }
  const known = fields.key === undefined ? undefined : knownAuthor(fields.key, `frontmatter.${field}.key: unknown author '${fields.key}'`, ctx);
  if (known && Object.keys(fields).length === 1) return known.key;
  if (!known && !fields.name) throw new ContentError(`frontmatter.${field}: an author needs a name or the key of an author in ${ctx.authorsFile}`, { source: ctx.source, field });
  return inlineAuthor({ ...known, ...fields }, field, ctx);
}

function knownAuthor(key: string, message: string, ctx: AuthorContext): BlogAuthor {
  const author = ctx.authors.get(key);
  if (!author || author.inline) throw new ContentError(message, { source: ctx.source, field: 'authors', hint: `define it in ${ctx.authorsFile}` });
  return author;
}

/** Adds an author written in the post under a key of its own (the file and the field), and returns that key. */
function inlineAuthor(fields: Partial<BlogAuthor>, field: string, ctx: AuthorContext): string {
  const key = `${ctx.source.file}#${field}`;
  ctx.authors.set(key, { ...fields, key, name: fields.name ?? '', inline: true });
  return key;
}
