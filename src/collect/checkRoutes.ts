import { ContentError, formatSource } from '../shared/errors.js';
import { CLEAN_PATH_HINT, notCleanPathMessage, routeProblem } from '../shared/routePath.js';
import type { Diagnostic, Route } from '../types.js';

/**
 * Whether two routes are the same React page: the same component, no plugin data. A Docusaurus
 * plugin's `addRoute({ path: '/repl/', component: '@site/src/pages/repl' })` beside the page
 * `src/pages/repl.tsx` (Babel's) is two routes in Docusaurus (`/repl` and `/repl/`), one in
 * docsite, which writes no trailing slash: no conflict to warn about.
 */
const samePage = (a: Route, b: Route) => a.kind === 'page' && b.kind === 'page' && a.component !== undefined && a.component === b.component && noData(a) && noData(b);
/** A plugin's route without `modules` has empty `moduleProps`. */
const noData = (route: Route) => route.kind === 'page' && Object.keys(route.moduleProps ?? {}).length === 0;

/**
 * Finds paths claimed by more than one source. The first claimant keeps the path; every
 * claimant is named so the author can pick which to move (one that is the same page as the
 * first is dropped without a word, see `samePage`).
 */
export function checkRoutes(routes: Route[]): { routes: Route[]; diagnostics: Diagnostic[] } {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  const diagnostics: Diagnostic[] = [];
  const kept: Route[] = [];
  for (const [path, all] of byPath) {
    const claimants = all.filter((route, index) => index === 0 || !samePage(all[0]!, route));
    kept.push(claimants[0]!);
    if (claimants.length < 2) continue;
    diagnostics.push({
      severity: 'warning',
      code: 'duplicate-route',
      message: `duplicate route ${path} is claimed by ${claimants.map((route) => formatSource(route.source)).join(' and ')}; ${formatSource(claimants[0]!.source)} wins`,
      source: claimants[1]!.source,
      hint: 'give one of them another file name, or a different `slug` in its frontmatter',
    });
  }
  return { routes: kept, diagnostics };
}

/**
 * Fails on the first route that is not a clean absolute path, before anything is written. The
 * places that make routes from what authors write check it there, naming the field and line;
 * this catches the rest (a file name, a config base path), whatever made the route.
 */
export function assertCleanRoutes(routes: Route[]): void {
  for (const route of routes) {
    const problem = routeProblem(route.path);
    if (problem) throw new ContentError(notCleanPathMessage('route', route.path, problem), { source: route.source, field: 'path', hint: CLEAN_PATH_HINT });
  }
}
