import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import type { PageRecord, PageSink } from '../pipeline/pageSink.js';
import type { PageFacts } from '../render/pageFacts.js';
import { searchTypeOf } from '../search/searchTypes.js';
import type { PageReuse } from './incremental.js';

/**
 * The record sink: saves what the other sinks read of each keepable page (`PageRecord`), so
 * the next build into the same folder can keep the page without rendering it: the facts read
 * of it where it rendered (`PageFacts`).
 */
export class PageRecordSink implements PageSink {
  constructor(
    private readonly reuse: PageReuse,
    /** Every content file's compiled output so far (the pipeline's): a page's is recorded without its output. */
    private readonly compiled: ReadonlyMap<string, CompiledContent>,
  ) {}

  take(page: PageFacts) {
    if (!this.reuse.isKeepable(page.route)) return;
    const { route } = page;
    const compiled = 'content' in route && route.content ? this.compiled.get(route.content.file) : undefined;
    const record: PageRecord = {
      links: page.links,
      ...(page.images && { images: page.images }),
      scripts: page.scripts,
      title: page.title,
      description: page.description,
      ...(route.kind === 'blog' && { contentHtml: page.contentHtml }),
      // What search made of it is saved by the search thread (`SearchSink`'s store file); the record says it was.
      // Search reads the not-found page's text but leaves it out (`searchTypeOf`): nothing is saved for it.
      ...(page.search !== undefined && searchTypeOf(route) !== undefined && { searched: true }),
      ...(compiled && { compiled: { ...compiled, output: '' } }),
      ...(page.module && { module: page.module }),
    };
    this.reuse.record(page.route, record);
  }
}
