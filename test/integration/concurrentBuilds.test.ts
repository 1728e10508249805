import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockOutput } from '../../src/write/outputLock.js';
import { repoRoot, startCli } from '../helpers/runCli.js';

// A copy of the basic fixture inside the repository, so `import 'docsite'` resolves.
const site = path.join(repoRoot, '.tmp', `concurrent-builds-${process.pid}`);
const out = path.join(site, 'build');
const waitingFor = (pid: number) => `docsite: waiting for another build (pid ${pid}) into build to finish`;

beforeAll(() => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/basic'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('two builds into the same --out at once', () => {
  it('both succeed, one after the other, each saying whom it waits for, and the output is whole', async () => {
    // This test holds the folder first, so both builds are sure to meet the lock. They start
    // together with a cold cache: both compile the config module at once, which read
    // half-written files before ('site config has no default export').
    const release = await lockOutput(out, () => {});
    const runs = [startCli(['build', '--out', out], site), startCli(['build', '--out', out], site)];
    try {
      for (const run of runs) await expect.poll(run.stdout, { timeout: 60_000 }).toContain(waitingFor(process.pid));
    } finally {
      await release();
    }
    const results = await Promise.all(runs.map((run) => run.done));
    for (const result of results) {
      expect(result.code, result.output).toBe(0);
      expect(result.stderr, result.output).toBe('');
    }
    // The first to take the lock built; the other waited for it, then found the output up to date.
    const [first, second] = results[0]!.stdout.includes('docsite: built') ? [0, 1] : [1, 0];
    // The asset count (theme files, fonts…) is not this test's concern; that both builds agree on it is.
    const assets = /docsite: built 11 pages and (\d+) assets into build in/.exec(results[first]!.stdout)?.[1];
    expect(assets, results[first]!.stdout).toBeDefined();
    expect(results[second]!.stdout).toContain(waitingFor(runs[first]!.pid));
    expect(results[second]!.stdout).toContain(`docsite: build is up to date (11 pages and ${assets} assets, nothing changed)`);
    expect(readFileSync(path.join(out, 'docs/intro.html'), 'utf8')).toContain('<html lang="en"');
    // No lock, temporary or replaced folder stays behind (replaced ones go in the background).
    await expect.poll(() => readdirSync(site).filter((name) => name.includes('build')), { timeout: 10_000 }).toEqual(['build']);
  });
});
