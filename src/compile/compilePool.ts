import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentFile } from '../types.js';
import type { CompileReply, CompileWorkerData } from './compileWorker.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

/** Below this many files, starting workers (each loads shiki) costs more than it saves. */
export const MIN_FILES_FOR_WORKERS = 60;

/** The compiled worker script next to the bundled CLI; absent when running from source (tests). */
export function workerScript(): string | undefined {
  // DOCSITE_WORKERS=0 compiles in-process (for profiling and comparisons).
  if (process.env.DOCSITE_WORKERS === '0') return undefined;
  // Measured on 2 cores: two workers (each loading shiki and unified) were slower than one
  // warm in-process compiler, so workers start only with cores to spare or when asked.
  if (os.availableParallelism() <= 2 && process.env.DOCSITE_WORKERS !== '1') return undefined;
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
 * Compiles files on worker threads, one per core (at most 4), feeding each worker the next
 * file as soon as it is free. Results come back in input order; errors per file.
 */
export async function compileOnWorkers(files: ContentFile[], data: CompileWorkerData, script: string): Promise<Array<CompiledContent | WorkerCompileError>> {
  const size = Math.max(1, Math.min(4, os.availableParallelism(), Math.ceil(files.length / 30)));
  const results = new Array<CompiledContent | WorkerCompileError>(files.length);
  let next = 0;
  const workers = Array.from({ length: size }, () => new Worker(script, { workerData: data }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
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
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}
