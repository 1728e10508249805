import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, texts } from '../helpers/outputSnapshot.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

/*
 * A dev rebuild commits its pages before its search files (`BuildOptions.searchAfterCommit`):
 * the previous output's search files stand in, under the same names, until the new ones are
 * renamed into place. At no moment may a page name a search file the output does not have, and
 * once the build finished its search files are a cold build's. Built through the compiled API
 * (as `docsite dev` calls it), into a copy of the incremental fixture inside the repository.
 */
const site = path.join(repoRoot, '.tmp', `dev-search-follows-${process.pid}`);
const out = path.join(site, 'build');
const coldOut = path.join(site, 'cold');
const guide = path.join(site, 'content/docs/guide.md');
const koala = path.join(site, 'content/docs/koala.mdx');

type Build = (options: { configFile: string; outDir: string; searchAfterCommit?: boolean }) => Promise<{ finishing?: Promise<void>; upToDate?: boolean }>;
let build: Build;
const devBuild = () => build({ configFile: path.join(site, 'site.config.ts'), outDir: out, searchAfterCommit: true });

/** The search files a page names (`data-search-documents`, `data-search-index`), as output paths. */
function searchFilesNamedBy(page: string): string[] {
  const html = readFileSync(path.join(out, page), 'utf8');
  const named = [...html.matchAll(/data-search-(?:documents|index)="\/([^"]+)"/g)].map((match) => match[1]!);
  expect(named).toHaveLength(2);
  return named;
}

/** The Markdown twins and llms files of an output folder, by path. */
const markdownTexts = (dir: string) => Object.fromEntries([...texts(snapshot(dir))].filter(([file]) => file.endsWith('.md') || file.startsWith('llms')));

/** The search files of an output folder, by path. */
const searchTexts = (dir: string) => Object.fromEntries([...texts(snapshot(dir))].filter(([file]) => file.startsWith('search/')));

beforeAll(async () => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/incremental'), site, { recursive: true });
  ({ build } = (await import(path.join(repoRoot, 'dist/index.js'))) as { build: Build });
  const first = await devBuild();
  // Nothing to stand in for the search files yet: they came with the pages.
  expect(first.finishing).toBeUndefined();
}, 120_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('a dev rebuild whose search files follow its pages', () => {
  it('serves the edited page at once, naming search files that are there, then writes search files equal to a cold build', async () => {
    appendFileSync(guide, '\nWombat sentence added to the guide.\n');
    const result = await devBuild();
    expect(result.finishing).toBeInstanceOf(Promise);
    // The page is committed, and so are the previous search files it names: their text is still the previous build's.
    expect(readFileSync(path.join(out, 'docs/guide.html'), 'utf8')).toContain('Wombat sentence');
    const named = searchFilesNamedBy('docs/guide.html');
    for (const file of named) expect(existsSync(path.join(out, file)), file).toBe(true);
    expect(readFileSync(path.join(out, named[0]!), 'utf8')).not.toContain('Wombat');
    // So is llms-full.txt (every page's twin), while the page's own twin (its source) came with it.
    expect(readFileSync(path.join(out, 'docs/guide.md'), 'utf8')).toContain('Wombat sentence');
    expect(readFileSync(path.join(out, 'llms-full.txt'), 'utf8')).not.toContain('Wombat');

    await result.finishing;
    expect(readFileSync(path.join(out, 'llms-full.txt'), 'utf8')).toContain('Wombat sentence');
    expect(searchFilesNamedBy('docs/guide.html')).toEqual(named);
    expect(readFileSync(path.join(out, named[0]!), 'utf8')).toContain('Wombat');
    const cold = runCli(['build', '--out', coldOut, '--force'], site);
    expect(cold.code, cold.output).toBe(0);
    expect(searchTexts(out)).toEqual(searchTexts(coldOut));
    // The manifest recorded the search files as written after the commit: nothing changed, nothing to build.
    expect((await devBuild()).upToDate).toBe(true);
  }, 180_000);

  // Issue 21 §3: converting an MDX page's twin (about 35 ms of a Sable edit) held the page back.
  it("serves an edited MDX page before its twin, then writes the twin and llms-full.txt equal to a cold build's", async () => {
    // A new MDX page (without exports, which every page's key would hold) renders every page; its twin comes with them.
    writeFileSync(koala, '---\ntitle: Koala page\n---\n\nThis page sums {1 + 1} in an MDX expression.\n');
    await (await devBuild()).finishing;
    expect(readFileSync(path.join(out, 'docs/koala.md'), 'utf8')).toContain('sums 2');
    appendFileSync(koala, '\nKoala sentence added to the page.\n');
    const result = await devBuild();
    expect(result.finishing).toBeInstanceOf(Promise);
    expect(readFileSync(path.join(out, 'docs/koala.html'), 'utf8')).toContain('Koala sentence');
    // The previous twin stands in until the new one is converted.
    expect(readFileSync(path.join(out, 'docs/koala.md'), 'utf8')).not.toContain('Koala sentence');
    expect(readFileSync(path.join(out, 'llms-full.txt'), 'utf8')).not.toContain('Koala sentence');

    await result.finishing;
    expect(readFileSync(path.join(out, 'docs/koala.md'), 'utf8')).toContain('Koala sentence');
    expect(readFileSync(path.join(out, 'llms-full.txt'), 'utf8')).toContain('Koala sentence');
    const cold = runCli(['build', '--out', coldOut, '--force'], site);
    expect(cold.code, cold.output).toBe(0);
    expect(markdownTexts(out)).toEqual(markdownTexts(coldOut));
    expect(searchTexts(out)).toEqual(searchTexts(coldOut));
    expect((await devBuild()).upToDate).toBe(true);
    // The next edit of another page keeps the new twin.
    appendFileSync(guide, '\nPlatypus sentence added to the guide.\n');
    await (await devBuild()).finishing;
    const again = runCli(['build', '--out', coldOut, '--force'], site);
    expect(again.code, again.output).toBe(0);
    expect(markdownTexts(out)).toEqual(markdownTexts(coldOut));
  }, 180_000);

  it('writes the search files with the pages when their names change (a config edit changes the site key)', async () => {
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Incremental'", "title: 'Incremental, renamed'"));
    const result = await devBuild();
    expect(result.finishing).toBeUndefined();
    for (const file of searchFilesNamedBy('docs/guide.html')) expect(existsSync(path.join(out, file)), file).toBe(true);
  }, 180_000);
});
