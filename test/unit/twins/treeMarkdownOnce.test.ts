import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/compile/openapi/apiPageData.js';
import { htmlToMdast } from '../../../src/render/htmlToMarkdown.js';
import { apiArticleMarkdown } from '../../../src/twins/apiArticleMarkdown.js';
import type { DescriptionMdast } from '../../../src/twins/schemaTreeMdast.js';

const tree: SchemaNode = {
  type: 'object',
  childKind: 'properties',
  children: [
    { name: 'id', type: 'string', required: true, descriptionHtml: '<p>The <em>error</em> code.</p>' },
    { name: 'tags', type: 'array of string', children: [{ type: 'string', enum: ['"a"', '"b"'] }], childKind: 'items' },
  ],
};
// The article's HTML of the tree is cut out and never read: the tree is written from its data.
const article = (after: string) => `<h2>Responses</h2><div class="schema-tree"><p>object</p></div>${after}`;

/** A description converter that counts its calls. */
function countingMdast(): DescriptionMdast & { calls: number } {
  const md = ((html: string) => {
    md.calls++;
    return htmlToMdast(`<div>${html}</div>`).children;
  }) as DescriptionMdast & { calls: number };
  md.calls = 0;
  return md;
}

describe('Markdown twins of API pages: schema trees', () => {
  it('writes a tree that repeats on another page once, and the same Markdown each time', () => {
    const md = countingMdast();
    const first = apiArticleMarkdown(article('<p>After the tree.</p>'), [tree], md);
    expect(first).toBe('## Responses\n\nobject\n\n- `id` string required\n\n  The *error* code.\n\n- `tags` array of string\n\n  - `items` string\n\n    - Allowed values: `"a"`, `"b"`\n\nAfter the tree.\n');
    expect(md.calls).toBe(1);
    expect(apiArticleMarkdown(article('<h3>Headers</h3>'), [tree], md)).toBe(first.replace('After the tree.', '### Headers'));
    expect(md.calls).toBe(1);
  });

  it('writes a tree in place when a list follows it (that list takes the other bullet)', () => {
    const md = countingMdast();
    apiArticleMarkdown(article('<p>x</p>'), [tree], md);
    const listed = apiArticleMarkdown(article('<ul><li>A list right after.</li></ul>'), [tree], md);
    expect(md.calls).toBe(2);
    expect(listed.endsWith('    - Allowed values: `"a"`, `"b"`\n\n* A list right after.\n')).toBe(true);
  });
});
