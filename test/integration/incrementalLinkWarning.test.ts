import { appendFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, texts } from '../helpers/outputSnapshot.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

// A copy of the fixture inside the repository (so `import 'docsite'` resolves), built, edited, built again.
const site = path.join(repoRoot, '.tmp', `incremental-link-warning-${process.pid}`);
const out = path.join(site, 'build');
const coldOut = path.join(site, 'cold');
const warning = 'broken link /docs/not-there on /docs/linking';

beforeAll(() => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/incremental-link-warning'), site, { recursive: true });
  const first = runCli(['build', '--out', out], site);
  expect(first.code, first.output).toBe(0);
  expect(first.stderr).toContain(warning);
}, 120_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('an incremental build after a build that warned of a broken link', () => {
  it('keeps the page with the broken link (the link check warns again from its record) and equals a cold build', () => {
    const before = snapshot(out);
    appendFileSync(path.join(site, 'content/docs/other.md'), '\nA sentence added to the other page.\n');
    const result = runCli(['build', '--out', out], site);
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toContain(warning);
    const after = snapshot(out);
    for (const kept of ['docs/linking.html', 'docs/linking.md']) expect(after.get(kept)!.ino, kept).toBe(before.get(kept)!.ino);
    const cold = runCli(['build', '--out', coldOut, '--force'], site);
    expect(cold.code, cold.output).toBe(0);
    expect(cold.stderr).toContain(warning);
    expect(texts(after)).toEqual(texts(snapshot(coldOut)));
  });
});
