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

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe('Docusaurus Markdown: comments, admonitions, heading ids and titles', () => {
  let site: ReturnType<typeof buildFixture>;
  beforeAll(() => void (site = buildFixture('docusaurus-markdown-content')));

  it('builds, warning only about the unknown :::foo, with its file and line', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(site.warnings).toEqual([
      'warning: 1 unknown admonition',
      '  docs/unknown-directive.md:5:1  :::foo is not an admonition type: its content is shown without a box',
      "    hint: the admonition types are note, tip, info, warning, danger, caution, important, security; more go in the docs preset's admonitions.keywords",
    ]);
  });

  it('shows no ::: and exactly one h1 on every page but the one with hide_title', () => {
    for (const file of site.docs) {
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

  it('renders every built-in admonition type, with bracket and legacy titles', () => {
    const article = site.article('docs/admonitions.html');
    for (const [type, title] of [['note', 'Note'], ['tip', 'Bracket title'], ['info', 'Legacy title'], ['warning', 'Warning'], ['danger', 'Danger'], ['caution', 'Caution'], ['important', 'Important']]) {
      expect(article).toContain(`<aside class="admonition admonition-${type}" data-admonition="${type}"><p class="admonition-title">${title}</p>`);
    }
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
  beforeAll(() => void (site = buildFixture('docusaurus-markdown-code')));
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
