import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/runCli.js';

/**
 * The retry helpers of Common errors, copied from the page as a reader would, run against a
 * stub that fails each path's first request and counts requests. The page says a 500 is
 * retried only for GET (a resent buy could buy twice) and 429/503 for every method.
 */
const run = promisify(execFile);
const page = readFileSync(path.join(repoRoot, 'content/docs/api/common_errors.mdx'), 'utf8');

/** The code block with this title on the page. */
function codeBlock(title: string): string {
  const match = new RegExp('```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)\\n```').exec(page);
  if (!match) throw new Error(`no code block titled ${title} on common_errors.mdx`);
  return match[1]!;
}

const drivers = {
  python: {
    file: 'drive.py',
    program: '/usr/bin/python3',
    code: 'import sys, requests\nfrom retry import request_with_retry\nprint(request_with_retry(requests.Session(), sys.argv[1], sys.argv[2]).status_code)\n',
  },
  nodejs: {
    file: 'drive.mjs',
    program: process.execPath,
    code: 'import { requestWithRetry } from "./retry.mjs";\nconst resp = await requestWithRetry(process.argv[3], { method: process.argv[2] });\nconsole.log(resp.status);\n',
  },
};

let server: Server;
let base: string;
let workDir: string;
/** Requests seen per path; the first answer of a path `/<status>/<id>` is `<status>`, then 200. */
const seen = new Map<string, number>();

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-retry-'));
  writeFileSync(path.join(workDir, 'retry.py'), codeBlock('retry.py'));
  writeFileSync(path.join(workDir, 'retry.mjs'), codeBlock('retry.mjs'));
  for (const driver of Object.values(drivers)) writeFileSync(path.join(workDir, driver.file), driver.code);
  server = createServer((request, response) => {
    const count = (seen.get(request.url!) ?? 0) + 1;
    seen.set(request.url!, count);
    const status = count === 1 ? Number(request.url!.split('/')[1]) : 200;
    // Retry-After: 0 keeps the helpers from sleeping; they must still honour it.
    response.writeHead(status, { 'Content-Type': 'application/json', 'Retry-After': '0' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs one helper for one request; returns the final status and how many requests reached the stub. */
async function send(language: keyof typeof drivers, method: string, firstStatus: number) {
  const url = `/${firstStatus}/${language}-${method}`;
  const driver = drivers[language];
  const { stdout } = await run(driver.program, [driver.file, method, base + url], { cwd: workDir, timeout: 60_000 });
  return { status: Number(stdout.trim()), requests: seen.get(url) };
}

describe.each(['python', 'nodejs'] as const)('the %s retry helper on Common errors', (language) => {
  it('does not resend a POST (a buy) after a 500: one request, the 500 comes back', async () => {
    expect(await send(language, 'POST', 500)).toEqual({ status: 500, requests: 1 });
  });

  it('resends a GET after a 500 and returns the answer that followed', async () => {
    expect(await send(language, 'GET', 500)).toEqual({ status: 200, requests: 2 });
  });

  it('resends a POST after a 429 or a 503, which mean nothing was executed', async () => {
    expect(await send(language, 'POST', 429)).toEqual({ status: 200, requests: 2 });
    expect(await send(language, 'POST', 503)).toEqual({ status: 200, requests: 2 });
  });

  it('does not resend after a 409, for any method', async () => {
    expect(await send(language, 'GET', 409)).toEqual({ status: 409, requests: 1 });
  });
});
