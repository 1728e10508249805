import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of `docsite serve` running the real site. */
    baseUrl: string;
    /** Folder of the build being served. */
    buildDir: string;
  }
}

let server: ServerProcess | undefined;
let buildDir: string | undefined;

/** One build of the real site per run, served by `docsite serve` on 127.0.0.1 and a free port. */
export async function setup(project: TestProject) {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-e2e-'));
  // Ten minutes, not the helper's two: a cold build of the site on a busy shared machine can take longer.
  const built = runCli(['build', '--out', buildDir], repoRoot, 600_000);
  if (built.code !== 0) throw new Error(`building the site failed:\n${built.output}`);
  server = await startServer('serve', ['--dir', buildDir], repoRoot);
  project.provide('baseUrl', server.url);
  project.provide('buildDir', buildDir);
}

export async function teardown() {
  await server?.stop();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
}
