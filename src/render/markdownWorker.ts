/**
 * Worker thread that turns rendered pages into their Markdown twins (see `htmlToMarkdown`)
 * while the main thread goes on rendering: the conversion (parse5, hast to mdast, mdast to
 * Markdown) took the Sable site's build about two seconds at its end, on the main thread. An
 * operation page's twin is written from its data instead (`operationMarkdown`).
 */
import { parentPort } from 'node:worker_threads';
import { convertTwin, createDescriptionMdast, type TwinSource } from '../twins/convertTwin.js';

/** A page to write the twin of, by the number the reply comes back under (see `TwinSource`). */
export type MarkdownRequest = TwinSource & { id: number };
/** `markdown` undefined: the operation's twin must be converted from its article (see `convertTwin`). */
export type MarkdownReply = { id: number; markdown: string | undefined } | { id: number; error: string };

// Descriptions converted once for the thread's life: shared schemas repeat them on many pages.
const descriptions = createDescriptionMdast();

parentPort!.on('message', ({ id, ...source }: MarkdownRequest) => {
  try {
    parentPort!.postMessage({ id, markdown: convertTwin(source as TwinSource, descriptions) } satisfies MarkdownReply);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) } satisfies MarkdownReply);
  }
});
