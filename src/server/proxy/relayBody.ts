/** Why a relayed answer was cut off. */
export class RelayStopped extends Error {}

/** The proxy's deadline for one upstream answer, headers and body: aborts `signal` when it expires. */
export interface Deadline {
  signal: AbortSignal;
  /** Stops the timer once the answer is complete (or abandoned). */
  clear(): void;
}

/** Starts a deadline of `ms` for one upstream answer. */
export function startDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RelayStopped('deadline')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** `work`, or a rejection when `signal` aborts first (`work` may ignore the signal, as an in-process upstream can). */
export function beforeAbort<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  return Promise.race([work, aborted]);
}

/**
 * Relays an upstream body chunk by chunk as the client reads it, holding nothing beyond the
 * chunk in flight (so memory does not grow with the answer size or the number of answers in
 * flight). The relay is cut off (the stream errors and the upstream is cancelled) past
 * `maxBytes` or when the deadline expires; the deadline ends with the body.
 */
export function relayBody(body: ReadableStream<Uint8Array>, maxBytes: number, deadline: Deadline): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  let finished = false;
  let stop: (reason: unknown) => void = () => undefined;
  const finish = () => {
    finished = true;
    deadline.clear();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stop = (reason) => {
          if (finished) return;
          finish();
          controller.error(reason);
          reader.cancel(reason).catch(() => undefined);
        };
        if (deadline.signal.aborted) stop(deadline.signal.reason);
        else deadline.signal.addEventListener('abort', () => stop(deadline.signal.reason), { once: true });
      },
      async pull(controller) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          return stop(error);
        }
        if (finished) return;
        if (chunk.done) {
          finish();
          return controller.close();
        }
        size += chunk.value.byteLength;
        if (size > maxBytes) return stop(new RelayStopped('too large'));
        controller.enqueue(chunk.value);
      },
      cancel(reason) {
        finish();
        return reader.cancel(reason);
      },
    },
    // Pull only when the client asks for data: no read-ahead buffer.
    { highWaterMark: 0 },
  );
}
