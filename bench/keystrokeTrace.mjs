// Where a later keystroke's time goes, from a Chrome trace of the page: bench/firstSearch.mjs
// marks each keystroke's start and end (once its results are painted) with `performance.mark`,
// and this sums, per keystroke, the main thread's tasks between the two marks. Thread time
// (`tdur`) is CPU time, which the machine's load inflates far less than the wall time.

/** Trace categories: top-level tasks, the marks, and the timeline's layout, style, script and GC events. */
export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];

/** What is summed per keystroke, by trace event name (nested in the tasks, so parts of `cpu`). */
const PARTS = {
  script: ['FunctionCall', 'EvaluateScript', 'v8.compile', 'TimerFire', 'FireAnimationFrame'],
  layout: ['Layout'],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  paint: ['Paint', 'PaintImage', 'UpdateLayerTree', 'Layerize', 'PrePaint'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR'],
};

const ms = (micros) => micros / 1000;

/**
 * Per keystroke `n` (marks `key-n-start` and `key-n-end`): the main thread's CPU ms in
 * top-level tasks between them, and the parts above (outermost event of each name only).
 */
export function keystrokeCpu(traceJson) {
  const events = JSON.parse(traceJson).traceEvents ?? [];
  const marks = events.filter((event) => event.cat?.includes('blink.user_timing') && /^key-\d+-(start|end)$/.test(event.name));
  if (!marks.length) return [];
  const { pid, tid } = marks[0];
  const thread = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && typeof event.tdur === 'number');
  const at = (name) => marks.find((mark) => mark.name === name)?.ts;
  const keystrokes = [];
  for (let n = 0; at(`key-${n}-start`) !== undefined; n++) {
    const start = at(`key-${n}-start`);
    const end = at(`key-${n}-end`) ?? Infinity;
    const inside = thread.filter((event) => event.ts >= start && event.ts < end);
    const tasks = inside.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
    const row = { cpu: ms(tasks.reduce((sum, task) => sum + task.tdur, 0)) };
    for (const [part, names] of Object.entries(PARTS)) row[part] = ms(outermost(inside.filter((event) => names.includes(event.name))).reduce((sum, event) => sum + event.tdur, 0));
    keystrokes.push(row);
  }
  return keystrokes;
}

/** The events not nested in another of the list (a Layout forced inside a Layout is counted once). */
function outermost(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  const kept = [];
  let end = -Infinity;
  for (const event of sorted) {
    if (event.ts >= end) {
      kept.push(event);
      end = event.ts + (event.dur ?? 0);
    }
  }
  return kept;
}
