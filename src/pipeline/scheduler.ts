import { rendersAlone } from '../render/renderSite.js';
import type { Route } from '../types.js';

/**
 * Which pages may render when, in one place. A docs page reads only its own compiled content,
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
