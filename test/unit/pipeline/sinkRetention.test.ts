import { describe, expect, it } from 'vitest';
import { FeedsAndLlmsSink } from '../../../src/feeds/feedsAndLlmsSink.js';
import { LinkFactsSink } from '../../../src/links/linkFactsSink.js';
import { pageFactsOf, type PageFacts } from '../../../src/render/pageFacts.js';
import type { Route, SiteConfig } from '../../../src/types.js';
import { MemoryWriter } from '../../../src/write/writer.js';
import { MB, retainedBytes } from '../../helpers/retainedHeap.js';

// Issue 21 (memory): what a sink keeps per page until the end is a few small facts, never the page's HTML.
const PAGES = 40;
const config = { root: '/site', configFile: '/site/site.config.ts', staticDir: '/site/static', checks: { brokenLinks: 'throw' } } as unknown as SiteConfig;

const routes = Array.from({ length: PAGES }, (_, index) => ({ kind: 'doc', path: `/docs/page-${index}`, source: { file: `docs/page-${index}.md` }, title: `Page ${index}`, content: { file: `/site/docs/page-${index}.md`, source: '', frontmatter: {} } }) as unknown as Route);

/** A page as the sinks take it: the facts read of its rendered HTML (`pageFactsOf`). */
function renderedPage(index: number, html?: string): PageFacts {
  const route = routes[index]!;
  const body = `<h2 id="section-${index}">Section</h2><a href="/docs/page-${(index + 1) % PAGES}#section-${(index + 1) % PAGES}">next</a>${'<p>Text of a long page. </p>'.repeat(20_000)}`;
  const page = { route, html: html ?? `<html><body><main>${body}</main></body></html>`, contentHtml: body, headings: [], title: `Page ${index}`, description: `About page ${index}.` };
  return pageFactsOf(page, { search: true, twinFromArticle: true });
}

describe('sinks keep facts, not pages', () => {
  it('LinkFactsSink keeps a page\'s links and ids, and checks them at the end', () => {
    const { result: sink, bytes } = retainedBytes(() => {
      const links = new LinkFactsSink(config);
      // Each page's HTML is made and dropped while the sink takes it, as when a build renders it.
      for (let index = 0; index < PAGES; index++) links.take(renderedPage(index));
      return links;
    });
    // 40 pages of half a megabyte: keeping the HTML (or a view into it) would keep 20 MB.
    expect(bytes).toBeLessThan(1 * MB);
    const notFound = { kind: 'generated', path: '/404', source: { file: 'theme' } } as unknown as Route;
    sink.take({ ...renderedPage(0, '<a href="/docs/page-9#nowhere">x</a>'), route: notFound });
    const diagnostics = sink.check({ routes: [...routes, notFound], notFound, compiled: new Map(), sharedFragments: [], outputFiles: new Set() });
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toEqual(['broken link /docs/page-9#nowhere on /404: no heading or element with id "nowhere" on /docs/page-9']);
  });

  it('FeedsAndLlmsSink keeps a page\'s title and description, not its content (a blog post\'s, for the feeds, only)', () => {
    const { result: sink, bytes } = retainedBytes(() => {
      const feeds = new FeedsAndLlmsSink(new MemoryWriter(), config);
      for (let index = 0; index < PAGES; index++) feeds.take(renderedPage(index));
      return feeds;
    });
    expect(bytes).toBeLessThan(1 * MB);
    expect(sink).toBeInstanceOf(FeedsAndLlmsSink);
  });
});

describe('LinkFactsSink keeps one copy of a link many pages have', () => {
  it('shares the navbar\'s and sidebar\'s hrefs and ids between pages', () => {
    const sidebar = Array.from({ length: 200 }, (_, index) => `/docs/a-rather-long-section-name/and-a-page-name-${index}`);
    // Every page's facts come with strings of their own, as read from each page's HTML.
    const factsOf = (index: number) => ({ hrefs: sidebar.map((href) => ` ${href}`.slice(1)), ids: ['main-content-of-the-page', `heading-of-page-${index}`].map((id) => ` ${id}`.slice(1)) });
    const { result: sink, bytes } = retainedBytes(() => {
      const links = new LinkFactsSink(config);
      for (let index = 0; index < PAGES; index++) links.take({ ...renderedPage(index, '<p></p>'), links: factsOf(index) });
      return links;
    });
    // 40 pages × 200 hrefs of about 60 characters: a copy for each page would keep about 1 MB.
    // Shared, about 0.13 MB stay; the bound leaves room for the test process's own traffic on a loaded machine (0.37 MB once in CI).
    expect(bytes).toBeLessThan(0.6 * MB);
    expect(sink.factsOf(routes[5]!)!.facts.hrefs[7]).toBe(sidebar[7]);
    expect(sink.factsOf(routes[5]!)!.facts.ids).toEqual(['main-content-of-the-page', 'heading-of-page-5']);
  });
});
