import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileOf, lockOutput } from '../../../src/write/outputLock.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Takes the lock of `out` without waiting on a holder (within 5 s), holding it as this process, and releases it. */
async function expectTakenOverAtOnce(out: string) {
  const waitedOn: number[] = [];
  const release = await Promise.race([lockOutput(out, (pid) => waitedOn.push(pid)), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still waiting on the lock')), 5_000))]);
  expect(waitedOn).toEqual([]);
  expect(readFileSync(lockFileOf(out), 'utf8')).toBe(`${process.pid}\n${performance.timeOrigin}\n`);
  await release();
}

describe('lockOutput', () => {
  it('makes a second build into the same folder wait for the first, saying whose lock it waits on', async () => {
    const out = path.join(root, 'build');
    const releaseFirst = await lockOutput(out, () => {});
    expect(readFileSync(lockFileOf(out), 'utf8')).toBe(`${process.pid}\n${performance.timeOrigin}\n`);
    const order: string[] = [];
    let waiting!: () => void;
    const waited = new Promise<void>((resolve) => (waiting = resolve));
    const second = lockOutput(out, (pid) => {
      order.push(`waits on ${pid}`);
      waiting();
    }).then((release) => {
      order.push('second holds the lock');
      return release;
    });
    await waited;
    order.push('first releases');
    await releaseFirst();
    const releaseSecond = await second;
    expect(order).toEqual([`waits on ${process.pid}`, 'first releases', 'second holds the lock']);
    await releaseSecond();
    expect(existsSync(lockFileOf(out))).toBe(false);
  });

  it('takes over the lock of a build that was killed', async () => {
    const out = path.join(root, 'site');
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(lockFileOf(out), `${deadPid}\n`);
    await expectTakenOverAtOnce(out);
  });

  it('takes over an empty lock a killed process left (it had created the file and not yet written it), after a moment', async () => {
    const out = path.join(root, 'empty');
    writeFileSync(lockFileOf(out), '');
    const old = new Date(Date.now() - 10_000);
    utimesSync(lockFileOf(out), old, old);
    await expectTakenOverAtOnce(out);
  });

  it('waits on an empty lock that was just created: its holder may be writing it', async () => {
    const out = path.join(root, 'fresh');
    writeFileSync(lockFileOf(out), '');
    let holds = false;
    const taken = lockOutput(out, () => {}).then((release) => ((holds = true), release));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(holds).toBe(false);
    writeFileSync(lockFileOf(out), `${spawnSync(process.execPath, ['-e', '']).pid!}\n`);
    await (await taken)();
    expect(holds).toBe(true);
  });

  it('creates the lock whole, leaving no file of its own beside it', async () => {
    const out = path.join(root, 'whole');
    const [first, second] = [lockOutput(out, () => {}), lockOutput(out, () => {})];
    const release = await Promise.race([first, second]);
    expect(readFileSync(lockFileOf(out), 'utf8')).toBe(`${process.pid}\n${performance.timeOrigin}\n`);
    await release();
    await (await (release === (await first) ? second : first))();
    expect(readdirSync(root).filter((name) => name.startsWith('.whole.lock'))).toEqual([]);
  });

  it('takes over a lock with the PID of this process that an earlier process with the same PID left', async () => {
    const out = path.join(root, 'reused');
    writeFileSync(lockFileOf(out), `${process.pid}\n1700000000000\n`);
    const waitedOn: number[] = [];
    const release = await lockOutput(out, (pid) => waitedOn.push(pid));
    expect(waitedOn).toEqual([]);
    await release();
  });
});
