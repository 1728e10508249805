import { rebaseHtml } from '../../src/shared/rebaseMarkup';

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
