import { describe, expect, it } from 'vitest';
import { descriptionToHtml, markdownWithHeadings, plainDescriptionHtml, remarkDescriptionToHtml } from '../../../src/compile/openapi/markdownToHtml.js';

describe('OpenAPI descriptions to HTML', () => {
  it('removes link and image URLs that could run script, lists them, and keeps data: images', () => {
    const result = descriptionToHtml('See [docs](javascript:alert(1)), [page](data:text/html,x) and ![dot](data:image/png;base64,iVBORw0KGgo=) or [safe](https://example.com).');
    expect(result.html).toBe('<p>See <a>docs</a>, <a>page</a> and <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"> or <a href="https://example.com">safe</a>.</p>');
    expect(result.removedUrls).toEqual([
      { scheme: 'javascript:', use: 'link' },
      { scheme: 'data:text/html', use: 'link' },
    ]);
  });

  it('still drops raw HTML', () => {
    expect(descriptionToHtml('A <script>alert(1)</script> b').html).toBe('<p>A alert(1) b</p>');
  });

  it('removes them from the info description, whose headings get ids', () => {
    const result = markdownWithHeadings('## Start\n\n[x](VBScript:msgbox)', []);
    expect(result.html).toBe('<h2 id="start">Start</h2>\n<p><a>x</a></p>');
    expect(result.removedUrls).toEqual([{ scheme: 'vbscript:', use: 'link' }]);
    expect(result.headings).toEqual([{ depth: 2, id: 'start', text: 'Start' }]);
  });
});

describe('one-line plain descriptions without remark', () => {
  const plain = [
    'The customer-facing business name.',
    'Two-letter country code (ISO 3166-1 alpha-2), e.g. "US".',
    'Set `business_type` to `company` first.',
    '`id` of the agent: a string; see below.',
    'Filter: `DateCreated<=YYYY-MM-DD` or `a && b` (both escaped as rehype-stringify does).',
    'Costs 5% more, 100 % sure?',
  ];
  it.each(plain)('writes %j as remark does', (markdown) => {
    expect(plainDescriptionHtml(markdown)).toBe(remarkDescriptionToHtml(markdown).html);
  });

  const markup = [
    'Has *emphasis*.',
    'Has _emphasis_ too.',
    'A [link](https://example.com).',
    'See https://example.com for more.',
    'See www.example.com for more.',
    'Write to support@example.com.',
    '1. A list item',
    '- A list item',
    '  Indented.',
    'Two lines\nof text.',
    'Trailing space ',
    'A code span with padding: ` x `.',
    'An unclosed `code span.',
    'An escape \\* here.',
    'Raw <b>HTML</b>.',
    'An entity &amp; here.',
    '',
  ];
  it.each(markup)('leaves %j to remark', (markdown) => {
    expect(plainDescriptionHtml(markdown)).toBeUndefined();
    expect(descriptionToHtml(markdown)).toEqual(remarkDescriptionToHtml(markdown));
  });
});
