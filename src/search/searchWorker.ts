/**
 * Worker thread that builds the search files while the main thread writes the pages: both
 * take about as long on a large site, and writing mostly waits on the disk.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../types.js';
import type { SearchInput } from './buildSearchDocs.js';
import { buildSearchFiles, type SearchFiles } from './buildSearchFiles.js';
import type { SearchUrls } from './searchTypes.js';

/** What the parent passes when starting the worker. */
export interface SearchWorkerData {
  input: SearchInput;
  config: SiteConfig;
  urls: SearchUrls;
}

export type SearchWorkerReply = { ok: true; files: SearchFiles } | { ok: false; message: string };

const { input, config, urls } = workerData as SearchWorkerData;
try {
  parentPort!.postMessage({ ok: true, files: buildSearchFiles(input, config, urls) } satisfies SearchWorkerReply);
} catch (error) {
  parentPort!.postMessage({ ok: false, message: (error as Error).stack ?? String(error) } satisfies SearchWorkerReply);
}
