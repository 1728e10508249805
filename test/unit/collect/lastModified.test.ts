import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastModifiedDates } from '../../../src/collect/lastModified.js';

const repo = mkdtempSync(path.join(os.tmpdir(), 'docsite-git-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('lastModifiedDates', () => {
  it('takes the last commit date of files in a site that sits in a subfolder of the checkout, and the file time for uncommitted files', async () => {
    const site = path.join(repo, 'website');
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n');
    writeFileSync(path.join(repo, 'outside.md'), '# Outside\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T10:00:00Z' } });
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'first');
    writeFileSync(path.join(site, 'docs/new.md'), '# New\n');
    utimesSync(path.join(site, 'docs/new.md'), new Date('2025-01-02T12:00:00Z'), new Date('2025-01-02T12:00:00Z'));

    const lastmod = await lastModifiedDates(site);
    expect(lastmod('docs/intro.md')).toBe('2024-03-05');
    expect(lastmod('docs/new.md')).toBe('2025-01-02');
    expect(lastmod('docs/missing.md')).toBeUndefined();
  });
});
