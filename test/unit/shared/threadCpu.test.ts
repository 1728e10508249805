import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cpuShare } from '../../../src/shared/threadCpu.js';

/** A fixed amount of work (about a fifth of a second of CPU), the same on either thread. */
const WORK = 'let x = 0; for (let i = 0; i < 3e7; i++) x += Math.sqrt(x + i);';

describe('cpuShare', () => {
  it("counts the main thread's CPU apart from a worker thread's", async () => {
    const before = cpuShare()!;
    new Function(WORK)();
    const worker = new Worker(`${WORK} require('node:worker_threads').parentPort.postMessage(x);`, { eval: true });
    await new Promise((resolve) => worker.once('message', resolve));
    const after = cpuShare()!;
    await worker.terminate();
    const main = after.mainThread - before.mainThread;
    const others = after.process - before.process - main;
    // The worker did the main thread's work again, on its own thread: counted for the process, not the main thread.
    expect(main).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(main / 2);
    expect(after.threads.length).toBeGreaterThan(0);
  });
});
