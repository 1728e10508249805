import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-mdx-extras-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const outDir = (name: string) => path.join(temp, name);
const reader = (name: string) => (file: string) => readFileSync(path.join(outDir(name), file), 'utf8');
/** A page's article: its rendered content, without the layout around it. */
const articleOf = (html: string) => /<article class="markdown">([^]*?)<\/article>/.exec(html)![1]!;
const build = (name: string, site = fixture(name)) => {
  const result = runCli(['build', '--out', outDir(name)], site);
  expect(result.code, result.output).toBe(0);
  return result;
};

describe('MDX exports: toc, contentTitle, frontMatter, metadata', () => {
  const read = reader('docusaurus-mdx-toc');
  it('builds without a warning', () => {
    expect(build('docusaurus-mdx-toc').stderr).toBe('');
  });

  it('renders <TOCInline toc={toc} /> as nested links to h2 and h3, with inline code kept as HTML', () => {
    expect(articleOf(read('docs/inline.html'))).toContain(
      '<div class="toc-inline"><ul><li><a href="#using---bail">Using <code>--bail</code></a><ul><li><a href="#deeper">Deeper</a></li></ul></li><li><a href="#second">Second</a></li></ul></div>',
    );
  });

  it('takes a slice of toc and minHeadingLevel/maxHeadingLevel', () => {
    expect(articleOf(read('docs/levels.html'))).toContain('<div class="toc-inline"><ul><li><a href="#three">Three</a><ul><li><a href="#four">Four</a></li></ul></li></ul></div>');
  });

  it('exports contentTitle, frontMatter and metadata (title, description, permalink)', () => {
    expect(articleOf(read('docs/exports.html'))).toContain('<p>Content title / 42 / Exports page / What MDX pages export / /docs/exports / 1</p>');
  });

  it("lists an imported partial's toc (import { toc as partialToc } from './_partial.mdx')", () => {
    expect(articleOf(read('docs/imports-partial.html'))).toContain(
      '<div class="toc-inline"><ul><li><a href="#from-the-partial">From the partial</a><ul><li><a href="#partial-detail">Partial detail</a></li></ul></li></ul></div>',
    );
  });
});
