import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplesOfPage } from '../../bench/sampleRecording.mjs';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/**
 * Every code sample on every operation page, copied from the built HTML as a reader would,
 * runs against `docsite serve` (proxy + sandbox) and must succeed: curl in the shell, nodejs
 * with node, python with Debian's /usr/bin/python3 and python3-requests.
 */
const run = promisify(execFile);
const PYTHON = '/usr/bin/python3';

let buildDir: string;
let workDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-samples-build-'));
  workDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-samples-run-'));
  const built = runCli(['build', '--out', buildDir], repoRoot);
  if (built.code !== 0) throw new Error(`building the site failed:\n${built.output}`);
  server = await startServer('serve', ['--dir', buildDir], repoRoot);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
});

/** The samples of one built page, by language, as the reader sees and copies them. */
const samplesOf = (html: string) => samplesOfPage(html).samples;

function operationPages(): Array<{ slug: string; samples: Record<string, string> }> {
  const dir = path.join(buildDir, 'docs/api/Monk');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== '0-xmonk.html')
    .map(({ name }) => ({ slug: name.slice(0, -'.html'.length), samples: samplesOf(readFileSync(path.join(dir, name), 'utf8')) }));
}

async function runSample(language: string, code: string, env: NodeJS.ProcessEnv): Promise<string> {
  const options = { env, cwd: workDir, timeout: 60_000 };
  if (language === 'curl') return (await run('/bin/sh', ['-c', code], options)).stdout;
  const file = path.join(workDir, `${env.SABLE_USER_ID}.${language === 'python' ? 'py' : 'mjs'}`);
  writeFileSync(file, code);
  return (await run(language === 'python' ? PYTHON : process.execPath, [file], options)).stdout;
}

describe('code samples against the sandbox through the proxy', () => {
  it('has python, curl and nodejs samples on all 21 operation pages', () => {
    const pages = operationPages();
    expect(pages).toHaveLength(21);
    for (const page of pages) expect(Object.keys(page.samples).sort(), page.slug).toEqual(['curl', 'nodejs', 'python']);
  });

  it('runs every sample successfully, printing the JSON answer', { timeout: 300_000 }, async () => {
    const jobs = operationPages().flatMap((page) => Object.entries(page.samples).map(([language, code]) => ({ slug: page.slug, language, code })));
    expect(jobs).toHaveLength(63);
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next]!;
        // A fresh sandbox user per run: deleting the example agent must not break the next sample.
        const userId = `usr_${String(next++).padStart(4, '0')}${job.language.slice(0, 6).padEnd(6, 'x')}`;
        const env = { PATH: process.env.PATH, HOME: process.env.HOME, SABLE_API_BASE: `${server!.url}/api-proxy`, SABLE_API_KEY: 'sk_test_samples', SABLE_USER_ID: userId };
        try {
          const stdout = await runSample(job.language, job.code, env);
          JSON.parse(stdout);
        } catch (error) {
          const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
          failures.push(`${job.slug} ${job.language}: ${message}\n${stdout ?? ''}${stderr ?? ''}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  });

  it('fails loudly when the API rejects the request (no key), so the tests above mean something', async () => {
    const page = operationPages().find((entry) => entry.slug === '6-get-agent')!;
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, SABLE_API_BASE: `${server!.url}/api-proxy`, SABLE_API_KEY: '', SABLE_USER_ID: 'usr_NOKEY00000' };
    for (const language of ['curl', 'nodejs', 'python']) {
      await expect(runSample(language, page.samples[language]!, env), language).rejects.toThrow();
    }
  });
});
