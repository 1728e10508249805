import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSpecText } from '../../../src/compile/openapi/parseSpecText.js';
import { repoRoot } from '../../helpers/runCli.js';
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

describe('plain descriptions (text, code spans, plain links, paragraphs) without remark', () => {
  const plain = [
    'The customer-facing business name.',
    'Two-letter country code (ISO 3166-1 alpha-2), e.g. "US".',
    'Set `business_type` to `company` first.',
    '`id` of the agent: a string; see below.',
    'Filter: `DateCreated<=YYYY-MM-DD` or `a && b` (both escaped as rehype-stringify does).',
    'Costs 5% more, 100 % sure?',
    'Starts with the invoice_prefix of the customer, then a_b_c and snake_case_words9.',
    'Satoshi: 10^8 in one bitcoin; a = b + c, {braces}, a | b, issue #12 and wow!',
    'First paragraph.\n\nSecond paragraph with `code`.',
    'One paragraph\nover two lines.\n\n\nThen a third line `x`\n`y` starts with code.',
    'A YAML block scalar ends with a line break.\n',
    'Two paragraphs, then breaks.\n\nEnd.\n\n',
    'WwW is not www: nor Www alone.',
    'A [file upload](https://stripe.com/docs/guides/file-upload), [the guide](/docs/guide#start?a=1,b;c) and [x](#id).',
    '[A link](https://x.example/%20y) starts the line, `code` ends it: [b](http://x.example/a@b!*$+=:~)',
    '<p>Retrieves an account.</p>',
    '<p>Two</p>\n<p>HTML lines.</p>\n',
  ];
  it.each(plain)('writes %j as remark does', (markdown) => {
    expect(plainDescriptionHtml(markdown)).toBe(remarkDescriptionToHtml(markdown).html);
  });

  const markup = [
    'Has *emphasis*.',
    'Has _emphasis_ too.',
    'See https://example.com for more.',
    'See www.example.com for more.',
    'Write to support@example.com.',
    '1. A list item',
    '- A list item',
    '  Indented.',
    '- A list item\n- Another',
    'Text\n- then a list',
    'Text\n1. then a list',
    'Text\n# then a heading',
    'Heading\n=======',
    'Heading\n---',
    'a | b\n--- | ---\n1 | 2',
    'Text\n> quoted',
    'Text\n    indented code? no, a continuation',
    'Text \nwith a trailing space',
    'Hard  \nbreak',
    'Text\n```\ncode\n```',
    'Text\n\n  indented paragraph',
    'Text\n \nwhite line',
    '_emphasis_ at the start',
    'Ends with _emphasis_',
    'Snake_ at the end of a word, or _before one.',
    'Between `code`_and_ text.',
    'Visit WWW.example.com now.',
    'Strike ~~this~~ out.',
    'A footnote[^1].',
    '10 items first',
    'An ![image](https://x.example/a.png).',
    'A [link](https://x.example "with a title").',
    'A [link with](a space).',
    'A [ padded ](https://x.example) link.',
    'A [link](https://x.example/a b).',
    'A [link](https://x.example/a&b).',
    'A [link](https://x.example/%zz).',
    'A [link](relative/path).',
    'A [nested [link]](https://x.example).',
    'A [www.example.com](https://x.example) text.',
    'A [ref] link.\n\n[ref]: https://x.example',
    '<p>HTML</p>\n\nthen Markdown.',
    '<div>Not a p.</div>',
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

describe('descriptions without remark, on real documents', () => {
  it("writes every description of the site's document and of the OpenAPI fixtures as remark does", () => {
    const files = [path.join(repoRoot, 'openapi'), path.join(repoRoot, 'test/fixtures')].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(json|ya?ml)$/.test(name) && /(^|\/)openapi\//.test(path.join(path.basename(dir), name)))
        .map((name) => path.join(dir, name)),
    );
    const descriptions = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) (key === 'description' && typeof child === 'string' ? descriptions.add(child) : walk(child));
    };
    for (const file of files) walk(parseSpecText(readFileSync(file, 'utf8'), file));
    let plain = 0;
    for (const markdown of descriptions) {
      const html = plainDescriptionHtml(markdown);
      if (html === undefined) continue;
      plain++;
      expect(html, markdown).toBe(remarkDescriptionToHtml(markdown).html);
    }
    expect(plain).toBeGreaterThan(50);
  });
});
