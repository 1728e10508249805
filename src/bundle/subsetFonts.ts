import { Worker } from 'node:worker_threads';
import { compiledScript } from '../shared/workerScript.js';

/** What the font thread is given, and what it answers. */
export interface FontWorkerData {
  source: Uint8Array;
  texts: string[];
}
export type FontWorkerReply = { ok: true; files: Uint8Array[] } | { ok: false; message: string };

type SubsetFont = (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;

/** `source` cut to each of `texts` as WOFF2, in this thread. */
export async function subsetHere(source: Uint8Array, texts: string[]): Promise<Uint8Array[]> {
  const { default: subsetFont } = (await import('subset-font' as string)) as { default: SubsetFont };
  const font = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const files: Uint8Array[] = [];
  // The wght axis is kept (one file serves every weight the theme sets), and every layout feature (subset-font keeps all).
  for (const text of texts) files.push(await subsetFont(font, text, { targetFormat: 'woff2' }));
  return files;
}

/**
 * `source` cut to each of `texts` as WOFF2, in a thread of its own that ends once they are
 * made: HarfBuzz's and the WOFF2 encoder's WebAssembly memories (about 100 MB) stay with
 * their modules for as long as the thread that loaded them lives, which on the main thread
 * was the whole build (a tenth of a cold 5,000-page build's peak RSS). In this thread only
 * when running from source (tests), unless `script` names the compiled thread.
 */
export function subsetFonts(source: Uint8Array, texts: string[], script = compiledScript('fontWorker')): Promise<Uint8Array[]> {
  if (!script) return subsetHere(source, texts);
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: { source, texts } satisfies FontWorkerData });
    let reply: FontWorkerReply | undefined;
    worker.once('message', (message: FontWorkerReply) => {
      reply = message;
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (reply?.ok) resolve(reply.files);
      else reject(new Error(`subsetting the Inter font failed: ${reply ? reply.message : `its thread stopped with code ${code}`}`));
    });
  });
}
