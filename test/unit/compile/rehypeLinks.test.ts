import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { blankFrontmatter, createFastParser } from '../../../src/compile/mdx/fastMarkdown.js';
import { createCodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { tokensToHtml } from '../../../src/compile/mdx/tokensToHtml.js';
import type { ContentFile } from '../../../src/types.js';

// Markdown link and image URLs that could run script are removed at build time, the same
// way on the markdown-it path (tokensToHtml), the remark path and the MDX path (rehypeLinks).

const root = path.resolve('.');
let fast: MarkdownCompiler;
let remark: MarkdownCompiler;
beforeAll(async () => {
  const highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
  const options = { root, highlighter, fileToRoute: new Map<string, string>() };
  fast = createMarkdownCompiler(options);
  remark = createMarkdownCompiler({ ...options, fastMarkdown: false });
});

const asFile = (source: string, format: 'md' | 'mdx' = 'md'): ContentFile => ({ file: path.join(root, `docs/page.${format}`), relPath: `docs/page.${format}`, source, frontmatter: {}, format });

/** Compiles plain markdown on both paths, checks the markdown-it path took it and both agree, and returns the result. */
async function bothPaths(source: string) {
  const content = asFile(source);
  const [viaFast, viaRemark] = await Promise.all([fast.compile(content), remark.compile(content)]);
  expect(viaFast).toEqual(viaRemark);
  const text = blankFrontmatter(source);
  expect(tokensToHtml(createFastParser().parse(text, {}), text, { file: content.file, relFile: content.relPath, fileToRoute: new Map(), codeBlocks: new Map() }).html).toBe(viaFast.output);
  return viaFast;
}

const SOURCE = [
  '# Links',
  '',
  'Run [this](javascript:alert(1) "Title") or [that](<JaVaScRiPt:alert(2)>).',
  'Also [entity](&#106;avascript:alert(3)), [vb](vbscript:msgbox(4)) and [page](data:text/html,<script>alert(5)</script>).',
  '',
  'An [svg link](data:image/svg+xml,x) and a kept ![png](data:image/png;base64,iVBORw0KGgo=) and ![svg](data:image/svg+xml,x).',
  '',
  '![bad image](javascript:alert(6) "Pic") [ref] <javascript:alert(7)> [safe](/docs/intro)',
  '',
  '[ref]: javascript:alert(8)',
  '',
].join('\n');

describe('unsafe URLs in markdown links and images', () => {
  it('are removed the same way on the markdown-it and remark paths, keeping the text, title and data: images', async () => {
    const result = await bothPaths(SOURCE);
    expect(result.output).toBe(
      [
        '<h1 id="links">Links</h1>',
        '<p>Run <a title="Title">this</a> or <a>that</a>.',
        'Also <a>entity</a>, <a>vb</a> and <a>page</a>.</p>',
        '<p>An <a>svg link</a> and a kept <img src="data:image/png;base64,iVBORw0KGgo=" alt="png"> and <img src="data:image/svg+xml,x" alt="svg">.</p>',
        '<p><img alt="bad image" title="Pic"> <a>ref</a> <a>javascript:alert(7)</a> <a href="/docs/intro">safe</a></p>',
      ].join('\n'),
    );
    expect(result.links.map((link) => link.href)).toEqual(['/docs/intro']);
  });

  it('are listed with their scheme, use, line and column', async () => {
    const result = await bothPaths(SOURCE);
    const at = (line: number, column: number) => ({ file: 'docs/page.md', line, column });
    expect(result.removedUrls).toEqual([
      { scheme: 'javascript:', use: 'link', source: at(3, 5) },
      { scheme: 'javascript:', use: 'link', source: at(3, 44) },
      { scheme: 'javascript:', use: 'link', source: at(4, 6) },
      { scheme: 'vbscript:', use: 'link', source: at(4, 42) },
      { scheme: 'data:text/html', use: 'link', source: at(4, 71) },
      { scheme: 'data:image/svg+xml', use: 'link', source: at(6, 4) },
      { scheme: 'javascript:', use: 'image', source: at(8, 1) },
      { scheme: 'javascript:', use: 'link', source: at(8, 41) },
      { scheme: 'javascript:', use: 'link', source: at(8, 47) },
    ]);
  });

  it('are removed from MDX markdown links too, while JSX (the author\'s code) is left as written', async () => {
    const result = await fast.compile(asFile('See [x](javascript:alert(1)).\n\n<a href="javascript:void 0">jsx</a>\n', 'mdx'));
    expect(result.format).toBe('mdx');
    expect(result.removedUrls).toEqual([{ scheme: 'javascript:', use: 'link', source: { file: 'docs/page.mdx', line: 1, column: 5 } }]);
    expect(result.output).not.toContain('alert(1)');
    expect(result.output).toContain('javascript:void 0');
  });
});

describe('links to markdown files', () => {
  it('resolve against the file, then the root of its content folder, on both paths and in MDX, as Docusaurus does', async () => {
    const docs = path.join(root, 'docs');
    const fileToRoute = new Map([[path.join(docs, 'intro.md'), '/docs/intro'], [path.join(docs, 'guides/setup.md'), '/docs/guides/setup'], [path.join(docs, 'guides/intro.md'), '/docs/guides/intro']]);
    const highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
    const options = { root, highlighter, fileToRoute, contentRoots: [docs, path.join(root, 'blog')] };
    const source = '[a](setup.md) [b](intro.md) [c](/intro.md) [d](guides/setup.md#x) [e](/nowhere.md)\n';
    const content = (format: 'md' | 'mdx'): ContentFile => ({ file: path.join(docs, `guides/page.${format}`), relPath: `docs/guides/page.${format}`, source, frontmatter: {}, format });
    const [viaFast, viaRemark, viaMdx] = await Promise.all([createMarkdownCompiler(options).compile(content('md')), createMarkdownCompiler({ ...options, fastMarkdown: false }).compile(content('md')), createMarkdownCompiler(options).compile(content('mdx'))]);
    expect(viaFast).toEqual(viaRemark);
    // The file's own folder first: intro.md beside it wins over docs/intro.md; /intro.md is the docs folder's.
    for (const result of [viaFast, viaMdx]) {
      expect(result.links.map((link) => link.href)).toEqual(['/docs/guides/setup', '/docs/guides/intro', '/docs/intro', '/docs/guides/setup#x', '/nowhere.md']);
      expect(result.brokenMarkdownLinks.map((link) => link.href)).toEqual(['/nowhere.md']);
    }
  });
});

