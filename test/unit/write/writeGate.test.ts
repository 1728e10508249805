import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { WriteGate } from '../../../src/write/writeGate.js';

describe('WriteGate', () => {
  it('lets operations in until it is shut, and none after', () => {
    const gate = new WriteGate();
    expect(gate.enter()).toBe(true);
    gate.leave();
    expect(gate.shut()).toBe(true);
    expect(gate.enter()).toBe(false);
  });

  it('does not shut while an operation is under way, and says so when it gives up', () => {
    const gate = new WriteGate();
    expect(gate.enter()).toBe(true);
    expect(gate.shut(30)).toBe(false);
    gate.leave();
    expect(gate.shut(30)).toBe(true);
  });

  it('waits for another thread to finish its operation before shutting', async () => {
    // A second integer after the gate's: the other thread sets it when its operation is done.
    const shared = new SharedArrayBuffer(8);
    const gate = new WriteGate(shared);
    // The other thread holds the gate the way the write thread does (same shared integer) for 150 ms.
    const holder = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       const state = new Int32Array(workerData);
       Atomics.compareExchange(state, 0, 0, 1);
       parentPort.postMessage('entered');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150);
       Atomics.store(state, 1, 1);
       Atomics.compareExchange(state, 0, 1, 0);
       Atomics.notify(state, 0);`,
      { eval: true, workerData: shared },
    );
    await new Promise((resolve) => holder.once('message', resolve));
    expect(gate.shut()).toBe(true);
    expect(Atomics.load(new Int32Array(shared), 1)).toBe(1);
    expect(gate.enter()).toBe(false);
    await holder.terminate();
  });
});
