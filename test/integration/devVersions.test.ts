import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

// A copy of the three-version fixture inside the repo, so `import … from 'docsite'` resolves.
const site = path.join(repoRoot, '.tmp', `dev-versions-${process.pid}`);
let dev: ServerProcess;

beforeAll(async () => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/docs-versions'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
  dev = await startServer('dev', [], site);
}, 130_000);
afterAll(async () => {
  await dev?.stop();
  rmSync(site, { recursive: true, force: true });
});

const page = async (route: string) => (await fetch(dev.url + route)).text();

/** Polls a route until its page holds `text` (the dev server rebuilds after a change). */
async function waitForPage(route: string, text: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await page(route)).includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${route} never contained ${text}`);
}

describe('docsite dev on a site with docs versions', () => {
  it('rebuilds when a snapshot’s file changes, and when versions.json lists a new version', async () => {
    expect(await page('/docs/1.0/old-page')).toContain('Only 1.0 has this page.');
    const oldPage = path.join(site, 'versioned_docs/version-1.0/old-page.md');
    writeFileSync(oldPage, readFileSync(oldPage, 'utf8').replace('Only 1.0 has this page.', 'Edited in the 1.0 snapshot.'));
    await waitForPage('/docs/1.0/old-page', 'Edited in the 1.0 snapshot.');
    mkdirSync(path.join(site, 'versioned_docs/version-0.9'));
    writeFileSync(path.join(site, 'versioned_docs/version-0.9/intro.md'), '---\ntitle: Introduction\n---\n\nThe 0.9 introduction.\n');
    writeFileSync(path.join(site, 'versions.json'), '["2.0", "1.0", "0.9"]\n');
    await waitForPage('/docs/0.9/intro', 'The 0.9 introduction.');
  }, 150_000);
});
