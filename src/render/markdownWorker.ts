/**
 * Worker thread that turns rendered pages into their Markdown twins (see `htmlToMarkdown`)
 * while the main thread goes on rendering: the conversion (parse5, hast to mdast, mdast to
 * Markdown) took the Sable site's build about two seconds at its end, on the main thread.
 */
import { parentPort } from 'node:worker_threads';
import type { SchemaNode } from '../compile/openapi/apiPageData.js';
import { apiArticleMarkdown, createDescriptionMdast } from '../twins/apiArticleMarkdown.js';

/** An article to convert, by the number the reply comes back under; an API page's with its schema trees (see `apiArticleMarkdown`). */
export interface MarkdownRequest {
  id: number;
  html: string;
  trees: SchemaNode[];
}
export type MarkdownReply = { id: number; markdown: string } | { id: number; error: string };

// Descriptions converted once for the thread's life: shared schemas repeat them on many pages.
const descriptions = createDescriptionMdast();

parentPort!.on('message', ({ id, html, trees }: MarkdownRequest) => {
  try {
    parentPort!.postMessage({ id, markdown: apiArticleMarkdown(html, trees, descriptions) } satisfies MarkdownReply);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) } satisfies MarkdownReply);
  }
});
