import { describe, expect, it } from 'vitest';
import { preprocessSource } from '../../../src/compile/mdx/docusaurusSyntax.js';

const admonitions = new Set(['note', 'tip', 'warning']);
const md = (source: string) => preprocessSource(source, { mdx: false, admonitions });
const mdx = (source: string) => preprocessSource(source, { mdx: true, admonitions });
/** For a page MDX rejected: MDX 1's autolinks and text `<` too. */
const mdx1 = (source: string) => preprocessSource(source, { mdx: true, admonitions, mdx1: true });

describe('preprocessSource', () => {
  it('turns a legacy admonition title into a label, in quotes and nested fences too, only for admonition keywords', () => {
    expect(md(':::warning Deprecated API\nBody\n:::\n')).toBe(':::warning[Deprecated API]\nBody\n:::\n');
    expect(md('> ::::note Outer\n> :::tip Inner\n')).toBe('> ::::note[Outer]\n> :::tip[Inner]\n');
    expect(md(':::tip[Already] \n:::foo Not a keyword\n')).toBe(':::tip[Already] \n:::foo Not a keyword\n');
  });

  it('leaves fenced code alone, however long its fence', () => {
    const source = '````md\n:::tip Title\n```\n<!-- x -->\n````\n:::tip Title\n';
    expect(md(source)).toBe('````md\n:::tip Title\n```\n<!-- x -->\n````\n:::tip[Title]\n');
    expect(mdx(source)).toBe('````md\n:::tip Title\n```\n<!-- x -->\n````\n:::tip[Title]\n');
  });

  it('turns HTML comments into MDX comments in MDX only, over several lines and with */ inside, keeping the line count', () => {
    expect(mdx('A <!-- one --> b.\n\n<!--\ntwo */ lines\n-->\n')).toBe('A {/* one */} b.\n\n{/*\ntwo * / lines\n*/}\n');
    expect(md('A <!-- one --> b.\n')).toBe('A <!-- one --> b.\n');
  });

  it('keeps inline code and frontmatter as written', () => {
    expect(mdx('---\ntitle: <!-- x -->\n---\nUse `<!-- this -->` here.\n')).toBe('---\ntitle: <!-- x -->\n---\nUse `<!-- this -->` here.\n');
  });

  it("escapes a heading's {#custom-id} in MDX, where it would be an expression", () => {
    expect(mdx('## Install {#install}\n\nText {#not-a-heading}\n')).toBe('## Install \\{#install}\n\nText {#not-a-heading}\n');
    expect(md('## Install {#install}\n')).toBe('## Install {#install}\n');
  });

  it('for a page MDX rejected, turns autolinks into Markdown links and escapes a < that opens no JSX, as MDX 1 read them, leaving code and JSX alone', () => {
    expect(mdx1('See <https://example.com/a_b?x=1> or write to <team@example.com>.\n')).toBe('See [https://example.com/a\\_b?x=1](https://example.com/a_b?x=1) or write to [team@example.com](mailto:team@example.com).\n');
    expect(mdx1('- <https://en.wikipedia.org/wiki/Foo_(bar)>\n')).toBe('- [https://en.wikipedia.org/wiki/Foo\\_(bar)](https://en.wikipedia.org/wiki/Foo_%28bar%29)\n');
    expect(mdx1('Use `<https://x.dev>` and <Tabs groupId="a">, <br/>, <a href="https://x.dev">x</a>.\n')).toBe('Use `<https://x.dev>` and <Tabs groupId="a">, <br/>, <a href="https://x.dev">x</a>.\n');
    expect(mdx1('```\n<https://x.dev>\n```\n')).toBe('```\n<https://x.dev>\n```\n');
    expect(mdx1('<svg:rect width="1" /> and <tel:+15550100>\n')).toBe('<svg:rect width="1" /> and [tel:+15550100](tel:+15550100)\n');
    expect(mdx1('Promise<RuntimeConfig\\> when x <5, a <= b, f(<T,>), <a href="x">a</a>, a < b\n')).toBe('Promise\\<RuntimeConfig\\> when x \\<5, a \\<= b, f(\\<T,>), <a href="x">a</a>, a < b\n');
    // Only for a page MDX rejected: on others an autolink could be a string in an expression.
    expect(mdx('See <https://example.com>, x <5.\n')).toBe('See <https://example.com>, x <5.\n');
    expect(md('See <https://example.com>.\n')).toBe('See <https://example.com>.\n');
  });
});
