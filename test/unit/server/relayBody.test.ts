import { describe, expect, it } from 'vitest';
import { relayBody, RelayStopped, startDeadline } from '../../../src/server/proxy/relayBody.js';

/** An endless upstream body of 64 KiB chunks, made only when asked for; counts what it made. */
function endlessBody() {
  const state = { made: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.made++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

describe('relayBody: upstream answers are streamed, never held whole', () => {
  it('reads from upstream only as the client reads: one chunk in flight, nothing read ahead', async () => {
    const { body, state } = endlessBody();
    const reader = relayBody(body, Number.POSITIVE_INFINITY, startDeadline(60_000)).getReader();
    expect(state.made).toBe(0);
    for (let read = 1; read <= 5; read++) {
      expect((await reader.read()).value!.byteLength).toBe(64 * 1024);
      expect(state.made).toBe(read);
    }
    await reader.cancel();
    expect(state.cancelled).toBe(true);
  });

  it('cuts the answer off past the byte limit and cancels the upstream', async () => {
    const { body, state } = endlessBody();
    const reader = relayBody(body, 3 * 64 * 1024, startDeadline(60_000)).getReader();
    for (let read = 0; read < 3; read++) await reader.read();
    await expect(reader.read()).rejects.toEqual(new RelayStopped('too large'));
    expect(state.cancelled).toBe(true);
  });

  it('cuts the answer off when the deadline expires while the body is still coming', async () => {
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array(10)), cancel: () => void (cancelled = true) });
    const reader = relayBody(stalled, Number.POSITIVE_INFINITY, startDeadline(50)).getReader();
    expect((await reader.read()).value!.byteLength).toBe(10);
    await expect(reader.read()).rejects.toEqual(new RelayStopped('deadline'));
    expect(cancelled).toBe(true);
  });
});
