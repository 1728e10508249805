import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../../bench/corpus.mjs';
import { createMarkdownCompiler, needsMdx, type MarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { blankFrontmatter, createFastParser } from '../../../src/compile/mdx/fastMarkdown.js';
import { createCodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { tokensToHtml, UnsupportedToken } from '../../../src/compile/mdx/tokensToHtml.js';
import type { ContentFile } from '../../../src/types.js';
import { asFile as asFileAt, fastPathBlockerOf, rendersFast } from '../../helpers/fastPath.js';

// Plain markdown has two parsers: markdown-it for speed, remark for what markdown-it reads
// differently. These tests hold the fast one to the other's output, byte for byte.

const root = path.resolve('.');
let fast: MarkdownCompiler;
let remark: MarkdownCompiler;
const corpusDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-corpus-'));
beforeAll(async () => {
  const highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
  const options = { root, highlighter, fileToRoute: new Map([[path.join(root, 'docs/other.md'), '/docs/other']]) };
  fast = createMarkdownCompiler(options);
  remark = createMarkdownCompiler({ ...options, fastMarkdown: false });
});
afterAll(() => rmSync(corpusDir, { recursive: true, force: true }));

const parser = createFastParser();
const blocker = fastPathBlockerOf;
const asFile = (source: string, file?: string): ContentFile => asFileAt(root, source, file);

async function expectSameOnBothPaths(content: ContentFile) {
  expect(blocker(content.source), content.relPath).toBeUndefined();
  expect(rendersFast(content), content.relPath).toBe(true);
  const [viaFast, viaRemark] = await Promise.all([fast.compile(content), remark.compile(content)]);
  expect(viaFast, content.relPath).toEqual(viaRemark);
  return viaFast;
}

/** A bullet list nested `depth` deep, an item at each level. */
const nestedList = (depth: number) => Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- Item ${level + 1}\n`).join('');

const walk = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));

describe('the markdown-it fast path', () => {
  it('reads a document with every construct it takes exactly as remark does, link positions included', async () => {
    const file = path.join(root, 'test/fixtures/markdown-engines/every-construct.md');
    const result = await expectSameOnBothPaths(asFile(readFileSync(file, 'utf8'), file));
    // The comparison only means something if the constructs were there to compare.
    for (const part of ['<th align="center">', '<ol start="7">', '<blockquote>', '<docsite-truncate>', 'admonition-warning', '<p class="admonition-title">A <em>custom</em> title</p>', 'mailto:me@example.com', '/docs/with%20space', 'title="Image title"', '<br>', '<div class="code-title">file.ts</div>']) {
      expect(result.output).toContain(part);
    }
    expect(result.links.find((link) => link.href === '/y')?.source).toMatchObject({ line: 58, column: 14 });
  });

  it('takes every page of the benchmark corpus and gives the same pages', async () => {
    writeCorpus(corpusDir, 40);
    const files = walk(corpusDir);
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files) await expectSameOnBothPaths(asFile(readFileSync(file, 'utf8'), file));
  });

  it("gives the same pages for this site's and the fixtures' plain markdown it takes", async () => {
    const files = [...walk(path.join(root, 'content')), ...walk(path.join(root, 'test/fixtures'))].filter((file) => {
      const source = readFileSync(file, 'utf8');
      return !needsMdx(source) && !blocker(source);
    });
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) await expectSameOnBothPaths(asFile(readFileSync(file, 'utf8'), file));
  });

  it('rewrites links to markdown files and reports broken ones with their line, as remark does', async () => {
    const result = await expectSameOnBothPaths(asFile('# T\n\nSee [other](./other.md#part) and\n[missing](./missing.md).\n'));
    expect(result.links.map((link) => link.href)).toEqual(['/docs/other#part', './missing.md']);
    expect(result.brokenMarkdownLinks).toEqual([{ href: './missing.md', source: { file: 'docs/page.md', line: 4, column: 1 } }]);
  });

  it.each([
    ['a footnote', 'Text[^1].\n\n[^1]: The note.\n', 'a footnote'],
    ['a task list', '- [ ] todo\n- [x] done\n', 'a task list item'],
    ['strikethrough', 'Was ~~wrong~~ right.\n', 'the text'],
    ['a bare URL', 'Go to https://example.com now.\n', 'the text'],
    ['a www. link', 'Go to www.example.com now.\n', 'the text'],
    ['an email address', 'Write to team@example.com.\n', 'the text'],
    ['a text directive with a label', 'A :abbr[API] here.\n', 'the text'],
    ['a leaf directive', '::youtube[Video]\n', 'a directive'],
    ['a nested admonition', ':::note\nOuter\n:::tip\nInner\n:::\n:::\n', 'a directive'],
    ['an unclosed admonition', ':::note\nNever closed\n', 'a directive'],
    ['CRLF line endings', '# T\r\n\r\nText\r\n', 'CRLF line endings'],
    ['inline HTML over lines', 'An <img\n  src="/a.png"> image.\n', 'inline HTML over several lines'],
    ['a text directive named by digits, before a link', 'At 10:30[beta](#anchor).\n', 'the text'],
    ['a list nested ten deep', `${nestedList(10)}\nAfter the list.\n`, 'nesting deeper than markdown-it reads'],
    ['quotes nested twenty deep', `${'> '.repeat(20)}Deepest.\n\nAfter the quotes.\n`, 'nesting deeper than markdown-it reads'],
    ['brackets nested past the nesting limit', `${'['.repeat(25)}x${']'.repeat(25)}(/a)\n`, 'nesting deeper than markdown-it reads'],
    ['an unclosed frontmatter fence', '---\ntitle: never closed\n\nText.\n', 'an unclosed frontmatter fence'],
    ['an unclosed code fence in a quote', '> ```\n> code\n>\n', 'an unclosed code fence in a quote or list item'],
    ['indented lines right after a link definition', '[ref]: /x\n    not code\n', 'an indented line right after a link definition'],
    ['a lazy line after a link definition in a quote', '> [ref]: /x\nlazy\n', 'a line right after a link definition in a quote or list item'],
    ['a table right after a quote', '> | A |\n> | - |\n| B |\n| - |\n', 'a table right after a quote'],
    ['a table row starting with HTML', '| A | B |\n| - | - |\n| x | y |\n</b>\n', 'a table row starting with HTML'],
    ['indented code right after a quote', '> > ***\n    indented\n    code\n', 'indented code right after a quote'],
  ])('leaves %s to remark', async (_name, source, reason) => {
    expect(blocker(source)).toContain(reason);
    // Whichever path it takes, the compiler's answer is remark's.
    expect(await fast.compile(asFile(source))).toEqual(await remark.compile(asFile(source)));
  });

  it.each([
    ['a list nested ten deep', `${nestedList(10)}\nAfter the list.\n`, ['Item 10', 'After the list.']],
    ['quotes nested twenty deep', `${'> '.repeat(20)}Deepest.\n\nAfter the quotes.\n`, ['Deepest.', 'After the quotes.']],
  ])('loses none of %s (markdown-it would drop everything past its nesting limit)', async (_name, source, parts) => {
    const result = await remark.compile(asFile(source));
    expect(await fast.compile(asFile(source))).toEqual(result);
    for (const part of parts) expect(result.output).toContain(part);
  });

  it('ends an empty frontmatter at its own closing fence, so text before a later thematic break stays', async () => {
    const result = await expectSameOnBothPaths(asFile('---\n---\n\nKept text.\n\n---\n\nMore.\n'));
    expect(result.output).toBe('<p>Kept text.</p>\n<hr>\n<p>More.</p>');
    expect(blankFrontmatter('---\n---\nA\n---\nB')).toBe('\n\nA\n---\nB');
  });

  it("decodes backslash escapes and character references in a fence's info string, as remark does", async () => {
    const result = await expectSameOnBothPaths(asFile('```c\\+\\+ title="Q&amp;A.js"\nint x;\n```\n'));
    expect(result.output).toContain('data-language="c++"');
    expect(result.output).toContain('<div class="code-title">Q&#x26;A.js</div>');
  });

  it('gives a heading with an empty id no anchor link, as rehype-autolink-headings does', async () => {
    const result = await expectSameOnBothPaths(asFile('## \n\n## Real\n'));
    expect(result.output).toMatch(/^<h2 id=""><\/h2>\n<h2 id="real">Real<a class="hash-link"/);
    expect(result.links.map((link) => link.href)).toEqual(['#real']);
    expect(result.headings).toEqual([{ depth: 2, id: '', text: '' }, { depth: 2, id: 'real', text: 'Real' }]);
  });

  it('keeps every line ending of an HTML block left open at the end of the file', async () => {
    const result = await expectSameOnBothPaths(asFile('Text.\n\n<style>\np { color: red }\n\n'));
    expect(result.output).toBe('<p>Text.</p>\n<style>\np { color: red }\n\n');
  });

  it('leaves an HTML block left open in a quote to remark', async () => {
    const source = '> <style>\n> p { color: red }\n';
    expect(blocker(source)).toBeUndefined();
    expect(rendersFast(asFile(source))).toBe(false);
    expect(await fast.compile(asFile(source))).toEqual(await remark.compile(asFile(source)));
  });

  it('keeps prose with colons, such as times and key:value, on the fast path as plain text', async () => {
    const result = await expectSameOnBothPaths(asFile('Meet at 10:30 or see note:this and a: b.\n'));
    expect(result.output).toBe('<p>Meet at 10:30 or see note:this and a: b.</p>');
  });

  it('keeps an @scope/package or @mention on the fast path, since only local@domain.tld can be an email literal', async () => {
    const result = await expectSameOnBothPaths(asFile('Install @sable/sdk and ping @desk.\n'));
    expect(result.output).toBe('<p>Install @sable/sdk and ping @desk.</p>');
  });

  it('refuses a token it does not know, so the file goes to remark instead of failing', () => {
    const tokens = parser.parse('Text.\n', {});
    const options = { file: path.join(root, 'docs/page.md'), relFile: 'docs/page.md', fileToRoute: new Map(), codeBlocks: new Map() };
    expect(tokensToHtml(tokens, 'Text.\n', options).html).toBe('<p>Text.</p>');
    tokens.push(new (tokens[0]!.constructor as new (type: string, tag: string, nesting: number) => (typeof tokens)[number])('footnote_block_open', '', 1));
    expect(() => tokensToHtml(tokens, 'Text.\n', options)).toThrow(new UnsupportedToken('block token footnote_block_open'));
  });

  it('still replaces a NUL with U+FFFD, as both parsers must (markdown-it normalises only sources that need it)', async () => {
    const result = await expectSameOnBothPaths(asFile('Before\0after.\n'));
    expect(result.output).toBe('<p>Before\uFFFDafter.</p>');
  });

  it('keeps line numbers right after frontmatter', async () => {
    const result = await expectSameOnBothPaths(asFile('---\ntitle: Page\ntags: [a, b]\n---\n\nIntro [link](/x).\n'));
    expect(result.links[0]?.source).toMatchObject({ line: 6, column: 7 });
    expect(result.output).not.toContain('title: Page');
  });

  it('reads Docusaurus constructs as remark does: {#custom-id} headings, legacy and important admonitions, a content h1', async () => {
    const result = await expectSameOnBothPaths(asFile('# Title {#top}\n\n## Install `it` {#install}\n\nSee [it](#install).\n\n:::info Legacy title\nBody.\n:::\n\n:::important\nImportant.\n:::\n'));
    expect(result.output).toContain('<h1 id="top">Title</h1>');
    expect(result.output).toContain('<h2 id="install">Install <code>it</code><a class="hash-link"');
    expect(result.headings).toEqual([{ depth: 2, id: 'install', text: 'Install it' }]);
    expect(result.output).toContain('<p class="admonition-title">Legacy title</p>');
    expect(result.output).toContain('<aside class="admonition admonition-important" data-admonition="important"><p class="admonition-title" data-default-title="important">Important</p>');
    expect(result.contentTitle).toBe(true);
  });

  it("takes a heading's id from a trailing <!-- #id --> as remark does, in a .md file read as plain Markdown (markdown.format: 'detect')", async () => {
    const highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
    const options = { root, highlighter, fileToRoute: new Map<string, string>(), mdxInMarkdown: false };
    const content = asFile('## Decorators <!-- #decorators-id -->\n\nSee [them](#decorators-id).\n');
    expect(blocker(content.source)).toBeUndefined();
    const [viaFast, viaRemark] = await Promise.all([createMarkdownCompiler(options).compile(content), createMarkdownCompiler({ ...options, fastMarkdown: false }).compile(content)]);
    expect(viaFast).toEqual(viaRemark);
    expect(viaFast.format).toBe('html');
    expect(viaFast.output).toContain('<h2 id="decorators-id">Decorators<a class="hash-link"');
    expect(viaFast.headings).toEqual([{ depth: 2, id: 'decorators-id', text: 'Decorators' }]);
  });

  it('sees no content title when a thematic break or an h2 comes before the first h1, on both paths', async () => {
    expect((await expectSameOnBothPaths(asFile('Intro.\n\n---\n\n# Late\n'))).contentTitle).toBeUndefined();
    expect((await expectSameOnBothPaths(asFile('## First\n\n# Late\n'))).contentTitle).toBeUndefined();
    expect((await expectSameOnBothPaths(asFile('Intro.\n\n# After a paragraph\n'))).contentTitle).toBe(true);
  });
});
