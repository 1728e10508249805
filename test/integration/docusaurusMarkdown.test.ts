import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-markdown-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Builds a fixture once; its pages' HTML by file name, its printed warning lines. */
function buildFixture(name: string) {
  const out = path.join(temp, name);
  const result = runCli(['build', '--out', out], path.join(repoRoot, 'test/fixtures', name));
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  const article = (file: string) => /<article class="markdown">[^]*?<\/article>/.exec(read(file))?.[0] ?? '';
  const docs = readdirSync(path.join(out, 'docs')).filter((file) => file.endsWith('.html'));
  const warnings = result.stderr.split('\n').filter((line) => line.startsWith('warning:') || line.startsWith('  '));
  return { result, read, article, docs, warnings };
}

/** A fixture build on a busy machine can take a while: the hooks wait as long as `runCli` does. */
const BUILD_TIMEOUT = 120_000;

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe('Docusaurus Markdown: comments, admonitions, heading ids and titles', () => {
  let site: ReturnType<typeof buildFixture>;
  beforeAll(() => void (site = buildFixture('docusaurus-markdown-content')), BUILD_TIMEOUT);

  it('builds, warning only about the unknown :::foo and the MDX 1 page, with their files and lines', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(site.warnings).toEqual([
      'warning: 1 legacy mdx page',
      '  docs/autolinks-mdx.mdx:5:54  read as MDX 1 (Docusaurus 2) reads it, autolinks as links and a `<` that opens no JSX as text; MDX 2 and later stop here: Unexpected character `/` (U+002F) before local name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a link in MDX, use `[text](url)`)',
      '    hint: write [text](url) for an autolink and \\< for a literal <, as Docusaurus 3 requires',
      'warning: 1 unknown admonition',
      '  docs/unknown-directive.md:5:1  :::foo is not an admonition type: its content is shown without a box',
      "    hint: the admonition types are note, tip, info, warning, danger, caution, important, security; more go in the docs preset's admonitions.keywords",
    ]);
  });

  it('shows no ::: and exactly one h1 on every page but the one with hide_title', () => {
    for (const file of [...site.docs, 'guides/links.html']) {
      const article = site.article(`docs/${file}`);
      expect(article, file).not.toContain(':::');
      expect(h1Count(article), file).toBe(file === 'hide-title.html' ? 0 : 1);
    }
  });

  it('never shows HTML comments, in Markdown or MDX, and keeps code as written', () => {
    expect(site.article('docs/comments.html')).toContain('<p>Text with <!-- an inline comment --> in it.</p>');
    const mdx = site.article('docs/comments-mdx.html');
    expect(mdx).not.toMatch(/<!--|\*\/|Over several lines/);
    expect(mdx).toContain('<p>Text with  in it, and <code>&lt;!-- code --&gt;</code> that stays.</p>');
    expect(mdx).toContain('&lt;!-- a comment in code stays --&gt;');
  });

  it('reads a page MDX 2 and later reject as MDX 1 (Docusaurus 2) did: autolinks as links, a < that opens no JSX as text', () => {
    expect(site.article('docs/autolinks-mdx.html')).toContain(
      '<p>Docusaurus 2 content writes autolinks in MDX: <a href="https://example.com/docs_%28v2%29">https://example.com/docs_(v2)</a> and <a href="mailto:help@example.com">help@example.com</a>.</p>',
    );
    expect(site.article('docs/autolinks-mdx.html')).toContain('<p>It returns <code>Promise</code> of Config: Promise&lt;Config&gt;, when x &lt;5.</p>');
    expect(site.article('docs/autolinks-mdx.html')).toContain('<code>&lt;https://example.com&gt;</code>');
  });

  it('renders every built-in admonition type, with bracket and legacy titles', () => {
    const article = site.article('docs/admonitions.html');
    for (const [type, title] of [['note', 'Note'], ['tip', 'Bracket title'], ['info', 'Legacy title'], ['warning', 'Warning'], ['danger', 'Danger'], ['caution', 'Caution'], ['important', 'Important']]) {
      expect(article).toContain(`<aside class="admonition admonition-${type}" data-admonition="${type}"><p class="admonition-title">${title}</p>`);
    }
    // important is styled as info, as in Docusaurus.
    const stylesheet = /<link rel="stylesheet" href="\/([^"]+)"/.exec(site.read('docs/admonitions.html'))![1]!;
    expect(site.read(stylesheet)).toContain('.admonition-info,.admonition-important{');
  });

  it('nests an admonition in one with a longer fence, and takes the preset keywords', () => {
    expect(site.article('docs/nested-admonitions.html')).toMatch(/<aside class="admonition admonition-note"[^>]*><p class="admonition-title">Outer<\/p><p>The outer box.<\/p><aside class="admonition admonition-tip"[^]*The inner box.<\/p><\/aside><\/aside>/);
    expect(site.article('docs/custom-admonition.html')).toContain('<aside class="admonition admonition-security" data-admonition="security"><p class="admonition-title">Security</p><p>Rotate your keys.</p></aside>');
    expect(site.article('docs/unknown-directive.html')).toContain('<div><p>Kept as content.</p></div>');
  });

  it('takes {#custom-id} off headings and uses it as the id, in the table of contents and for links between pages', () => {
    const page = site.read('docs/heading-ids.html');
    expect(page).toContain('<h2 id="install">Install the CLI<a class="hash-link"');
    expect(page).toContain('<h3 id="configure">Configure <code>it</code><a class="hash-link"');
    expect(page).toContain('<a href="#install" class="toc-link">Install the CLI</a>');
    expect(page).toContain('<a href="/docs/heading-ids-mdx#mdx-id">the other page</a>');
    expect(page).not.toContain('{#');
    expect(site.read('docs/heading-ids-mdx.html')).toContain('<h2 id="mdx-id">A heading in MDX<a class="hash-link"');
  });

  it('resolves links to Markdown files against the file, then the docs folder, as Docusaurus does', () => {
    expect(site.article('docs/guides/links.html')).toContain(
      '<p>Beside this file: <a href="/docs/guides/nested">nested</a>. From the docs folder: <a href="/docs/admonitions">admonitions</a>, <a href="/docs/comments">comments</a> and <a href="/docs/heading-ids#install">ids</a>.</p>',
    );
    expect(site.article('docs/guides/nested.html')).toContain('<a href="/docs/guides/links">the links</a>');
  });

  it('shows a leading content h1 instead of the frontmatter title, which still names the page', () => {
    const page = site.read('docs/content-title.html');
    expect(site.article('docs/content-title.html')).toMatch(/^<article class="markdown"><div><h1 id="the-content-title">The content title<\/h1>/);
    expect(page).toContain('<title>Frontmatter title | Markdown Fixture</title>');
    expect(page).toContain('aria-current="page">Content title</a>');
    expect(site.article('docs/hide-title.html')).toBe('<article class="markdown"><div><p>No title heading on this page.</p></div></article>');
  });
});

describe('Docusaurus Markdown: code blocks', () => {
  let site: ReturnType<typeof buildFixture>;
  beforeAll(() => void (site = buildFixture('docusaurus-markdown-code')), BUILD_TIMEOUT);
  /** A page's code lines: their classes and text, without the highlighting spans. */
  const lines = (file: string) => [...site.article(file).matchAll(/<span class="(line[^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)].map(([, className, html]) => `${className}: ${html!.replace(/<[^>]+>/g, '')}`);

  it('warns once per unknown language and file, naming its first line, and shows it as plain text', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(site.warnings).toEqual([
      'warning: 1 unknown code language',
      "  docs/unknown-language.md:5  code block language 'SnackPlayer' is not known: highlighted as plain text",
      '    hint: name a language shiki knows (https://shiki.style/languages), or text',
    ]);
    expect(lines('docs/unknown-language.html')).toEqual(['line: export default () =&#x3E; null;', 'line: export default () =&#x3E; null;', 'line: Plain text is a language.'].map((line) => line.replace('&#x3E;', '>')));
  });

  it('takes a title, a line range and line numbers (from 1, or from N) from the meta string', () => {
    const article = site.article('docs/meta.html');
    expect(article).toContain('<div class="code-title">src/config.js</div>');
    expect(lines('docs/meta.html').slice(0, 4).map((line) => line.split(':')[0])).toEqual(['line highlighted', 'line', 'line highlighted', 'line highlighted']);
    expect(article).toMatch(/line-numbers" [^>]*><code><span class="line">/);
    expect(article).toMatch(/line-numbers" [^>]*><code style="counter-reset:line 4">/);
    // The numbers are the stylesheet's, so the Copy button copies none.
    const stylesheet = /<link rel="stylesheet" href="\/([^"]+)"/.exec(site.read('docs/meta.html'))![1]!;
    expect(site.read(stylesheet)).toMatch(/\.shiki\.line-numbers \.line:before\{[^}]*content:counter\(line\)/);
  });

  it('reads highlight-next-line and highlight-start/end in each language\'s comments, and takes the comments out', () => {
    expect(site.article('docs/magic-comments.html')).not.toContain('highlight-');
    expect(lines('docs/magic-comments.html')).toEqual([
      "line highlighted: const js = 'next line';",
      "line highlighted: python = 'block'",
      'line: print(python)',
      'line highlighted: &#x3C;p>html&#x3C;/p>',
      'line highlighted: .css { color: red; }',
      "line highlighted: SELECT 'sql';",
      'line highlighted: (def clojure "semicolon")',
    ]);
  });

  it("reads the config's own magic comments (prism.magicComments) in MDX", () => {
    expect(site.article('docs/custom-magic-comments.html')).not.toContain('highlight-');
    expect(lines('docs/custom-magic-comments.html')).toEqual(['line: function App() {', 'line code-add-line:   const added = true;', 'line highlighted:   return added;', 'line: }']);
  });
});

describe('Docusaurus Markdown: doc frontmatter', () => {
  let site: ReturnType<typeof buildFixture>;
  beforeAll(() => void (site = buildFixture('docusaurus-markdown-frontmatter')), BUILD_TIMEOUT);
  const sidebarOf = (file: string) => /<aside class="doc-sidebar"[^]*?<\/aside>/.exec(site.read(file))?.[0] ?? '';

  it('leaves a draft out of the build, saying so', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(site.docs).not.toContain('draft.html');
    expect(site.warnings).toEqual(['warning: 1 draft', '  docs/draft.md:3  draft: true, so the page is left out of the build', '    hint: remove draft: true (or set it to false) to publish it']);
  });

  it('builds an unlisted doc with noindex, and leaves it out of the sidebar, the sitemap, llms.txt and search', () => {
    expect(site.read('docs/unlisted.html')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(site.read('docs/intro.html')).not.toContain('noindex');
    expect(sidebarOf('docs/intro.html')).not.toContain('/docs/unlisted');
    expect(site.read('sitemap.xml')).not.toContain('/docs/unlisted');
    expect(site.read('sitemap.xml')).toContain('/docs/intro');
    expect(site.read('llms.txt')).not.toContain('/docs/unlisted');
    const documents = readdirSync(path.join(temp, 'docusaurus-markdown-frontmatter', 'search')).find((file) => file.startsWith('documents.'))!;
    expect(site.read(`search/${documents}`)).not.toContain('/docs/unlisted');
  });

  it('writes keywords and image as meta tags, and sidebar_class_name on the sidebar item', () => {
    const intro = site.read('docs/intro.html');
    expect(intro).toContain('<meta name="keywords" content="setup, getting started"/>');
    expect(intro).toContain('<meta property="og:image" content="https://frontmatter.example/img/card.png"/>');
    expect(intro).toContain('<meta name="twitter:image" content="https://frontmatter.example/img/card.png"/>');
    expect(sidebarOf('docs/intro.html')).toContain('<li class="intro-item"><a class="active" href="/docs/intro" aria-current="page">Introduction</a></li>');
  });

  it('shows displayed_sidebar on a doc in no sidebar, and takes pagination_next and pagination_prev: null', () => {
    expect(sidebarOf('docs/standalone.html')).toContain('<li><a href="/docs/other-page">Other page</a></li>');
    const paginator = /<nav class="paginator"[^]*?<\/nav>/.exec(site.read('docs/pagination.html'))![0];
    expect(paginator).toBe('<nav class="paginator" aria-label="Docs pages"><span></span><a class="paginator-link next" href="/docs/other-page" rel="next"><span class="paginator-sub">Next</span><span class="paginator-label">Other page</span></a></nav>');
  });
});
