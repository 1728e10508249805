import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-fixtures-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const outDir = (name: string) => path.join(temp, name);

describe('docsite build on fixture sites', () => {
  it('builds a site with markdown, MDX, a .tsx page and an .mdx page with a component', () => {
    const result = runCli(['build', '--out', outDir('basic')], fixture('basic'));
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toMatch(/built \d+ pages and \d+ assets into .+ in \d+\.\d+s/);
    const read = (file: string) => readFileSync(path.join(outDir('basic'), file), 'utf8');
    expect(read('hello.html')).toContain('<section id="react-page">Rendered by React on the server.</section>');
    expect(read('about.html')).toContain('Rendered from MDX.');
    expect(read('about.html')).toMatch(/class="admonition admonition-info"/);
    const guide = read('docs/guide.html');
    expect(guide).toContain('Computed: 3 items.');
    expect(guide).toMatch(/role="tablist"/);
    const intro = read('docs/intro.html');
    expect(intro).toContain('href="/docs/guide#second-step"');
    expect(intro).toMatch(/<div class="code-title">hello\.ts<\/div>/);
    expect(intro).toMatch(/class="line highlighted"/);
    expect(intro).toContain('admonition admonition-tip');
    expect(read('blog.html')).toContain('The intro paragraph.');
    expect(read('blog.html')).not.toContain('The rest of the post.');
    expect(read('blog/first.html')).toContain('The rest of the post.');
    expect(read('sitemap.xml')).toContain('<loc>https://fixture.example/docs/intro</loc>');
    expect(readdirSync(outDir('basic'))).toEqual(expect.arrayContaining(['404.html', 'robots.txt', 'sitemap.xml', 'assets', 'search']));
  });

  it('fails on a broken link with exit 1, naming file, line and link, and leaves the previous output untouched', () => {
    const out = outDir('keep');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'marker.txt'), 'previous build');
    // The compile cache is saved even though the build fails after compiling: fixing the link recompiles nothing.
    const cacheDir = path.join(fixture('broken-link'), '.docsite-cache');
    const compileCaches = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.startsWith('compile-')) : []);
    for (const name of compileCaches()) rmSync(path.join(cacheDir, name));
    const result = runCli(['build', '--out', out], fixture('broken-link'));
    expect(compileCaches()).toHaveLength(1);
    expect(Object.keys(JSON.parse(readFileSync(path.join(cacheDir, compileCaches()[0]!), 'utf8'))).length).toBeGreaterThan(0);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/start.md:5:5  broken link /docs/missing on /docs/start: no such page');
    expect(result.stderr).toContain('hint: did you mean /docs/start?');
    expect(result.stderr).toContain('content/docs/start.md:7:7  broken link /docs/start#nowhere on /docs/start: no heading or element with id "nowhere" on /docs/start');
    expect(result.stderr).toMatch(/^2 broken links found$/m);
    expect(readdirSync(out)).toEqual(['marker.txt']);
  });

  it('fails on a broken link in a sidebar, naming the config that defines it', () => {
    const result = runCli(['build', '--out', outDir('sidebar-link')], fixture('broken-sidebar-link'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site.config.ts  broken link /docs/gone on the sidebar (every page): no such page');
    expect(result.stderr).toMatch(/^1 broken link found$/m);
  });

  it('warns on a broken markdown link and still builds (exit 0)', () => {
    const result = runCli(['build', '--out', outDir('md-link')], fixture('broken-markdown-link'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toContain('warning: 1 broken markdown link');
    expect(result.stderr).toContain('content/docs/start.md:5:5  markdown link ./gone.md points to a file that does not exist');
  });

  it('warns on a duplicate route, naming both sources', () => {
    const result = runCli(['build', '--out', outDir('dup')], fixture('duplicate-route'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toContain('warning: 1 duplicate route');
    expect(result.stderr).toContain('duplicate route /docs/one is claimed by content/docs/one.md and content/docs/two.md; content/docs/one.md wins');
  });

  it('rejects an unknown config key and a footer item without a target, naming the key paths', () => {
    const result = runCli(['build', '--out', outDir('bad-config')], fixture('bad-config'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site.config.ts  colour: unknown key');
    expect(result.stderr).toContain('site.config.ts  footer.links[1].items[0]: needs one of to, href, html');
    expect(result.stderr).toContain('2 config problems found in site.config.ts');
  });

  it('reports malformed MDX with file:line:column, keeping what did compile for the next build', () => {
    const cacheDir = path.join(fixture('bad-mdx'), '.docsite-cache');
    rmSync(cacheDir, { recursive: true, force: true });
    const result = runCli(['build', '--out', outDir('bad-mdx')], fixture('bad-mdx'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^content\/docs\/start\.mdx:9:1 {2}Unexpected closing tag `<\/Tabs>`/m);
    expect(result.stderr).toContain('1 content file failed to compile');
    // The page that compiled is cached (its file written whole, renamed into place: no temporary file left).
    const cacheFiles = readdirSync(cacheDir).filter((name) => name.startsWith('compile-'));
    expect(cacheFiles).toHaveLength(1);
    expect(Object.keys(JSON.parse(readFileSync(path.join(cacheDir, cacheFiles[0]!), 'utf8')))).toHaveLength(1);
  });

  it('fails naming the file when a page is nested too deeply to compile, instead of crashing on a stack overflow', () => {
    const result = runCli(['build', '--out', outDir('deep-nesting')], fixture('deep-nesting'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/deep.md  nested too deeply to compile (the stack overflowed)\n  hint: nest quotes, lists and other containers less deeply\n');
    expect(result.stderr).toContain('1 content file failed to compile');
    expect(result.stderr).not.toContain('RangeError');
  });

  it('stops a page whose code never ends at the time limit (DOCSITE_TIME_LIMIT) and names it, instead of hanging', () => {
    const result = runCli(['build', '--out', outDir('endless-mdx')], fixture('endless-mdx'), 120_000, { DOCSITE_TIME_LIMIT: '1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/docs/endless.mdx  running the page took longer than the time limit and was stopped after 1 s\n  hint: look for a loop that never ends in its exports or expressions; DOCSITE_TIME_LIMIT=<seconds> sets the limit (60 by default)',
    );
  });

  it('fails on a page that throws while rendering, after others were written, and leaves the previous output untouched', () => {
    // Docs pages render and are written as soon as they compile, so pages before the failing one are already on disk (in the temporary folder).
    const out = outDir('render-error');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'marker.txt'), 'previous build');
    const result = runCli(['build', '--out', out], fixture('render-error'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/broken\.mdx {2}error while rendering: prices is not defined/);
    expect(readdirSync(out)).toEqual(['marker.txt']);
    expect(readdirSync(temp).filter((name) => name.startsWith('render-error.'))).toEqual([]);
  });

  it('keeps the compile cache of a build that compiled its content and then failed to render a page', () => {
    const site = fixture('page-render-error');
    const cacheDir = path.join(site, '.docsite-cache');
    rmSync(cacheDir, { recursive: true, force: true });
    const result = runCli(['build', '--out', outDir('page-render-error')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/pages\/pricing\.mdx {2}error while rendering: prices is not defined/);
    const [cacheFile, ...others] = readdirSync(cacheDir).filter((name) => name.startsWith('compile-'));
    expect(others).toEqual([]);
    expect(Object.keys(JSON.parse(readFileSync(path.join(cacheDir, cacheFile!), 'utf8')))).toHaveLength(3);
  });

  it('reports a frontmatter field of the wrong type with its line', () => {
    const result = runCli(['build', '--out', outDir('bad-fm')], fixture('bad-frontmatter'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/start.md:3  frontmatter.sidebar_position: expected a number');
  });
});

describe('docsite CLI usage', () => {
  it('prints help and version, and exits 2 on usage errors', () => {
    const help = runCli(['--help'], repoRoot);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/build .*\n.*serve .*\n.*dev /s);
    expect(runCli(['--version'], repoRoot).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const unknown = runCli(['bogus'], repoRoot);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'bogus'");
    const badPort = runCli(['serve', '--port', 'abc'], repoRoot);
    expect(badPort.code).toBe(2);
    expect(badPort.stderr).toContain('expected a port number from 0 to 65535');
  });

  it('exits 1 with a hint when the config file is missing', () => {
    const result = runCli(['build'], temp);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('config file not found: site.config.ts');
    expect(result.stderr).toContain('hint: run docsite in the folder holding site.config.ts');
  });
});
