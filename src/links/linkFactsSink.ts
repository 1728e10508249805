import { readFileSync } from 'node:fs';
import path from 'node:path';
import { posixRelative } from '../collect/walkFiles.js';
import { isDocusaurusConfig } from '../compat/docusaurus/docusaurusConfigFile.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import type { KeptPage, PageSink } from '../pipeline/pageSink.js';
import type { PageFacts } from '../render/pageFacts.js';
import type { SharedFragment } from '../render/renderSite.js';
import { isReported, withSeverity } from '../shared/severity.js';
import type { Diagnostic, Route, SiteConfig } from '../types.js';
import { checkImages } from './checkImages.js';
import { checkLinks, linkFactsOf, type LinkCheckPage, type LinkFacts } from './checkLinks.js';
import { explainMissingHome } from './explainMissingHome.js';

/** What the link check needs besides the pages' facts. */
export interface LinkCheckInput {
  /** Every route with a page, in route order. */
  routes: Route[];
  /** The not-found page: checked, but no link target. */
  notFound: Route;
  compiled: ReadonlyMap<string, CompiledContent>;
  sharedFragments: SharedFragment[];
  /** Every output file that is not a page. */
  outputFiles: ReadonlySet<string>;
}

/**
 * The link-facts sink: keeps each page's links, ids and images (read as it rendered, see
 * `pageFactsOf`), so its HTML can go once written; at the end, checks every internal link, anchor and image against them.
 */
export class LinkFactsSink implements PageSink {
  private readonly facts = new Map<Route, { facts: LinkFacts; images?: string[] }>();
  /**
   * One copy of each href and id, whichever page named it first: most of a page's links are its
   * navbar's and sidebar's, the same on every page, and each page held copies of its own (about
   * 4 KB a page of the realistic corpus, kept to the end of the build).
   */
  private readonly strings = new Map<string, string>();

  constructor(private readonly config: SiteConfig) {}

  take(page: PageFacts) {
    this.facts.set(page.route, { facts: this.shared(page.links), ...(page.images && { images: page.images }) });
  }

  /** A page kept from the previous output: its facts as recorded when it rendered. */
  keep({ route, record }: KeptPage) {
    this.facts.set(route, { facts: this.shared(record.links), ...(record.images && { images: record.images }) });
  }

  /** What `take` read of a page, for its record (see `PageRecord`). */
  factsOf(route: Route): { facts: LinkFacts; images?: string[] } | undefined {
    return this.facts.get(route);
  }

  /** Broken links and anchors (as `onBrokenLinks` and `onBrokenAnchors` say) and images. Parts many pages share are checked once: their links are absolute. */
  check({ routes, notFound, compiled, sharedFragments, outputFiles }: LinkCheckInput): Diagnostic[] {
    const { config } = this;
    const linkPages: LinkCheckPage[] = routes.map((route) => ({
      path: route.path,
      ...this.facts.get(route)!.facts,
      source: route.source,
      links: 'content' in route && route.content ? (compiled.get(route.content.file)?.links ?? []) : [],
      isTarget: route !== notFound,
    }));
    sharedFragments.forEach(({ label, html }, index) =>
      linkPages.push({ path: `/~shared-${index + 1}`, label, ...linkFactsOf(html), source: { file: path.relative(config.root, config.configFile) }, links: [], isTarget: false }),
    );
    const linkDiagnostics = checkLinks(linkPages, outputFiles, { base: config.baseUrl, trailingSlashOptional: isDocusaurusConfig(config.configFile) }).map((diagnostic) => withSeverity(diagnostic, diagnostic.code === 'broken-anchor' ? config.checks.brokenAnchors : config.checks.brokenLinks)).filter(isReported);
    const imagePages = routes.flatMap((route) => {
      const images = route === notFound ? undefined : this.facts.get(route)!.images;
      return images?.length ? [{ path: route.path, source: route.source, images, textOf: () => contentTextOf(route) }] : [];
    });
    return [
      ...explainMissingHome(linkDiagnostics, routes.some((route) => route.path === '/'), config),
      ...checkImages(imagePages, outputFiles, posixRelative(config.root, config.staticDir), config.baseUrl),
    ];
  }

  /** The facts with every href and id the one copy of it the sink keeps. */
  private shared({ hrefs, ids }: LinkFacts): LinkFacts {
    const one = (text: string) => {
      const kept = this.strings.get(text);
      if (kept !== undefined) return kept;
      this.strings.set(text, text);
      return text;
    };
    return { hrefs: hrefs.map(one), ids: ids.map(one) };
  }
}

/**
 * A content page's text: its source, or, for a docs page whose source was dropped once it was
 * written (see `SitePipeline.dropPageInputs`), its file read again (undefined when it is gone).
 */
function contentTextOf(route: Route): string | undefined {
  if (!('content' in route) || !route.content) return undefined;
  if (route.content.source) return route.content.source;
  try {
    return readFileSync(route.content.file, 'utf8');
  } catch {
    return undefined;
  }
}
