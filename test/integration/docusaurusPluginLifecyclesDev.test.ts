import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'docsite-plugin-lifecycles-dev-'));
const plugin = path.join(site, 'plugins/component-api/index.js');
let dev: ServerProcess;

beforeAll(async () => {
  cpSync(path.join(repoRoot, 'test/fixtures/docusaurus-plugin-lifecycles'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
  dev = await startServer('dev', [], site);
});
afterAll(async () => {
  await dev?.stop();
  rmSync(site, { recursive: true, force: true });
});

const page = async (route: string) => (await fetch(dev.url + route)).text();

describe('docsite dev on a Docusaurus site with a local plugin', () => {
  it("serves what the plugin's contentLoaded wrote, and runs its lifecycles again when its file changes", async () => {
    expect(await page('/docs/button')).toContain('<td><code>color</code></td>');
    writeFileSync(plugin, readFileSync(plugin, 'utf8').replace('`color`', '`size`'));
    const until = Date.now() + 30_000;
    while (!(await page('/docs/button')).includes('<td><code>size</code></td>')) {
      if (Date.now() > until) throw new Error("the page never followed the plugin's edit");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});
