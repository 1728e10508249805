import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../../bench/corpus.mjs';
import { needsMdx } from '../../../src/compile/mdx/compileMarkdown.js';
import { blankFrontmatter, createFastParser, fastPathBlocker } from '../../../src/compile/mdx/fastMarkdown.js';
import { hastToHtml } from '../../../src/compile/mdx/hastToHtml.js';
import { rehypeHeadings } from '../../../src/compile/mdx/rehypeHeadings.js';
import { rehypeLinks } from '../../../src/compile/mdx/rehypeLinks.js';
import { tokensToHast } from '../../../src/compile/mdx/tokensToHast.js';
import { isOneByte, thinString } from '../../helpers/oneByte.js';

const root = path.resolve('.');
const corpusDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-hast-'));
afterAll(() => rmSync(corpusDir, { recursive: true, force: true }));
const parser = createFastParser();
const processor = unified().use(rehypeHeadings).use(rehypeLinks, { fileToRoute: new Map(), root }).freeze();

/** A file's tree as the markdown-it path hands it to the serialiser (code blocks stay plain `pre`: their HTML comes ready made). */
async function treeOf(file: string): Promise<Root> {
  const text = blankFrontmatter(readFileSync(file, 'utf8'));
  return (await processor.run(tokensToHast(parser.parse(text, {}), text), new VFile({ path: file }))) as Root;
}

const reference = (tree: Root) => toHtml(tree, { allowDangerousHtml: true });

describe('hastToHtml: the markdown-it path serialiser', () => {
  it('writes every construct of the fast path exactly as hast-util-to-html does', async () => {
    const tree = await treeOf(path.join(root, 'test/fixtures/markdown-engines/every-construct.md'));
    const html = hastToHtml(tree);
    // A string, not the fallback: the comparison must be of this serialiser.
    expect(html).toBeTypeOf('string');
    expect(html).toBe(reference(tree));
    for (const part of ['<th align="center">', '<ol start="7">', 'class="hash-link" aria-hidden="true" tabindex="-1"', '<br>', '<img ', '<docsite-truncate></docsite-truncate>', 'data-admonition="warning"']) expect(html).toContain(part);
  });

  it("writes the corpus's, this site's and the fixtures' plain markdown pages as hast-util-to-html does", async () => {
    writeCorpus(corpusDir, 20);
    const files = [corpusDir, path.join(root, 'content'), path.join(root, 'test/fixtures')].flatMap(readdirMd).filter((file) => {
      const source = readFileSync(file, 'utf8');
      const text = blankFrontmatter(source);
      return !needsMdx(source) && !fastPathBlocker(text, parser.parse(text, {}));
    });
    expect(files.length).toBeGreaterThan(25);
    for (const file of files) {
      const tree = await treeOf(file);
      expect(hastToHtml(tree), file).toBe(reference(tree));
    }
  });

  it('escapes text and attribute values with the same references, and knows void elements', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', properties: { title: 'a"b&c\'d`e\0f<>', className: ['x', 'y'] }, children: [{ type: 'text', value: 'a<b>&c"\' é 😀 \ud800' }] },
        { type: 'element', tagName: 'img', properties: { src: 's.png', alt: '', title: undefined }, children: [] },
        { type: 'element', tagName: 'br', properties: {}, children: [] },
        { type: 'element', tagName: 'br', properties: {}, children: [{ type: 'text', value: 'x' }] },
        { type: 'element', tagName: 'div', properties: { dataLanguage: 'ts', 'data-admonition': 'tip', start: 3, tabIndex: -1 }, children: [{ type: 'raw', value: '<b>raw</b>' } as unknown as Element] },
      ],
    };
    expect(hastToHtml(tree)).toBe(reference(tree));
  });

  it('keeps ASCII one byte a character when a value is a ThinString (as the cached "-1" of tabindex becomes)', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'a', properties: { href: thinString('#getting-started'), tabIndex: -1 }, children: [{ type: 'text', value: thinString('Getting started') }] }],
    };
    const html = hastToHtml(tree)!;
    expect(html).toBe('<a href="#getting-started" tabindex="-1">Getting started</a>');
    expect(isOneByte(html)).toBe(true);
  });

  it('leaves a tree with anything it does not know to hast-util-to-html', () => {
    const unknownProperty: Root = { type: 'root', children: [{ type: 'element', tagName: 'input', properties: { disabled: true }, children: [] }] };
    const comment: Root = { type: 'root', children: [{ type: 'comment', value: 'x' }] };
    expect(hastToHtml(unknownProperty)).toBeUndefined();
    expect(hastToHtml(comment)).toBeUndefined();
  });
});

function readdirMd(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));
}
