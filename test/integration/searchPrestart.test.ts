import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

// Issue 21 §3 / issue 20 §3: the search thread starts before the site is collected (its modules load
// meanwhile) and gets its data as a first message; `DOCSITE_SEARCH_PRESTART=0` starts it with its data, as before.
const fixture = path.join(repoRoot, 'test/fixtures/basic');
const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-search-prestart-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Builds the fixture into a folder of its own; what the search thread said of its start, and the search files. */
function build(name: string, env: Record<string, string>, site = fixture, force = true) {
  const out = path.join(root, name);
  const report = path.join(root, `${name}.txt`);
  rmSync(report, { force: true });
  const built = runCli(['build', ...(force ? ['--force'] : []), '--out', out], site, 120_000, { ...env, DOCSITE_SEARCH_PRESTART_REPORT: report });
  expect(built.code, built.output).toBe(0);
  const searchDir = path.join(out, 'search');
  const files = Object.fromEntries(readdirSync(searchDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')).map((file) => [file, readFileSync(path.join(searchDir, file), 'utf8')]));
  return { starts: readFileSync(report, 'utf8').trim().split('\n'), files };
}

describe('the search thread started ahead of its data', () => {
  it('is the thread the build searches with, and writes the same search files as one started with its data', () => {
    const ahead = build('ahead', {});
    const withData = build('with-data', { DOCSITE_SEARCH_PRESTART: '0' });
    expect(ahead.starts).toEqual(['ahead']);
    expect(withData.starts).toEqual(['with data']);
    expect(Object.keys(ahead.files).length).toBeGreaterThan(1);
    expect(ahead.files).toEqual(withData.files);
  });

  // Issue 20 §3: into a folder it built before, the thread reads the previous search state while the
  // site is collected, and saves its own after handing over the files.
  it('reads the previous search state ahead in an incremental build, whose files equal a cold build of the edit', () => {
    const site = path.join(root, 'site');
    cpSync(fixture, site, { recursive: true });
    const first = build('incremental', {}, site, false);
    expect(first.starts).toEqual(['ahead']);
    const doc = path.join(site, 'content/docs', readdirSync(path.join(site, 'content/docs')).find((name) => name.endsWith('.md'))!);
    appendFileSync(doc, '\nA zanzibarquux paragraph added by the edit.\n');
    const edited = build('incremental', {}, site, false);
    expect(edited.starts).toEqual(['ahead', 'state read ahead']);
    const cold = build('incremental-cold', {}, site, true);
    expect(edited.files).toEqual(cold.files);
    expect(Object.values(edited.files).some((text) => text.includes('zanzibarquux'))).toBe(true);
    // The state the thread saved after its files is in place, and no temporary file of it is left.
    const records = readdirSync(path.join(site, '.docsite-cache/builds'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const names = records.flatMap((entry) => readdirSync(path.join(site, '.docsite-cache/builds', entry.name)));
    expect(names).toContain('search-state.json');
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
