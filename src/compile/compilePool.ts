import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentFile } from '../types.js';
import type { CompileReply, CompileWorkerData } from './compileWorker.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

/**
 * Below this many files, starting workers costs more than it saves: a worker needs about
 * 0.9 s to load its modules and warm up before its first page, while a page now compiles in
 * about 4 ms in-process. On 2 cores, 100 pages compiled in 0.8–1.1 s in-process against
 * 1.1–1.8 s with a worker; at 1,000 pages the two were even.
 */
export const MIN_FILES_FOR_WORKERS = 400;

/** Whether `count` files compile on workers; DOCSITE_WORKERS=1 always does (tests compare both paths on small sites). */
export const shouldUseWorkers = (count: number) => process.env.DOCSITE_WORKERS === '1' || count >= MIN_FILES_FOR_WORKERS;

/** The compiled worker script next to the bundled CLI; absent when running from source (tests). */
export function workerScript(): string | undefined {
  // DOCSITE_WORKERS=0 compiles in-process only (for profiling and comparisons).
  if (process.env.DOCSITE_WORKERS === '0' || os.availableParallelism() < 2) return undefined;
  const url = new URL('./compileWorker.js', import.meta.url);
  const file = fileURLToPath(url);
  return url.pathname.includes('/dist/') && existsSync(file) ? file : undefined;
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
 * Compiles files on the main thread and on one worker thread per other core (at most 3),
 * each taking the next file as soon as it is free. The main thread takes part because it
 * has nothing else to do meanwhile: on 2 cores, two workers and an idle main thread were
 * slower than one in-process compiler, while main + one worker took the 1,000-page corpus's
 * compile from 9.9 s to 8.5 s (compiling allocates heavily, so two threads share memory
 * bandwidth and scale far worse than pure computation). Results come back in input order;
 * errors per file.
 */
export async function compileOnWorkers(
  files: ContentFile[],
  data: CompileWorkerData,
  script: string,
  compileHere: (content: ContentFile) => Promise<CompiledContent>,
): Promise<Array<CompiledContent | WorkerCompileError>> {
  const size = Math.max(1, Math.min(3, os.availableParallelism() - 1, Math.ceil(files.length / 30)));
  const results = new Array<CompiledContent | WorkerCompileError>(files.length);
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
        results[reply.id] = reply.ok ? (reply.result as CompiledContent) : new WorkerCompileError(reply.error.message, reply.error.source, reply.error.hint);
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
      try {
        results[id] = await compileHere(files[id]!);
      } catch (error) {
        const { message, source, hint } = error as Error & { source?: unknown; hint?: string };
        results[id] = new WorkerCompileError(message, source, hint);
      }
    }
  };
  try {
    await Promise.all([...workers.map(onWorker), onMainThread()]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}
