import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * The compiled script of a worker thread (`dist/<name>.js`, beside the bundled CLI), or
 * undefined when running from source (tests), on one core, or with DOCSITE_WORKERS=0 (all
 * in-process, for profiling and comparisons): callers then do the work on the main thread.
 */
export function workerScript(name: 'compileWorker' | 'searchWorker' | 'writeWorker' | 'markdownWorker'): string | undefined {
  if (inProcessOnly || process.env.DOCSITE_WORKERS === '0' || os.availableParallelism() < 2) return undefined;
  return compiledScript(name);
}

/**
 * The compiled script of a thread that is there for memory, not parallelism (`fontWorker`: its
 * modules' memory goes when it ends), so on any number of cores; undefined from source (tests).
 */
export function compiledScript(name: string): string | undefined {
  // Every module of the bundle lives in dist/, so the script is beside this one.
  const url = new URL(`./${name}.js`, import.meta.url);
  const file = fileURLToPath(url);
  return url.pathname.includes('/dist/') && existsSync(file) ? file : undefined;
}

let inProcessOnly = false;

/**
 * From now on this process works without worker threads (`workerScript` gives none). For
 * `docsite dev` after its first build: a rebuild renders the few pages an edit changed, and
 * each build started its write and search workers afresh, each loading its modules again
 * (about 1.2 of the 3 CPU seconds of an edit's rebuild on the Sable site), while this thread
 * has them loaded already.
 */
export function workInProcess(): void {
  inProcessOnly = true;
}
