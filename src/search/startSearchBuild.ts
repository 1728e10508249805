import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../types.js';
import type { SearchInput } from './buildSearchDocs.js';
import { buildSearchFiles, searchInputOf, searchUrlsFor, searchUrlsOf, type SearchFiles } from './buildSearchFiles.js';
import type { SearchWorkerData, SearchWorkerReply } from './searchWorker.js';
import type { SearchUrls } from './searchTypes.js';

/** The search files, being built; `files()` waits for them. */
export interface SearchBuild {
  urls: SearchUrls;
  files(): Promise<SearchFiles>;
}

/** The compiled worker script next to the bundled CLI; absent when running from source (tests) or on one core. */
function workerScript(): string | undefined {
  if (process.env.DOCSITE_WORKERS === '0' || os.availableParallelism() < 2) return undefined;
  const url = new URL('./searchWorker.js', import.meta.url);
  const file = fileURLToPath(url);
  return url.pathname.includes('/dist/') && existsSync(file) ? file : undefined;
}

/**
 * `contentHash` (a hash of the site's input files, the docsite code and the config) names the
 * files when the caller has one: it covers everything search reads, and hashing the rendered
 * pages instead took 0.2 s on 1,000 pages. Starts building the search files on a worker thread, so the caller can write pages (which
 * name the files) meanwhile. Without a worker they are built in-process when first awaited;
 * both ways give the same files.
 */
export function startSearchBuild(pages: SearchInput, config: SiteConfig, contentHash?: string): SearchBuild {
  const input = searchInputOf(pages);
  const urls = contentHash ? searchUrlsFor(contentHash) : searchUrlsOf(input, config);
  const script = workerScript();
  if (!script) {
    let built: SearchFiles | undefined;
    return { urls, files: async () => (built ??= buildSearchFiles(input, config, urls)) };
  }
  const worker = new Worker(script, { workerData: { input, config, urls } satisfies SearchWorkerData });
  const result = new Promise<SearchFiles>((resolve, reject) => {
    worker.once('message', (reply: SearchWorkerReply) => (reply.ok ? resolve(reply.files) : reject(new Error(`building the search files failed: ${reply.message}`))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search worker stopped (exit code ${code}) before building the search files`)));
  });
  // Settled once, either way; the worker is done with its only task.
  const files = result.finally(() => void worker.terminate());
  files.catch(() => {});
  return { urls, files: () => files };
}
