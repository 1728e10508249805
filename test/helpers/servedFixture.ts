import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot, runCli } from './runCli.js';
import { startServer, type ServerProcess } from './startServer.js';

/**
 * Builds `test/fixtures/<name>` with the CLI into a temporary folder and serves it with
 * `docsite serve` (127.0.0.1, a free port) for the tests of the file; stops and removes it
 * after them. `url()` is the server's URL, known once `beforeAll` ran.
 */
export function useServedFixture(name: string): { url(): string } {
  const fixtureDir = path.join(repoRoot, 'test/fixtures', name);
  let outDir: string | undefined;
  let site: ServerProcess | undefined;
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), `docsite-${name}-`));
    const built = runCli(['build', '--out', outDir], fixtureDir);
    if (built.code !== 0) throw new Error(`building the ${name} fixture failed:\n${built.output}`);
    site = await startServer('serve', ['--dir', outDir], fixtureDir);
  });
  afterAll(async () => {
    await site?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });
  return {
    url() {
      if (!site) throw new Error(`the ${name} fixture is served in beforeAll; use it inside tests`);
      return site.url;
    },
  };
}
