import { rebaseHtml } from '../../src/shared/rebaseMarkup';
import { withBase } from '../../src/shared/baseUrl';

/**
 * The site's `baseUrl` for the current build, set by `startSite`: markup the theme renders
 * once and shares (the sidebar, the navbar and footer) and each page's own HTML get it as
 * they are finished, so components keep writing routes (`/docs/intro`) and comparing them
 * with the page's path.
 */
let base = '/';

/** Sets the base of the build that starts. */
export function setSiteBase(value: string) {
  base = value;
}

/** The base of the current build. */
export const siteBase = () => base;

/** Rendered HTML with the base on each root-relative URL (see `rebaseHtml`). */
export const withSiteBase = (html: string) => rebaseHtml(html, base);

/**
 * A map of names to routes as the JSON of a data attribute the client reads (the docs
 * versions' alternates), each route with the base: `rebaseHtml` rewrites URL attributes only.
 */
export const routeMapJson = (routes: Record<string, string | undefined>) =>
  JSON.stringify(Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, route && withBase(base, route)])));
