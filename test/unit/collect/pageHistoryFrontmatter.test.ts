import { describe, expect, it } from 'vitest';
import { lastUpdateInstant } from '../../../src/collect/pageHistoryFrontmatter.js';
import { parseFrontmatter } from '../../../src/collect/readContentFile.js';
import { ContentError } from '../../../src/shared/errors.js';

/** The error parsing this frontmatter throws: its message, line and field. */
function problemOf(yaml: string) {
  try {
    parseFrontmatter(`---\n${yaml}\n---\n\nText.\n`, 'docs/page.md');
  } catch (error) {
    if (error instanceof ContentError) return { message: error.message, line: error.source?.line, field: error.field };
    throw error;
  }
  return undefined;
}

describe('page history frontmatter', () => {
  it('takes custom_edit_url as a URL or null, and last_update with a date and an author', () => {
    expect(parseFrontmatter('---\ncustom_edit_url: null\n---\n', 'a.md').custom_edit_url).toBeNull();
    expect(parseFrontmatter('---\ntitle: A\ncustom_edit_url: https://x.example/a\nlast_update:\n  date: 2024-03-05\n  author: Ada\n---\n', 'a.md')).toEqual({
      title: 'A',
      custom_edit_url: 'https://x.example/a',
      last_update: { date: '2024-03-05', author: 'Ada' },
    });
  });

  it('rejects a custom_edit_url that is no string or null, naming its line and field', () => {
    expect(problemOf('title: A\ncustom_edit_url: 3')).toEqual({ message: 'frontmatter.custom_edit_url: expected a URL, or null for no edit link', line: 3, field: 'custom_edit_url' });
  });

  it('rejects a custom_edit_url that could run script, as a Markdown link would lose it', () => {
    expect(problemOf("custom_edit_url: ' JavaScript:alert(1)'")).toEqual({ message: "frontmatter.custom_edit_url: a javascript: URL could run script in the reader's browser", line: 2, field: 'custom_edit_url' });
    expect(problemOf('custom_edit_url: data:text/html,hi')).toEqual({ message: "frontmatter.custom_edit_url: a data:text/html URL could run script in the reader's browser", line: 2, field: 'custom_edit_url' });
  });

  it('rejects a last_update that is no mapping, an unknown key, an author that is no string and a date that is no date', () => {
    expect(problemOf('last_update: yesterday')).toEqual({ message: 'frontmatter.last_update: expected a mapping with date and/or author', line: 2, field: 'last_update' });
    expect(problemOf('title: A\nlast_update:\n  when: 2024-01-01')).toEqual({ message: 'frontmatter.last_update.when: unknown key (known keys: date, author)', line: 3, field: 'last_update.when' });
    expect(problemOf('last_update:\n  author: [Ada, Alan]')).toEqual({ message: 'frontmatter.last_update.author: expected a string', line: 2, field: 'last_update.author' });
    expect(problemOf('last_update:\n  date: someday')).toEqual({ message: 'frontmatter.last_update.date: expected a date such as 2026-11-25, got "someday"', line: 2, field: 'last_update.date' });
  });
});

describe('lastUpdateInstant', () => {
  it('keeps a written zone, reads a date without one as written in UTC, whatever the zone of the machine', () => {
    expect(lastUpdateInstant('2024-03-05')).toBe('2024-03-05T00:00:00.000Z');
    expect(lastUpdateInstant('2026-11-24T23:30:00-05:00')).toBe('2026-11-25T04:30:00.000Z');
    expect(lastUpdateInstant('1/2/2024')).toBe('2024-01-02T00:00:00.000Z');
    expect(lastUpdateInstant('2024-01-02T10:15')).toBe('2024-01-02T10:15:00.000Z');
    expect(lastUpdateInstant(new Date('2024-01-02T10:15:00Z'))).toBe('2024-01-02T10:15:00.000Z');
    expect(lastUpdateInstant('someday')).toBeUndefined();
    expect(lastUpdateInstant(20240102)).toBeUndefined();
  });
});
