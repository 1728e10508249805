import { resolveMarkdownPlugins } from '../config/markdownPlugins.js';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../shared/workerScript.js';
import type { SiteConfig } from '../types.js';
import type { SearchData, SearchPage } from './buildSearchDocs.js';
import type { SearchFiles } from './buildSearchFiles.js';
import { searchDataOf, searchPageOf, searchRouteOf, searchUrlsFor, searchUrlsOf } from './searchInput.js';
import type { SearchWorkerData, SearchWorkerMessage, SearchWorkerReply } from './searchWorker.js';
import type { OrderedPage } from './storedSearchPages.js';
import type { SearchUrls } from './searchTypes.js';
import type { SearchStateFile } from './searchState.js';
import { searchScopesOf, siteSearchUrls } from './searchScopes.js';
import type { Analyzer } from './analyze.js';
import { BetweenBuilds } from '../shared/betweenBuilds.js';
import { searchWorkerFor } from './prestartSearchWorker.js';

/** The search files, being built while the pages render. */
export interface SearchBuild {
  /**
   * Hands over a rendered page, in any order: `order` is its place in the files (the route
   * order). With `storeTo`, what search makes of it is saved there (see `storedSearchPages.ts`).
   */
  add(page: SearchPage, order: number, storeTo?: string): void | Promise<void>;
  /** Hands over a page kept from the previous output, by what search made of it then (saved in `storedIn`). */
  addStored(route: SearchPage['route'], order: number, storedIn: string): void | Promise<void>;
  /** The files' URLs from the start, when they are named by the inputs hash (else `finish` gives them). */
  readonly urls: SearchUrls | undefined;
  /** Every page is in: the files' URLs, which the pages carry. */
  finish(): SearchUrls;
  /** The files, once built (after `finish`). */
  files(): Promise<SearchFiles>;
  /**
   * Resolves once the search state the next build starts from is saved (the thread saves it after
   * handing over the files): the build waits for it before it prunes its records, where the state is.
   */
  stateSaved(): Promise<void>;
  /** Stops building (the build failed). */
  abort(): Promise<void>;
}

/** Pages go to the worker in batches: one message per page cost more than splitting it. */
const BATCH = 25;

/**
 * Batches handed to the search thread and not yet counted there, at most: past it, handing a
 * page over waits (the pipeline awaits every sink). Without a bound the thread's message queue
 * grew with how far rendering ran ahead of it (each batch carries 25 pages' HTML), on a shared
 * core several hundred megabytes.
 */
export const SEARCH_BATCHES_IN_FLIGHT = 4;

/**
 * Builds the search files on a worker thread, from pages handed over as they render, so
 * most of the work is done by the time the pages are written (on 1,000 pages, the index was
 * still being built a second after the last page was written when it started after render).
 *
 * The files are named by `contentHash` when the caller has one: the site key (`siteKeyOf`: the
 * docsite code, the config and every input file but the pages' own sources), so the names stay
 * across page edits and an incremental build keeps the pages that name them (their contents
 * change: `docsite serve` revalidates the two files instead of caching them). Without it they are
 * named by a hash of the pages as rendered, known only once every page is in, and the worker
 * gets them all then. Without a worker, all is done in-process when the files are awaited;
 * the files are the same every way.
 */
export function startSearchBuild(data: SearchData, config: SiteConfig, contentHash?: string, stateFile?: string): SearchBuild {
  // The search state (`searchState.ts`) needs the site key it is valid for.
  const state = contentHash && stateFile ? { file: stateFile, siteKey: contentHash } : undefined;
  const plainData = searchDataOf(data);
  const script = workerScript('searchWorker');
  const pages: OrderedPage[] = [];
  // Only without a site key, when no page is kept: every page was rendered.
  const inOrder = () => [...pages].sort((a, b) => a.order - b.order).flatMap((entry) => ('page' in entry ? [entry.page] : []));
  const scopes = searchScopesOf(config);
  const known = contentHash ? siteSearchUrls(searchUrlsFor(contentHash), scopes) : undefined;
  let urls: SearchUrls | undefined;
  const urlsOfAll = () => (urls = known ?? siteSearchUrls(searchUrlsOf({ pages: inOrder(), ...plainData }, config), scopes));
  if (!script) {
    let built: SearchFiles | undefined;
    return {
      urls: known,
      add: (page, order, storeTo) => void pages.push({ page: searchPageOf(page), order, storeTo }),
      addStored: (route, order, storedIn) => void pages.push({ route: searchRouteOf(route), order, storedIn }),
      finish: urlsOfAll,
      // Indexing here only without the compiled worker (tests from source); its modules load then.
      files: async () => (built ??= await buildInProcess(pages, plainData, config, urls!, state)),
      // Saved with the files (`buildInProcess`).
      stateSaved: async () => {},
      abort: async () => {},
    };
  }

  let worker: Worker | undefined;
  let result: Promise<SearchFiles> | undefined;
  let saved: Promise<void> | undefined;
  const queue = new BatchQueue(SEARCH_BATCHES_IN_FLIGHT);
  const start = () => {
    worker = searchWorkerFor(script, { data: plainData, config: cloneable(config), state });
    // Not keeping the process alive while pages are handed over (a failed build exits); awaiting the files does.
    worker.unref();
    ({ result, saved } = repliesOf(worker, queue));
  };
  const send = (message: SearchWorkerMessage) => worker!.postMessage(message);
  const flush = () => {
    if (!pages.length) return undefined;
    // Kept pages only (small: see `BatchQueue`) are not bounded: an edit build's main thread sat idle waiting for them.
    const bounded = pages.some((entry) => 'page' in entry);
    send({ pages: pages.splice(0) });
    return queue.sent(bounded);
  };
  const handOver = (entry: OrderedPage) => {
    pages.push(entry);
    return worker && pages.length >= BATCH ? flush() : undefined;
  };
  if (contentHash) start();
  return {
    urls: known,
    add: (page, order, storeTo) => handOver({ page: searchPageOf(page), order, storeTo }),
    addStored: (route, order, storedIn) => handOver({ route: searchRouteOf(route), order, storedIn }),
    finish() {
      const all = urlsOfAll();
      if (!worker) start();
      void flush();
      send({ done: true, urls: all });
      return all;
    },
    files() {
      worker!.ref();
      return result!;
    },
    stateSaved: () => saved!,
    async abort() {
      queue.release();
      await worker?.terminate();
    },
  };
}

/**
 * Counts the batches on their way to the search thread: `sent` resolves at once while fewer
 * than `limit` bounded ones are uncounted, else once the thread counted one (`counted`, a reply
 * per batch, in the order they were sent). `release` lets every waiting sender go (the thread is
 * done or gone). A batch of kept pages only (a route and the file search stored it in, each) is
 * sent unbounded (`bounded: false`): it never waits and takes no room. Bounded, an edit build's
 * main thread sat idle (0.9 s at load 9) while the search thread loaded its modules and read the
 * first four batches' stored pages.
 */
export class BatchQueue {
  private inFlight = 0;
  private waiting: Array<() => void> = [];
  private released = false;
  /** Whether each batch not yet counted is bounded, in the order sent. */
  private readonly sentBounded: boolean[] = [];

  constructor(private readonly limit: number) {}

  sent(bounded = true): Promise<void> | undefined {
    this.sentBounded.push(bounded);
    if (!bounded) return undefined;
    this.inFlight++;
    if (this.released || this.inFlight <= this.limit) return undefined;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  counted() {
    if (this.sentBounded.shift() === false) return;
    this.inFlight--;
    this.waiting.shift()?.();
  }

  release() {
    this.released = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

/**
 * The thread's replies: the files, then the state saved (the thread is stopped then, or once the
 * files failed). A failure to save fails the build when it waits for the save, as it did when
 * the save came before the files.
 */
function repliesOf(worker: Worker, queue: BatchQueue): { result: Promise<SearchFiles>; saved: Promise<void> } {
  let stateSaved!: (failure?: Error) => void;
  const saved = new Promise<void>((resolve, reject) => (stateSaved = (failure) => (failure ? reject(failure) : resolve())));
  saved.catch(() => {});
  const stopped = new Error('the search worker stopped before saving the search state');
  const result = new Promise<SearchFiles>((resolve, reject) => {
    worker.on('message', (reply: SearchWorkerReply) => {
      if ('counted' in reply) return queue.counted();
      if ('saved' in reply) {
        stateSaved(reply.saved ? undefined : new Error(`saving the search state failed: ${reply.message}`));
        return void worker.terminate();
      }
      if (reply.ok) resolve(reply.files);
      else reject(new Error(`building the search files failed: ${reply.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`the search worker stopped (exit code ${code}) before building the search files`));
      stateSaved(stopped);
    });
  });
  result.then(
    () => queue.release(),
    () => {
      queue.release();
      stateSaved(stopped);
      void worker.terminate();
    },
  );
  return { result, saved };
}

/** The search files built on this thread, from the pages in the order they came (as the worker would). */
async function buildInProcess(pages: OrderedPage[], data: SearchData, config: SiteConfig, urls: SearchUrls, state?: SearchStateFile): Promise<SearchFiles> {
  const { siteSearchBuilder } = await import('./buildSearchFiles.js');
  const { addOrderedPage } = await import('./storedSearchPages.js');
  const builder = siteSearchBuilder(data, config, await analyzerFor(config), state);
  for (const page of pages) addOrderedPage(builder, page);
  return builder.files(urls);
}

/**
 * Analyzers a dev process keeps between its builds, by search language (`betweenBuilds.ts`):
 * its word and stem caches are what a build's own analysis fills first (a Sable edit analysed
 * every word of its rendered pages anew, about 35 ms), and an analyzer holds nothing else.
 */
const keptAnalyzers = new BetweenBuilds<Analyzer>();

/**
 * The analyzer of the config's search language, as the search thread makes it (an in-process
 * build stemmed every locale's pages in English), kept between a dev process's builds.
 */
export async function analyzerFor(config: SiteConfig): Promise<Analyzer> {
  const [{ Analyzer: AnalyzerClass }, { searchLanguageOf }, { languageCodeOf }] = await Promise.all([import('./analyze.js'), import('./loadSearchLanguage.js'), import('./searchLanguage.js')]);
  const key = `search language ${languageCodeOf(config) ?? 'en'}`;
  let analyzer = keptAnalyzers.get(key);
  if (!analyzer) keptAnalyzers.set(key, (analyzer = new AnalyzerClass(searchLanguageOf(config))));
  return analyzer;
}

/**
 * The config without its functions (the edit URL ones, `createRedirects`, markdown plugins, of
 * every docs and blog section), which cannot be sent to a thread; search reads none.
 */
export function cloneable(config: SiteConfig): SiteConfig {
  const markdown = { ...config.markdown, plugins: resolveMarkdownPlugins({}), remarkRehypeOptions: {} };
  // A further docs section's remark plugins (typescript-eslint's base docs, a docs plugin instance with its own) too.
  const docsSections = config.docsSections?.map((section) => ({ ...section, editUrl: undefined, plugins: undefined }));
  return { ...config, docs: { ...config.docs, editUrl: undefined }, blog: config.blog && { ...config.blog, editUrl: undefined }, ...(config.blogSections && { blogSections: config.blogSections.map((blog) => ({ ...blog, editUrl: undefined, plugins: undefined })) }), ...(docsSections && { docsSections }), redirects: undefined, markdown };
}
