import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { createFastParser } from '../../../src/compile/mdx/fastMarkdown.js';
import { escapeAttribute, escapeText, tokensToHtml } from '../../../src/compile/mdx/tokensToHtml.js';
import { isOneByte, thinString } from '../../helpers/oneByte.js';

// The output is held to the remark path's, byte for byte, by fastMarkdown.test.ts; these are
// the parts that test cannot reach with markdown alone.

const parser = createFastParser();
const root = path.resolve('.');
const options = { file: path.join(root, 'docs/page.md'), relFile: 'docs/page.md', fileToRoute: new Map([[path.join(root, 'docs/other.md'), '/docs/other']]), codeBlocks: new Map() };

describe('tokensToHtml', () => {
  it('escapes text and attribute values with the references hast-util-to-html writes', () => {
    const tricky = 'a"b&c\'d`e\0f<g>h é 😀';
    expect(escapeText(tricky)).toBe(toHtml({ type: 'text', value: tricky }));
    expect(`<p title="${escapeAttribute(tricky)}"></p>`).toBe(toHtml({ type: 'element', tagName: 'p', properties: { title: tricky }, children: [] }));
  });

  it('keeps ASCII one byte a character when token text is a ThinString', () => {
    const tokens = parser.parse('## Getting started\n\nSee [the guide](./other.md#setup).\n', {});
    const heading = tokens[1]!.children![0]!;
    heading.content = thinString(heading.content);
    const page = tokensToHtml(tokens, '', options);
    expect(page.html).toBe(
      '<h2 id="getting-started">Getting started<a class="hash-link" aria-hidden="true" tabindex="-1" href="#getting-started">#</a></h2>\n<p>See <a href="/docs/other#setup">the guide</a>.</p>',
    );
    expect(isOneByte(page.html)).toBe(true);
  });

  it('records headings from h2 and every link, heading anchors included, in document order', () => {
    const page = tokensToHtml(parser.parse('# Top\n\n## A [b](/b) `c`\n\n## A b c\n\n[gone](./gone.md)\n', {}), '', options);
    expect(page.headings).toEqual([
      { depth: 2, id: 'a-b-c', text: 'A b c' },
      { depth: 2, id: 'a-b-c-1', text: 'A b c' },
    ]);
    expect(page.links.map((link) => link.href)).toEqual(['/b', '#a-b-c', '#a-b-c-1', './gone.md']);
    expect(page.brokenMarkdownLinks.map((link) => link.href)).toEqual(['./gone.md']);
  });
});
