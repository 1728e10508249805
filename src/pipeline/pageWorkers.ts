import { Worker } from 'node:worker_threads';
import type { CompileReply, CompileRequest, CompileWorkerData } from '../compile/compileWorker.js';
import { WorkerCompileError } from '../compile/workerCompileError.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import type { CompiledOnWorker, RenderRequest, RenderSetup, WorkerRenderedPage, WorkerThemeFacts } from '../render/workerRenderer.js';
import { ContentError } from '../shared/errors.js';
import type { ContentFile, SourceRef } from '../types.js';

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };
type Requested = CompileRequest & { id: number };

/**
 * The build's worker threads (see `compileWorker.ts`): each compiles content files and renders
 * docs pages, the main thread only coordinates. A docs page renders on the worker that compiled
 * its file, which kept the compiled content; a page compiled elsewhere (the compile cache)
 * goes, with its content, to the worker with the fewest requests waiting.
 */
export class PageWorkers {
  private readonly workers: Worker[];
  private readonly waiting: number[];
  private readonly pending = new Map<number, Pending>();
  /** The worker that holds a kept file's compiled content, by file. */
  private readonly holders = new Map<string, number>();
  private nextId = 0;
  private failure: Error | undefined;

  constructor(script: string, size: number, data: CompileWorkerData) {
    this.workers = Array.from({ length: size }, () => new Worker(script, { workerData: data }));
    this.waiting = this.workers.map(() => 0);
    this.workers.forEach((worker, index) => {
      worker.on('message', (reply: CompileReply) => this.settle(index, reply));
      worker.once('error', (error) => this.fail(error));
      worker.once('exit', (code) => this.fail(new Error(`a build worker stopped (exit code ${code})`)));
    });
  }

  get size(): number {
    return this.workers.length;
  }

  /** Compiles a file on the least busy worker; `keep`: its page renders there (see `render`); `cacheFile`: the worker saves the compile cache's entry there. */
  async compile(content: ContentFile, keep: boolean, cacheFile?: string): Promise<CompiledContent> {
    const worker = this.leastBusy();
    if (keep) this.holders.set(content.file, worker);
    return (await this.request(worker, { id: 0, content, keep, ...(cacheFile !== undefined && { cacheFile }) })) as CompiledContent;
  }

  /** Sends the render setup to every worker; throws (a `DataCloneError`) when part of it cannot cross threads. */
  setup(setup: RenderSetup) {
    for (const worker of this.workers) worker.postMessage({ setup } satisfies CompileRequest);
  }

  /**
   * Renders a page: a docs page where its file was compiled and kept, else with `content` on the
   * least busy worker; a page of no file (`file` undefined: a category or the not-found page) on the least busy.
   */
  async render(file: string | undefined, request: Omit<RenderRequest, 'content'>, content: () => CompiledOnWorker): Promise<WorkerRenderedPage> {
    const holder = file === undefined ? undefined : this.holders.get(file);
    if (file !== undefined) this.holders.delete(file);
    const render = { ...request, file, ...(holder === undefined && file !== undefined && { content: content() }) };
    try {
      return (await this.request(holder ?? this.leastBusy(), { id: 0, render })) as WorkerRenderedPage;
    } catch (error) {
      // A page that fails to render is the content's error, as when it renders on the main thread.
      if (!(error instanceof WorkerCompileError)) throw error;
      throw new ContentError(error.message, { source: error.source as SourceRef | undefined, hint: error.hint, cause: error.cause });
    }
  }

  /** A kept file whose page does not render (an incremental build keeps it): its worker forgets it. */
  forget(file: string) {
    const holder = this.holders.get(file);
    this.holders.delete(file);
    if (holder !== undefined) this.workers[holder]!.postMessage({ forget: file } satisfies CompileRequest);
  }

  /** What every worker's theme gathered (shared fragments, asset files), once every page rendered. */
  themeFacts(): Promise<WorkerThemeFacts[]> {
    return Promise.all(this.workers.map((_, index) => this.request(index, { id: 0, themeFacts: true }) as Promise<WorkerThemeFacts>));
  }

  /** Stops every worker. */
  async close() {
    this.failure ??= new Error('the build workers were stopped');
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private leastBusy(): number {
    let best = 0;
    for (let index = 1; index < this.waiting.length; index++) if (this.waiting[index]! < this.waiting[best]!) best = index;
    return best;
  }

  private request(worker: number, message: Requested): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    this.waiting[worker]!++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.workers[worker]!.postMessage({ ...message, id });
    });
  }

  private settle(worker: number, reply: CompileReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    this.waiting[worker]!--;
    if (reply.ok) pending.resolve(reply.result);
    else {
      const { message, source, hint, cause } = reply.error;
      pending.reject(Object.assign(new WorkerCompileError(message, source, hint), cause === undefined ? {} : { cause: new Error(cause) }));
    }
  }

  /** A worker failed or stopped: every request waiting fails with it, and every later one. */
  private fail(error: Error) {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(this.failure);
    this.pending.clear();
  }
}
