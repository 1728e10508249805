import os from 'node:os';
import { rendersAlone } from '../render/renderSite.js';
import type { Route } from '../types.js';

/**
 * Which pages may render when, and on how many threads content compiles and renders, in one place. A docs page reads only its own compiled content,
 * so it renders as soon as its file compiles (the disk and the search thread work while the
 * rest compiles); API pages read no compiled content and render as soon as the renderer is
 * ready, between compiles; every other page may read any compiled file (blog lists read every
 * post), so those render once all content is compiled. Each route renders once.
 */
export interface PageScheduler {
  /** Renders the API pages once `ready` resolves; resolves when they are done. */
  apiPagesWhen(ready: Promise<unknown>): Promise<void>;
  /** A route's content compiled: renders its page now when it reads nothing else. */
  compiled(route: Route): Promise<void>;
  /** Everything is compiled: renders, in route order, every page not rendered yet. */
  rest(): Promise<void>;
}

/** A scheduler over `routes` that runs `renderPage` (render, then every sink) for each. */
export function schedulePages(routes: Route[], renderPage: (route: Route) => Promise<void>): PageScheduler {
  const started = new Set<Route>();
  const run = (route: Route) => {
    started.add(route);
    return renderPage(route);
  };
  return {
    apiPagesWhen(ready) {
      const apiRoutes = routes.filter((route) => route.kind === 'api');
      if (!apiRoutes.length) return Promise.resolve();
      const done = ready.then(async () => {
        for (const route of apiRoutes) await run(route);
      });
      // Awaited once the content compiled; a failure before then must not go unhandled.
      done.catch(() => {});
      return done;
    },
    compiled: (route) => (rendersAlone(route) ? run(route) : Promise.resolve()),
    async rest() {
      for (const route of routes) if (!started.has(route)) await run(route);
    },
  };
}

/**
 * Below this many files, starting workers costs more than it saves: a worker needs about
 * 0.9 s to load its modules and warm up before its first page, while a page compiles in about
 * 3 ms in-process.
 */
export const MIN_FILES_FOR_WORKERS = 400;

/**
 * The cores a build uses when `--cores` does not say: every core but one, which the search and
 * write threads share with the system. On 2 cores that is the main thread alone: there a
 * compile worker gained nothing (compiling allocates heavily, so two threads share memory
 * bandwidth, and each has its own highlighting caches; the 1,000-page corpus compiled in the
 * same 2.6-3.0 s with or without one, for 1.5-2.5 s more CPU).
 */
export function defaultCores(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * How many worker threads compile `files` content files and render their docs pages (see
 * `PageWorkers`): one per core, with no fixed cap, while the main thread only coordinates (on
 * the 20,000-page corpus it took a third to a half of the build's CPU when it rendered every
 * page). On one core everything runs on the main thread, and none below
 * `MIN_FILES_FOR_WORKERS`; no more than one per 30 files. DOCSITE_WORKERS=1 starts at least
 * one whatever the count (tests compare both paths on small sites).
 */
export function pageWorkerCount(files: number, cores = defaultCores()): number {
  if (process.env.DOCSITE_WORKERS === '1') return Math.max(1, cores);
  if (cores < 2 || files < MIN_FILES_FOR_WORKERS) return 0;
  return Math.min(cores, Math.ceil(files / 30));
}
