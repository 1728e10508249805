import { isUnlisted, type KeptPage, type PageSink } from '../pipeline/pageSink.js';
import type { PageFacts } from '../render/pageFacts.js';
import type { Route, SiteConfig } from '../types.js';
import type { Writer } from '../write/writer.js';
import type { SearchData } from './buildSearchDocs.js';
import { scopeUrlsOf } from './searchScopes.js';
import type { SearchUrls } from './searchTypes.js';
import { startSearchBuild, type SearchBuild } from './startSearchBuild.js';

/**
 * The search sink: hands each listed page to the search thread as it renders (an unlisted page
 * is built, but not found by search), then writes the search files last.
 */
export class SearchSink implements PageSink {
  private readonly build: SearchBuild;
  private readonly order: Map<Route, number>;
  private finalUrls: SearchUrls | undefined;

  /**
   * `routes` in route order: the files keep it, whatever order pages arrive in. `storeFileOf`
   * names where what search makes of a rendered page is saved, for a page the next build may keep;
   * `stateFile`, where the search thread keeps its index between builds (`searchState.ts`).
   */
  constructor(data: SearchData, config: SiteConfig, routes: Route[], contentHash?: string, private readonly storeFileOf?: (route: Route) => string | undefined, stateFile?: string) {
    this.build = startSearchBuild(data, config, contentHash, stateFile);
    this.order = new Map(routes.map((route, index) => [route, index]));
  }

  /** The files' URLs from the start, when named by the inputs hash (else `finish` gives them). */
  get urls(): SearchUrls | undefined {
    return this.build.urls;
  }

  /** A rendered page: what search reads of it (`PageFacts.search`, there for a listed page). Waits while the search thread is behind. */
  take({ route, search, title, description }: PageFacts) {
    if (search !== undefined) return this.build.add({ route, html: search, title, description }, this.order.get(route)!, this.storeFileOf?.(route));
  }

  /** A page kept from the previous output: what search made of it then. */
  keep({ route, searchFile }: KeptPage) {
    if (!isUnlisted(route) && searchFile) return this.build.addStored(route, this.order.get(route)!, searchFile);
  }

  /** Every page is in: the files' URLs, which the pages carry. */
  finish(): SearchUrls {
    return (this.finalUrls = this.build.finish());
  }

  /** The search files' paths in the output (each scope's two), once `finish` named them. */
  outputFiles(): string[] {
    return this.finalUrls ? scopeUrlsOf(this.finalUrls).flatMap((scope) => [scope.documents.slice(1), scope.index.slice(1)]) : [];
  }

  /**
   * Writes the search files, once the thread built them. A shard the previous output has
   * (`previousPathOf` finds it) is linked from there instead: a shard's name is a hash of its
   * contents (`indexShardUrl`; a page shard's, of its group's: `shardUrl`), so the same name
   * holds the same bytes, and a one-page edit leaves most shards as they were (on 1,000 pages
   * some 1,600 files, 13 MB, written again before). The files pages name (the manifests) keep their names across edits, so they are
   * always written.
   */
  async write(writer: Writer, previousPathOf?: (file: string) => string | undefined) {
    const named = new Set(this.outputFiles());
    for (const [file, contents] of (await this.files()).files) {
      const previous = writer.link && !named.has(file) ? previousPathOf?.(file) : undefined;
      await (previous ? writer.link!(file, previous) : writer.add(file, contents));
    }
  }

  /** The search files, once the thread built them (after `finish`). */
  files() {
    return this.build.files();
  }

  /** Resolves once the search state is saved for the next build (`SearchBuild.stateSaved`). */
  stateSaved(): Promise<void> {
    return this.build.stateSaved();
  }

  abort(): Promise<void> {
    return this.build.abort();
  }
}
