import path from 'node:path';
import { detached } from '../shared/detached.js';
import { ContentError } from '../shared/errors.js';
import { FRONTMATTER_BLOCK } from '../shared/frontmatterBlock.js';
import { yamlModule } from '../shared/yamlModule.js';
import { CLEAN_PATH_HINT, notCleanPathMessage, routePathProblem } from '../shared/routePath.js';
import { checkPageHistoryFrontmatter } from './pageHistoryFrontmatter.js';
import { readText } from './readText.js';
import { parseSimpleFrontmatter } from './simpleFrontmatter.js';
import type { ContentFile, Frontmatter, SourceRef } from '../types.js';


/** Reads a markdown/MDX file and parses its YAML frontmatter; errors name the file and line. */
export async function readContentFile(file: string, root: string, alreadyRead?: ReadonlyMap<string, Uint8Array>): Promise<ContentFile> {
  const relPath = path.relative(root, file);
  const source = await readText(file, relPath, alreadyRead?.get(file));
  return { file, relPath, source, frontmatter: parseFrontmatter(source, relPath), format: file.endsWith('.mdx') ? 'mdx' : 'md' };
}

/**
 * A file's frontmatter, checked. `simpleFrontmatter: false` turns the fast path off: every block
 * goes to the YAML parser (tests hold the two equal, see "Fast paths" in CONTRIBUTING.md).
 */
export function parseFrontmatter(source: string, relPath: string, { simpleFrontmatter = true } = {}): Frontmatter {
  const match = FRONTMATTER_BLOCK.exec(source);
  if (!match) return {};
  const yaml = match[1] ?? '';
  let data: unknown;
  try {
    data = (simpleFrontmatter ? parseSimpleFrontmatter(yaml) : undefined) ?? yamlModule().parse(yaml);
  } catch (error) {
    const { YAMLParseError } = yamlModule();
    const line = error instanceof YAMLParseError ? (error.linePos?.[0]?.line ?? 0) + 1 : 2;
    const column = error instanceof YAMLParseError ? error.linePos?.[0]?.col : undefined;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentError(`invalid frontmatter: ${reason}`, { source: { file: relPath, line, column } });
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentError('frontmatter must be a YAML mapping of keys to values', { source: { file: relPath, line: 2 } });
  }
  const frontmatter = detachedStrings(data as Frontmatter);
  checkFrontmatterTypes(frontmatter, (key) => ({ file: relPath, line: lineOfKey(yaml, key) }));
  return frontmatter;
}

/**
 * The frontmatter with each string a copy of its own (in place): both readers cut values out of
 * the file's text, and V8 keeps a cut of 13 or more characters as a view into the text it was
 * cut from, so a page's title, description or sidebar label, which the route keeps to the end
 * of the build, kept the page's whole source alive with it (35 MB at 5,000 realistic pages,
 * though the pipeline drops `content.source` once a page is written).
 */
function detachedStrings<T>(value: T): T {
  if (typeof value === 'string') return detached(value) as T;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = detachedStrings(value[index]);
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = detachedStrings(record[key]);
  }
  return value;
}

const STRING_KEYS = ['title', 'description', 'id', 'slug', 'sidebar_label', 'sidebar_key', 'sidebar_class_name', 'displayed_sidebar', 'image'] as const;
const BOOLEAN_KEYS = ['hide_table_of_contents', 'hide_title', 'footer', 'draft', 'unlisted'] as const;

function checkFrontmatterTypes(frontmatter: Frontmatter, lineOf: (key: string) => SourceRef): void {
  for (const key of STRING_KEYS) {
    if (frontmatter[key] !== undefined && typeof frontmatter[key] !== 'string') {
      throw new ContentError(`frontmatter.${key}: expected a string`, { source: lineOf(key), field: key });
    }
  }
  for (const key of BOOLEAN_KEYS) {
    if (frontmatter[key] !== undefined && typeof frontmatter[key] !== 'boolean') {
      throw new ContentError(`frontmatter.${key}: expected true or false`, { source: lineOf(key), field: key });
    }
  }
  // Both become part of a route, and so of an output file's path.
  for (const key of ['id', 'slug'] as const) {
    const value = frontmatter[key];
    const problem = value === undefined ? undefined : routePathProblem(value);
    if (problem) throw new ContentError(notCleanPathMessage(`frontmatter.${key}`, value!, problem), { source: lineOf(key), field: key, hint: CLEAN_PATH_HINT });
  }
  if (frontmatter.sidebar_position !== undefined && typeof frontmatter.sidebar_position !== 'number') {
    throw new ContentError('frontmatter.sidebar_position: expected a number', { source: lineOf('sidebar_position'), field: 'sidebar_position' });
  }
  if (frontmatter.tags !== undefined && (!Array.isArray(frontmatter.tags) || !frontmatter.tags.every(isTag))) {
    throw new ContentError('frontmatter.tags: expected a list of tag keys', { source: lineOf('tags'), field: 'tags' });
  }
  // YAML reads `[api, 401]` with a number in it: a keyword is any scalar but a boolean or null.
  if (frontmatter.keywords !== undefined && (!Array.isArray(frontmatter.keywords) || frontmatter.keywords.some((keyword) => typeof keyword !== 'string' && typeof keyword !== 'number'))) {
    throw new ContentError('frontmatter.keywords: expected a list of strings', { source: lineOf('keywords'), field: 'keywords' });
  }
  for (const key of ['pagination_next', 'pagination_prev'] as const) {
    const value = frontmatter[key];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new ContentError(`frontmatter.${key}: expected a doc id, or null for no link`, { source: lineOf(key), field: key });
    }
  }
  checkPageHistoryFrontmatter(frontmatter, lineOf);
}

/** A tag key, or a tag written in place as Docusaurus allows: `{ label, permalink? }`. */
const isTag = (tag: unknown) =>
  typeof tag === 'string' || (typeof tag === 'object' && tag !== null && typeof (tag as { label?: unknown }).label === 'string' && ['string', 'undefined'].includes(typeof (tag as { permalink?: unknown }).permalink));

/** Line of `key:` in the file; the frontmatter block starts on line 2. */
function lineOfKey(yaml: string, key: string): number {
  const index = yaml.split(/\r?\n/).findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? 2 : index + 2;
}
