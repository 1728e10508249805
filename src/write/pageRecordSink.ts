import type { LinkFactsSink } from '../links/linkFactsSink.js';
import { isUnlisted, type PageRecord, type PageSink } from '../pipeline/pageSink.js';
import type { RenderedPage } from '../render/renderSite.js';
import type { PageReuse } from './incremental.js';
import type { Writer } from './writer.js';

/**
 * The record sink: saves what the other sinks read of each keepable page (`PageRecord`), so
 * the next build into the same folder can keep the page without rendering it. It comes after
 * the link-facts sink, whose facts it reuses.
 */
export class PageRecordSink implements PageSink {
  constructor(
    private readonly reuse: PageReuse,
    private readonly links: LinkFactsSink,
    private readonly writer: Writer,
    private readonly searchEnabled: boolean,
  ) {}

  take(page: RenderedPage) {
    if (!this.reuse.isKeepable(page.route)) return;
    const { facts, images } = this.links.factsOf(page.route)!;
    const record: PageRecord = {
      links: facts,
      ...(images && { images }),
      scripts: page.scripts ?? [],
      title: page.title,
      description: page.description,
      ...(this.searchEnabled && !isUnlisted(page.route) && { searched: true }),
    };
    this.reuse.record(page.route, record, this.writer);
  }
}
