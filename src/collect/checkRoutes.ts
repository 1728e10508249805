import { ContentError, formatSource } from '../shared/errors.js';
import { CLEAN_PATH_HINT, notCleanPathMessage, routeProblem } from '../shared/routePath.js';
import type { Diagnostic, Route } from '../types.js';

/**
 * Finds paths claimed by more than one source. The first claimant keeps the path; every
 * claimant is named so the author can pick which to move.
 */
export function checkRoutes(routes: Route[]): { routes: Route[]; diagnostics: Diagnostic[] } {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  const diagnostics: Diagnostic[] = [];
  const kept: Route[] = [];
  for (const [path, claimants] of byPath) {
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
