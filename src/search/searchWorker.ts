/**
 * Worker thread that builds the search files while the main thread renders and writes the
 * pages. Pages arrive in batches as they are rendered and are split into sections at once;
 * the last message brings the files' URLs, and the index of each scope (a docs version) is built then.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../types.js';
import { HeapTrim, heapSnapshot } from '../pipeline/heapTrim.js';
import { OneBuildAnalyzer } from './oneBuildAnalyzer.js';
import { searchLanguageOf } from './loadSearchLanguage.js';
import type { SearchData, SearchPage } from './buildSearchDocs.js';
import { siteSearchBuilder, type SearchFiles } from './buildSearchFiles.js';
import { readSearchStateEarly, type SearchStateFile } from './searchState.js';
import type { SearchUrls } from './searchTypes.js';
import { addOrderedPage, type OrderedPage } from './storedSearchPages.js';

/** What the parent passes when starting the worker. */
export interface SearchWorkerData {
  data: SearchData;
  config: SiteConfig;
  /** Where the search state is kept between builds into one folder (`searchState.ts`). */
  state?: SearchStateFile;
}

/**
 * A prestarted thread's state file to read ahead (`prestartSearchWorker.ts`) and its data, then
 * pages to add, then the end (with the files' URLs).
 */
export type SearchWorkerMessage = { stateFile: string } | { init: SearchWorkerData } | { pages: OrderedPage[] } | { done: true; urls: SearchUrls };
/**
 * A batch counted (the parent's `BatchQueue` lets the next one go), or the end: the files, or
 * why there are none; after the files, whether the search state was saved (`SearchBuild.stateSaved`).
 */
export type SearchWorkerReply = { counted: number } | { ok: true; files: SearchFiles } | { ok: false; message: string } | { saved: true } | { saved: false; message: string };

let builder: ReturnType<typeof siteSearchBuilder>;
let failure: unknown;

/** The build's data: given at start, or as the first message to a thread started ahead of it. */
function begin({ data, config, state }: SearchWorkerData) {
  // One build's: the index builder's own table of words is the cache its words need.
  const analyzer = new OneBuildAnalyzer(searchLanguageOf(config));
  builder = siteSearchBuilder(data, config, analyzer, state);
}

if (workerData) begin(workerData as SearchWorkerData);
reportStart(workerData ? 'with data' : 'ahead');

parentPort!.on('message', (message: SearchWorkerMessage) => {
  if ('stateFile' in message) {
    if (readSearchStateEarly(message.stateFile)) reportStart('state read ahead');
    return;
  }
  if ('init' in message) {
    try {
      begin(message.init);
    } catch (error) {
      failure ??= error;
    }
    return;
  }
  if ('pages' in message) {
    try {
      if (!failure) for (const page of message.pages) addOrderedPage(builder, page);
    } catch (error) {
      failure ??= error;
    }
    // Counted, or not after a failure (which the end reports): the parent may send the next batch.
    parentPort!.postMessage({ counted: message.pages.length } satisfies SearchWorkerReply);
    return;
  }
  try {
    if (failure) throw failure;
    // Measuring only (DOCSITE_HEAP_SNAPSHOT): what the thread holds with every page in, before it packs.
    heapSnapshot('search-pages-in');
    // Packing makes garbage faster than V8 collects it in one synchronous run: collected between its steps.
    const heap = new HeapTrim();
    let saveState: (() => void) | undefined;
    const files = builder.files(message.urls, () => heap.now(), (save) => (saveState = save));
    heap.now();
    // Measuring only (DOCSITE_HEAP_SNAPSHOT): what the thread holds once it packed the files.
    heapSnapshot('search-packed');
    reportThreadCpu();
    parentPort!.postMessage({ ok: true, files } satisfies SearchWorkerReply);
    saveStateAfterFiles(saveState);
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: stackOf(failure ?? error) } satisfies SearchWorkerReply);
  }
});

/**
 * Saves the search state once the files went to the build, which writes them and commits
 * meanwhile (it waits for the save only before it prunes its records: `SearchBuild.stateSaved`).
 * Saved before the reply, Stripe's 3.2 MB state was on the path of a content-only edit (about
 * 30 ms idle, 67 ms at load 6; issue 20 §3).
 */
function saveStateAfterFiles(save: (() => void) | undefined) {
  try {
    save?.();
    parentPort!.postMessage({ saved: true } satisfies SearchWorkerReply);
  } catch (error) {
    parentPort!.postMessage({ saved: false, message: stackOf(error) } satisfies SearchWorkerReply);
  }
}

/** What the parent reports of an error thrown here. */
const stackOf = (error: unknown) => (error as Error).stack ?? String(error);

/** For the integration test (`DOCSITE_SEARCH_PRESTART_REPORT`): whether this thread was started ahead of its data, and read its state ahead. */
function reportStart(line: string) {
  if (process.env.DOCSITE_SEARCH_PRESTART_REPORT) appendFileSync(process.env.DOCSITE_SEARCH_PRESTART_REPORT, `${line}\n`);
}

/**
 * With `DOCSITE_SEARCH_CPU_FILE` set (the incremental bench), appends this thread's CPU time in
 * milliseconds to that file once the files are built: Linux's per-thread counters, since node
 * reports only the whole process's.
 */
function reportThreadCpu() {
  const file = process.env.DOCSITE_SEARCH_CPU_FILE;
  if (!file) return;
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of stat, 12 and 13 after the command), in clock ticks of 10 ms.
    appendFileSync(file, `${(Number(fields[11]) + Number(fields[12])) * 10}\n`);
  } catch {
    // Not Linux: nothing to report.
  }
}
