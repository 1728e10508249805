import vm from 'node:vm';
import { ConfigError } from './errors.js';

/** How long one page's own code may run before it is stopped, unless `DOCSITE_TIME_LIMIT` says otherwise. */
export const DEFAULT_TIME_LIMIT_SECONDS = 60;

/** The time limit in milliseconds: `DOCSITE_TIME_LIMIT` (seconds) or the default. */
export function timeLimitMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.DOCSITE_TIME_LIMIT;
  if (text === undefined || text === '') return DEFAULT_TIME_LIMIT_SECONDS * 1000;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new ConfigError(`DOCSITE_TIME_LIMIT: expected a number of seconds above 0, got "${text}"`, { field: 'DOCSITE_TIME_LIMIT' });
  return seconds * 1000;
}

/** Thrown by `runWithTimeLimit` when the task ran past its limit and was stopped. */
export class TimeLimitExceeded extends Error {
  constructor(readonly limitMs: number) {
    super(`stopped after ${limitMs / 1000} s`);
  }
}

// One small context, reused: the task is a function of the main realm, run from a script in
// this context only so that vm's watchdog can stop it. V8 then terminates whatever JavaScript
// is running, the task's own code included.
const context = vm.createContext({ task: undefined as (() => unknown) | undefined });
const callTask = new vm.Script('task()');

/**
 * Runs a synchronous task and stops it once it has run `limitMs`: a page whose code never
 * ends (an MDX `while (true) {}`) fails with its file named instead of hanging the build.
 * Each call starts a watchdog thread (about 0.1–0.3 ms), so it wraps a page's own code, not
 * every compile.
 */
export function runWithTimeLimit<T>(task: () => T, limitMs: number): T {
  const previous = context.task;
  context.task = task;
  try {
    return callTask.runInContext(context, { timeout: limitMs }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeLimitExceeded(limitMs);
    throw error;
  } finally {
    context.task = previous;
  }
}
