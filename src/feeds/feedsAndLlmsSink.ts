import type { CollectedBlog } from '../collect/collectBlog.js';
import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { FileHistory } from '../collect/lastModified.js';
import { isUnlisted, type KeptPage, type PageSink } from '../pipeline/pageSink.js';
import { versionOfRoute } from '../collect/collectDocsVersions.js';
import { LLMS_FULL_SEPARATOR, renderLlmsFiles, type LlmsPage } from '../render/renderLlmsFiles.js';
import type { PageFacts } from '../render/pageFacts.js';
import { renderRobots, renderSitemap } from '../render/renderSiteFiles.js';
import { writeBlogFiles } from '../render/writeBlogFiles.js';
import type { Diagnostic, Route, SiteConfig } from '../types.js';
import type { FileRange, Writer } from '../write/writer.js';

/** What the site-wide files need besides the pages' titles. */
export interface FeedsInput {
  /** Every route with a page except the not-found page, in route order. */
  routes: Route[];
  sidebars: CollectedSidebars;
  /** Every blog: `blog` first, then the further ones (see `collectedBlogsOf`). */
  blogs: CollectedBlog[];
  fileHistory: Promise<FileHistory>;
  /** A page's Markdown twin (see `MarkdownTwinSink.twinOf`). */
  twinOf: (page: LlmsPage) => string;
  /** Where a page's twin is on disk, if it is (see `MarkdownTwinSink.twinRangeOf`). */
  twinRangeOf?: (page: LlmsPage) => FileRange | undefined;
}

/**
 * The feeds-and-llms sink: keeps each page's title and description (and a blog post's content,
 * which the feeds carry), then writes llms.txt, llms-full.txt, the sitemap, robots.txt and
 * the blog's feeds and lists.
 */
export class FeedsAndLlmsSink implements PageSink {
  private readonly pages = new Map<Route, LlmsPage & { contentHtml?: string }>();
  /** The pages of llms-full.txt, in order (after `finish`), for `llmsFullAgain`. */
  private fullPages: LlmsPage[] = [];

  constructor(
    private readonly writer: Writer,
    private readonly config: SiteConfig,
  ) {}

  /**
   * A dev rebuild (`SitePipeline.filesLater`): llms-full.txt, every page's twin again (a thousand
   * files read at 1,000 pages), is the previous output's (`previousPathOf`) until it is written
   * after the commit (`llmsFullAgain`).
   */
  deferLlmsFull(previousPathOf: (file: string) => string | undefined) {
    this.previousPathOf = previousPathOf;
  }

  private previousPathOf: ((file: string) => string | undefined) | undefined;
  /** True once `finish` linked the previous llms-full.txt in: `llmsFullAgain` must follow. */
  llmsFullDeferred = false;

  take(page: PageFacts) {
    this.pages.set(page.route, { route: page.route, title: page.title, description: page.description, ...(page.route.kind === 'blog' && { contentHtml: page.contentHtml }) });
  }

  /** A page kept from the previous output: its title and description (and a blog post's content) as recorded. */
  keep({ route, record }: KeptPage) {
    this.pages.set(route, { route, title: record.title, description: record.description, ...(route.kind === 'blog' && { contentHtml: record.contentHtml }) });
  }

  /**
   * llms-full.txt again, of the pages `finish` wrote it of, with their twins as `twinOf` gives
   * them now: a dev rebuild writes it after the commit, once the twins it put off are converted
   * (`MarkdownTwinSink.convertDeferred`).
   */
  llmsFullAgain(twinOf: (page: LlmsPage) => string): string {
    return this.fullPages.map(twinOf).join(LLMS_FULL_SEPARATOR);
  }

  /** Writes the site-wide files; returns what writing the blog's files warned about. */
  async finish({ routes, sidebars, blogs, fileHistory, twinOf, twinRangeOf }: FeedsInput): Promise<Diagnostic[]> {
    const { writer, config } = this;
    const listed = routes.filter((route) => !isUnlisted(route)).map((route) => this.pages.get(route)!);
    // llms.txt covers the latest docs version; the sitemap every version that is indexed.
    const llms = renderLlmsFiles(listed.filter((page) => versionOfRoute(config, page.route)?.isLast !== false), sidebars, config);
    await writer.add('llms.txt', llms.llms);
    this.fullPages = llms.fullPages;
    const previous = this.previousPathOf?.('llms-full.txt');
    if (previous) await writer.link!('llms-full.txt', previous);
    else await writeLlmsFull(writer, llms.fullPages.map((page) => ({ text: () => twinOf(page), range: () => twinRangeOf?.(page) })));
    this.llmsFullDeferred = previous !== undefined;
    const { lastModified } = await fileHistory;
    await writer.add('sitemap.xml', renderSitemap(config, listed.filter((page) => !versionOfRoute(config, page.route)?.noIndex).map((page) => ({ path: page.route.path, lastmod: lastModified(page.route.source.file) }))));
    await writer.add('robots.txt', renderRobots(config));
    const diagnostics: Diagnostic[] = [];
    for (const blog of blogs) {
      // A post that lost a duplicate route (warned) was not written, so it is not in the feeds.
      const writtenBlog = { ...blog, posts: blog.posts.filter((route) => this.pages.has(route)) };
      diagnostics.push(...(await writeBlogFiles(writer, config, writtenBlog, (route) => this.pages.get(route)!.contentHtml!)));
    }
    return diagnostics;
  }
}

/** A page's Markdown for llms-full.txt: its text, or where it is on disk when it is there. */
interface TwinSource {
  text: () => string;
  range: () => FileRange | undefined;
}

/**
 * llms-full.txt: each page's Markdown in order. Streamed where the writer streams: a twin on
 * disk (every twin, on a large site) is read by the writer's thread, which appends its bytes
 * (a content-only rebuild of Stripe's reference read 6.4 MB of kept twins here and posted it
 * back), any other read when its turn comes, so only one page's Markdown is in memory at a
 * time. Else joined.
 */
async function writeLlmsFull(writer: Writer, twins: TwinSource[]) {
  const stream = writer.streamOutput?.('llms-full.txt');
  if (!stream) return writer.add('llms-full.txt', twins.map((twin) => twin.text()).join(LLMS_FULL_SEPARATOR));
  for (const [index, twin] of twins.entries()) {
    if (index) stream.append(LLMS_FULL_SEPARATOR);
    const range = twin.range();
    if (range) stream.appendFile(range);
    else stream.append(twin.text());
    await stream.room();
  }
  await stream.close();
}
