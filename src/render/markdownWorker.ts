/**
 * Worker thread that turns rendered pages into their Markdown twins (see `htmlToMarkdown`)
 * while the main thread goes on rendering: the conversion (parse5, hast to mdast, mdast to
 * Markdown) took the Sable site's build about two seconds at its end, on the main thread. An
 * operation page's twin is written from its data instead (`operationMarkdown`).
 */
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { convertTwin, createDescriptionMdast, type TwinSource } from '../twins/convertTwin.js';

/** A page to write the twin of, by the number the reply comes back under (see `TwinSource`); or, for the bench, a question for this thread's CPU time. */
export type MarkdownRequest = (TwinSource & { id: number }) | { id: number; threadCpu: true };
/** `markdown` undefined: the operation's twin must be converted from its article (see `convertTwin`). */
export type MarkdownReply = { id: number; markdown: string | undefined } | { id: number; error: string } | { id: number; cpuSeconds: number };

/** This thread's CPU seconds (user + system, Linux's clock ticks of 1/100 s); 0 without /proc. */
function threadCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

// Descriptions converted once for the thread's life: shared schemas repeat them on many pages.
const descriptions = createDescriptionMdast();

parentPort!.on('message', ({ id, ...source }: MarkdownRequest) => {
  if ('threadCpu' in source) return parentPort!.postMessage({ id, cpuSeconds: threadCpuSeconds() } satisfies MarkdownReply);
  try {
    parentPort!.postMessage({ id, markdown: convertTwin(source as TwinSource, descriptions) } satisfies MarkdownReply);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) } satisfies MarkdownReply);
  }
});
