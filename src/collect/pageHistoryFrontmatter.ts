import { ContentError } from '../shared/errors.js';
import { unsafeUrlScheme } from '../shared/unsafeUrl.js';
import type { Frontmatter, SourceRef } from '../types.js';

const LAST_UPDATE_KEYS = ['date', 'author'];

/**
 * Checks Docusaurus's page history frontmatter: `custom_edit_url` (a URL, or null for no
 * edit link) and `last_update` (`{ date, author }`, overriding git's). Throws a
 * `ContentError` naming the field and its line.
 */
export function checkPageHistoryFrontmatter(frontmatter: Frontmatter, lineOf: (key: string) => SourceRef): void {
  const editUrl = frontmatter.custom_edit_url;
  if (editUrl !== undefined && editUrl !== null && typeof editUrl !== 'string') {
    throw new ContentError('frontmatter.custom_edit_url: expected a URL, or null for no edit link', { source: lineOf('custom_edit_url'), field: 'custom_edit_url' });
  }
  // Like a Markdown link's, the edit link must not run script (see unsafeUrl.ts).
  const scheme = typeof editUrl === 'string' ? unsafeUrlScheme(editUrl, 'link') : undefined;
  if (scheme) {
    throw new ContentError(`frontmatter.custom_edit_url: a ${scheme} URL could run script in the reader's browser`, { source: lineOf('custom_edit_url'), field: 'custom_edit_url', hint: 'link to an https: URL, or say null for no edit link' });
  }
  const update = frontmatter.last_update as unknown;
  if (update === undefined) return;
  const fail = (field: string, message: string) => {
    throw new ContentError(`frontmatter.${field}: ${message}`, { source: lineOf('last_update'), field });
  };
  if (typeof update !== 'object' || update === null || Array.isArray(update)) return fail('last_update', 'expected a mapping with date and/or author');
  for (const key of Object.keys(update)) {
    if (!LAST_UPDATE_KEYS.includes(key)) fail(`last_update.${key}`, `unknown key (known keys: ${LAST_UPDATE_KEYS.join(', ')})`);
  }
  const { date, author } = update as Record<string, unknown>;
  if (author !== undefined && typeof author !== 'string') fail('last_update.author', 'expected a string');
  if (date !== undefined && lastUpdateInstant(date) === undefined) fail('last_update.date', `expected a date such as 2026-11-25, got ${JSON.stringify(date)}`);
}

/** A zone written out: `Z`, `+05:00`, `-0500`, `UTC` or `GMT` at the end. */
const EXPLICIT_ZONE = /(?:Z|[+-]\d{2}:?\d{2}|\bUTC|\bGMT)$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `last_update.date` (any string `Date` reads, as Docusaurus takes) as an ISO instant in
 * UTC, or undefined when it is no date. A date written without a zone (`1/1/2000`,
 * `2000-01-01T10:00`) is read as that wall-clock time in UTC, not in the build machine's
 * zone, so the page shows the date as written wherever it is built.
 */
export function lastUpdateInstant(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return undefined;
  if (DATE_ONLY.test(text) || EXPLICIT_ZONE.test(text)) return parsed.toISOString();
  const wallClock = Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), parsed.getHours(), parsed.getMinutes(), parsed.getSeconds(), parsed.getMilliseconds());
  return new Date(wallClock).toISOString();
}
