import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, needsMdx, type MarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { createCodeHighlighter, type CodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { createCodeBlockRenderer, parseCodeMeta } from '../../../src/compile/mdx/rehypeCodeBlocks.js';
import { ContentError } from '../../../src/shared/errors.js';
import type { ContentFile } from '../../../src/types.js';
import { isOneByte } from '../../helpers/oneByte.js';

let compiler: MarkdownCompiler;
let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
  compiler = createMarkdownCompiler({ root: '/site', highlighter, fileToRoute: new Map([['/site/docs/other.md', '/docs/other']]) });
});

const file = (source: string, format: 'md' | 'mdx' = 'md'): ContentFile => ({ file: `/site/docs/page.${format}`, relPath: `docs/page.${format}`, source, frontmatter: {}, format });

describe('compileMarkdown', () => {
  it('takes the fast path for plain markdown and gives headings ids and anchor links', async () => {
    const result = await compiler.compile(file('---\ntitle: x\n---\n\n# Title\n\n## Getting started\n\n### Step one\n\n## Getting started\n'));
    expect(result.format).toBe('html');
    expect(result.headings).toEqual([
      { depth: 2, id: 'getting-started', text: 'Getting started' },
      { depth: 3, id: 'step-one', text: 'Step one' },
      { depth: 2, id: 'getting-started-1', text: 'Getting started' },
    ]);
    expect(result.output).toContain('<h2 id="getting-started">Getting started<a class="hash-link" aria-hidden="true" tabindex="-1" href="#getting-started">#</a></h2>');
    expect(result.output).not.toContain('title: x');
  });

  it('keeps ASCII output one byte a character (V8 holds two-byte strings at twice the memory)', async () => {
    const result = await compiler.compile(file('# Title\n\n## Getting started\n\nText with a [link](/docs/other).\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```ts\nconst a = 1;\n```\n'));
    expect(result.output).toContain('tabindex="-1"');
    expect(isOneByte(result.output)).toBe(true);
  });

  it('renders admonitions with default and custom titles, and keeps unknown directives as text', async () => {
    const result = await compiler.compile(file(':::warning\nCareful.\n:::\n\n:::tip[Pro tip]\nDo this.\n:::\n\nMeet at 10:30 or note:this.\n'));
    expect(result.output).toContain('<aside class="admonition admonition-warning" data-admonition="warning"><p class="admonition-title" data-default-title="warning">Warning</p>');
    expect(result.output).toContain('<p class="admonition-title">Pro tip</p>');
    expect(result.output).toContain('Meet at 10:30 or note:this.');
  });

  it('highlights code at build time with both themes, a title and highlighted lines', async () => {
    const result = await compiler.compile(file('```python title="bot.py" {2}\nimport os\nprint(os.name)\n```\n'));
    expect(result.output).toContain('<div class="code-title">bot.py</div>');
    expect(result.output).toMatch(/--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}/);
    expect(result.output.match(/class="line highlighted"/g)).toHaveLength(1);
  });

  it('rewrites links to markdown files into routes and reports missing ones', async () => {
    const result = await compiler.compile(file('See [other](./other.md#part) and [gone](./gone.md).\n'));
    expect(result.output).toContain('href="/docs/other#part"');
    expect(result.links.map((link) => link.href)).toEqual(['/docs/other#part', './gone.md']);
    expect(result.brokenMarkdownLinks).toEqual([{ href: './gone.md', source: { file: 'docs/page.md', line: 1, column: 34 } }]);
  });

  it('fails with the file named when a document is nested too deeply for the remark path (the stack overflows)', async () => {
    const error = await compiler.compile(file(`${'> '.repeat(2000)}See https://example.com\n`)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      message: 'nested too deeply to compile (the stack overflowed)',
      source: { file: 'docs/page.md' },
      hint: 'nest quotes, lists and other containers less deeply',
    });
  });

  it('compiles MDX to a function body and marks the truncate point', async () => {
    const result = await compiler.compile(file('Intro {1 + 1}.\n\n{/* truncate */}\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n', 'mdx'));
    expect(result.format).toBe('mdx');
    expect(result.output).toContain('arguments[0]');
    expect(result.output).toContain('docsite-truncate');
  });

  it('reports MDX syntax errors with line and column', async () => {
    await expect(compiler.compile(file('Text\n\n<Tabs>\n', 'mdx'))).rejects.toMatchObject({ source: { file: 'docs/page.mdx', line: 3, column: 1 } });
  });

  it('sends markdown that uses components through MDX', () => {
    expect(needsMdx('Plain text with `<Tabs>` in code.')).toBe(false);
    expect(needsMdx('```\n<Tabs>\n```\n')).toBe(false);
    expect(needsMdx('<Tabs>\n</Tabs>')).toBe(true);
    expect(needsMdx("import X from './x'\n")).toBe(true);
  });

  it('highlights a block repeated across pages once, as the same HTML in markdown and in MDX', async () => {
    const fence = '```ts title="a.ts" {1}\nconst a: number = 1;\n```\n';
    const before = highlighter.stats.onePass;
    const first = await compiler.compile(file(`# One\n\n${fence}`));
    const again = await compiler.compile(file(`# Two\n\nOther text.\n\n${fence}`));
    expect(highlighter.stats.onePass).toBe(before + 1);
    const block = /<div class="code-block"[\s\S]*?<\/pre><\/div>/.exec(first.output)?.[0];
    expect(block).toContain('<span class="line highlighted">');
    expect(again.output).toContain(block);
    // MDX gets elements (it compiles them to JSX).
    const mdx = await compiler.compile(file(`# Three\n\n${fence}`, 'mdx'));
    expect(mdx.output).toContain('"code-block"');
    expect(mdx.output).toContain('"--shiki-light"');
  });

  it('renders a code block as raw HTML equal to the serialised elements', async () => {
    const code: Element = { type: 'element', tagName: 'code', properties: { className: ['language-python'] }, data: { meta: 'title="x.py" showLineNumbers' } as Element['data'], children: [{ type: 'text', value: 'def f(x):\n    return x <= 1 & 2\n' }] };
    const html = await createCodeBlockRenderer(highlighter, 'html')(code);
    const hast = await createCodeBlockRenderer(highlighter, 'hast')(code);
    expect(typeof html).toBe('string');
    expect(html).toBe(toHtml(hast as Element));
    expect(html).toContain('&#x3C;=');
    expect((html as string).match(/<pre[^>]*>/)![0]).toMatch(/^<pre class="shiki [^"]* line-numbers" style="[^"]+" tabindex="0">$/);
    // Keyboard users can scroll the block: focusable once (shiki's tabindex, not a second copy).
    expect((html as string).match(/<pre[^>]*>/)![0].match(/tabindex="0"/g)).toHaveLength(1);
  });

  it('parses code fence meta', () => {
    expect(parseCodeMeta('title="a b.ts" {1,3-4} showLineNumbers')).toEqual({ title: 'a b.ts', highlight: new Set([1, 3, 4]), showLineNumbers: true });
  });

  it('warns about an unknown :::name with its line, keeping its content without a box, and once per unknown code language', async () => {
    const result = await compiler.compile(file('Intro.\n\n:::foo[Label]\nKept.\n:::\n\n```nosuchlang\na\n```\n\n```nosuchlang\nb\n```\n'));
    expect(result.output).toContain('<div><p>Label</p><p>Kept.</p></div>');
    expect(result.output).not.toContain(':::');
    expect(result.warnings.map((warning) => `${warning.source?.file}:${warning.source?.line}  ${warning.message}`)).toEqual([
      'docs/page.md:3  :::foo is not an admonition type: its content is shown without a box',
      "docs/page.md:7  code block language 'nosuchlang' is not known: highlighted as plain text",
    ]);
    const fast = await compiler.compile(file('```nosuchlang\na\n```\n\n```text\nb\n```\n'));
    expect(fast.warnings.map((warning) => `${warning.source?.line}  ${warning.message}`)).toEqual(["1  code block language 'nosuchlang' is not known: highlighted as plain text"]);
  });

  it('reads HTML comments and {#custom-id} headings in MDX, and says when the content starts with an h1', async () => {
    const result = await compiler.compile(file('# Title\n\n<!-- hidden -->\n\n## Part {#part}\n\n<Note>x</Note>\n', 'mdx'));
    expect(result.format).toBe('mdx');
    expect(result.output).not.toContain('<!--');
    expect(result.headings).toEqual([{ depth: 2, id: 'part', text: 'Part' }]);
    expect(result.contentTitle).toBe(true);
  });

  it("takes a site's admonition keywords and magic comments", async () => {
    const own = createMarkdownCompiler({ root: '/site', highlighter, fileToRoute: new Map(), admonitions: ['note', 'security'], magicComments: [{ className: 'added', line: 'add-next' }] });
    const result = await own.compile(file(':::security\nKeys.\n:::\n\n:::tip\nNot a keyword here.\n:::\n\n```js\n// add-next\nconst a = 1;\n// highlight-next-line\n```\n'));
    expect(result.output).toContain('<aside class="admonition admonition-security" data-admonition="security"><p class="admonition-title" data-default-title="security">Security</p><p>Keys.</p></aside>');
    expect(result.output).toContain('<div><p>Not a keyword here.</p></div>');
    expect(result.output).toContain('<span class="line added">');
    expect(result.output).not.toContain('add-next');
    expect(result.output).toContain('highlight-next-line');
  });
});

describe('a <Head> element in an MDX page', () => {
  it('is named in a warning when the page uses it without an import (its tags do not reach the page head), once, at the first', async () => {
    const result = await compiler.compile(file('# Title\n\nText.\n\n<Head><meta name="robots" content="noindex" /></Head>\n\n<Head><title>x</title></Head>\n', 'mdx'));
    expect(result.warnings.map((warning) => `${warning.code} ${warning.source?.file}:${warning.source?.line}  ${warning.message}`)).toEqual([
      "head-element docs/page.mdx:5  <Head> in an MDX page: its tags are not added to the page's <head>",
    ]);
  });

  it('is left to the import warning when the page imports Head itself', async () => {
    const result = await compiler.compile(file("import Head from '@docusaurus/Head';\n\n# Title\n\n<Head><meta name=\"robots\" content=\"noindex\" /></Head>\n", 'mdx'));
    expect(result.warnings.filter((warning) => warning.code === 'head-element')).toEqual([]);
  });
});
