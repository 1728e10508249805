import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../src/collect/readContentFile.js';
import { pageMarkdown, type LlmsPage } from '../../../src/render/renderLlmsFiles.js';
import type { SiteConfig } from '../../../src/types.js';
import { MB, retainedBytes } from '../../helpers/retainedHeap.js';

// The collector, both markdown paths and the Markdown twins read frontmatter as
// remark-frontmatter does: it ends at its first closing fence.

describe('parseFrontmatter', () => {
  it("checks the types of Docusaurus's doc keys, naming the file, line and field", () => {
    const fails = (yaml: string) => {
      try {
        parseFrontmatter(`---\ntitle: T\n${yaml}\n---\n`, 'docs/a.md');
      } catch (error) {
        const { message, source, field } = error as { message: string; source: { line?: number }; field?: string };
        return `${source.line}  ${field}  ${message}`;
      }
      return 'no error';
    };
    expect(fails('keywords: setup')).toBe('3  keywords  frontmatter.keywords: expected a list of strings');
    expect(fails('pagination_next: 3')).toBe('3  pagination_next  frontmatter.pagination_next: expected a doc id, or null for no link');
    expect(fails('unlisted: yes please')).toBe('3  unlisted  frontmatter.unlisted: expected true or false');
    expect(fails('hide_title: 1')).toBe('3  hide_title  frontmatter.hide_title: expected true or false');
    expect(fails('displayed_sidebar: [a]')).toBe('3  displayed_sidebar  frontmatter.displayed_sidebar: expected a string');
    expect(fails('keywords: [api, 401]\npagination_prev: null\nimage: /img/a.png\nsidebar_class_name: x')).toBe('no error');
  });

  it('ends an empty frontmatter at its own closing fence, so YAML-looking text after it is content, not data', () => {
    expect(parseFrontmatter('---\n---\n\ntitle: Not data\n\n---\n\nMore.\n', 'docs/a.md')).toEqual({});
  });

  it('reads fences with trailing spaces, and ends at a fence at the end of the file', () => {
    expect(parseFrontmatter('--- \ntitle: Spaced\n---  \nText.\n', 'docs/a.md')).toEqual({ title: 'Spaced' });
    expect(parseFrontmatter('---\ntitle: Last\n---', 'docs/a.md')).toEqual({ title: 'Last' });
  });

  it('takes no frontmatter that never closes, nor a closing line that is longer than a fence', () => {
    expect(parseFrontmatter('---\ntitle: Open\n\nText.\n', 'docs/a.md')).toEqual({});
    expect(parseFrontmatter('---\ntitle: Open\n----\nText.\n', 'docs/a.md')).toEqual({});
  });
});

describe('parseFrontmatter keeps no page alive (issue 21, memory)', () => {
  // A route keeps its title, description and sidebar label to the end of the build, long after
  // the page's source is dropped: a value cut out of the source as a view kept the whole page.
  it.each([
    ['the simple reader', 'title: A title long enough to be a view\ndescription: And a description that is long too\nsidebar_label: A sidebar label of some length\nkeywords: [first keyword, second keyword]'],
    ['the YAML parser', 'title: "A title long enough to be a view"\ndescription: >-\n  And a description that is long too\nsidebar_label: A sidebar label of some length\ncustom:\n  nested: [a nested value of some length]'],
  ])('copies each string value out of the source (%s)', (_reader, yaml) => {
    const pages = 40;
    const { result, bytes } = retainedBytes(() =>
      // Each page's source made here (200 KB), as read from its file, and dropped once parsed.
      Array.from({ length: pages }, (_, index) => parseFrontmatter(`---\n${yaml}\n---\n\n${`Text of page ${index}. `.repeat(10_000)}`, `docs/page-${index}.md`)),
    );
    expect(result[0]!.title).toBe('A title long enough to be a view');
    // 40 sources of 200 KB: kept by views, 8 MB.
    expect(bytes).toBeLessThan(MB);
  });
});

describe("a plain page's Markdown twin", () => {
  it('keeps the text between an empty frontmatter and a later thematic break', () => {
    const page = { title: 'A', route: { path: '/docs/a' } } as unknown as LlmsPage;
    const config = { url: 'https://example.com', baseUrl: '/' } as SiteConfig;
    expect(pageMarkdown(page, config, { source: '---\n---\n\nKept.\n\n---\n\nMore.\n' })).toBe('# A\n\nKept.\n\n---\n\nMore.\n\nSource: https://example.com/docs/a\n');
  });
});
