import { appendFileSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

// A copy of the schemas fixture inside the repository, so `import 'docsite'` resolves and edits stay local.
const site = path.join(repoRoot, '.tmp', `api-pages-reuse-${process.pid}`);
const build = (out: string) => runCli(['build', '--out', path.join(site, out)], site);
/** Every API page and twin of a build, the search files' names (named after all the inputs) left out. */
function apiFiles(out: string): Map<string, string> {
  const dir = path.join(site, out, 'api');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|md)$/.test(file));
  return new Map(files.map((file) => [file, readFileSync(path.join(dir, file), 'utf8').replace(/(documents|index)\.[0-9a-f]+\.json/g, '$1.json')]));
}

beforeAll(() => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/openapi-schemas'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('API pages after a content-only change', () => {
  it('are the same pages when their data comes from the last build', () => {
    const first = build('first');
    expect(first.code, first.output).toBe(0);
    const cacheFiles = readdirSync(path.join(site, '.docsite-cache')).filter((file) => file.startsWith('api-pages-'));
    expect(cacheFiles).toHaveLength(1);
    appendFileSync(path.join(site, 'content/docs/intro.md'), '\nA sentence added after the first build.\n');
    const second = build('second');
    expect(second.code, second.output).toBe(0);
    const before = apiFiles('first');
    expect(before.size).toBeGreaterThan(4);
    expect(apiFiles('second')).toEqual(before);
  });
});
