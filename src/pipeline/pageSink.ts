import type { RenderedPage } from '../render/renderSite.js';
import type { Route } from '../types.js';

/**
 * A stage that consumes rendered pages (write, search, link facts, Markdown twins, feeds and
 * llms). Pages arrive in any order, once each; a sink keeps only the few small facts the end
 * of the build needs of a page, never its HTML.
 */
export interface PageSink {
  take(page: RenderedPage): void | Promise<void>;
}

/** Whether a page's frontmatter says `unlisted: true`: built, but not in search, the sitemap or llms.txt. */
export const isUnlisted = (route: Route) => 'content' in route && route.content?.frontmatter.unlisted === true;
