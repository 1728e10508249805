import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, texts } from '../helpers/outputSnapshot.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

/**
 * The incremental fixture sharded (`search.shardAbove: 0`), with pages of words of their own
 * (`page-03.md` only `kd…` words), so that its postings are some tens of shards and one page's
 * terms fall in a few of them: an edit to one page changes those shards' bytes and no other's.
 */
const site = path.join(repoRoot, '.tmp', `incremental-search-shards-${process.pid}`);
const out = path.join(site, 'build');
const build = (into = out, ...flags: string[]) => runCli(['build', '--out', into, ...flags], site);
const letters = 'abcdefghijklmnopqrstuvwxyz';
/** The `at`-th word of page `page`: a letter for the page, then three for the word. */
const wordOf = (page: number, at: number) => `k${letters[page]}${letters[Math.floor(at / 26) % 26]}${letters[at % 26]}x`;
const pageFile = (page: number) => path.join(site, 'content/docs/generated', `page-${String(page).padStart(2, '0')}.md`);

beforeAll(() => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/incremental'), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
  const config = path.join(site, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("pages: { path: 'content/pages' },", "pages: { path: 'content/pages' },\n  search: { shardAbove: 0 },"));
  mkdirSync(path.dirname(pageFile(0)), { recursive: true });
  for (let page = 0; page < 20; page++) {
    const words = Array.from({ length: 300 }, (_, at) => wordOf(page, at));
    writeFileSync(pageFile(page), `---\ntitle: Generated ${page}\n---\n\n${words.slice(0, 150).join(' ')}.\n\n## More\n\n${words.slice(150).join(' ')}.\n`);
  }
  const first = build();
  expect(first.code, first.output).toBe(0);
}, 120_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('an incremental build of a sharded index with many postings shards', () => {
  it('after a body edit renames only the postings shards whose bytes change, links every other one (its inode kept), and equals a cold build', () => {
    const postings = () => new Map([...snapshot(out)].filter(([file]) => file.startsWith('search/shards/postings.')).map(([file, { ino }]) => [file, ino]));
    const before = postings();
    expect(before.size).toBeGreaterThan(10);
    appendFileSync(pageFile(3), `\n${wordOf(3, 7)} ${wordOf(3, 8)}.\n`);
    const edited = build();
    expect(edited.code, edited.output).toBe(0);
    expect(edited.stdout).toContain('kept from the previous build');
    const after = postings();
    const renamed = [...after.keys()].filter((file) => !before.has(file));
    // Page 3's terms (its section lengths changed) and the shards its range borders; one hash per group of 32 renamed them all.
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.length, `${renamed.length} of ${after.size}`).toBeLessThanOrEqual(3);
    for (const [file, ino] of after) if (before.has(file)) expect(ino, file).toBe(before.get(file));
    const cold = path.join(site, 'cold');
    const coldResult = build(cold, '--force');
    expect(coldResult.code, coldResult.output).toBe(0);
    expect(texts(snapshot(out))).toEqual(texts(snapshot(cold)));
  });
});
