import { describe, expect, it, vi } from 'vitest';
import { checkLinks, editDistance, linkFactsOf, nearest } from '../../../src/links/checkLinks.js';
import { MB, retainedBytes } from '../../helpers/retainedHeap.js';

// Counted (not spied on: a spy would keep every string it was given): the link check reads each distinct href once, not once a page.
const counted = vi.hoisted(() => ({ decoded: 0 }));
vi.mock('../../../src/shared/html.js', async (original) => {
  const actual = await original<typeof import('../../../src/shared/html.js')>();
  return { ...actual, decodeEntities: (text: string) => (counted.decoded++, actual.decodeEntities(text)) };
});

const page = (path: string, html: string, links: Array<{ href: string; line: number }> = []) => ({
  path,
  ...linkFactsOf(html),
  source: { file: `content${path}.md` },
  links: links.map((link) => ({ href: link.href, source: { file: `content${path}.md`, line: link.line, column: 1 } })),
});

describe('checkLinks', () => {
  const pages = [
    page('/', '<a href="/docs/a">A</a><a href="https://x.example">x</a><a href="/monk.json">spec</a>'),
    page('/docs/a', '<h2 id="setup">Setup</h2><a href="#setup">self</a><a href="/docs/b#usage">b</a><a href="../docs/b">relative</a>'),
    page('/docs/b', '<h2 id="usage">Usage</h2><a href="/docs/c">missing</a><a href="/docs/a#nope">bad anchor</a>', [{ href: '/docs/c', line: 7 }]),
  ];
  const diagnostics = checkLinks(pages, new Set(['monk.json']));

  it('accepts routes, anchors, relative links, external links and output files', () => {
    expect(diagnostics.filter((diagnostic) => / on \/(docs\/a)?: /.test(diagnostic.message))).toEqual([]);
    expect(diagnostics).toHaveLength(2);
  });

  it('reports a missing page at the markdown line, with the nearest route', () => {
    expect(diagnostics).toContainEqual({
      severity: 'error',
      code: 'broken-link',
      message: 'broken link /docs/c on /docs/b: no such page',
      source: { file: 'content/docs/b.md', line: 7, column: 1 },
      hint: 'did you mean /docs/a?',
    });
  });

  it('reports a missing anchor on an existing page', () => {
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toContain('broken link /docs/a#nope on /docs/b: no heading or element with id "nope" on /docs/a');
  });

  it('rejects trailing-slash, index.html and .html spellings of a route', () => {
    const result = checkLinks([page('/', '<a href="/docs/a/">x</a><a href="/docs/a/index.html">y</a><a href="/docs/a.html#part">z</a>'), page('/docs/a', '<h2 id="part">Part</h2>')], new Set(['legacy/page.html']));
    expect(result.map((diagnostic) => diagnostic.message)).toEqual([
      'broken link /docs/a/ on /: write it as /docs/a (routes have no trailing slash, index.html or .html)',
      'broken link /docs/a/index.html on /: write it as /docs/a (routes have no trailing slash, index.html or .html)',
      'broken link /docs/a.html#part on /: write it as /docs/a#part (routes have no trailing slash, index.html or .html)',
    ]);
    // A static HTML file is linked by its name.
    expect(checkLinks([page('/', '<a href="/legacy/page.html">old</a>')], new Set(['legacy/page.html']))).toEqual([]);
  });

  it("accepts a trailing slash on an existing route on a Docusaurus site, as its link check does, and no other spelling", () => {
    const pages = [page('/', '<a href="/docs/a/">x</a><a href="/docs/a/#part">y</a><a href="/docs/a/index.html">z</a><a href="/docs/b/">w</a>'), page('/docs/a', '<h2 id="part">Part</h2>')];
    expect(checkLinks(pages, new Set(), { trailingSlashOptional: true }).map((diagnostic) => diagnostic.message)).toEqual([
      'broken link /docs/a/index.html on /: write it as /docs/a (routes have no trailing slash, index.html or .html)',
      'broken link /docs/b/ on /: no such page',
    ]);
  });

  it('reads an href that many pages have once (their navbar and sidebar), and still reports it broken on each of them', () => {
    const shared = '<a href="/docs/a">A</a><a href="/gone?x=1&amp;y=2">gone</a>';
    const many = ['/docs/a', '/docs/b', '/docs/c', '/docs/d'].map((path) => page(path, shared));
    counted.decoded = 0;
    const found = checkLinks(many, new Set());
    expect(counted.decoded).toBe(2);
    expect(found.map((diagnostic) => diagnostic.message)).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/d'].map((path) => `broken link /gone?x=1&y=2 on ${path}: no such page`));
  });

  it('finds the nearest candidate by edit distance', () => {
    expect(nearest('/docs/intor', ['/docs/intro', '/blog'])).toBe('/docs/intro');
    expect(nearest('/completely/else/here', ['/a'])).toBeUndefined();
  });

  it('measures no candidate whose length alone puts it too far, or no nearer than the best so far', () => {
    const measured: string[] = [];
    const counting = (a: string, b: string) => {
      measured.push(b);
      return editDistance(a, b);
    };
    // '/' is at most 3 edits from an answer: the long routes are never measured.
    expect(nearest('/', ['/docs/section-000/page-00001', '/docs/a', '/ab', '/b'], counting)).toBe('/b');
    expect(measured).toEqual(['/ab', '/b']);
    measured.length = 0;
    // After an exact match (distance 0) nothing is measured.
    expect(nearest('/docs/a', ['/docs/a', '/docs/b', '/docs/c'], counting)).toBe('/docs/a');
    expect(measured).toEqual(['/docs/a']);
  });

});

describe('linkFactsOf', () => {
  it('reads each href once, raw, and every id decoded', () => {
    const facts = linkFactsOf('<h2 id="fees-&amp;-limits">Fees</h2><a href="/a?x=1&amp;y=2">a</a><p id="p1"><a class="c" href="/a?x=1&amp;y=2">again</a><a href="#p1">here</a></p>');
    expect(facts).toEqual({ hrefs: ['/a?x=1&amp;y=2', '#p1'], ids: ['fees-&-limits', 'p1'] });
  });

  it('keeps none of the page it read', () => {
    const page = (index: number) => `<h2 id="section-number-${index}-of-the-page">Section</h2><a href="/docs/page-number-${index + 1}#section">next</a>${'<p>Text of a long page. </p>'.repeat(20_000)}`;
    const { result, bytes } = retainedBytes(() => Array.from({ length: 40 }, (_, index) => linkFactsOf(page(index))));
    expect(result[3]).toEqual({ hrefs: ['/docs/page-number-4#section'], ids: ['section-number-3-of-the-page'] });
    // 40 pages of half a megabyte: a view into each would keep 20 MB.
    expect(bytes).toBeLessThan(1 * MB);
  });
});

describe('checkLinks with a baseUrl', () => {
  it('reads a link written with the base as its route, and names a broken one as written', () => {
    const pages = [
      page('/', '<a href="/sub/docs/a#setup">with base</a><a href="/sub">home</a><a href="/docs/a">route</a>'),
      page('/docs/a', '<h2 id="setup">Setup</h2><a href="/sub/docs/nope">missing</a>', [{ href: '/sub/docs/nope', line: 3 }]),
    ];
    const diagnostics = checkLinks(pages, new Set(), { base: '/sub/' });
    expect(diagnostics.map((diagnostic) => [diagnostic.message, diagnostic.source?.line])).toEqual([['broken link /sub/docs/nope on /docs/a: no such page', 3]]);
  });
});
