/**
 * Start-up work cut into short tasks. Lighthouse's mobile run multiplies every main-thread
 * task by 4 and counts the part of each over 50 ms as blocking time, so any task over
 * 12.5 ms here is blocking there: main.js's start-up in one task was 75-200 ms at 4x on the
 * Sable pages (issue 23). Steps run in order; between two steps the browser gets the thread
 * back once the current task has run `budgetMs`.
 */

/** Real milliseconds a slice may run (under Lighthouse's 12.5 ms, leaving room for a step that overruns). */
export const SLICE_BUDGET_MS = 4;

export interface SliceOptions {
  budgetMs?: number;
  now?: () => number;
  /** Ends the current task; resolves in a later one. */
  yieldToBrowser?: () => Promise<void>;
}

type SchedulerWithYield = { yield?: () => Promise<void> };

/** `scheduler.yield()` where the browser has it (its continuation goes ahead of other queued tasks), else a timer. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `steps` in order, yielding between two steps when the task has run `budgetMs`. A step that throws stops the rest (the caller's steps decide what a failure means). */
export async function runInSlices(steps: Array<() => void>, options: SliceOptions = {}): Promise<void> {
  const { budgetMs = SLICE_BUDGET_MS, now = () => performance.now(), yieldToBrowser: yieldNow = yieldToBrowser } = options;
  let start = now();
  for (const step of steps) {
    if (now() - start >= budgetMs) {
      await yieldNow();
      start = now();
    }
    step();
  }
}
