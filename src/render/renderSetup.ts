import type { CollectedSite } from '../collect/collectSite.js';
import type { CompiledScope } from '../compile/compileScope.js';
import { resolveMarkdownPlugins } from '../config/markdownPlugins.js';
import type { Route, SiteConfig } from '../types.js';
import type { RenderSetup } from './workerRenderer.js';

/** What `renderSetupOf` makes the setup from. */
export interface RenderSetupInput {
  config: SiteConfig;
  routes: Route[];
  collected: CollectedSite;
  scope: CompiledScope;
  assets: RenderSetup['assets'];
  themeUrl: string;
  search: boolean;
}

/**
 * The worker threads' render setup (see `RenderSetup`), or undefined when the config holds a
 * function rendering reads (an `editUrl` function): functions do not cross threads, so such a
 * site renders on the main thread. The compile-only parts (markdown plugins, remark-rehype
 * options) and `redirects` stay behind; the routes go without their sources, which come with
 * each page's compiled content.
 */
export function renderSetupOf({ config, routes, collected, scope, assets, themeUrl, search }: RenderSetupInput): RenderSetup | undefined {
  const renderConfig: SiteConfig = { ...config, markdown: { ...config.markdown, plugins: resolveMarkdownPlugins({}), remarkRehypeOptions: {} }, redirects: undefined };
  if (holdsFunction(renderConfig)) return undefined;
  const plainRoutes = routes.map((route) => ('content' in route && route.content ? ({ ...route, content: { ...route.content, source: '' } } as Route) : route));
  return { config: renderConfig, routes: plainRoutes, sidebars: collected.sidebars, blog: collected.blog, scope: scope.plainScope, assets, themeUrl, search };
}

/** Whether a value holds a function anywhere inside. */
function holdsFunction(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'function') return true;
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  const inner = value instanceof Map ? [...value.values()] : value instanceof Set ? [...value] : Object.values(value);
  return inner.some((item) => holdsFunction(item, seen));
}
