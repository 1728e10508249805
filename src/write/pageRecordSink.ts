import type { PageRecord, PageSink } from '../pipeline/pageSink.js';
import type { PageFacts } from '../render/pageFacts.js';
import type { PageReuse } from './incremental.js';
import type { Writer } from './writer.js';

/**
 * The record sink: saves what the other sinks read of each keepable page (`PageRecord`), so
 * the next build into the same folder can keep the page without rendering it: the facts read
 * of it where it rendered (`PageFacts`).
 */
export class PageRecordSink implements PageSink {
  constructor(
    private readonly reuse: PageReuse,
    private readonly writer: Writer,
  ) {}

  take(page: PageFacts) {
    if (!this.reuse.isKeepable(page.route)) return;
    const record: PageRecord = {
      links: page.links,
      ...(page.images && { images: page.images }),
      scripts: page.scripts,
      title: page.title,
      description: page.description,
      // What search made of it is saved by the search thread (`SearchSink`'s store file); the record says it was.
      ...(page.search !== undefined && { searched: true }),
    };
    this.reuse.record(page.route, record, this.writer);
  }
}
