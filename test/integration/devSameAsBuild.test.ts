import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useDevSite, waitForDevPage } from '../helpers/devServer.js';
import { runCli } from '../helpers/runCli.js';

/*
 * A dev server keeps what its builds read of the caches in memory between edits (the client
 * bundle, the search state: `shared/betweenBuilds.ts`). What it serves after edits must still be
 * what a fresh `docsite build` of the edited site writes, byte for byte.
 */
const running = useDevSite('basic');
const { site } = running;
const intro = path.join(site, 'content/docs/intro.md');
const guide = path.join(site, 'content/docs/guide.mdx');
const coldOut = `${site}-cold`;
afterAll(() => rmSync(coldOut, { recursive: true, force: true }));

/** Every file under `dir`, relative, sorted. */
const filesOf = (dir: string) => (readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{ isFile(): boolean; parentPath: string; name: string }>).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();

describe('docsite dev, edit after edit', () => {
  it('serves, after two body edits, exactly what a cold build of the edited site writes (pages, twins, search files, llms-full.txt)', async () => {
    const original = readFileSync(intro, 'utf8');
    for (const text of ['First edit in memory.', 'Second edit in memory.']) {
      writeFileSync(intro, original.replace('Admonitions work in plain markdown.', text));
      await waitForDevPage(running.dev.url, '/docs/intro', text, 60_000);
    }
    // What the page links to and what search fetches are served from the same folder.
    await waitForDevPage(running.dev.url, '/llms-full.txt', 'Second edit in memory.', 60_000);
    const built = runCli(['build', '--out', coldOut, '--force'], site, 180_000);
    expect(built.code, built.output).toBe(0);
    const devOut = path.join(site, '.docsite-cache/dev');
    const files = filesOf(coldOut);
    // The search files follow the page (`searchAfterCommit`): given time, they are the cold build's.
    const searchFiles = files.filter((file) => file.startsWith('search/'));
    const sameSearch = () => searchFiles.every((file) => readFileSync(path.join(devOut, file), 'utf8') === readFileSync(path.join(coldOut, file), 'utf8'));
    for (const deadline = Date.now() + 60_000; !sameSearch() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(filesOf(devOut)).toEqual(files);
    expect(files).toEqual(expect.arrayContaining(['docs/intro.html', 'docs/intro.md', 'llms-full.txt']));
    expect(files.filter((file) => file.startsWith('search/index.'))).toHaveLength(1);
    const differing = files.filter((file) => !readFileSync(path.join(devOut, file)).equals(readFileSync(path.join(coldOut, file))));
    expect(differing).toEqual([]);
    expect(readFileSync(path.join(devOut, 'docs/intro.md'), 'utf8')).toContain('Second edit in memory.');
  }, 300_000);

  it('falls back to a full rebuild when a title changes: the other pages show the new title in their sidebar', async () => {
    writeFileSync(guide, readFileSync(guide, 'utf8').replace('title: Guide', 'title: Renamed guide'));
    await waitForDevPage(running.dev.url, '/docs/intro', 'Renamed guide', 60_000);
    const introHtml = readFileSync(path.join(site, '.docsite-cache/dev/docs/intro.html'), 'utf8');
    expect(introHtml).toContain('Renamed guide');
    expect(introHtml).not.toMatch(/>Guide</);
  }, 120_000);
});
