/**
 * Worker thread that turns rendered pages into their Markdown twins (see `htmlToMarkdown`)
 * while the main thread goes on rendering: the conversion (parse5, hast to mdast, mdast to
 * Markdown) took the Sable site's build about two seconds at its end, on the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { htmlToMarkdown } from './htmlToMarkdown.js';

/** An article to convert, by the number the reply comes back under. */
export interface MarkdownRequest {
  id: number;
  html: string;
}
export type MarkdownReply = { id: number; markdown: string } | { id: number; error: string };

parentPort!.on('message', ({ id, html }: MarkdownRequest) => {
  try {
    parentPort!.postMessage({ id, markdown: htmlToMarkdown(html) } satisfies MarkdownReply);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) } satisfies MarkdownReply);
  }
});
