/**
 * Worker thread that compiles markdown/MDX files and renders docs pages, so cold builds use
 * every core while the main thread only coordinates. It owns its own highlighter and
 * compiler; the parent sends files and receives results. A file compiled with `keep` stays
 * here until its page renders, so its compiled content is not sent back for rendering. The
 * renderer's modules (React, the theme) load only once the parent sends the render setup.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writeEntryFile } from '../shared/entryCache.js';
import { createMarkdownCompiler } from './mdx/compileMarkdown.js';
import { openCodeBlockCache } from './mdx/codeBlockCache.js';
import { lazyCodeHighlighter } from './mdx/lazyHighlighter.js';
import type { MagicComment } from './mdx/magicComments.js';
import type { MermaidMode } from './mdx/remarkMermaid.js';
import type { ContentFile } from '../types.js';
import type { CompiledOnWorker, RenderRequest, RenderSetup } from '../render/workerRenderer.js';

/** What the parent passes when starting a worker. */
export interface CompileWorkerData {
  root: string;
  /** The site's cache folder, which holds the code block cache (`codeBlockCache.ts`). */
  cacheDir: string;
  themes: { light: string; dark: string };
  fileToRoute: Array<[string, string]>;
  admonitions: string[];
  sectionAdmonitions?: Array<{ dir: string; admonitions: string[] }>;
  magicComments: MagicComment[];
  contentRoots: string[];
  mdxInMarkdown: boolean;
  mermaid: MermaidMode;
  moduleAliases?: Record<string, string>;
  admonitionsOptions?: Array<{ dir: string; option: string }>;
}

/**
 * What the parent sends: a file to compile (`keep`: its page renders here; `cacheFile`: where its
 * compile cache entry is saved, from here), the render setup
 * (once), a page to render (a docs page's content given, or kept here by file; a category or
 * the not-found page has no file), the theme's facts
 * for the end of the build, or a kept file to forget (its page was not rendered).
 */
export type CompileRequest =
  | { id: number; content: ContentFile; keep?: boolean; cacheFile?: string }
  | { setup: RenderSetup }
  | { id: number; render: Omit<RenderRequest, 'content'> & { content?: CompiledOnWorker; file?: string } }
  | { id: number; themeFacts: true }
  | { forget: string };
/** A request's result, or its error's message, place, hint and cause's message (an error object does not cross threads whole). */
export type CompileReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; source?: unknown; hint?: string; cause?: string } };

const data = workerData as CompileWorkerData;
// shiki loads and starts on the first block the code block cache does not hold.
const highlighter = lazyCodeHighlighter(data.themes, () => import('./mdx/highlighter.js').then((module) => module.createCodeHighlighter(data.themes)));
const compiler = Promise.resolve(
  createMarkdownCompiler({ root: data.root, highlighter, codeBlockCache: openCodeBlockCache(data.cacheDir), fileToRoute: new Map(data.fileToRoute), admonitions: data.admonitions, sectionAdmonitions: data.sectionAdmonitions, magicComments: data.magicComments, contentRoots: data.contentRoots, mdxInMarkdown: data.mdxInMarkdown, mermaid: data.mermaid, moduleAliases: data.moduleAliases, admonitionsOptions: data.admonitionsOptions }),
);
const kept = new Map<string, CompiledOnWorker>();
let renderer: ReturnType<typeof import('../render/workerRenderer.js').startWorkerRenderer> | undefined;

/** Runs one request; the reply carries the result or the error's message and place. */
async function reply(id: number, run: () => Promise<unknown>) {
  try {
    const result = await run();
    const finished = (result as { facts?: { finished?: Uint8Array } }).facts?.finished;
    parentPort!.postMessage({ id, ok: true, result } satisfies CompileReply, finished ? [finished.buffer as ArrayBuffer] : []);
  } catch (error) {
    const { message, source, hint, cause } = error as { message: string; source?: unknown; hint?: string; cause?: { message?: unknown } };
    const causeMessage = typeof cause?.message === 'string' ? cause.message : undefined;
    parentPort!.postMessage({ id, ok: false, error: { message, source, hint, ...(causeMessage !== undefined && { cause: causeMessage }) } } satisfies CompileReply);
  }
}

parentPort!.on('message', (request: CompileRequest) => {
  if ('setup' in request) {
    renderer = import('../render/workerRenderer.js').then((module) => module.startWorkerRenderer(request.setup));
    renderer.catch(() => {});
  } else if ('forget' in request) kept.delete(request.forget);
  else if ('content' in request)
    void reply(request.id, async () => {
      const result = await (await compiler).compile(request.content);
      // The compile cache's entry is saved here: the main thread only marked it used.
      if (request.cacheFile) writeEntryFile(request.cacheFile, result);
      if (request.keep) kept.set(request.content.file, { compiled: result, source: request.content.source });
      return result;
    });
  else if ('render' in request)
    void reply(request.id, async () => {
      // A page of no file (a category or the not-found page) renders from the setup alone.
      const { file, content = file === undefined ? undefined : kept.get(file), ...rest } = request.render;
      if (file !== undefined) kept.delete(file);
      if (file !== undefined && !content) throw new Error(`no compiled content for ${file} on this worker`);
      return (await renderer!).render({ ...rest, ...(content && { content }) });
    });
  else void reply(request.id, async () => (await renderer!).themeFacts());
});
