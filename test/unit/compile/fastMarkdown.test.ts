import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../../bench/corpus.mjs';
import { createMarkdownCompiler, needsMdx, type MarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { blankFrontmatter, createFastParser, fastPathBlocker } from '../../../src/compile/mdx/fastMarkdown.js';
import { createCodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { isCodeBlock, tokensToHtml, UnsupportedToken } from '../../../src/compile/mdx/tokensToHtml.js';
import type { ContentFile } from '../../../src/types.js';

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
const blocker = (source: string) => {
  const text = blankFrontmatter(source);
  return fastPathBlocker(text, parser.parse(text, {}));
};
const asFile = (source: string, file = path.join(root, 'docs/page.md')): ContentFile => ({ file, relPath: path.relative(root, file), source, frontmatter: {}, format: 'md' });

/** Whether the markdown-it renderer takes the file itself (else the fast compiler quietly hands it to remark). */
function rendersFast(content: ContentFile): boolean {
  const text = blankFrontmatter(content.source);
  const tokens = parser.parse(text, {});
  const codeBlocks = new Map(tokens.filter(isCodeBlock).map((token) => [token, '<pre></pre>']));
  try {
    tokensToHtml(tokens, text, { file: content.file, relFile: content.relPath, fileToRoute: new Map(), codeBlocks });
    return true;
  } catch (error) {
    if (error instanceof UnsupportedToken) return false;
    throw error;
  }
}

async function expectSameOnBothPaths(content: ContentFile) {
  expect(blocker(content.source), content.relPath).toBeUndefined();
  expect(rendersFast(content), content.relPath).toBe(true);
  const [viaFast, viaRemark] = await Promise.all([fast.compile(content), remark.compile(content)]);
  expect(viaFast, content.relPath).toEqual(viaRemark);
  return viaFast;
}

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
    ['an admonition title after a space', ':::note Heads up\nText\n:::\n', 'a directive'],
    ['an unclosed admonition', ':::note\nNever closed\n', 'a directive'],
    ['CRLF line endings', '# T\r\n\r\nText\r\n', 'CRLF line endings'],
    ['inline HTML over lines', 'An <img\n  src="/a.png"> image.\n', 'inline HTML over several lines'],
  ])('leaves %s to remark', async (_name, source, reason) => {
    expect(blocker(source)).toContain(reason);
    // Whichever path it takes, the compiler's answer is remark's.
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
});
