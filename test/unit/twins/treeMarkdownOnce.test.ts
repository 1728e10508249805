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

  // A property's nested list stands under many trees of a document (Stripe's `address`): it is
  // written once, and read the same in each.
  const address: SchemaNode = { name: 'address', type: 'object', childKind: 'properties', children: [{ name: 'city', type: 'string', descriptionHtml: '<p>The city.</p>' }] };
  const holding = (name: string, extra: SchemaNode[]): SchemaNode => ({ type: 'object', childKind: 'properties', children: [{ name, type: 'string' }, address, ...extra] });

  it('writes a nested list that repeats in another tree once, the same in both', () => {
    const md = countingMdast();
    const first = apiArticleMarkdown(article('<p>x</p>'), [holding('id', [])], md);
    expect(first).toBe('## Responses\n\nobject\n\n- `id` string\n\n- `address` object\n\n  - `city` string\n\n    The city.\n\nx\n');
    expect(md.calls).toBe(1);
    const second = apiArticleMarkdown(article('<p>x</p>'), [holding('name', [{ name: 'phone', type: 'string' }])], md);
    expect(second).toBe('## Responses\n\nobject\n\n- `name` string\n\n- `address` object\n\n  - `city` string\n\n    The city.\n\n- `phone` string\n\nx\n');
    expect(md.calls).toBe(1);
  });

  it('gives a nested list right after a facts list the other bullet, as writing it in place does', () => {
    const md = countingMdast();
    const limited: SchemaNode = { ...address, constraints: [{ kind: 'maxProperties', value: '3' }] };
    const tree: SchemaNode = { type: 'object', childKind: 'properties', children: [address, limited] };
    expect(apiArticleMarkdown(article('<p>x</p>'), [tree], md)).toBe(
      '## Responses\n\nobject\n\n- `address` object\n\n  - `city` string\n\n    The city.\n\n- `address` object\n\n  - properties ≤ 3\n\n  * `city` string\n\n    The city.\n\nx\n',
    );
    expect(md.calls).toBe(1);
  });
});
