/** The attributes of a link that decide whether client navigation may take it. */
export interface LinkLike {
  href: string;
  target?: string;
  download?: boolean;
  rel?: string;
  /** A link to the page in another language (the locale menu's): its `lang`, `dir` and strings differ, so the browser loads it. */
  hreflang?: string;
}

/**
 * The URL client navigation takes for this link, or `null` to leave it to the browser:
 * other origins, new tabs, downloads, `rel="external"`, other languages (`hreflang`), files (a last path segment with a
 * dot: feeds, JSON, images) and same-page anchors.
 */
export function internalTarget(link: LinkLike, currentHref: string): URL | null {
  if ((link.target && link.target !== '_self') || link.download || /\bexternal\b/.test(link.rel ?? '') || link.hreflang) return null;
  let url: URL;
  try {
    url = new URL(link.href, currentHref);
  } catch {
    return null;
  }
  const current = new URL(currentHref);
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if ((url.pathname.split('/').pop() ?? '').includes('.')) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return url;
}

/** The anchor a click or hover is on, read as a `LinkLike`. */
export function linkOf(event: Event): (LinkLike & { element: HTMLAnchorElement }) | null {
  const element = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!element) return null;
  return { element, href: element.href, target: element.target, download: element.hasAttribute('download'), rel: element.rel, hreflang: element.hreflang };
}

/** A plain left click, without a modifier that asks for a new tab or window. */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/** Pages are cached by path and query; the hash is only where to scroll. */
export const pageKey = (url: URL | Location) => url.pathname + url.search;
