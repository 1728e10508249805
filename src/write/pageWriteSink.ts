import path from 'node:path';
import type { KeptPage, PageSink } from '../pipeline/pageSink.js';
import type { PageFacts } from '../render/pageFacts.js';
import { searchScopesAttribute } from '../search/searchScopes.js';
import type { SearchUrls } from '../search/searchTypes.js';
import { routeToFile } from '../shared/url.js';
import type { Route } from '../types.js';
import type { FileContents } from './filePieces.js';
import type { Writer } from './writer.js';

/** How the write sink writes a page. */
export interface PageWriteOptions {
  writer: Writer;
  /** The page's final HTML (the renderer's `finishPage`). */
  finishPage: (html: string) => FileContents | Promise<FileContents>;
  /** The not-found page, written as `404.html`. */
  notFound: Route;
  /** True when the search files get their names only once every page is in: pages wait for them. */
  waitForSearchUrls: boolean;
  /** Runs once a page is written (its plain Markdown twin goes right after it). */
  afterWrite: (page: PageFacts) => Promise<void>;
}

/**
 * The write sink: each page becomes one file named after its route (`docs/intro.html`). A page
 * carries the search files' URLs; without an inputs hash they are known only once every page
 * is in, so pages wait until `searchNamed`.
 */
export class PageWriteSink implements PageSink {
  private readonly waiting: PageFacts[] = [];
  private searchUrls: SearchUrls | undefined;

  constructor(private readonly options: PageWriteOptions) {}

  /** A page: finished here from its HTML, or finished already where it rendered (a worker thread, which renders only once the search files have names). */
  async take(page: PageFacts) {
    if (this.options.waitForSearchUrls && !this.searchUrls) return void this.waiting.push(page);
    const { writer, finishPage, notFound, afterWrite } = this.options;
    const file = page.route === notFound ? '404.html' : routeToFile(page.route.path);
    if (page.finished) await writer.add(file, page.finished);
    else {
      // Pages rendered before the search files had names get them now.
      const html = this.options.waitForSearchUrls ? withSearchAssets(page.html!, this.searchUrls) : page.html!;
      await writer.add(file, await finishPage(html));
    }
    await afterWrite(page);
  }

  /** A page kept from the previous output: its files (the page and its twin) are linked from there unchanged. */
  async keep({ files, previousDir }: KeptPage) {
    const { writer } = this.options;
    for (const file of files) await writer.link!(file, path.join(previousDir, file));
  }

  /** The search files are named: the pages that waited are written. */
  async searchNamed(urls: SearchUrls) {
    this.searchUrls = urls;
    for (const page of this.waiting.splice(0)) await this.take(page);
  }

  /** Every page's file, for the link check (a page is linked by its route, not by the file that holds it). */
  pageFiles(routes: Route[]): Set<string> {
    return new Set(routes.map((route) => (route === this.options.notFound ? '404.html' : routeToFile(route.path))));
  }
}

/**
 * Without an inputs hash the search files are named by the hash of their content, which is
 * known only once every page has rendered; their URLs are then added to each page's `<body>`
 * (whatever attributes it has). Otherwise pages render with them (`PageProps.assets.search`).
 */
function withSearchAssets(html: string, urls: SearchUrls | undefined): string {
  if (!urls) return html;
  const scopes = searchScopesAttribute(urls);
  const scopesAttribute = scopes === undefined ? '' : ` data-search-scopes="${escapeAttribute(scopes)}"`;
  return html.replace(/<body(?=[\s>])/, `<body data-search-documents="${urls.documents}" data-search-index="${urls.index}"${scopesAttribute}`);
}

/** Text as an attribute value, escaped as React escapes it. */
function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);
}
