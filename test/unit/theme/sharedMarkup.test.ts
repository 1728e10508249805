import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { expandSharedMarkup, resetSharedMarkup, sharedMarkupTexts, SharedMarkup } from '../../../theme/components/SharedMarkup';
import { joinPieces, type SharedSlice } from '../../../src/write/filePieces.js';

afterEach(() => resetSharedMarkup());

let renders = 0;
function Chrome({ section }: { section: string }) {
  renders++;
  return h('header', { className: 'navbar' }, h('img', { src: '/logo.svg', alt: '' }), h('a', { href: `/${section}`, className: 'active' }, 'Section ', section));
}

const page = (section: string, body: string) =>
  h('html', null, h('head', null, h('title', null, body)), h('body', null, h(SharedMarkup, { id: `chrome:${section}`, render: () => h(Chrome, { section }), preloadImages: ['/logo.svg'] }), h('main', null, body)));
const inline = (section: string, body: string) => h('html', null, h('head', null, h('title', null, body)), h('body', null, h(Chrome, { section }), h('main', null, body)));

describe('SharedMarkup', () => {
  it('renders each id once; pages hold slices of that one rendering, which read as the inline rendering', () => {
    renders = 0;
    const first = expandSharedMarkup(renderToString(page('docs', 'one')));
    const second = expandSharedMarkup(renderToString(page('docs', 'two')));
    const other = expandSharedMarkup(renderToString(page('api', 'three')));
    expect(renders).toBe(2);
    const slice = (pieces: ReturnType<typeof expandSharedMarkup>) => pieces.find((piece): piece is SharedSlice => typeof piece !== 'string')!;
    expect(slice(first).shared).toBe(slice(second).shared);
    expect(slice(other).shared).not.toBe(slice(first).shared);
    renders = 0;
    expect(joinPieces(first)).toBe(renderToString(inline('docs', 'one')).replace('<link rel="preload" as="image" href="/logo.svg"/>', '<link rel="preload" href="/logo.svg" as="image"/>'));
    expect(joinPieces(other)).toContain('<a href="/api" class="active">Section <!-- -->api</a>');
    expect(sharedMarkupTexts().map((fragment) => fragment.label)).toEqual(['the chrome (pages share it)', 'the chrome (pages share it)']);
  });

  it("keeps the image preload React hoists into the page's head, not in the shared fragment", () => {
    const html = joinPieces(expandSharedMarkup(renderToString(page('docs', 'one'))));
    expect(html.indexOf('<link rel="preload" href="/logo.svg" as="image"/>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('fails clearly for a marker it never rendered, and forgets an earlier build on reset', () => {
    renderToString(page('docs', 'one'));
    resetSharedMarkup();
    expect(() => expandSharedMarkup('<docsite-shared data-id="chrome:docs"></docsite-shared>')).toThrow('shared markup chrome:docs was never rendered');
    expect(sharedMarkupTexts()).toEqual([]);
  });
});
