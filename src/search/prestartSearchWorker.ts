import { Worker } from 'node:worker_threads';
import { workerScript } from '../shared/workerScript.js';
import type { SearchWorkerData, SearchWorkerMessage } from './searchWorker.js';

/**
 * The search thread, started before its build knows what it will search (`prestartSearchWorker`),
 * so that its modules load while the main thread collects the site. Started after collect, with
 * its data, it spent the first 0.2 s of an edit build of Stripe's site (346 pages kept, one
 * rendered) loading them, and the main thread waited on it at the end (`cpuProfileTimeline.mjs`,
 * load 3). Its data follows in a first message (`SearchWorkerMessage`'s `init`).
 */
let prestarted: Worker | undefined;

/** Whether the switch turns the early start off (`DOCSITE_SEARCH_PRESTART=0`): the thread then starts with its data, as before. */
const prestartOff = () => process.env.DOCSITE_SEARCH_PRESTART === '0';

/**
 * Starts the search thread's modules loading, where the search runs on a thread; once until taken.
 * `stateFile`: the previous build's search state, which the thread then reads while it waits for
 * its data (`readSearchStateEarly`).
 */
export function prestartSearchWorker(stateFile?: string): void {
  const script = workerScript('searchWorker');
  if (!script || prestarted || prestartOff()) return;
  const worker = new Worker(script);
  if (stateFile) worker.postMessage({ stateFile } satisfies SearchWorkerMessage);
  // Not keeping the process alive: a build that never takes it exits, and `discard` stops it.
  worker.unref();
  // Died before a build took it (its modules failed to load): the build starts its own, which reports why.
  const dead = () => {
    if (prestarted === worker) prestarted = undefined;
  };
  worker.once('error', dead);
  worker.once('exit', dead);
  prestarted = worker;
}

/** The prestarted thread, for the build that starts its search (which sends it its data first), once. */
export function takePrestartedSearchWorker(): Worker | undefined {
  const worker = prestarted;
  prestarted = undefined;
  return worker;
}

/** A build's search thread: the prestarted one (its modules loaded meanwhile), given its data as its first message, else one started with its data. */
export function searchWorkerFor(script: string, init: SearchWorkerData): Worker {
  const early = takePrestartedSearchWorker();
  if (!early) return new Worker(script, { workerData: init });
  early.postMessage({ init } satisfies SearchWorkerMessage);
  return early;
}

/** Stops a prestarted thread no build took (search off in every pass, or the build failed before its search started). */
export async function discardPrestartedSearchWorker(): Promise<void> {
  await takePrestartedSearchWorker()?.terminate();
}
