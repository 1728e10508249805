import { describe, expect, it } from 'vitest';
import { Analyzer } from '../../../src/search/analyze.js';
import { OneBuildAnalyzer } from '../../../src/search/oneBuildAnalyzer.js';
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
    expect(docs.index.sectionCount).toBe(200);
  });
});

/** A page of 3,000 words found on no other page (letters only: words with digits are not indexed). */
function wordyPage(index: number): SearchPage {
  const word = (n: number) => n.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));
  const words = Array.from({ length: 3000 }, (_, at) => `zq${word(index * 3000 + at)}`).join(' ');
  return { route: { kind: 'doc', path: `/docs/wordy-${index}` }, title: `Wordy ${index}`, description: '', html: `<html><body><main><article><h1>Wordy</h1><p>${words}</p></article></main></body></html>` };
}

describe('SearchDocsBuilder.finish', () => {
  it('lets a scope\'s counts and the index builder\'s word tables go once the scope is packed', () => {
    const builder = new SearchDocsBuilder({}, config, new Analyzer());
    const { bytes: counted } = retainedBytes(() => {
      for (let index = 0; index < 20; index++) builder.add(wordyPage(index));
    });
    let docs: ReturnType<SearchDocsBuilder['finish']> | undefined;
    // The files' texts (documents and index) stay; the counting's tables (some 56,000 terms) go.
    const { bytes: finished } = retainedBytes(() => {
      docs = builder.finish();
    });
    expect(docs!.index.terms.length).toBeGreaterThan(50_000);
    expect(counted).toBeGreaterThan(4 * MB);
    // Measured: about 4.5 MB stay of the 26 MB counted (the analyzer keeps its own word cache); 15.5 MB when the scope was kept.
    // The bound sits between the two: on a loaded machine the test process's own traffic (vitest's messages) added
    // up to 4.4 MB to the measure (8.9 MB, failing a bound of a quarter) where alone it never did.
    expect(finished).toBeLessThan(counted / 2.5);
    expect(() => builder.finish()).toThrow("search scope '' is finished already");
  });
});

describe('what search shows of a page', () => {
  const page: SearchPage = {
    route: { kind: 'doc', path: '/docs/retries' },
    title: 'Retries',
    description: 'How to retry.',
    html:
      '<html><body><main><article><h1>Retries</h1><p>Retry reads with backoff.</p>' +
      '<h2 id="helper">The helper</h2><p>Use this helper for reads.</p><pre><code>def request_with_retry(session): pass</code></pre>' +
      '<h2 id="code-samples">Code samples</h2><div role="tabpanel"><p class="tab-panel-label">python</p><pre><code>import requests</code></pre></div>' +
      '<h2 id="related-pages">Related pages</h2><ul><li><a href="/docs/errors">Common errors</a></li></ul></article></main></body></html>',
  };
  const builder = new SearchDocsBuilder({}, config, new Analyzer());
  builder.add(page);
  const docs = builder.finish();

  it('shows headings and prose, never a section of only code or only links', () => {
    expect(docs.sections.map((section) => section.anchor)).toEqual(['', 'helper']);
    expect(docs.sections[1]!.preview).toBe('Use this helper for reads.');
  });

  it('does not index code: a word only a code block contains finds nothing', () => {
    expect(docs.index.terms.filter((term) => /request|import|session/.test(term))).toEqual([]);
    expect(docs.index.terms).toContain('backoff');
  });
});


/** A page of ten short sections, in words every page shares: what it keeps is its counts and entries, no new words. */
function sectionedPage(index: number): SearchPage {
  const sections = Array.from({ length: 10 }, (_, at) => `<h2 id="s${at}">Limits ${at}</h2><p>Fees and slippage limits apply to orders.</p>`).join('');
  return { route: { kind: 'doc', path: `/docs/p${index}` }, title: `Orders`, description: '', html: `<html><body><main><article><h1>Orders</h1><p>Orders.</p>${sections}</article></main></body></html>` };
}

describe('SearchDocsBuilder.add', () => {
  it('keeps a counted page\'s counts as numbers in the builder\'s columns, not an object per field', () => {
    const builder = new SearchDocsBuilder({}, config, new Analyzer());
    builder.add(sectionedPage(-1));
    const { bytes } = retainedBytes(() => {
      for (let index = 0; index < 5000; index++) builder.add(sectionedPage(index));
    });
    // Measured: 2.5 KB a page (its entries; the counts are in typed arrays, outside the heap); 6.8 KB with
    // an array of objects per section and its lengths twice. A loaded machine adds up to 4.4 MB to the measure (1 KB a page).
    expect(bytes / 5000).toBeLessThan(4500);
    expect(builder.finish().index.sectionCount).toBe(5001 * 11);
  });
});

describe('OneBuildAnalyzer (the search thread\'s)', () => {
  it('leaves the words the index builder analyses to the builder\'s own table, not a second cache', () => {
    const countedWith = (analyzer: Analyzer) =>
      retainedBytes(() => {
        const builder = new SearchDocsBuilder({}, config, analyzer);
        for (let index = 0; index < 20; index++) builder.add(wordyPage(index));
        return builder;
      });
    const owned = countedWith(new OneBuildAnalyzer());
    const cached = countedWith(new Analyzer());
    // Measured: 14.1 MB against 24.4 (60,000 words analysed once each, cached once); a loaded machine adds up to 4.4 MB to a measure.
    expect(cached.bytes - owned.bytes).toBeGreaterThan(5 * MB);
    expect(owned.result.finish().index).toEqual(cached.result.finish().index);
  });
});
