import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ContentFile } from '../types.js';
import type { CompileReply, CompileWorkerData } from './compileWorker.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

/**
 * Below this many files, starting workers costs more than it saves: a worker needs about
 * 0.9 s to load its modules and warm up before its first page, while a page now compiles in
 * about 3 ms in-process.
 */
export const MIN_FILES_FOR_WORKERS = 400;

/**
 * Cores the build keeps for other work while compiling: one for the main thread, one for the
 * search thread and the disk writes, which now run while content compiles. On 2 cores a
 * compile worker gained nothing (compiling allocates heavily, so two threads share memory
 * bandwidth and scale poorly, and each thread has its own highlighting caches): the 1,000-page
 * corpus compiled in the same 2.6-3.0 s with or without one, for 1.5-2.5 s more CPU.
 */
const RESERVED_CORES = 2;

/** How many compile workers to start for `count` files; DOCSITE_WORKERS=1 always starts one (tests compare both paths on small sites). */
export function workerCount(count: number): number {
  if (process.env.DOCSITE_WORKERS === '1') return Math.max(1, Math.min(3, os.availableParallelism() - RESERVED_CORES));
  if (count < MIN_FILES_FOR_WORKERS) return 0;
  return Math.max(0, Math.min(3, os.availableParallelism() - RESERVED_CORES, Math.ceil(count / 30)));
}

/** A failed compile, carried back from a worker with its source location. */
export class WorkerCompileError extends Error {
  constructor(
    message: string,
    readonly source?: unknown,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/**
 * Compiles files on the main thread and on `size` worker threads, each taking the next file as
 * soon as it is free. The main thread takes part because it has nothing else to do meanwhile.
 * `onResult` sees each file's outcome as it arrives (any order); the call ends once every file
 * is compiled and every `onResult` has settled. Errors per file.
 */
export async function compileOnWorkers(
  files: ContentFile[],
  size: number,
  data: CompileWorkerData,
  script: string,
  compileHere: (content: ContentFile) => Promise<CompiledContent>,
  onResult: (index: number, outcome: CompiledContent | WorkerCompileError) => Promise<void> | void,
): Promise<void> {
  const handedOver: Array<Promise<void> | void> = [];
  let next = 0;
  const workers = Array.from({ length: size }, () => new Worker(script, { workerData: data }));
  const onWorker = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const feed = () => {
        if (next >= files.length) return resolve();
        const id = next++;
        worker.postMessage({ id, content: files[id] });
      };
      worker.on('message', (reply: CompileReply) => {
        handedOver.push(onResult(reply.id, reply.ok ? (reply.result as CompiledContent) : new WorkerCompileError(reply.error.message, reply.error.source, reply.error.hint)));
        feed();
      });
      worker.once('error', reject);
      feed();
    });
  const onMainThread = async () => {
    while (next < files.length) {
      // Let pending worker replies in first (a compile may only await microtasks), so the worker is fed without delay.
      await new Promise((resolve) => setImmediate(resolve));
      if (next >= files.length) break;
      const id = next++;
      let outcome: CompiledContent | WorkerCompileError;
      try {
        outcome = await compileHere(files[id]!);
      } catch (error) {
        const { message, source, hint } = error as Error & { source?: unknown; hint?: string };
        outcome = new WorkerCompileError(message, source, hint);
      }
      await onResult(id, outcome);
    }
  };
  try {
    await Promise.all([...workers.map(onWorker), onMainThread()]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  await Promise.all(handedOver);
}
