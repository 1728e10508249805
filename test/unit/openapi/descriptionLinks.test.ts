import { describe, expect, it } from 'vitest';
import { resolveDescriptionLinks } from '../../../src/compile/openapi/descriptionLinks.js';

const isRoute = (path: string) => path === '/docs/intro';

describe('resolveDescriptionLinks', () => {
  it('resolves links that are not routes against the link base, keeping titles, absolute URLs, anchors and routes', () => {
    const html = '<a href="guide.html" title="G">g</a> <a href="/x?a=1&amp;b=2">x</a> <a href="/docs/intro/#s">i</a> <a href="mailto:a@b.c">m</a> <a href="#here">h</a>';
    expect(resolveDescriptionLinks(html, { isRoute, linkBase: 'https://api.example/docs/v1/', warn: () => {} })).toBe(
      '<a href="https://api.example/docs/v1/guide.html" title="G">g</a> <a href="https://api.example/x?a=1&amp;b=2">x</a> <a href="/docs/intro/#s">i</a> <a href="mailto:a@b.c">m</a> <a href="#here">h</a>',
    );
  });

  it('without a link base, reports each such link and keeps its text', () => {
    const warned: string[] = [];
    expect(resolveDescriptionLinks('see <a href="../paging.md"><code>paging</code></a>.', { isRoute, warn: (href) => warned.push(href) })).toBe('see <code>paging</code>.');
    expect(warned).toEqual(['../paging.md']);
  });
});
