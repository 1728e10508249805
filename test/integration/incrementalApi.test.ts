import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, texts } from '../helpers/outputSnapshot.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

// A copy of the openapi-links fixture (a document whose descriptions the build warns about)
// inside the repository, built into one folder, edited, and built again.
const site = path.join(repoRoot, '.tmp', `incremental-api-${process.pid}`);
const out = path.join(site, 'build');
const coldOut = path.join(site, 'cold');
const intro = path.join(site, 'content/docs/intro.md');
const warning = 'openapi/pets.json  paths./pets.get.description: link ../paging.md is not a page of this site; shown as text';

beforeAll(() => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/openapi-links'), site, { recursive: true });
  const first = runCli(['build', '--out', out], site);
  expect(first.code, first.output).toBe(0);
  expect(first.stderr).toContain(warning);
}, 120_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('an incremental build of a site with an API reference', () => {
  it('keeps the API pages its document warned about when only a docs page changed, warns again, and equals a cold build', () => {
    const before = snapshot(out);
    writeFileSync(intro, readFileSync(intro, 'utf8') + '\nA sentence added to the intro.\n');
    const result = runCli(['build', '--out', out], site);
    expect(result.code, result.output).toBe(0);
    // The API's info page and its one operation, the Markdown home page and the not-found page; the intro renders.
    expect(result.stdout).toContain('(4 unchanged, kept from the previous build)');
    expect(result.stderr).toContain(warning);
    const after = snapshot(out);
    for (const kept of ['docs/api/pets.html', 'docs/api/pets.md', 'docs/api/listpets.html', 'docs/api/listpets.md']) expect(after.get(kept)!.ino, kept).toBe(before.get(kept)!.ino);
    const cold = runCli(['build', '--out', coldOut, '--force'], site);
    expect(cold.code, cold.output).toBe(0);
    expect(texts(after)).toEqual(texts(snapshot(coldOut)));
  });
});
