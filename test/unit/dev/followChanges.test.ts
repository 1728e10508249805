import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import chokidar from 'chokidar';
import { afterEach, describe, expect, it } from 'vitest';
import { followChanges } from '../../../src/dev/followChanges.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A folder watched as dev watches content, its events through `followChanges`, and the files reported, in order. */
async function watched() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-follow-'));
  const file = path.join(dir, 'page.md');
  writeFileSync(file, 'start\n');
  const reports: Array<{ file: string }> = [];
  const followed = followChanges((changed) => reports.push({ file: changed }));
  const watcher = chokidar.watch(dir, { ignoreInitial: true });
  watcher.on('all', followed.event);
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  cleanups.push(() => watcher.close(), () => followed.close(), () => rmSync(dir, { recursive: true, force: true }));
  return { file, reports };
}

describe('followChanges', () => {
  it('reports a second save soon after the first, whose change event chokidar drops', async () => {
    const { file, reports } = await watched();
    writeFileSync(file, 'first save\n');
    // Once the first save is reported (chokidar then drops the path's changes for 50 ms), the second.
    while (!reports.length) await sleep(1);
    const reportedBefore = reports.length;
    writeFileSync(file, 'second save\n');
    await sleep(300);
    expect(reports.slice(reportedBefore).map((report) => report.file)).toEqual([file]);
  });

  it('reports one save once: the follow-up finds the stat the event carried', async () => {
    const { file, reports } = await watched();
    writeFileSync(file, 'one save\n');
    await sleep(300);
    expect(reports.map((report) => report.file)).toEqual([file]);
  });

  it('reports a removed file once', async () => {
    const { file, reports } = await watched();
    rmSync(file);
    await sleep(400);
    expect(reports.map((report) => report.file)).toEqual([file]);
  });
});
