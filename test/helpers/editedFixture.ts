import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { snapshot, texts } from './outputSnapshot.js';
import { repoRoot, runCli } from './runCli.js';

/**
 * A copy of `test/fixtures/<fixture>` inside the repository (so `import 'docsite'` resolves),
 * built once before the file's tests and then edited between builds into one folder (`out`).
 * `coldBuild` builds the sources as they are now into another folder, cold and full, and gives
 * its output's texts to compare an incremental result with. Call it at the top of a test file:
 * it registers the set-up and the clean-up.
 */
export function editedFixture(fixture: string) {
  const site = path.join(repoRoot, '.tmp', `${fixture}-${process.pid}`);
  const out = path.join(site, 'build');
  const coldOut = path.join(site, 'cold');
  const build = () => runCli(['build', '--out', out], site);
  const coldBuild = () => {
    rmSync(coldOut, { recursive: true, force: true });
    const result = runCli(['build', '--out', coldOut, '--force'], site);
    expect(result.code, result.output).toBe(0);
    return texts(snapshot(coldOut));
  };
  beforeAll(() => {
    mkdirSync(path.dirname(site), { recursive: true });
    cpSync(path.join(repoRoot, 'test/fixtures', fixture), site, { recursive: true });
    const first = build();
    expect(first.code, first.output).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  return { site, out, build, coldBuild };
}
