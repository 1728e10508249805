import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-history-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/**
 * A copy of the page-history fixture outside any checkout, where `docsite` and the packages
 * its compiled modules import (React) still resolve.
 */
function copyFixture(name: string): string {
  const site = path.join(temp, name);
  cpSync(path.join(repoRoot, 'test/fixtures/page-history'), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
  const modules = path.join(site, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  symlinkSync(repoRoot, path.join(modules, 'docsite'));
  return site;
}

/** Commits the given files as `author` at `date` (author and committer date alike). */
function commit(site: string, date: string, author: string, files: string[]) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=dev@example.com', ...args], { cwd: site, env });
  git('add', ...files);
  git('commit', '-q', '-m', `by ${author}`);
}

// The build machine's zone must not move a date: far west of UTC, where 04:30 UTC is the day before.
const buildEnv = { TZ: 'America/Los_Angeles', LANG: 'de_DE.UTF-8' };
const editLink = (href: string) => `<a href="${href}" class="page-edit-link" target="_blank" rel="noopener noreferrer">Edit this page<span class="visually-hidden"> (opens in a new tab)</span></a>`;
const author = (name: string) => `<span class="page-last-update-author">${name}</span>`;

/**
 * A `git` first on the PATH that records each call's arguments, one line each, into `log`
 * and runs the real git: the build's git calls, counted.
 */
function recordingGit(log: string): Record<string, string> {
  const bin = path.join(temp, 'recording-bin');
  mkdirSync(bin, { recursive: true });
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> "$DOCSITE_TEST_GIT_LOG"\nexec ${realGit} "$@"\n`, { mode: 0o755 });
  return { PATH: `${bin}${path.delimiter}${process.env.PATH}`, DOCSITE_TEST_GIT_LOG: log };
}

describe('page history (page-history fixture)', () => {
  describe('in a git checkout', () => {
    const out = path.join(temp, 'git-out');
    const gitCalls = path.join(temp, 'git-calls.log');
    const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
    beforeAll(() => {
      const site = copyFixture('git-site');
      execFileSync('git', ['init', '-q'], { cwd: site });
      writeFileSync(path.join(site, '.gitignore'), 'node_modules\n.docsite-cache\n');
      commit(site, '2025-03-01T12:00:00Z', 'Grace Hopper', ['.']);
      writeFileSync(path.join(site, 'content/docs/intro.md'), readFileSync(path.join(site, 'content/docs/intro.md'), 'utf8') + '\nEdited.\n');
      // 23:30 on the 24th at UTC-5 is 04:30 on the 25th in UTC.
      commit(site, '2026-11-24T23:30:00-05:00', 'Alan Turing', ['content/docs/intro.md']);
      // Written after the last commit and never added: git knows nothing of it.
      writeFileSync(path.join(site, 'content/docs/uncommitted.md'), '---\ntitle: Uncommitted\n---\n\nNot in git yet.\n');
      const result = runCli(['build', '--out', out], site, 120_000, { ...buildEnv, ...recordingGit(gitCalls) });
      expect(result.code, result.output).toBe(0);
    });

    it('runs one git log for the whole build, not one per page (the up-to-date check reads HEAD from .git, starting no git)', () => {
      expect(readFileSync(gitCalls, 'utf8').trim().split('\n').sort()).toEqual(['log --format=%x00%cI %aN --name-only --relative -- .']);
    });

    it('shows no last update on a file not yet committed, and keeps its edit link', () => {
      expect(read('docs/uncommitted.html')).toContain(`<div class="page-history">${editLink('https://github.com/acme/site/edit/main/content/docs/uncommitted.md')}</div>`);
    });

    it("links a doc to editUrl plus its path from the site root, and shows its last commit's UTC day and author", () => {
      expect(read('docs/intro.html')).toContain(
        `<div class="page-history">${editLink('https://github.com/acme/site/edit/main/content/docs/intro.md')}<p class="page-last-update">Last updated on <time dateTime="2026-11-25T04:30:00.000Z">Nov 25, 2026</time> by ${author('Alan Turing')}</p></div>`,
      );
    });

    it('takes custom_edit_url and last_update from frontmatter over editUrl and git, reading a date without a zone as written', () => {
      expect(read('docs/custom.html')).toContain(
        `<div class="page-history">${editLink('https://wiki.example/custom')}<p class="page-last-update">Last updated on <time dateTime="2024-01-02T00:00:00.000Z">Jan 2, 2024</time> by ${author('Ada Lovelace')}</p></div>`,
      );
    });

    it('hides the edit link with custom_edit_url: null, and overrides only the author given in last_update', () => {
      expect(read('docs/hidden.html')).toContain(
        `<div class="page-history"><p class="page-last-update">Last updated on <time dateTime="2025-03-01T12:00:00.000Z">Mar 1, 2025</time> by ${author('Frontmatter Author')}</p></div>`,
      );
      expect(read('docs/hidden.html')).not.toContain('page-edit-link');
    });

    it("links a blog post to the blog editUrl function's answer, given Docusaurus's parameters, with the date but no author", () => {
      expect(read('blog/launch.html')).toContain(
        `<div class="page-history">${editLink('https://cms.example/en/content/blog/2026-01-05-launch.md?permalink=/blog/launch')}<p class="page-last-update">Last updated on <time dateTime="2025-03-01T12:00:00.000Z">Mar 1, 2025</time></p></div>`,
      );
    });

    it('keeps the page history out of the search documents, which read the article', () => {
      const [documents] = readdirSync(path.join(out, 'search')).filter((name) => name.startsWith('documents.'));
      const text = read(`search/${documents}`);
      expect(text).toContain('comes from a function of the post');
      expect(text).not.toContain('Edit this page');
      expect(text).not.toContain('Last updated');
    });

    it('shows no page history on a standalone page, and keeps the sitemap dates', () => {
      expect(read('index.html')).not.toContain('page-history');
      expect(read('sitemap.xml')).toContain('<loc>https://history.example/docs/intro</loc><lastmod>2026-11-24</lastmod>');
    });
  });

  it('outside git shows only what frontmatter says, and the edit links', () => {
    const site = copyFixture('plain-site');
    const out = path.join(temp, 'plain-out');
    const result = runCli(['build', '--out', out], site, 120_000, buildEnv);
    expect(result.code, result.output).toBe(0);
    const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
    expect(read('docs/intro.html')).toContain(`<div class="page-history">${editLink('https://github.com/acme/site/edit/main/content/docs/intro.md')}</div>`);
    expect(read('docs/custom.html')).toContain('<p class="page-last-update">Last updated on <time dateTime="2024-01-02T00:00:00.000Z">Jan 2, 2024</time> by ');
    expect(read('docs/hidden.html')).toContain(`<div class="page-history"><p class="page-last-update">Last updated by ${author('Frontmatter Author')}</p></div>`);
  });

  it('fails on a last_update date that is no date, naming the file, the line and the field', () => {
    const site = copyFixture('bad-date-site');
    const custom = path.join(site, 'content/docs/custom.md');
    writeFileSync(custom, readFileSync(custom, 'utf8').replace('date: 1/2/2024', 'date: someday'));
    const result = runCli(['build', '--out', path.join(temp, 'bad-date-out')], site, 120_000, buildEnv);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/custom.md:4  frontmatter.last_update.date: expected a date such as 2026-11-25, got "someday"');
  });
});
