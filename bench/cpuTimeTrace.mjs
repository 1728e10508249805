// A Lighthouse trace with every main-thread task shrunk to its CPU time (used by lighthouseCpu.mjs and
// lighthouseInterleaved.mjs --cpu), so time a loaded machine's other processes took does not count.

/**
 * Shrinks each top-level task on every thread to its CPU time, and what runs inside it in
 * proportion, so children stay inside their parents (Lighthouse checks that nesting).
 */
export function rescaleToCpuTime(trace) {
  const threads = new Map();
  for (const event of trace.traceEvents) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!threads.has(key)) threads.set(key, []);
    threads.get(key).push(event);
  }
  for (const events of threads.values()) {
    events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let task;
    for (const event of events) {
      if (!task || event.ts >= task.end) task = { ts: event.ts, end: event.ts + event.dur, factor: event.tdur !== undefined && event.dur > 0 ? Math.min(1, event.tdur / event.dur) : 1 };
      event.ts = task.ts + (event.ts - task.ts) * task.factor;
      event.dur *= task.factor;
    }
  }
  return trace;
}
