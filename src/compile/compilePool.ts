import { Worker } from 'node:worker_threads';
import type { ContentFile } from '../types.js';
import type { CompileReply, CompileWorkerData } from './compileWorker.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

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
