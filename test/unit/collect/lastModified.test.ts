import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GIT_LOG_ARGS, parseGitLog, readFileHistory } from '../../../src/collect/lastModified.js';
import { gitStartedDuring } from '../../helpers/markingGit.js';

const repo = mkdtempSync(path.join(os.tmpdir(), 'docsite-git-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('readFileHistory', () => {
  it('takes the last commit date and author of files in a site that sits in a subfolder of the checkout, and the file time for uncommitted files', async () => {
    const site = path.join(repo, 'website');
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n');
    writeFileSync(path.join(site, 'docs/guide.md'), '# Guide\n');
    writeFileSync(path.join(repo, 'outside.md'), '# Outside\n');
    const git = (date: string, name: string, ...args: string[]) =>
      execFileSync('git', ['-c', `user.name=${name}`, '-c', 'user.email=t@example.com', ...args], { cwd: repo, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
    git('2024-03-05T10:00:00Z', 't', 'init', '-q');
    git('2024-03-05T10:00:00Z', 't', 'add', '.');
    git('2024-03-05T10:00:00Z', 'Ada Lovelace', 'commit', '-q', '-m', 'first');
    writeFileSync(path.join(site, 'docs/guide.md'), '# Guide, again\n');
    git('2024-04-01T09:30:00+02:00', 't', 'commit', '-q', '-am', 'second');
    writeFileSync(path.join(site, 'docs/new.md'), '# New\n');
    utimesSync(path.join(site, 'docs/new.md'), new Date('2025-01-02T12:00:00Z'), new Date('2025-01-02T12:00:00Z'));

    const history = await readFileHistory(site);
    expect(history.lastModified('docs/intro.md')).toBe('2024-03-05');
    expect(history.lastModified('docs/new.md')).toBe('2025-01-02');
    expect(history.lastModified('docs/missing.md')).toBeUndefined();
    expect(history.lastCommit('docs/intro.md')).toEqual({ date: '2024-03-05T10:00:00+00:00', author: 'Ada Lovelace' });
    expect(history.lastCommit(path.join(site, 'docs/guide.md'))).toEqual({ date: '2024-04-01T09:30:00+02:00', author: 't' });
    expect(history.lastCommit('docs/new.md')).toBeUndefined();
  });

  it('reads the log once per commit (dev builds again and again at one), and again once HEAD moves', async () => {
    const site = path.join(repo, 'website');
    const first = await readFileHistory(site);
    // With git's objects gone, only a log read before can answer.
    renameSync(path.join(repo, '.git/objects'), path.join(repo, '.git/objects-aside'));
    try {
      expect((await readFileHistory(site)).lastCommit('docs/intro.md')).toEqual(first.lastCommit('docs/intro.md'));
    } finally {
      renameSync(path.join(repo, '.git/objects-aside'), path.join(repo, '.git/objects'));
    }
    writeFileSync(path.join(site, 'docs/intro.md'), '# Intro, again\n');
    execFileSync('git', ['-c', 'user.name=Grace', '-c', 'user.email=g@example.com', 'commit', '-q', '-am', 'third'], { cwd: repo, env: { ...process.env, GIT_AUTHOR_DATE: '2024-05-06T08:00:00Z', GIT_COMMITTER_DATE: '2024-05-06T08:00:00Z' } });
    expect((await readFileHistory(site)).lastCommit('docs/intro.md')).toEqual({ date: '2024-05-06T08:00:00+00:00', author: 'Grace' });
  });

  it('gives no commits outside a git checkout', async () => {
    const plain = mkdtempSync(path.join(os.tmpdir(), 'docsite-nogit-'));
    writeFileSync(path.join(plain, 'a.md'), '# A\n');
    const history = await readFileHistory(plain);
    rmSync(plain, { recursive: true, force: true });
    expect(history.lastCommit('a.md')).toBeUndefined();
  });

  it('starts no git log outside a git checkout', async () => {
    const started = await gitStartedDuring(async (plain) => {
      expect((await readFileHistory(plain)).lastCommit('a.md')).toBeUndefined();
    });
    expect(started).toBe(false);
  });
});

describe('parseGitLog', () => {
  it('reads the one git call: per commit a NUL, the date and the author (spaces and all), then its files; the newest commit of a file wins', () => {
    expect(GIT_LOG_ARGS).toEqual(['log', '--format=%x00%cI %aN', '--name-only', '--relative', '--', '.']);
    const log = [
      '\0' + '2026-11-24T23:30:00-05:00 Grace Brewster Hopper\n\ndocs/intro.md\ndocs/a b.md\n',
      // A merge commit lists no files.
      '\0' + '2026-10-01T00:00:00Z Merger\n',
      '\0' + '2026-01-01T00:00:00Z Alan Turing\n\ndocs/intro.md\nblog/post.md\n',
      '\0' + '2025-01-01T00:00:00Z \n\ndocs/anonymous.md\n',
    ].join('');
    const commits = parseGitLog(log, '/site');
    expect(Object.fromEntries(commits)).toEqual({
      '/site/docs/intro.md': { date: '2026-11-24T23:30:00-05:00', author: 'Grace Brewster Hopper' },
      '/site/docs/a b.md': { date: '2026-11-24T23:30:00-05:00', author: 'Grace Brewster Hopper' },
      '/site/blog/post.md': { date: '2026-01-01T00:00:00Z', author: 'Alan Turing' },
      '/site/docs/anonymous.md': { date: '2025-01-01T00:00:00Z', author: '' },
    });
  });
});
