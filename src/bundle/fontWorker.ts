/** Thread that subsets a font (`subsetFonts.ts`) and ends, taking the subsetter's WebAssembly memory with it. */
import { parentPort, workerData } from 'node:worker_threads';
import { subsetHere, type FontWorkerData, type FontWorkerReply } from './subsetFonts.js';

const { source, texts } = workerData as FontWorkerData;
subsetHere(source, texts).then(
  (files) => parentPort!.postMessage({ ok: true, files } satisfies FontWorkerReply),
  (error: Error) => parentPort!.postMessage({ ok: false, message: error.stack ?? String(error) } satisfies FontWorkerReply),
);
