import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-fixtures-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const outDir = (name: string) => path.join(temp, name);
/** The entries of a compile cache folder (one file each). */
const cachedEntries = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.json'));

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
    // The text is set in the theme's Inter: its core Latin file is preloaded, and no other font.
    expect([...intro.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1])).toEqual([expect.stringMatching(/^\/assets\/inter-latin-core-wght-normal\.[A-Z0-9]+\.woff2$/)]);
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
    for (const name of compileCaches()) rmSync(path.join(cacheDir, name), { recursive: true });
    const result = runCli(['build', '--out', out], fixture('broken-link'));
    expect(compileCaches()).toHaveLength(1);
    expect(cachedEntries(path.join(cacheDir, compileCaches()[0]!)).length).toBeGreaterThan(0);
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

  it('builds the feeds without a blog post that lost its route to another (React Native has two posts of one slug)', () => {
    const result = runCli(['build', '--out', outDir('dup-post')], fixture('duplicate-blog-post'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toContain('duplicate route /blog/update is claimed by content/blog/2019-06-12-update.md and content/blog/2019-03-01-update.md; content/blog/2019-06-12-update.md wins');
    const rss = readFileSync(path.join(outDir('dup-post'), 'blog/rss.xml'), 'utf8');
    expect([...rss.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map(([, title]) => title)).toEqual(['June update']);
  });

  it('rejects an unknown config key and a footer item without a target, naming the key paths', () => {
    const result = runCli(['build', '--out', outDir('bad-config')], fixture('bad-config'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site.config.ts  colour: unknown key');
    expect(result.stderr).toContain('site.config.ts  footer.links[1].items[0]: needs one of to, href, html');
    expect(result.stderr).toContain('2 config problems found in site.config.ts');
  });

  it('prints a config error thrown asynchronously (from a timer) like every other config error, not as a raw stack', () => {
    const result = runCli(['build', '--out', outDir('bad-config-async')], fixture('bad-config-async'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('site.config.ts  could not load site.config.ts\n  caused by: the product catalogue could not be fetched\n');
    expect(existsSync(outDir('bad-config-async'))).toBe(false);
    expect(readdirSync(temp).filter((name) => name.startsWith('bad-config-async.'))).toEqual([]);
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
    expect(readdirSync(path.join(cacheDir, cacheFiles[0]!))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.json$/)]);
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
    expect(cachedEntries(path.join(cacheDir, cacheFile!))).toHaveLength(3);
  });

  describe('content that is not safe to publish as written (untrusted-content)', () => {
    const hint = '    hint: link to a page or an https: URL; a script belongs in the theme or an MDX component';
    const removed = (where: string, scheme: string) => `  ${where}  removed the ${scheme} URL of a link: it could run script in the reader's browser\n${hint}`;
    const unsafeUrls = [
      'warning: 6 unsafe urls',
      removed('content/blog/2026-01-02-post.md:5:19', 'javascript:'),
      removed('content/docs/component.mdx:6:6', 'vbscript:'),
      removed('content/docs/links.md:8:52', 'data:text/html'),
      removed('content/docs/links.md:8:5', 'javascript:'),
      removed('openapi/api.json:6:21', 'javascript:'),
      removed('openapi/api.json:13:25', 'data:text/html'),
    ].join('\n');
    const script = "content/docs/links.md:12:1  inline <script> in content: it runs in every reader's browser (its hash is added to the Content-Security-Policy)\n  hint: content is code: set security.contentScripts to 'allow' if it is meant to run, or move it into the theme";
    const site = fixture('untrusted-content');
    /** A cold build, then a forced one from the compile and API caches. */
    let builds: Array<ReturnType<typeof runCli>>;
    beforeAll(() => {
      rmSync(path.join(site, '.docsite-cache'), { recursive: true, force: true });
      builds = [[], ['--force']].map((args) => runCli(['build', '--out', outDir('untrusted'), ...args], site));
    });

    it('removes link URLs that run script from docs, MDX, blog excerpts and OpenAPI descriptions, keeps data: images, and warns on each and on the inline script; a cached build warns again', () => {
      for (const result of builds) {
        expect(result.code, result.output).toBe(0);
        expect(result.stderr).toContain(unsafeUrls);
        expect(result.stderr).toContain(`warning: 1 content script\n  ${script.replace('\n', '\n  ')}`);
      }
      const read = (file: string) => readFileSync(path.join(outDir('untrusted'), file), 'utf8');
      for (const page of ['docs/links.html', 'docs/component.html', 'blog.html', 'blog/post.html', 'blog/rss.xml', 'docs/api/ping.html', 'docs/api/untrusted-api.html']) {
        expect(read(page), page).not.toMatch(/javascript:|vbscript:|data:text\/html/i);
      }
      expect(read('docs/links.html')).toContain('<p>Run <a>the script</a> or open <a>the page</a>.</p>');
      expect(read('docs/links.html')).toContain('<img src="data:image/png;base64,iVBORw0KGgo');
      expect(read('blog.html')).toContain('The excerpt links <a>somewhere</a>.');
      expect(read('docs/api/ping.html')).toContain('Answers <a>pong</a> next to <img src="data:image/png;base64,iVBORw0KGgo=" alt="a dot">.');
      expect(read('docs/api/untrusted-api.html')).toContain('The <a>console</a> is elsewhere.');
    });

    it("gives every page its policy as a meta tag, allowing that page's scripts (the author's included), as _headers allows every page's", () => {
      const out = outDir('untrusted');
      const headers = /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(out, '_headers'), 'utf8'))![1]!;
      const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
      expect(pages.length).toBe(11);
      for (const page of pages) {
        const html = readFileSync(path.join(out, page), 'utf8');
        const meta = /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
        expect(meta, page).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[^']+')+; style-src/);
        expect(meta, page).not.toContain('frame-ancestors');
        for (const hash of meta!.match(/'sha256-[^']+'/g)!) expect(headers).toContain(hash);
      }
      const author = /<script>(document\.documentElement\.dataset\.authorScript = 'ran')<\/script>/.exec(readFileSync(path.join(out, 'docs/links.html'), 'utf8'))![1]!;
      const hash = `'sha256-${createHash('sha256').update(author).digest('base64')}'`;
      expect(readFileSync(path.join(out, 'docs/links.html'), 'utf8')).toContain(hash);
      expect(headers).toContain(hash);
      expect(headers).toContain("frame-ancestors 'none'");
    });

    it("fails on the inline script with security.contentScripts: 'error'", () => {
      const result = runCli(['build', '--config', 'scripts-error.config.ts', '--out', outDir('untrusted-error')], site);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(script);
      expect(result.stderr).toMatch(/^1 error found$/m);
    });
  });

  it('reports a frontmatter field of the wrong type with its line', () => {
    const result = runCli(['build', '--out', outDir('bad-fm')], fixture('bad-frontmatter'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/start.md:3  frontmatter.sidebar_position: expected a number');
  });
});

describe('docsite build never writes outside its output folder', () => {
  // Each output goes one folder deeper, so `../../escaped` from `docs/` or `../../../escaped` from `blog/tags/` lands in its own folder.
  const nested = (name: string) => path.join(temp, name, 'out');
  const written = (name: string) => readdirSync(path.join(temp, name), { recursive: true });

  it('fails on a docs slug with .. segments, naming the file, line and field, and writes nothing anywhere', () => {
    mkdirSync(path.join(temp, 'escape-slug'));
    const result = runCli(['build', '--out', nested('escape-slug')], fixture('route-escape-slug'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`content/docs/escape.md:3  frontmatter.slug: "../../escaped" is not a clean path: it has a '.' or '..' segment`);
    expect(result.stderr).toContain('hint: a route is a path of plain segments, such as guides/setup or /guides/setup');
    expect(written('escape-slug')).toEqual([]);
  });

  it("fails on a blog tag's permalink in tags.yml with .. segments, naming the file, line and field, and writes nothing anywhere", () => {
    mkdirSync(path.join(temp, 'escape-tag'));
    const result = runCli(['build', '--out', nested('escape-tag')], fixture('route-escape-tag'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`content/blog/tags.yml:3  news.permalink: "../../../escaped" is not a clean path: it has a '.' or '..' segment`);
    expect(written('escape-tag')).toEqual([]);
  });
});

describe('docsite build reports its outcome honestly', () => {
  it('exits 1 when content ends the process before the summary (process.exit(0) in MDX), leaving the previous output and no temporary folder', () => {
    const out = outDir('build-exits');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'marker.txt'), 'previous build');
    const result = runCli(['build', '--out', out], fixture('build-exits'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the build was interrupted before it finished (the process exited with code 0); the output was not updated');
    expect(result.stderr).toContain('hint: content and config run as code: look for process.exit or a promise that never settles in MDX, data modules or site.config.ts');
    expect(result.stdout).not.toContain('built');
    expect(readdirSync(out)).toEqual(['marker.txt']);
    expect(readdirSync(temp).filter((name) => name.startsWith('build-exits.'))).toEqual([]);
  });

  it('exits 1 when the build stops because nothing is left to run (a config awaiting a promise that never settles)', () => {
    const result = runCli(['build', '--out', outDir('never-settles')], fixture('build-never-settles'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the build was interrupted before it finished (the process exited with code 0); the output was not updated');
    expect(existsSync(outDir('never-settles'))).toBe(false);
  });

  it('prints an error that content throws asynchronously (from a timer) as an error of the build, not as a raw stack', () => {
    const result = runCli(['build', '--out', outDir('async-content-error')], fixture('async-content-error'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('the build failed: an error was thrown outside its steps (by a timer or a promise nobody awaited, in content, data modules or the theme)\n  caused by: late boom\n');
    expect(readdirSync(temp).filter((name) => name.startsWith('async-content-error'))).toEqual([]);
  });
});

describe('docsite build loses no content in silence', () => {
  it('fails on a content file that is not UTF-8, naming the file and line, instead of publishing U+FFFD', () => {
    const result = runCli(['build', '--out', outDir('binary-content')], fixture('binary-content'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/latin1.md:7  not UTF-8 text: it holds bytes that are not valid UTF-8 (binary content, or another encoding)');
    expect(existsSync(outDir('binary-content'))).toBe(false);
  });

  it('warns about each missing image of a page (relative or from the static folder), naming the file and line', () => {
    const result = runCli(['build', '--out', outDir('missing-image')], fixture('missing-image'));
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toContain(
      [
        'warning: 3 missing images',
        '  content/docs/guide.md:7  image /img/missing.png on /docs/guide: no such file in the output',
        '    hint: images are published from the static folder: add static/img/missing.png, or fix the path',
        '  content/docs/guide.md:9  image ./diagram.svg on /docs/guide: no such file in the output (it resolves to /docs/diagram.svg)',
        '    hint: images are published from the static folder: add static/docs/diagram.svg, or fix the path',
        '  content/docs/tabs.mdx:7  image /img/gone.svg on /docs/tabs: no such file in the output',
        '    hint: images are published from the static folder: add static/img/gone.svg, or fix the path',
      ].join('\n'),
    );
  });

  it('copies static/.well-known/ and warns about each hidden file or folder it does not copy', () => {
    const out = outDir('static-dotfiles');
    const result = runCli(['build', '--out', out], fixture('static-dotfiles'));
    expect(result.code, result.output).toBe(0);
    expect(readFileSync(path.join(out, '.well-known/security.txt'), 'utf8')).toContain('Contact: mailto:security@fixture.example');
    expect(existsSync(path.join(out, 'img/logo.svg'))).toBe(true);
    for (const hidden of ['.htaccess', '.private', 'img/.DS_Store']) expect(existsSync(path.join(out, hidden))).toBe(false);
    const hint = '    hint: of hidden files and folders only .well-known/ is published; rename it if hosts should serve it';
    expect(result.stderr).toContain(
      [
        'warning: 3 skipped static files',
        '  static/.htaccess  hidden file, not copied to the output',
        hint,
        '  static/.private/  hidden folder, not copied to the output',
        hint,
        '  static/img/.DS_Store  hidden file, not copied to the output',
        hint,
      ].join('\n'),
    );
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
    const noCores = runCli(['build', '--cores', '0'], repoRoot);
    expect(noCores.code).toBe(2);
    expect(noCores.stderr).toContain("error: option '--cores <n>' argument '0' is invalid. expected a whole number of cores, 1 or more");
  });

  it('exits 1 with a hint when the config file is missing', () => {
    const result = runCli(['build'], temp);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('config file not found: site.config.ts');
    expect(result.stderr).toContain('hint: run docsite in the folder holding site.config.ts');
  });
});
