/**
 * Worker thread that builds the search files while the main thread renders and writes the
 * pages. Pages arrive in batches as they are rendered and are split into sections at once;
 * the last message brings the files' URLs, and the index of each scope (a docs version) is built then.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../types.js';
import { Analyzer } from './analyze.js';
import { searchLanguageOf } from './loadSearchLanguage.js';
import type { SearchData, SearchPage } from './buildSearchDocs.js';
import { siteSearchBuilder, type SearchFiles } from './buildSearchFiles.js';
import type { SearchStateFile } from './searchState.js';
import type { SearchUrls } from './searchTypes.js';
import { addOrderedPage, type OrderedPage } from './storedSearchPages.js';

/** What the parent passes when starting the worker. */
export interface SearchWorkerData {
  data: SearchData;
  config: SiteConfig;
  /** Where the search state is kept between builds into one folder (`searchState.ts`). */
  state?: SearchStateFile;
}

/** Pages to add, then the end (with the files' URLs). */
export type SearchWorkerMessage = { pages: OrderedPage[] } | { done: true; urls: SearchUrls };
export type SearchWorkerReply = { ok: true; files: SearchFiles } | { ok: false; message: string };

const { data, config, state } = workerData as SearchWorkerData;
const analyzer = new Analyzer(searchLanguageOf(config));
const builder = siteSearchBuilder(data, config, analyzer, state);
let failure: unknown;

parentPort!.on('message', (message: SearchWorkerMessage) => {
  try {
    if ('pages' in message) {
      if (!failure) for (const page of message.pages) addOrderedPage(builder, page);
      return;
    }
    if (failure) throw failure;
    const files = builder.files(message.urls);
    reportThreadCpu();
    parentPort!.postMessage({ ok: true, files } satisfies SearchWorkerReply);
  } catch (error) {
    failure ??= error;
    if ('done' in message) parentPort!.postMessage({ ok: false, message: (failure as Error).stack ?? String(failure) } satisfies SearchWorkerReply);
  }
});

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
