import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-mdx-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const outDir = (name: string) => path.join(temp, name);
const reader = (name: string) => (file: string) => readFileSync(path.join(outDir(name), file), 'utf8');
/** A page's article: its rendered content, without the layout around it. */
const articleOf = (html: string) => /<article class="markdown">([^]*?)<\/article>/.exec(html)![1]!;
/** The CSS a page's imports brought, in its head. */
const pageCssOf = (html: string) => /<style data-page-css="">([^]*?)<\/style>/.exec(html)?.[1];
const build = (name: string, site = fixture(name)) => {
  const result = runCli(['build', '--out', outDir(name)], site);
  expect(result.code, result.output).toBe(0);
  return result;
};

describe('MDX imports of Docusaurus modules', () => {
  it("maps @theme and @docusaurus modules onto docsite's components, and renders an unknown one's children with one warning naming file, line and module", () => {
    const result = build('docusaurus-mdx-imports');
    expect(result.stderr).toBe(
      [
        'warning: 1 docusaurus module',
        '  docs/theme-modules.md:14  @theme/FancyThing: it is not provided by docsite, so its components render their children as they are',
        '',
      ].join('\n'),
    );
    const article = articleOf(reader('docusaurus-mdx-imports')('docs/theme-modules.html'));
    expect(article).toContain('<p>Built for <strong>MDX imports</strong>.</p>');
    expect(article).toContain('<button type="button" role="tab" id="tabs-1-tab-yarn" aria-controls="tabs-1-panel-yarn" aria-selected="false" tabindex="-1" data-value="yarn" class="tab">Yarn</button>');
    expect(article).toContain('<aside class="admonition admonition-tip" data-admonition="tip"><p class="admonition-title">Careful</p>Mind the gap.</aside>');
    expect(article).toContain('<div class="code-block"><pre><code class="language-js">const answer = 42;</code></pre></div>');
    expect(article).toContain('<details class="details"><summary>More</summary>Hidden text.</details>');
    expect(article).toContain('<p><a href="/docs/theme-modules">Self link</a> and <a href="/img/logo.svg">logo</a>.</p>');
    expect(article).toContain('<span>Loading…</span>');
    expect(article).toContain('Inside fancy');
    // A Docusaurus icon sites import is drawn (no stand-in, no warning).
    expect(article).toMatch(/<svg width="16" height="24" viewBox="0 0 24 24" aria-hidden="true" class="copy-icon">.*currentColor.*<\/svg>/);
  });

  it('renders Tabs with values, defaultValue, groupId and queryString for the client to sync', () => {
    build('docusaurus-mdx-imports');
    const article = articleOf(reader('docusaurus-mdx-imports')('docs/tabs.html'));
    expect(article).toContain('<div class="tabs" data-tabs="" data-group-id="os" data-query-string="os">');
    expect([...article.matchAll(/aria-selected="(true|false)"[^>]*>([^<]+)</g)].map(([, selected, label]) => `${label}:${selected}`)).toEqual(['Windows:false', 'macOS:true']);
  });
});

describe('MDX imports of the site’s own files', () => {
  it('bundles components (CSS modules scoped, plain CSS, JSON, @site/) and partials with their own imports, in a .md file read as MDX; the CSS goes in the page head', () => {
    build('docusaurus-mdx-components');
    const html = reader('docusaurus-mdx-components')('docs/components.html');
    expect(articleOf(html)).toBe(
      [
        '<h1>Components</h1><div><p class="Greeting_greeting">Hello, Ada!</p>',
        '<p class="Greeting_greeting">Hello, reader!</p>',
        '<p>Default person: READER.</p>',
        '<h2 id="shared-section">Shared section<a class="hash-link" aria-hidden="true" tabindex="-1" href="#shared-section">#</a></h2>',
        '<aside class="admonition admonition-note" data-admonition="note"><p class="admonition-title">Note</p>From the partial.</aside></div>',
      ].join('\n'),
    );
    expect(pageCssOf(html)).toBe('/* src/components/Greeting.module.css */\n.Greeting_greeting {\n  color: rebeccapurple;\n}\n\n/* src/components/global.css */\n.site-wide {\n  margin: 0;\n}\n');
    // The partial's heading is in the table of contents.
    expect(html).toMatch(/class="toc[^]*href="#shared-section"/);
  });

  it('builds again when only an imported component changed, though the page did not', () => {
    const site = path.join(temp, 'sites/changed-component');
    cpSync(fixture('docusaurus-mdx-components'), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    build('changed-component', site);
    const component = path.join(site, 'src/components/Greeting.jsx');
    writeFileSync(component, readFileSync(component, 'utf8').replace('Hello, ', 'Welcome, '));
    build('changed-component', site);
    expect(articleOf(reader('changed-component')('docs/components.html'))).toContain('<p class="Greeting_greeting">Welcome, Ada!</p>');
  });

  it("resolves packages from the site's own node_modules", () => {
    const site = path.join(temp, 'sites/site-package');
    cpSync(fixture('docusaurus-mdx-missing-package'), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    mkdirSync(path.join(site, 'node_modules/left-pad-nowhere'), { recursive: true });
    writeFileSync(path.join(site, 'node_modules/left-pad-nowhere/package.json'), '{ "name": "left-pad-nowhere", "main": "index.js" }');
    writeFileSync(path.join(site, 'node_modules/left-pad-nowhere/index.js'), "module.exports = (text, width) => text.padStart(width, '.');");
    build('site-package', site);
    expect(articleOf(reader('site-package')('docs/intro.html'))).toContain('..x');
  });

  it('fails on a package the site has not installed, naming the file, line and package, with the hint to run npm install', () => {
    const result = runCli(['build', '--out', outDir('missing')], fixture('docusaurus-mdx-missing-package'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        'docs/intro.mdx:7  cannot import "left-pad-nowhere": the package left-pad-nowhere is not installed in the site',
        '  hint: run npm install in the site folder (where its package.json is)',
        '1 content file failed to compile',
        '',
      ].join('\n'),
    );
  });
});

describe('mdx-code-block fences and markdown.format', () => {
  it('unwraps an mdx-code-block fence into MDX, as Docusaurus does, and leaves other fences as code', () => {
    build('docusaurus-mdx-code-block');
    const article = articleOf(reader('docusaurus-mdx-code-block')('docs/button.html'));
    expect(article).toContain('<p>Default colour: <ins class="color-box">#2196F3</ins></p>');
    expect(article).toContain('<div class="code-block" data-language="js">');
    expect(article).not.toContain('export function');
  });

  it("reads .md as CommonMark under markdown.format 'detect', and .mdx as MDX", () => {
    build('docusaurus-mdx-format-detect');
    const read = reader('docusaurus-mdx-format-detect');
    expect(articleOf(read('docs/plain.html'))).toContain("<p>import Tabs from '@theme/Tabs';</p>");
    expect(articleOf(read('docs/real.html'))).toContain('<aside class="admonition admonition-tip" data-admonition="tip"><p class="admonition-title">Tip</p>An .mdx file is MDX.</aside>');
  });
});

describe('React pages in src/pages', () => {
  it('builds .jsx and .js pages inside the site layout, with @theme/Layout, CSS modules, the Layout title and the config prop; _-prefixed files and tests are not pages', () => {
    build('docusaurus-mdx-pages');
    const read = reader('docusaurus-mdx-pages');
    const home = read('index.html');
    expect(home).toContain('<main id="main-content" class="page-wide" tabindex="-1"><header class="index_hero"><h1>MDX pages</h1><a href="/docs/intro" class="index_button">Read the docs</a></header></main>');
    expect(home).toContain('<meta name="description" content="The home page"/>');
    expect(pageCssOf(home)).toBe('/* src/pages/index.module.css */\n.index_hero {\n  padding: 4rem 0;\n}\n.index_button {\n  font-weight: bold;\n}\n');
    // The site's config reaches a React page as its `config` prop, as in Docusaurus.
    expect(read('about.html')).toContain('<main id="main-content" class="page-wide" tabindex="-1"><p>About MDX pages | us.</p></main>');
    expect(existsSync(path.join(outDir('docusaurus-mdx-pages'), '_helper.html'))).toBe(false);
    expect(existsSync(path.join(outDir('docusaurus-mdx-pages'), 'about.test.html'))).toBe(false);
  });
});

describe('a swizzled MDXComponents', () => {
  it('extends docsite\'s own components (with Docusaurus\'s Head and Details) through @theme-original, and a component docsite lacks gets a stand-in with a warning naming the file and component', () => {
    const result = build('docusaurus-swizzled-mdx-components');
    expect(result.stderr).toBe(
      [
        'warning: 1 docusaurus module',
        '  src/theme/MDXComponents/index.js:2  @theme-init/Badge: docsite has no Badge component for this file to extend, so it gets a stand-in that renders its children',
        // The <Head> comes from the components, not an import: its dropped tags are named too.
        'warning: 1 head element',
        "  docs/intro.mdx:11:1  <Head> in an MDX page: its tags are not added to the page's <head>",
        '    hint: put page metadata in front matter (title, description, image, keywords), which docsite writes into <head>',
        '',
      ].join('\n'),
    );
    const article = articleOf(reader('docusaurus-swizzled-mdx-components')('docs/intro.html'));
    // The swizzle's own component, and the original's Tabs it spread.
    expect(article).toContain('<strong class="shout">QUIET WORDS</strong>');
    expect(article).toContain('<button type="button" role="tab" id="tabs-1-tab-a" aria-controls="tabs-1-panel-a" aria-selected="true" tabindex="0" data-value="a" class="tab">A</button>');
    expect(article).toContain('\nnew\n');
    // Docusaurus's MDXComponents has Head (its tags do not reach the page's head) and Details: so does the original.
    expect(article).toContain('<details class="details"><summary>More</summary>Hidden text.</details></div>');
    expect(article).not.toContain('robots');
  });
});

describe("a swizzled MDXComponents' CSS and imports", () => {
  const name = 'docusaurus-swizzled-mdx-css';
  // Docs pages render on worker threads too (DOCSITE_WORKERS=1), which load the swizzle themselves.
  const built = new Map<string, { result: ReturnType<typeof runCli>; read: (file: string) => string }>();
  const buildWith = (workers: string) => {
    if (!built.has(workers)) {
      const out = path.join(temp, `${name}-workers-${workers}`);
      const result = runCli(['build', '--out', out], fixture(name), 120_000, { DOCSITE_WORKERS: workers });
      built.set(workers, { result, read: (file: string) => readFileSync(path.join(out, file), 'utf8') });
    }
    return built.get(workers)!;
  };
  const builds = ['0', '1'];

  it.each(builds)('adds the CSS the swizzle and its components import to MDX pages, CSS module classes matching the markup, without a warning (workers %s)', (workers) => {
    const { result, read } = buildWith(workers);
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    const page = read('docs/intro.html');
    const className = /<span class="([^"]+)">stable<\/span>/.exec(articleOf(page))![1]!;
    expect(className).toMatch(/^Pill_pill/);
    const css = pageCssOf(page)!;
    expect(css).toContain(`.${className} {\n  border-radius: 999px;`);
    expect(css).toContain('mark.swizzled {\n  background: gold;\n}');
    // The home page is Markdown too; the not-found page renders no content, and gets none.
    expect(pageCssOf(read('index.html'))).toContain(`.${className} {`);
    expect(pageCssOf(read('404.html'))).toBeUndefined();
  });

  it.each(builds)("gives a page's import of @theme/MDXComponents the swizzle, as Docusaurus does (workers %s)", (workers) => {
    expect(articleOf(buildWith(workers).read('docs/direct.html'))).toMatch(/<span class="Pill_pill[^"]*">imported<\/span>/);
  });
});
