import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkFiles } from '../../src/collect/walkFiles.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { FsWriter } from '../../src/write/writer.js';
import { repoRoot, runCli, startCli } from '../helpers/runCli.js';

// A copy of the basic fixture inside the repository, so `import 'docsite'` resolves.
const site = path.join(repoRoot, '.tmp', `serve-during-rebuild-${process.pid}`);
const out = path.join(site, 'build');
const REBUILDS = 4;
/** Bounds of the request loop: it stops when the rebuilds are done, or at these. */
const MAX_REQUESTS = 4000;
const MAX_LOOP_MS = 100_000;
const READERS = 4;
const QUICK_SWAPS = 60;

let server: RunningServer;

beforeAll(async () => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/basic'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
  const first = runCli(['build', '--out', out], site);
  expect(first.code, first.output).toBe(0);
  server = await serve({ dir: out, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

/** Routes every version of the fixture has: pages, a redirect, hashed assets, a text file and a Markdown twin. */
function sharedRoutes(): string[] {
  const home = readFileSync(path.join(out, 'index.html'), 'utf8');
  const assets = [...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(0);
  return ['/', '/docs/intro', '/docs/guide', '/blog', '/about', '/docs/intro/', '/robots.txt', '/docs/intro.md', ...new Set(assets)];
}

describe('serve while builds swap the served folder', () => {
  it('never answers 5xx or 404 for a route both versions have, and stays up', async () => {
    const routes = sharedRoutes();
    const failures: string[] = [];
    let requests = 0;
    let rebuilding = true;
    const started = Date.now();
    const read = async (reader: number) => {
      for (let n = reader; rebuilding && requests < MAX_REQUESTS && Date.now() - started < MAX_LOOP_MS; n += READERS) {
        const route = routes[n % routes.length]!;
        requests++;
        try {
          const response = await fetch(server.url + route, { redirect: 'manual', headers: { 'accept-encoding': n % 2 ? 'br, gzip' : 'identity' } });
          await response.arrayBuffer();
          if (response.status >= 500 || response.status === 404) failures.push(`${route}: ${response.status}`);
        } catch (error) {
          failures.push(`${route}: ${(error as Error).message}`);
        }
      }
    };
    const readers = Array.from({ length: READERS }, (_, reader) => read(reader));
    // The content changes before each build, so each swap brings pages of another size and time.
    const intro = path.join(site, 'content/docs/intro.md');
    for (let round = 1; round <= REBUILDS; round++) {
      appendFileSync(intro, `\nRound ${round} of rebuilding.\n`);
      const result = await startCli(['build', '--out', out], site).done;
      expect(result.code, result.output).toBe(0);
    }
    // Then many quick swaps, as the writer commits them, of the output as it is: what the
    // readers must bridge is the instant between the two renames of each commit.
    const files = await walkFiles(out);
    for (let swap = 0; swap < QUICK_SWAPS; swap++) {
      const writer = new FsWriter(out);
      for (const file of files) await writer.add(path.relative(out, file), readFileSync(file));
      await writer.commit();
    }
    rebuilding = false;
    await Promise.all(readers);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(REBUILDS);
    const after = await fetch(server.url + '/docs/intro');
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(`Round ${REBUILDS} of rebuilding.`);
  });
});
