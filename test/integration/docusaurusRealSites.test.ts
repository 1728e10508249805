// Constructs found in real Docusaurus sites built by bench/compat.mjs (bench/COMPAT.md), each
// reproduced by a small fixture of ours: what crashed, was lost or misrendered there.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-real-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Builds a fixture; its exit code, printed output, and a reader of its output files. */
function build(name: string) {
  const out = path.join(temp, name);
  const result = runCli(['build', '--out', out], path.join(repoRoot, 'test/fixtures', name));
  return { ...result, read: (file: string) => readFileSync(path.join(out, file), 'utf8') };
}

describe('Docusaurus constructs of real sites', () => {
  it("gives useThemeConfig() of @docusaurus/theme-common the site's theme config (Testing Library's home page read it)", () => {
    const site = build('docusaurus-theme-config');
    expect(site.code, site.output).toBe(0);
    expect(site.read('index.html')).toContain('<p>Default mode: dark</p>');
  });
});

describe('Markdown links written from the site folder', () => {
  it('resolves /docs/… links to .md and .mdx files against the site folder, in Markdown and in MDX, as Docusaurus 3 does (Testing Library writes them)', () => {
    const site = build('docusaurus-site-root-link');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).not.toContain('broken markdown link');
    expect(site.read('docs/intro.html')).toContain('<a href="/docs/guides/about#usage">the guide</a>');
    expect(site.read('docs/guides/about.html')).toContain('<a href="/docs/intro">the intro</a>');
  });
});

describe('@docusaurus/router', () => {
  it("gives useLocation() the page's path with the base and no query, as Docusaurus's server render does (Kysely's docs read its search)", () => {
    const site = build('docusaurus-router');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).not.toContain('docusaurus module');
    expect(site.read('docs/where.html')).toContain('<p>This page is /base/docs/where with query &quot;&quot;.</p>');
  });
});

describe('A preset wrapping the classic preset', () => {
  it("reads its docs, blog, pages and theme options as the classic preset's, and warns about the preset and its other keys (Metro's site found no docs)", () => {
    const site = build('docusaurus-wrapping-preset');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe(
      [
        'warning: 1 unsupported docusaurus plugin',
        "  docusaurus.config.js:6  plugin preset docusaurus-preset-wrapper is not supported: its docs, blog, pages and theme options are read as the classic preset's",
        'warning: 1 unsupported docusaurus option',
        '  docusaurus.config.js:6  presets[0].enableEditor is not supported yet: ignored',
        '',
      ].join('\n'),
    );
    expect(site.read('docs/getting-started.html')).toContain('<p>Install it.</p>');
  });
});

describe('A sidebar naming docs when the docs folder has none', () => {
  it('says no docs were found in the docs folder, instead of an empty list of known ids', () => {
    const site = build('docusaurus-sidebar-no-docs');
    expect(site.code).toBe(1);
    expect(site.stderr).toContain(["sidebars.json:1  docs[0]: no doc with id 'getting-started'", '  hint: no docs were found in missing: check the docs path in the config'].join('\n'));
  });
});

describe('Links written with a trailing slash', () => {
  it("point at the page's route, as Docusaurus serves /docs/page/ as the page, in Markdown and MDX (Metro's docs write /docs/configuration/#…)", () => {
    const site = build('docusaurus-trailing-slash-link');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe('');
    expect(site.read('docs/intro.html')).toContain('<a href="/docs/configuration#options">the options</a>');
    expect(site.read('docs/exports.html')).toContain('<a href="/docs/configuration">configuration</a>');
  });
});

describe('Links written with a trailing slash to generated pages', () => {
  it("point at the page's route: the blog index, a list page, the tags pages and a generated-index category page (Jest's site linked /blog/)", () => {
    const site = build('docusaurus-trailing-slash-generated');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe('');
    expect(site.read('docs/intro.html')).toContain(
      '<a href="/blog">the blog</a>, <a href="/blog/page/2">its second page</a>, <a href="/blog/tags">its tags</a>, <a href="/blog/tags/news">the news tag</a> and <a href="/docs/category/guides">the guides</a>',
    );
    expect(site.read('blog/2024/02/01/second.html')).toContain('back to <a href="/docs/category/guides">the guides</a>');
  });

  it("are accepted from a React page's <Link> to an existing route, as Docusaurus's link check matches routes (Jest's help page links /blog/)", () => {
    const site = build('docusaurus-trailing-slash-generated');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe('');
    expect(site.read('help.html')).toContain('Read <a href="/blog/">the blog</a> or <a href="/docs/guides/setup/">the setup</a>.');
  });
});

describe('onBrokenAnchors', () => {
  it("warns about a missing anchor by Docusaurus's default (warn) while onBrokenLinks throws (Metro's build failed on its docs' anchors)", () => {
    const site = build('docusaurus-broken-anchor');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe(['warning: 1 broken anchor', '  docs/intro.md:7:25  broken link #nowhere on /docs/intro: no heading or element with id "nowhere" on /docs/intro', ''].join('\n'));
  });
});

describe('A code fence indented in a list item', () => {
  it("is code to the MDX preprocessor, so the heading after it keeps its {#id} (Babel's migration guide failed: Could not parse expression with acorn)", () => {
    const site = build('docusaurus-list-fence');
    expect(site.code, site.output).toBe(0);
    const page = site.read('docs/migration.html');
    expect(page).toContain('<h3 id="after-list">After the list<a class="hash-link"');
    expect(page).toContain('sourceSelf');
  });
});

describe("An image a page's stylesheet names by a relative path", () => {
  it("is inlined in the page's CSS (Babel's home page failed: No loader is configured for .svg files)", () => {
    const site = build('docusaurus-page-css-image');
    expect(site.code, site.output).toBe(0);
    expect(site.read('index.html')).toContain(`.hero {\n  background: url('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>%0A') no-repeat;\n}`);
  });
});

describe('useBrokenLinks() of @docusaurus/useBrokenLinks', () => {
  it("is provided: a page may declare its anchors, which docsite's link check reads from the HTML (Babel's setup page failed: Cannot read properties of null (reading 'collectAnchor'))", () => {
    const site = build('docusaurus-broken-links-hook');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe('');
    expect(site.read('index.html')).toContain('<h2 id="tool">The tool</h2>');
  });
});

describe('A font a stylesheet names by a relative path', () => {
  it("is copied as a hashed asset and the url() rewritten, from a page's CSS module and from customCss (Babel's REPL page failed: No loader is configured for \".ttf\" files)", () => {
    const site = build('docusaurus-css-font');
    expect(site.code, site.output).toBe(0);
    expect(site.read('index.html')).toContain('src: url(/sub/assets/icons.cc391252.ttf) format("truetype");');
    expect(site.read('assets/icons.cc391252.ttf')).toBe('not a real ttf: icons');
    const stylesheet = /href="\/sub\/(assets\/styles\.\w+\.css)"/.exec(site.read('index.html'))![1]!;
    const brand = /url\("\.\/(brand\.\w+\.woff2)"\)/.exec(site.read(stylesheet))![1]!;
    expect(site.read(`assets/${brand}`)).toBe('not a real woff2: brand');
  });
});

describe("A folder's README.md, index.md or file named as its folder", () => {
  it("is the folder's page, as Docusaurus makes it, whatever its id; a README is a doc (Redux's introduction/README.md was excluded: 84 doc pages for 85 docs)", () => {
    const site = build('docusaurus-readme-index');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe('');
    expect(site.read('guide.html')).toContain("<p>The guide's folder page, as Redux's <code>introduction/README.md</code>.</p>");
    expect(site.read('tools.html')).toContain('<p>A file named as its folder.</p>');
    expect(site.read('index.html')).toContain('Read <a href="/guide">the guide</a> and <a href="/tools">the tools</a>.');
  });
});

describe("Docusaurus's link check", () => {
  it("reads the anchors a page declares with useBrokenLinks().collectAnchor and checks a React page's <Link>s, not its plain <a>s (Babel's setup and versions pages: 31 links to other deployments, anchors made in the browser)", () => {
    const site = build('docusaurus-link-check');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe(['warning: 1 broken link', '  src/pages/setup.jsx  broken link /missing on /setup: no such page', ''].join('\n'));
    expect(site.read('setup.html')).toContain('<a href="/7.1.0">Babel 7.1.0</a>');
  });

  it('takes a heading id from a trailing MDX or HTML comment, {/* #id */} or <!-- #id -->, in a .md file as Docusaurus 3 does (Babel\'s blog links to #stage-0:-class-properties)', () => {
    const site = build('docusaurus-link-check');
    const home = site.read('index.html');
    expect(home).toContain('<h2 id="stage-0-class-properties-id">Stage 0: Class Properties<a class="hash-link"');
    expect(home).toContain('<h2 id="decorators-id">Decorators<a class="hash-link"');
    expect(site.stderr).not.toContain('broken anchor');
  });
});

describe('A heading id in an HTML comment, in plain Markdown', () => {
  it("is the heading's id when a .md file is read as CommonMark (markdown.format: 'detect'), as Docusaurus 3 reads it", () => {
    const site = build('docusaurus-detect-heading-comment');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe('');
    expect(site.read('index.html')).toContain('<h2 id="decorators-id">Decorators<a class="hash-link" aria-hidden="true" tabindex="-1" href="#decorators-id">#</a></h2>');
  });
});

describe('Markdown inside a JavaScript expression', () => {
  it("fails naming the file, the line, and the expression that holds it, which Docusaurus 3 rejects too (Detox's _project-setup-build.mdx: Could not parse expression with acorn)", () => {
    const site = build('docusaurus-markdown-in-expression');
    expect(site.code).toBe(1);
    expect(site.stderr).toContain(
      [
        'docs/_build.mdx:6:1  the JavaScript expression opened at line 2 holds Markdown, which MDX 1 (Docusaurus 2) read and MDX 2 and later (Docusaurus 3 too) do not (Could not parse expression with acorn)',
        '  hint: keep Markdown out of {…}: put the condition in a component that renders its children (<Show when={props.debug}>…</Show>), or write the content as JSX',
      ].join('\n'),
    );
  });
});

describe('An autogenerated sidebar item whose folder has no docs', () => {
  it("is warned, and its empty category left out, as Docusaurus does (Ionic's CLI reference is generated by a script before the build)", () => {
    const site = build('docusaurus-sidebar-empty-autogenerated');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toContain("warning: 1 empty autogenerated sidebar\n  sidebars.js:5  docs[1].items[0]: no docs found under 'commands': the autogenerated item lists nothing\n");
    expect(site.read('index.html')).toContain('<ul class="sidebar-list"><li><a class="active" href="/" aria-current="page">Intro</a></li></ul>');
  });
});

describe('A url(#id) in a page stylesheet', () => {
  it("names an SVG element of the page and is left as it is, as Docusaurus's CSS loader leaves it (Kysely's home page failed: ENOENT, open '#snoo-radial-gragient')", () => {
    const site = build('docusaurus-css-fragment-url');
    expect(site.code, site.output).toBe(0);
    expect(site.read('index.html')).toContain('<style data-page-css="">/* src/pages/logo.module.css */\n.logo_dot {\n  fill: url(#dot-gradient) white;\n}\n</style>');
  });
});

describe('Module aliases', () => {
  it("reads docusaurus-plugin-module-alias's aliases and those a local plugin's configureWebpack sets, and names each alias docsite cannot use with its plugin (Ionic's docs import @components/global/DocsCard)", () => {
    const site = build('docusaurus-module-alias');
    expect(site.code, site.output).toBe(0);
    const page = site.read('docs/intro.html');
    expect(page).toContain('<div class="card">Card: aliased</div>');
    expect(page).toContain('<p>A snippet from the alias.</p>');
    expect(site.stderr).toContain(
      [
        'warning: 3 module aliases',
        "  docusaurus.config.js:7  alias @generated of plugin snippets-alias names .docusaurus/snippets-alias/default, Docusaurus's generated folder, which no plugin wrote while docsite ran their loadContent and contentLoaded: imports of @generated fail",
        "  docusaurus.config.js:7  alias react of plugin docusaurus-plugin-module-alias is not applied: pages use docsite's own React",
        '  docusaurus.config.js:14  alias @unused of plugin docusaurus-plugin-module-alias is not read: its value is not a path, so imports of @unused fail',
      ].join('\n'),
    );
  });

  it('keeps the aliases through docsite migrate, as paths from the site folder, and the migrated site builds the same page', () => {
    const dir = path.join(temp, 'module-alias-migrate');
    cpSync(path.join(repoRoot, 'test/fixtures/docusaurus-module-alias'), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const migrated = runCli(['migrate'], dir);
    expect(migrated.code, migrated.output).toBe(0);
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toContain('  moduleAliases: {\n    "@components": "./src/components",\n    "@snippets": "./src/snippets",\n');
    const out = path.join(temp, 'module-alias-migrated');
    const built = runCli(['build', '--out', out], dir);
    expect(built.code, built.output).toBe(0);
    const page = readFileSync(path.join(out, 'docs/intro.html'), 'utf8');
    expect(page).toContain('<div class="card">Card: aliased</div>');
    expect(page).toContain('<p>A snippet from the alias.</p>');
  }, 120_000);
});
