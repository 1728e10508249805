import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsOf } from '../helpers/configProblems.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-sections-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A build of a fixture into its own folder, and a reader of its output. */
function built(name: string) {
  const out = path.join(temp, name);
  const result = runCli(['build', '--out', out], fixture(name));
  return { result, read: (file: string) => readFileSync(path.join(out, file), 'utf8'), has: (file: string) => existsSync(path.join(out, file)) };
}

const navbarOf = (html: string) => /<ul class="navbar-items" data-swap="navbar-items">.*?<\/ul>/.exec(html)![0];
const sidebarLinks = (html: string) => [.../<aside class="doc-sidebar"[^]*?<\/aside>/.exec(html)![0].matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
const nextLink = (html: string) => /<a class="paginator-link next" href="([^"]+)"/.exec(html)?.[1];
/** The warning block the build printed, as lines. */
const warningLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('warning:') || line.startsWith('  '));

describe('docsSections in site.config.ts (docs-sections: docs and a community section, both with a sidebar named main)', () => {
  let site: ReturnType<typeof built>;
  beforeAll(() => {
    site = built('docs-sections');
  }, 120_000);

  it('builds the further section at its own route base from its own folder, with its own sidebar and previous/next', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(site.read('community/welcome.html')).toContain('<h1 id="welcome">Welcome</h1>');
    expect(sidebarLinks(site.read('community/welcome.html'))).toEqual(['/community/welcome', '/community/rules']);
    expect(sidebarLinks(site.read('docs/intro.html'))).toEqual(['/docs/intro']);
    expect(nextLink(site.read('community/welcome.html'))).toBe('/community/rules');
    expect(nextLink(site.read('docs/intro.html'))).toBeUndefined();
  });

  it('resolves markdown links from one section into the other', () => {
    expect(site.read('docs/intro.html')).toContain('href="/community/welcome"');
    expect(site.read('community/welcome.html')).toContain('href="/docs/intro"');
  });

  it("leads each navbar item to its own section's sidebar, marked active on that section's pages only", () => {
    expect(navbarOf(site.read('community/welcome.html'))).toBe(
      '<ul class="navbar-items" data-swap="navbar-items"><li><a href="/docs/intro" class="nav-link">Docs</a></li><li><a href="/community/welcome" class="nav-link active" aria-current="true">Community</a></li></ul>',
    );
    expect(navbarOf(site.read('docs/intro.html'))).toBe(
      '<ul class="navbar-items" data-swap="navbar-items"><li><a href="/docs/intro" class="nav-link active" aria-current="true">Docs</a></li><li><a href="/community/welcome" class="nav-link">Community</a></li></ul>',
    );
  });

  it('lists the section in llms.txt under its navbar label, and in the sitemap', () => {
    expect(site.read('llms.txt')).toContain('## Community\n\n- [Welcome](https://fixture.example/community/welcome.md)\n- [Rules](https://fixture.example/community/rules.md)\n');
    expect(site.read('sitemap.xml')).toContain('<loc>https://fixture.example/community/rules</loc>');
  });

  it("indexes the section's pages for search, their crumbs its navbar label", () => {
    const file = readdirSync(path.join(temp, 'docs-sections', 'search')).find((name) => name.startsWith('documents.'))!;
    const { pages } = JSON.parse(site.read(`search/${file}`)) as { pages: Array<{ url: string; crumbs: string[] }> };
    expect(pages.filter((page) => page.url !== '/').map(({ url, crumbs }) => ({ url, crumbs }))).toEqual([
      { url: '/docs/intro', crumbs: ['Docs'] },
      { url: '/community/rules', crumbs: ['Community'] },
      { url: '/community/welcome', crumbs: ['Community'] },
    ]);
  });
});

describe('docsSections: config errors name the field', () => {
  const minimal = { title: 'T', productName: 'T', url: 'https://a.example' };
  it('refuses a repeated or default id, and a navbar item naming no section or a sidebar its section lacks', () => {
    const docsSections = [{ id: 'community', sidebars: { main: [] } }, { id: 'community' }, { id: 'default' }];
    const navbar = {
      items: [
        { type: 'docSidebar', sidebarId: 'main', docsPluginId: 'comunity', label: 'A' },
        { type: 'docSidebar', sidebarId: 'docs', docsPluginId: 'community', label: 'B' },
        { type: 'docsVersionDropdown', docsPluginId: 'nope' },
      ],
    };
    expect(problemsOf({ ...minimal, docsSections, navbar })).toEqual([
      "docsSections[1].id: 'community' names another docs section (ids must differ, and 'default' is the docs section's)",
      "docsSections[2].id: 'default' names another docs section (ids must differ, and 'default' is the docs section's)",
      "navbar.items[0].docsPluginId: no docs section with id 'comunity' (sections: default, community)",
      "navbar.items[1].sidebarId: unknown sidebar 'docs' (sidebars of docs section 'community': main)",
      "navbar.items[2].docsPluginId: no docs section with id 'nope' (sections: default, community)",
    ]);
    expect(problemsOf({ ...minimal, docsSections: [{ path: 'community' }] })).toEqual(['docsSections[0].id: required']);
  });
});

describe('Docusaurus docs plugin instances (docusaurus-docs-instances: a community instance with its own sidebars file, an api instance with a version)', () => {
  let site: ReturnType<typeof built>;
  beforeAll(() => {
    site = built('docusaurus-docs-instances');
  }, 120_000);

  it('builds every instance at its route base, with its own sidebar, category page and edit URL, and no warning', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(warningLines(site.result.stderr)).toEqual([]);
    expect(sidebarLinks(site.read('community/intro.html'))).toEqual(['/community/intro', '/community/category/events', '/community/events/meetup']);
    expect(site.read('community/category/events.html')).toContain('href="/community/events/meetup"');
    expect(nextLink(site.read('community/intro.html'))).toBe('/community/category/events');
    expect(site.read('community/intro.html')).toContain('href="https://github.com/fixture/instances/edit/main/community/intro.md"');
    expect(site.read('docs/intro.html')).not.toContain('/edit/main/');
  });

  it("builds the api instance's versions from api_versions.json: 1.0 at /api, the folder at /api/next", () => {
    expect(site.read('api/intro.html')).toContain('The 1.0 API.');
    expect(site.read('api/next/intro.html')).toContain('The unreleased API.');
    expect(site.read('api/next/intro.html')).toContain('data-version-banner="unreleased"');
    expect(sidebarLinks(site.read('api/next/intro.html'))).toEqual(['/api/next/intro']);
    // Only the latest version is in llms.txt.
    expect(site.read('llms.txt')).not.toContain('/api/next/intro');
  });

  it('resolves navbar items naming an instance: its sidebar, its doc by id and its version menu', () => {
    expect(navbarOf(site.read('community/intro.html'))).toBe(
      '<ul class="navbar-items" data-swap="navbar-items"><li><a href="/docs/intro" class="nav-link">Docs</a></li><li><a href="/community/intro" class="nav-link active" aria-current="true">Community</a></li><li><a href="/api/intro" class="nav-link">API</a></li><li><a href="/api/intro" class="nav-link" data-version-hrefs="{&quot;current&quot;:&quot;/api/next/intro&quot;,&quot;1.0&quot;:&quot;/api/intro&quot;}" data-docs-plugin="api">API docs</a></li></ul>',
    );
    // A page of the section names it, so the client keeps that section's preferred version apart (issue 22).
    expect(site.read('api/next/intro.html')).toContain('<meta name="docsite:docs-plugin" content="api"/>');
    expect(site.read('api/next/intro.html')).toContain('data-version-banner="unreleased" data-docs-plugin="api"');
    expect(site.read('docs/intro.html')).not.toContain('docsite:docs-plugin');
    const menu = /<details class="version-dropdown"[^]*?<\/details>/;
    expect(menu.exec(site.read('api/next/intro.html'))![0]).toContain('<summary class="nav-link" aria-label="Docs version: Next">Next</summary>');
    expect(menu.exec(site.read('docs/intro.html'))![0]).toContain('<a href="/api/next/intro" data-version-link="current">Next</a>');
  });

  it('resolves markdown links across instances', () => {
    expect(site.read('docs/intro.html')).toContain('href="/community/intro"');
    expect(site.read('community/intro.html')).toContain('href="/docs/intro"');
  });

  it('fails on a navbar item naming no instance, naming the field, file and line', () => {
    const dir = path.join(temp, 'bad-plugin-id');
    cpSync(fixture('docusaurus-docs-instances'), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const file = path.join(dir, 'docusaurus.config.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace("docsPluginId: 'community'", "docsPluginId: 'comunity'"));
    const result = runCli(['build', '--out', path.join(temp, 'bad-out')], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("docusaurus.config.js:27  themeConfig.navbar.items[1].docsPluginId: no docs plugin instance with id 'comunity' (ids: default, community, api)");
  });
});

describe('a Docusaurus site without a preset (docusaurus-docs-root: the docs plugin at /, a guides instance)', () => {
  let site: ReturnType<typeof built>;
  beforeAll(() => {
    site = built('docusaurus-docs-root');
  }, 120_000);

  it('builds the instance without an id as the docs, its slug-/ doc the home page, with theme-classic’s customCss', () => {
    expect(site.result.code, site.result.output).toBe(0);
    expect(site.read('index.html')).toContain('The home page is a doc.');
    expect(navbarOf(site.read('index.html'))).toBe(
      '<ul class="navbar-items" data-swap="navbar-items"><li><a href="/" class="nav-link">Documentation</a></li><li><a href="/guides/setup" class="nav-link">Guides</a></li></ul>',
    );
  });

  it('warns of a route two sections claim, naming both files', () => {
    expect(warningLines(site.result.stderr)).toEqual([
      'warning: 1 duplicate route',
      '  guides/setup.md  duplicate route /guides/setup is claimed by docs/guides/setup.md and guides/setup.md; docs/guides/setup.md wins',
      '    hint: give one of them another file name, or a different `slug` in its frontmatter',
    ]);
    expect(site.read('guides/setup.html')).toContain('Setup in the docs');
  });
});

describe('docsite migrate on docs plugin instances', () => {
  /** A page without the names that hash the build's inputs (the config file is one of them). */
  const unhashed = (html: string) => html.replace(/\.[\w-]{8,10}\.(js|json|css)\b/g, '.$1');
  const pages = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort();

  it('writes each instance as an entry of docsSections, which builds the same pages', () => {
    const dir = path.join(temp, 'migrate-instances');
    cpSync(fixture('docusaurus-docs-instances'), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const [before, after] = [path.join(temp, 'migrate-before'), path.join(temp, 'migrate-after')];
    expect(runCli(['build', '--out', before], dir).code).toBe(0);
    const migrated = runCli(['migrate'], dir);
    expect(migrated.code, migrated.output).toBe(0);
    const written = readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(written).toContain('  docsSections: [\n    {\n      id: "community",\n      path: "community",\n      routeBasePath: "community",\n      exclude: [],\n      editUrl: "https://github.com/fixture/instances/edit/main/",\n');
    expect(written).toContain('        docsPluginId: "api"\n');
    const build = runCli(['build', '--out', after], dir);
    expect(build.code, build.output).toBe(0);
    expect(pages(after)).toEqual(pages(before));
    for (const page of pages(before)) expect(unhashed(readFileSync(path.join(after, page), 'utf8')), page).toBe(unhashed(readFileSync(path.join(before, page), 'utf8')));
  }, 120_000);
});

describe("a docs plugin instance's own admonitions (docusaurus-section-admonitions: a release instance with the keyword changelog)", () => {
  const changelog = '<aside class="admonition admonition-changelog" data-admonition="changelog"><p class="admonition-title">Version 2</p><p>Added the thing.</p></aside>';

  it("applies its keywords to its own pages only, as Docusaurus does, and keeps them through migrate's docsSections", () => {
    const dir = path.join(temp, 'section-admonitions');
    cpSync(fixture('docusaurus-section-admonitions'), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const out = path.join(temp, 'section-admonitions-out');
    const build = runCli(['build', '--out', out], dir);
    expect(build.code, build.output).toBe(0);
    const notes = readFileSync(path.join(out, 'release/notes.html'), 'utf8');
    expect(notes).toContain(changelog);
    expect(notes).toContain('<aside class="admonition admonition-tip" data-admonition="tip"><p class="admonition-title">Tip</p>');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<p>Not a type of the docs.</p>');
    expect(warningLines(build.stderr)).toEqual([
      'warning: 1 unknown admonition',
      '  docs/intro.md:6:1  :::changelog is not an admonition type: its content is shown without a box',
      "    hint: the admonition types are note, tip, info, warning, danger, caution, important; more go in the docs preset's admonitions.keywords",
    ]);
    expect(runCli(['migrate'], dir).code).toBe(0);
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toMatch(/admonitions: \{\s*keywords: \[\s*"changelog"\s*\]\s*\}/);
    const migrated = runCli(['build', '--out', `${out}-migrated`], dir);
    expect(migrated.code, migrated.output).toBe(0);
    expect(readFileSync(path.join(`${out}-migrated`, 'release/notes.html'), 'utf8')).toContain(changelog);
  }, 120_000);
});

describe("each content plugin's own admonitions (docusaurus-content-admonitions: the docs preset's keyword security, the blog's release)", () => {
  const security = '<aside class="admonition admonition-security" data-admonition="security"><p class="admonition-title">Security</p><p>A docs type.</p></aside>';
  const release = '<aside class="admonition admonition-release" data-admonition="release"><p class="admonition-title">Release</p><p>A blog type.</p></aside>';

  it("gives the docs the docs plugin's keywords, the blog its own and the pages the defaults, as Docusaurus does, also through migrate; a blog post's or page's unknown type names its own plugin's option", () => {
    const dir = path.join(temp, 'content-admonitions');
    cpSync(fixture('docusaurus-content-admonitions'), dir, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const out = path.join(temp, 'content-admonitions-out');
    const build = runCli(['build', '--out', out], dir);
    expect(build.code, build.output).toBe(0);
    const read = (file: string, root = out) => readFileSync(path.join(root, file), 'utf8');
    expect(read('index.html')).toContain(security);
    expect(read('blog/2024/05/01/launch.html')).toContain(release);
    expect(read('blog/2024/05/01/launch.html')).toContain('<p>Not a type of the blog.</p>');
    expect(read('about.html')).toContain('<p>Not a type of the pages.</p>');
    expect(warningLines(build.stderr)).toEqual([
      'warning: 2 unknown admonitions',
      '  blog/2024-05-01-launch.md:11:1  :::security is not an admonition type: its content is shown without a box',
      "    hint: the admonition types are note, tip, info, warning, danger, caution, important, release; more go in the blog plugin's admonitions.keywords",
      '  src/pages/about.md:3:1  :::security is not an admonition type: its content is shown without a box',
      "    hint: the admonition types are note, tip, info, warning, danger, caution, important; more go in the pages plugin's admonitions.keywords",
    ]);
    expect(runCli(['migrate'], dir).code).toBe(0);
    const migratedConfig = read('site.config.ts', dir);
    expect(migratedConfig).toMatch(/docs: \{[^]*admonitions: \{\s*keywords: \[\s*"security"\s*\]\s*\}/);
    expect(migratedConfig).toMatch(/blog: \{[^]*admonitions: \{\s*keywords: \[\s*"release"\s*\]\s*\}/);
    const migrated = runCli(['build', '--out', `${out}-migrated`], dir);
    expect(migrated.code, migrated.output).toBe(0);
    expect(read('index.html', `${out}-migrated`)).toContain(security);
    expect(read('blog/2024/05/01/launch.html', `${out}-migrated`)).toContain(release);
    expect(read('about.html', `${out}-migrated`)).toContain('<p>Not a type of the pages.</p>');
  }, 120_000);
});
