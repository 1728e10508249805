import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

// A copy of the basic fixture inside the repository, so `import 'docsite'` resolves and edits stay local.
const site = path.join(repoRoot, '.tmp', `up-to-date-${process.pid}`);
const out = path.join(site, 'build');
const build = (...flags: string[]) => runCli(['build', '--out', out, ...flags], site);
const UP_TO_DATE = /build is up to date \(\d+ pages and \d+ assets, nothing changed\)/;

beforeAll(() => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/basic'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('a build with nothing changed', () => {
  it('keeps the output as it is, says so and exits 0', () => {
    const first = build();
    expect(first.code, first.output).toBe(0);
    expect(first.stdout).toMatch(/built \d+ pages/);
    const builtAt = statSync(path.join(out, 'index.html')).mtimeMs;
    const second = build();
    expect(second.code, second.output).toBe(0);
    expect(second.stdout).toMatch(UP_TO_DATE);
    expect(statSync(path.join(out, 'index.html')).mtimeMs).toBe(builtAt);
  });

  it('rebuilds when a content file changes, and the output shows the change', () => {
    appendFileSync(path.join(site, 'content/docs/intro.md'), '\nA sentence added after the first build.\n');
    const result = build();
    expect(result.stdout).toMatch(/built \d+ pages/);
    expect(readFileSync(path.join(out, 'docs/intro.html'), 'utf8')).toContain('A sentence added after the first build.');
    expect(build().stdout).toMatch(UP_TO_DATE);
  });

  it('rebuilds when the config changes', () => {
    const config = path.join(site, 'site.config.ts');
    const source = readFileSync(config, 'utf8');
    expect(source).toContain("title: 'Fixture',");
    writeFileSync(config, source.replace("title: 'Fixture',", "title: 'Fixture', tagline: 'A changed tagline',"));
    expect(build().stdout).toMatch(/built \d+ pages/);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('A changed tagline');
  });

  it('rebuilds when an output file was deleted or edited, or the build was forced', () => {
    unlinkSync(path.join(out, 'docs/guide.html'));
    expect(build().stdout).toMatch(/built \d+ pages/);
    expect(statSync(path.join(out, 'docs/guide.html')).isFile()).toBe(true);
    // An edit that keeps the size: only the modification time tells.
    const robots = path.join(out, 'robots.txt');
    const original = readFileSync(robots, 'utf8');
    writeFileSync(robots, original.replace(/[a-z]/, (letter) => letter.toUpperCase()));
    expect(build().stdout).toMatch(/built \d+ pages/);
    expect(readFileSync(robots, 'utf8')).toBe(original);
    expect(build('--force').stdout).toMatch(/built \d+ pages/);
  });

  it('repeats the warnings of the build it kept', () => {
    appendFileSync(path.join(site, 'content/docs/intro.md'), '\nSee [a page that is gone](./gone.md).\n');
    const full = build();
    expect(full.stderr).toContain('warning: 1 broken markdown link');
    const kept = build();
    expect(kept.stdout).toMatch(UP_TO_DATE);
    expect(kept.stderr).toContain('warning: 1 broken markdown link');
  });

  it('names the search files after the inputs without the pages: a forced rebuild or a page edit keeps the names, a config edit renames them', () => {
    const searchUrls = () => /data-search-documents="([^"]+)" data-search-index="([^"]+)"/.exec(readFileSync(path.join(out, 'docs/guide.html'), 'utf8'))!.slice(1);
    expect(build('--force').code).toBe(0);
    const before = searchUrls();
    for (const url of before) expect(statSync(path.join(out, url)).isFile(), url).toBe(true);
    expect(build('--force').code).toBe(0);
    expect(searchUrls()).toEqual(before);
    // Pages name the files, so an incremental build keeps the pages it did not render again: the names stay, the contents change.
    appendFileSync(path.join(site, 'content/docs/guide.mdx'), '\nA sentence search must find.\n');
    expect(build().code).toBe(0);
    const after = searchUrls();
    expect(after).toEqual(before);
    expect(readFileSync(path.join(out, after[0]!), 'utf8')).toContain('A sentence search must find.');
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("tagline: 'A changed tagline',", "tagline: 'Another tagline',"));
    expect(build().code).toBe(0);
    expect(searchUrls()[0]).not.toBe(before[0]);
  });
});
