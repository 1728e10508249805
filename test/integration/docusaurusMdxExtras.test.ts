import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

describe("the site's remark and rehype plugins", () => {
  const read = reader('docusaurus-mdx-plugins');
  it('builds without a warning', () => {
    expect(build('docusaurus-mdx-plugins').stderr).toBe('');
  });

  it("runs the docs' plugins on a plain .md doc (not the markdown-it path): beforeDefault before docsite's own, the rest after, rehype ones before code highlighting; remarkRehypeOptions reach remark-rehype", () => {
    const article = articleOf(read('docs/plain.html'));
    expect(article).toContain('<p>Say HELLO! to plugins.</p>');
    expect(article).toContain('<table class="plugin-table">');
    expect(article).toContain('<p>Headings: 2, last: Custom {#custom-id}</p>');
    expect(article).toContain('<h2 id="custom-id">Custom<a class="hash-link"');
    expect(article).toContain('<h2 class="sr-only" id="footnote-label">Notes<a');
  });

  it("runs the blog's own plugins on posts and none on pages", () => {
    expect(read('blog/2024/01/01/post.html')).toContain('<p>Ask WHY? in the blog.</p>');
    expect(read('index.html')).toContain('<p>Pages have no plugins: ==as written==.</p>');
  });

  it("compiles again when a plugin's options change (the compile cache's key holds them)", () => {
    const site = path.join(temp, 'sites/plugin-options');
    cpSync(fixture('docusaurus-mdx-plugins'), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    build('plugin-options', site);
    const config = path.join(site, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("suffix: '!'", "suffix: '!!'"));
    build('plugin-options', site);
    expect(articleOf(reader('plugin-options')('docs/plain.html'))).toContain('<p>Say HELLO!! to plugins.</p>');
  });

  it('fails naming the page and the plugin when a plugin throws', () => {
    const result = runCli(['build', '--out', outDir('plugin-error')], fixture('docusaurus-mdx-plugin-error'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(['docs/bad.md  remark plugin remarkFussy (docs.remarkPlugins[0]) failed: no pages named bad, please', '1 content file failed to compile', ''].join('\n'));
  });
});

describe('npm2yarn', () => {
  it("runs the site's @docusaurus/remark-plugin-npm2yarn ([npm2yarn, { sync: true }]): a bash npm2yarn fence becomes npm, Yarn, pnpm and Bun tabs of one group, each highlighted", () => {
    expect(build('docusaurus-mdx-npm2yarn').stderr).toBe('');
    const article = articleOf(reader('docusaurus-mdx-npm2yarn')('docs/install.html'));
    expect(article).toContain('<div class="tabs" data-tabs="" data-group-id="npm2yarn">');
    expect([...article.matchAll(/role="tab"[^>]*>([^<]+)</g)].map(([, label]) => label)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    const commands = [...article.matchAll(/<code>([^]*?)<\/code>/g)].map(([, code]) => code!.replace(/<[^>]+>/g, ''));
    expect(commands).toEqual(['npm install --save-dev jest', 'yarn add --dev jest', 'pnpm add --save-dev jest', 'bun add --dev jest']);
  });
});

describe('math', () => {
  it("renders remark-math and rehype-katex, self-hosts KaTeX's CDN stylesheet from the site's katex package (fonts as hashed assets) and warns about another remote stylesheet", () => {
    const result = build('docusaurus-mdx-math');
    expect(result.stderr).toBe(
      [
        'warning: 1 unsupported docusaurus option',
        "  docusaurus.config.mjs:15  stylesheets[1]: https://fonts.example/remote.css is not loaded: the Content-Security-Policy allows only the site's own stylesheets; add the file to the theme's customCss instead",
        '',
      ].join('\n'),
    );
    const html = reader('docusaurus-mdx-math')('docs/math.html');
    expect(articleOf(html)).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(articleOf(html)).toContain('<span class="katex-display"><span class="katex">');
    expect(html).not.toContain('cdn.jsdelivr.net');
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)"/.exec(html)![1]!;
    const css = reader('docusaurus-mdx-math')(stylesheet);
    expect(css).toContain('.katex-display{display:block;margin:1em 0;text-align:center}');
    const font = /url\("\.\/(KaTeX_Main-Regular\.[A-Z0-9]+\.woff2)"\)/.exec(css)![1]!;
    expect(reader('docusaurus-mdx-math')(`assets/${font}`).length).toBeGreaterThan(0);
  });
});

describe('mermaid', () => {
  it('writes each mermaid fence and <Mermaid value> of a site with markdown.mermaid and @docusaurus/theme-mermaid as its source inside the mermaid island, without a warning, in .md and .mdx', () => {
    expect(build('docusaurus-mdx-mermaid').stderr).toBe('');
    const read = reader('docusaurus-mdx-mermaid');
    expect(articleOf(read('docs/flow.html'))).toContain('<div class="mermaid-diagram" data-island="mermaid"><pre class="mermaid">graph TD;\n  A-->B;</pre></div>');
    expect(articleOf(read('docs/flow-mdx.html'))).toContain('<div class="mermaid-diagram" data-island="mermaid"><pre class="mermaid">sequenceDiagram\n  Alice-&gt;&gt;Bob: Hi &lt;b&gt;</pre></div>');
    expect(articleOf(read('docs/component.html'))).toContain('<div class="mermaid-diagram" data-island="mermaid"><pre class="mermaid">graph LR;\n  X--&gt;Y;</pre></div>');
    // The client bundle names the island's chunk, and holds the island's settings (themeConfig.mermaid).
    const main = read(/<script type="module" src="\/(assets\/main\.[^"]+\.js)"/.exec(read('docs/flow.html'))![1]!);
    const chunks = readdirSync(path.join(outDir('docusaurus-mdx-mermaid'), 'assets/chunks')).map((file) => read(`assets/chunks/${file}`));
    expect(chunks.filter((chunk) => chunk.includes('{theme:{light:"neutral",dark:"dark"},options:{flowchart:{curve:"linear"}}}'))).toHaveLength(1);
    expect(main).toMatch(/mermaid=\(\)=>import\("\.\/chunks\/mermaid\.[A-Z0-9]+\.js"\)/);
  });

  it('keeps a mermaid fence\'s source in <pre class="mermaid"> under markdown.mermaid without @docusaurus/theme-mermaid, with one warning per page naming it, and no mermaid island in the bundle', () => {
    const result = build('docusaurus-mdx-mermaid-source');
    expect(result.stderr).toBe(
      [
        'warning: 2 mermaid diagrams',
        '  docs/flow-mdx.mdx:3  mermaid diagrams are not drawn: shown as their source',
        '    hint: a Docusaurus site draws them with @docusaurus/theme-mermaid in its themes; the source stays in <pre class="mermaid">',
        '  docs/flow.md:3  mermaid diagrams are not drawn: shown as their source',
        '    hint: a Docusaurus site draws them with @docusaurus/theme-mermaid in its themes; the source stays in <pre class="mermaid">',
        '',
      ].join('\n'),
    );
    const read = reader('docusaurus-mdx-mermaid-source');
    expect(articleOf(read('docs/flow.html'))).toContain('<article class="markdown"><div><h1 id="flow">Flow</h1>\n<pre class="mermaid">graph TD;\n  A-->B;</pre>'.slice('<article class="markdown">'.length));
    expect(articleOf(read('docs/flow-mdx.html'))).toContain('<pre class="mermaid">sequenceDiagram\n  Alice-&gt;&gt;Bob: Hi &lt;b&gt;</pre>');
    expect(articleOf(read('docs/component.html'))).toContain('<pre class="mermaid">graph LR;\n  X--&gt;Y;</pre>');
    expect(read('docs/flow.html')).not.toContain('data-island="mermaid"');
    const main = read(/<script type="module" src="\/(assets\/main\.[^"]+\.js)"/.exec(read('docs/flow.html'))![1]!);
    expect(main).not.toContain('mermaid');
  });
});
