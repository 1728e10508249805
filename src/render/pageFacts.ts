import { imageSourcesOf } from '../links/checkImages.js';
import { linkFactsOf } from '../links/checkLinks.js';
import { withDeclaredLinks } from '../links/declaredLinks.js';
import { isUnlisted, type PageRecord } from '../pipeline/pageSink.js';
import { searchPageOf } from '../search/searchInput.js';
import { articleHtml } from './renderLlmsFiles.js';
import type { RenderedPage } from './renderSite.js';
import type { Route } from '../types.js';

/**
 * What the sinks take of a rendered page: the few facts each reads of its HTML (the same as an
 * incremental build records, `PageRecord`), read where the page rendered, and the page itself
 * to write. A page rendered on a worker thread arrives finished, as bytes: its HTML never
 * crosses to the main thread as a string (see `renderStage.ts`).
 */
export interface PageFacts extends PageRecord {
  route: Route;
  /** The page's HTML as rendered here, which the write sink finishes (`Theme.finishPage`)… */
  html?: string;
  /** …or the finished page's UTF-8 bytes, from a worker thread. */
  finished?: Uint8Array;
  /** An MDX or API page's article, converted to its Markdown twin (a plain markdown page's twin is its source). */
  article?: string;
  /** A blog post's content, which the feeds carry. */
  contentHtml?: string;
  /** What search reads of a listed page (its HTML from `<main>`), when search indexes pages; its record says only that it was (`searched`). */
  search?: string;
}

/** What the facts depend on besides the page: whether search indexes pages, and whether the page's Markdown twin is converted from its article. */
export interface PageFactsOptions {
  search: boolean;
  twinFromArticle: boolean;
}

/** Reads the sinks' facts of a rendered page (secured: its `scripts` are known). */
export function pageFactsOf(page: RenderedPage, { search, twinFromArticle }: PageFactsOptions): Omit<PageFacts, 'html' | 'finished'> {
  const { route, html } = page;
  const hasContent = 'content' in route && route.content;
  return {
    route,
    links: withDeclaredLinks(linkFactsOf(html), page.linkCheck),
    ...(hasContent && { images: imageSourcesOf(html) }),
    scripts: page.scripts ?? [],
    title: page.title,
    description: page.description,
    ...(search && !isUnlisted(route) && { search: searchPageOf(page).html }),
    // The caller decided whether the page has a twin (`MarkdownTwinSink.fromArticle`; on a worker, a docs page).
    ...(twinFromArticle && { article: articleHtml(page) }),
    ...(route.kind === 'blog' && { contentHtml: page.contentHtml }),
    ...(page.module && { module: page.module }),
  };
}
