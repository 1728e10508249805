import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeProblem } from '../../shared/routePath.js';
import { isObject } from './eachKey.js';

/** A route a local plugin added with `actions.addRoute` that docsite builds: a React page whose props are JSON modules. */
export interface PluginRoute {
  /** The route's path without the site's base URL (`/releases`). */
  path: string;
  /** Absolute path of the page's component. */
  component: string;
  /** Each prop's JSON file (absolute), as `modules` names it: the component gets the file's data. */
  modules: Record<string, string>;
}

/** Extensions a component path may leave out, as webpack resolves it. */
const COMPONENT_EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx'];

/** Where `addRoute` reads paths: the site's folder, its base URL and where `createData` writes (`@generated`). */
export interface RoutePlace {
  siteDir: string;
  baseUrl: string;
  generatedDir: string;
}

/**
 * Reads an `addRoute` config as a page docsite builds: a `path`, a `component` that is a file of
 * the site (absolute, or `@site/…`) and `modules` whose every value names a JSON file (what
 * `createData` returned, or `@generated/…`). Anything else (nested `routes`, `@theme/…`
 * components, module objects, other files) gives the reason the route is not built.
 */
export function readPluginRoute(route: unknown, place: RoutePlace): PluginRoute | { unsupported: string } {
  if (!isObject(route) || typeof route.path !== 'string') return { unsupported: 'it has no path' };
  if (route.routes !== undefined) return { unsupported: 'nested routes are not supported' };
  const component = typeof route.component === 'string' ? componentFile(route.component, place) : undefined;
  if (!component) return { unsupported: `its component ${String(route.component)} is not a file of the site` };
  const modules: Record<string, string> = {};
  for (const [name, value] of Object.entries(isObject(route.modules) ? route.modules : {})) {
    const file = typeof value === 'string' ? sitePath(value, place) : undefined;
    if (!file || !file.endsWith('.json') || !existsSync(file)) return { unsupported: `its module ${name} is not a JSON file (only createData's JSON modules are read)` };
    modules[name] = file;
  }
  const base = place.baseUrl.replace(/\/$/, '');
  const written = base && route.path.startsWith(`${base}/`) ? route.path.slice(base.length) : route.path;
  // docsite's routes have no trailing slash (`/items/` is served at `/items`).
  const routePath = written === '/' ? written : written.replace(/\/$/, '');
  // The path becomes an output file: one that is not a clean route could write outside the output folder.
  const problem = routeProblem(routePath);
  if (problem) return { unsupported: `its path is not a clean route: ${problem}` };
  return { path: routePath, component, modules };
}

/** A path as the plugin wrote it: absolute, `@site/…` or `@generated/…`. */
function sitePath(value: string, { siteDir, generatedDir }: RoutePlace): string | undefined {
  if (value.startsWith('@site/')) return path.join(siteDir, value.slice('@site/'.length));
  if (value.startsWith('@generated/')) return path.join(generatedDir, value.slice('@generated/'.length));
  return path.isAbsolute(value) ? value : undefined;
}

/** The component's file, its extension (or a folder's index) found as webpack would. */
function componentFile(value: string, place: RoutePlace): string | undefined {
  const file = sitePath(value, place);
  if (file === undefined) return undefined;
  const candidates = [...COMPONENT_EXTENSIONS.map((extension) => file + extension), ...COMPONENT_EXTENSIONS.slice(1).map((extension) => path.join(file, `index${extension}`))];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}
