import { describe, expect, it } from 'vitest';
import { checkLinks, nearest } from '../../../src/links/checkLinks.js';

const page = (path: string, html: string, links: Array<{ href: string; line: number }> = []) => ({
  path,
  html,
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

  it('rejects trailing-slash and index.html spellings of a route', () => {
    const result = checkLinks([page('/', '<a href="/docs/a/">x</a><a href="/docs/a/index.html">y</a>'), page('/docs/a', '')], new Set());
    expect(result.map((diagnostic) => diagnostic.message)).toEqual([
      'broken link /docs/a/ on /: write it as /docs/a (routes have no trailing slash or index.html)',
      'broken link /docs/a/index.html on /: write it as /docs/a (routes have no trailing slash or index.html)',
    ]);
  });

  it('finds the nearest candidate by edit distance', () => {
    expect(nearest('/docs/intor', ['/docs/intro', '/blog'])).toBe('/docs/intro');
    expect(nearest('/completely/else/here', ['/a'])).toBeUndefined();
  });
});
