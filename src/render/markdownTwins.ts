import { Worker } from 'node:worker_threads';
import type { ApiInfoView, SchemaNode } from '../compile/openapi/apiPageData.js';
import { cacheKey, PersistentCache } from '../shared/persistentCache.js';
import { workerScript } from '../shared/workerScript.js';
import type { TwinSource } from '../twins/convertTwin.js';
import type { TwinOperation } from '../twins/twinOperation.js';
import type { MarkdownReply, MarkdownRequest } from './markdownWorker.js';

/** Converts rendered articles to Markdown as pages render, on a worker thread when there is one. */
export interface MarkdownConverter {
  /** The Markdown of an article (`articleHtml`), from the cache or converted; `trees`: an API page's schema trees (see `apiArticleMarkdown`). */
  toMarkdown(html: string, trees?: SchemaNode[]): Promise<string>;
  /**
   * An operation page's Markdown written from its data (`operationMarkdown`), from the cache or
   * written; undefined when only converting its article writes it right (then call
   * `toMarkdown`). `key`: what the page's data is made from (`apiPagesKeyOf`), none to write it
   * uncached; `operation` is taken only on a miss.
   */
  operationMarkdown(key: string | undefined, operation: () => TwinOperation, title: string): Promise<string | undefined>;
  /** The API's info page's Markdown written from its data (`infoMarkdown`), cached as `operationMarkdown`'s. */
  infoMarkdown(key: string | undefined, info: ApiInfoView, title: string): Promise<string | undefined>;
  /** The twins thread's CPU seconds so far (for the bench, `DOCSITE_API_TWIN_COUNTS`); undefined without a thread. */
  threadCpu(): Promise<number | undefined>;
  /** Saves the cache and stops the worker: call once every conversion settled. */
  close(): Promise<void>;
}

/** Runs a conversion on the twins' thread, started with the first; here (its modules loaded then) without a compiled worker script. */
function startConversions(): { convert: (source: TwinSource) => Promise<string | undefined>; threadCpu: () => Promise<number | undefined>; stop: () => Promise<void> } {
  const script = workerScript('markdownWorker');
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (markdown: string | undefined) => void; reject: (error: Error) => void }>();
  const asked = new Map<number, (seconds: number) => void>();
  let inProcess: Promise<(source: TwinSource) => string | undefined> | undefined;
  const convert = (source: TwinSource): Promise<string | undefined> => {
    if (!script) {
      inProcess ??= import('../twins/convertTwin.js').then((module) => {
        const descriptions = module.createDescriptionMdast();
        return (here: TwinSource) => module.convertTwin(here, descriptions);
      });
      return inProcess.then((convertHere) => convertHere(source));
    }
    if (!worker) {
      worker = new Worker(script);
      worker.on('message', (reply: MarkdownReply) => {
        if ('cpuSeconds' in reply) return asked.get(reply.id)?.(reply.cpuSeconds);
        const settle = waiting.get(reply.id)!;
        waiting.delete(reply.id);
        if ('markdown' in reply) settle.resolve(reply.markdown);
        else settle.reject(new Error(`converting a page to Markdown failed: ${reply.error}`));
      });
      const stopped = (error: Error) => {
        for (const { reject } of waiting.values()) reject(error);
        waiting.clear();
      };
      worker.once('error', stopped);
      worker.once('exit', (code) => stopped(new Error(`the Markdown worker stopped (exit code ${code})`)));
    }
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker!.postMessage({ id, ...source } satisfies MarkdownRequest);
    });
  };
  const threadCpu = async () => {
    if (!worker) return undefined;
    const id = nextId++;
    return new Promise<number>((resolve) => {
      asked.set(id, resolve);
      worker!.postMessage({ id, threadCpu: true } satisfies MarkdownRequest);
    });
  };
  return { convert, threadCpu, stop: async () => void (await worker?.terminate()) };
}

/**
 * Markdown twins converted from HTML (MDX and API pages), with the results kept between builds
 * by HTML hash: the conversion is slow, and most pages render the same HTML as last time; or
 * written from an operation's data. A miss goes to a worker thread, started
 * with the first one, so converting overlaps with rendering; without a compiled worker the
 * conversion runs here (its modules load then). `part`: the build pass's part of the cache
 * (`passCachePart`).
 */
export async function startMarkdownConverter(cacheDir: string, part?: string): Promise<MarkdownConverter> {
  const cache = await PersistentCache.open<string>(cacheDir, 'markdown', 1, part);
  const { convert, threadCpu, stop } = startConversions();
  /** A twin written from a page's data, cached by what that data is made from (`pagesKey`), not the data: hashing an operation's JSON would cost the main thread more than the twin. */
  const fromData = async (kind: string, pagesKey: string | undefined, title: string, source: () => TwinSource) => {
    const key = pagesKey === undefined ? undefined : cacheKey(kind, pagesKey, title);
    const markdown = (key && cache.get(key)) ?? (await convert(source()));
    if (key && markdown !== undefined) cache.set(key, markdown);
    return markdown;
  };
  return {
    async toMarkdown(html, trees = []) {
      const key = cacheKey(html);
      const markdown = cache.get(key) ?? (await convert({ html, trees }))!;
      cache.set(key, markdown);
      return markdown;
    },
    operationMarkdown: (pagesKey, operation, title) => fromData('operation twin', pagesKey, title, () => ({ operation: operation(), title })),
    infoMarkdown: (pagesKey, info, title) => fromData('info twin', pagesKey, title, () => ({ info, title })),
    threadCpu,
    async close() {
      await stop();
      await cache.save();
    },
  };
}
