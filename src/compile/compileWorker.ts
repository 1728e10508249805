/**
 * Worker thread that compiles markdown/MDX files, so cold builds use every core. It owns
 * its own highlighter and compiler; the parent sends files and receives results.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler } from './mdx/compileMarkdown.js';
import { createCodeHighlighter } from './mdx/highlighter.js';
import type { MagicComment } from './mdx/magicComments.js';
import type { MermaidMode } from './mdx/remarkMermaid.js';
import type { ContentFile } from '../types.js';

/** What the parent passes when starting a worker. */
export interface CompileWorkerData {
  root: string;
  themes: { light: string; dark: string };
  fileToRoute: Array<[string, string]>;
  admonitions: string[];
  magicComments: MagicComment[];
  contentRoots: string[];
  mdxInMarkdown: boolean;
  mermaid: MermaidMode;
}

/** A request (one file) and its reply. */
export type CompileRequest = { id: number; content: ContentFile };
export type CompileReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; source?: unknown; hint?: string } };

const data = workerData as CompileWorkerData;
const compiler = createCodeHighlighter(data.themes).then((highlighter) =>
  createMarkdownCompiler({ root: data.root, highlighter, fileToRoute: new Map(data.fileToRoute), admonitions: data.admonitions, magicComments: data.magicComments, contentRoots: data.contentRoots, mdxInMarkdown: data.mdxInMarkdown, mermaid: data.mermaid }),
);

parentPort!.on('message', async ({ id, content }: CompileRequest) => {
  try {
    const result = await (await compiler).compile(content);
    parentPort!.postMessage({ id, ok: true, result } satisfies CompileReply);
  } catch (error) {
    const { message, source, hint } = error as { message: string; source?: unknown; hint?: string };
    parentPort!.postMessage({ id, ok: false, error: { message, source, hint } } satisfies CompileReply);
  }
});
