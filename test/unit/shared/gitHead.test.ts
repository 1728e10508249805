import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitHead, readHead } from '../../../src/shared/gitHead.js';
import { gitStartedDuring } from '../../helpers/markingGit.js';

const repo = mkdtempSync(path.join(os.tmpdir(), 'docsite-git-head-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@t.example', ...args], { cwd: repo, encoding: 'utf8' }).trim();
const revParse = () => git('rev-parse', 'HEAD');

describe('gitHead', () => {
  it("reads git's own answer from .git: a branch's ref, packed refs, a detached HEAD, a linked worktree, from a subfolder", async () => {
    git('init', '-q', '-b', 'main');
    writeFileSync(path.join(repo, 'a.txt'), 'a');
    git('add', '.');
    git('commit', '-q', '-m', 'first');
    expect(readHead(repo)).toBe(revParse());
    git('commit', '-q', '--allow-empty', '-m', 'second');
    git('pack-refs', '--all');
    expect(readHead(path.join(repo, 'sub', 'folder'))).toBe(revParse());
    git('checkout', '-q', '--detach', 'HEAD~1');
    expect(readHead(repo)).toBe(revParse());
    const worktree = path.join(repo, 'linked');
    git('worktree', 'add', '-q', '-b', 'other', worktree, 'main');
    expect(readHead(worktree)).toBe(git('-C', worktree, 'rev-parse', 'HEAD'));
    expect(readHead(worktree)).not.toBe(revParse());
    expect(await gitHead(worktree)).toBe(readHead(worktree));
  });

  it('is no-git outside a repository and for a branch without commits', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docsite-no-git-'));
    try {
      expect(await gitHead(outside)).toBe('no-git');
      execFileSync('git', ['init', '-q'], { cwd: outside });
      expect(readHead(outside)).toBeUndefined();
      expect(await gitHead(outside)).toBe('no-git');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('starts no git outside a repository (a dev rebuild asked, for nothing, every time)', async () => {
    const started = await gitStartedDuring(async (outside) => {
      expect(await gitHead(outside)).toBe('no-git');
    });
    expect(started).toBe(false);
  });
});
