import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-dev-'));
const sidebars = path.join(site, 'sidebars.js');
let dev: ServerProcess;

beforeAll(async () => {
  cpSync(path.join(repoRoot, 'test/fixtures/docusaurus-config-cjs'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
  dev = await startServer('dev', [], site);
});
afterAll(async () => {
  await dev?.stop();
  rmSync(site, { recursive: true, force: true });
});

const sidebarOf = async (route: string) => /<aside class="doc-sidebar"[^]*?<\/aside>/.exec(await (await fetch(dev.url + route)).text())![0];

describe('docsite dev on a Docusaurus site', () => {
  it('serves the site read from docusaurus.config.js and rebuilds when sidebars.js changes', async () => {
    expect(await sidebarOf('/docs/intro')).toMatch(/Introduction[^]*Setup/);
    writeFileSync(sidebars, readFileSync(sidebars, 'utf8').replace("['intro', 'setup']", "['setup', 'intro']"));
    const until = Date.now() + 30_000;
    while (!/Setup[^]*Introduction/.test(await sidebarOf('/docs/intro'))) {
      if (Date.now() > until) throw new Error('the sidebar never followed sidebars.js');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});
