import { describe, expect, it } from 'vitest';
import { Analyzer } from '../../../src/search/analyze.js';
import { SearchDocsBuilder, type SearchPage } from '../../../src/search/buildSearchDocs.js';
import type { SiteConfig } from '../../../src/types.js';
import { MB, retainedBytes } from '../../helpers/retainedHeap.js';

const config = { navbar: { items: [] } } as unknown as SiteConfig;

/** A docs page of about half a megabyte: an intro and four sections of long prose. */
function largePage(index: number): SearchPage {
  const prose = (section: number) => `<p>${`Section ${section} of page ${index} explains fees, slippage and limits. `.repeat(1800)}</p>`;
  const sections = [1, 2, 3, 4].map((section) => `<h2 id="part-${section}-of-page-${index}">Part ${section} of page ${index}</h2>${prose(section)}`).join('');
  return {
    route: { kind: 'doc', path: `/docs/page-${index}` },
    title: `Page ${index}`,
    description: '',
    html: `<html><body><main><article><h1>Page ${index}</h1>${prose(0)}${sections}</article></main></body></html>`,
  };
}

describe('SearchDocsBuilder', () => {
  it('keeps none of a page\'s text once the page is counted, only what the files need', () => {
    const { result: builder, bytes } = retainedBytes(() => {
      const builder = new SearchDocsBuilder({}, config, new Analyzer());
      for (let index = 0; index < 40; index++) builder.add(largePage(index));
      return builder;
    });
    // 40 pages of 0.5 MB: what stays is their previews, titles, anchors and term counts.
    expect(bytes).toBeLessThan(3 * MB);
    const docs = builder.finish();
    expect(docs.pages).toHaveLength(40);
    expect(docs.sections).toHaveLength(200);
    expect(docs.sections[1]).toEqual({ page: 0, anchor: 'part-1-of-page-0', title: 'Part 1 of page 0', preview: expect.stringMatching(/^Section 1 of page 0 explains fees, slippage and limits\. Section 1 .*…$/) });
    expect(docs.index.vectors).toHaveLength(200);
  });
});
