import { createElement, type ReactElement } from 'react';
import { preload } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { decodeEntities } from '../../src/shared/html';
import type { FilePieces, SharedSlice, SharedText } from '../../src/write/filePieces';
import { withSiteBase } from './siteBase';

/**
 * Chrome that is the same on many pages (the navbar of each site section, the footer)
 * renders once per `id`: a page holds a marker element, which `expandSharedMarkup` replaces
 * with a slice of the shared HTML as the page is written, as the sidebar is (see
 * `FilePieces`). On the 1,000-page corpus that saved rendering the navbar, its drawer and the
 * search dialog a thousand times, and posting and encoding them a thousand times.
 *
 * The render waits for the page's own render to finish (React's server renderer is not
 * re-entrant), and `id` must name everything the markup shows. React preloads the images a
 * page shows from its `<head>`; rendered apart, it would put those links in the fragment
 * instead, so the page asks for them (`preloadImages`) and the fragment drops them.
 */
const renders = new Map<string, () => ReactElement>();
const texts = new Map<string, SharedText>();
const MARKER = /<docsite-shared data-id="([^"]*)"><\/docsite-shared>/g;

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

export function SharedMarkup({ id, render, preloadImages = [] }: { id: string; render: () => ReactElement; preloadImages?: string[] }) {
  if (!renders.has(id)) renders.set(id, render);
  for (const src of preloadImages) preload(src, { as: 'image' });
  return createElement('docsite-shared', { 'data-id': id });
}

function textOf(id: string): SharedText {
  let text = texts.get(id);
  if (!text) {
    const render = renders.get(id);
    if (!render) throw new Error(`shared markup ${id} was never rendered`);
    texts.set(id, (text = { text: withSiteBase(renderToString(render()).replace(LEADING_PRELOADS, '')) }));
  }
  return text;
}

/** A rendered page with its shared-markup markers replaced: the page's own text and slices of the shared HTML. */
export function expandSharedMarkup(html: string): Array<string | SharedSlice> {
  const pieces: Array<string | SharedSlice> = [];
  let from = 0;
  for (const match of html.matchAll(MARKER)) {
    const shared = textOf(decodeEntities(match[1]!));
    pieces.push(html.slice(from, match.index), { shared, start: 0, end: shared.text.length });
    from = match.index + match[0].length;
  }
  pieces.push(html.slice(from));
  return pieces;
}

/** Each shared markup's HTML, for the link check, named by the part of its id before any `:` (`the navbar`). */
export function sharedMarkupTexts(): Array<{ label: string; html: string }> {
  return [...renders.keys()].map((id) => ({ label: `the ${id.split(':')[0]} (pages share it)`, html: textOf(id).text }));
}

/** Forgets an earlier build's markup (dev rebuilds in one process with this same module). */
export function resetSharedMarkup() {
  renders.clear();
  texts.clear();
}

/** Pieces whose strings may hold further markers, expanded by `expand`. */
export function expandStrings(pieces: Array<string | SharedSlice>, expand: (html: string) => FilePieces): FilePieces {
  return pieces.flatMap((piece) => (typeof piece === 'string' ? expand(piece) : [piece]));
}
