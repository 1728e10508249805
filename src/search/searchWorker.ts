/**
 * Worker thread that builds the search files while the main thread renders and writes the
 * pages. Pages arrive in batches as they are rendered and are split into sections at once;
 * the last message brings the files' URLs, and the index of each scope (a docs version) is built then.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../types.js';
import { Analyzer } from './analyze.js';
import { searchLanguageOf } from './loadSearchLanguage.js';
import type { SearchData, SearchPage } from './buildSearchDocs.js';
import { siteSearchBuilder, type SearchFiles } from './buildSearchFiles.js';
import type { SearchUrls } from './searchTypes.js';
import { addOrderedPage, type OrderedPage } from './storedSearchPages.js';

/** What the parent passes when starting the worker. */
export interface SearchWorkerData {
  data: SearchData;
  config: SiteConfig;
}

/** Pages to add, then the end (with the files' URLs). */
export type SearchWorkerMessage = { pages: OrderedPage[] } | { done: true; urls: SearchUrls };
export type SearchWorkerReply = { ok: true; files: SearchFiles } | { ok: false; message: string };

const { data, config } = workerData as SearchWorkerData;
const analyzer = new Analyzer(searchLanguageOf(config));
const builder = siteSearchBuilder(data, config, analyzer);
let failure: unknown;

parentPort!.on('message', (message: SearchWorkerMessage) => {
  try {
    if ('pages' in message) {
      if (!failure) for (const page of message.pages) addOrderedPage(builder, page);
      return;
    }
    if (failure) throw failure;
    parentPort!.postMessage({ ok: true, files: builder.files(message.urls) } satisfies SearchWorkerReply);
  } catch (error) {
    failure ??= error;
    if ('done' in message) parentPort!.postMessage({ ok: false, message: (failure as Error).stack ?? String(failure) } satisfies SearchWorkerReply);
  }
});
