import type { ProgressBar } from '../progress';
import { loadInFull } from '../fullLoad';
import { unmountIslands } from '../islands';
import { fetchPage, NotHtmlError } from './fetchPage';
import { internalTarget, isPlainClick, linkOf, pageKey } from './links';
import { showRouteError } from './routeError';
import { assetsOf, swapDocument } from './swap';

/** What the router is given: the progress bar and what to run on each new page. */
export interface RouterOptions {
  progress: ProgressBar;
  /** Enhances the new page (tabs, copy buttons, islands, table of contents…). */
  onPage(root: HTMLElement): void;
  /** Runs before every navigation (e.g. close the drawer). */
  onNavigate?(): void;
}

/** The router's public side: load a URL, or load the current one again. */
export interface Router {
  navigate(url: URL, mode: 'push' | 'replace'): Promise<void>;
  reload(): Promise<void>;
}

interface HistoryState {
  docsite: true;
  key: string;
  scrollY: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Client-side navigation: internal links fetch the next page and swap it in (title, head
 * metadata, page body), keeping history. The page scrolls to the top or to the anchor, and
 * back/forward restore the scroll position. A load that fails shows the error with Retry; a
 * non-HTML answer, or a page built with other hashed assets, falls back to a full load.
 */
export function initRouter({ progress, onPage, onNavigate }: RouterOptions): Router {
  history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  const state = (): HistoryState => history.state?.docsite ? history.state : { docsite: true, key: newKey(), scrollY: 0 };
  history.replaceState(state(), '');
  let shown = pageKey(location);
  let token = 0;

  // Keep the reading position of the current entry, for back/forward and for a reload.
  let frame = 0;
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(() => {
    frame = 0;
    positions.set(state().key, window.scrollY);
  })), { passive: true });
  const saveScroll = () => history.replaceState({ ...state(), scrollY: window.scrollY }, '');
  window.addEventListener('pagehide', saveScroll);
  // An in-page anchor adds a history entry without state; give it one so its position is kept too.
  window.addEventListener('hashchange', () => history.state?.docsite || history.replaceState({ docsite: true, key: newKey(), scrollY: window.scrollY }, ''));
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if ((entry?.type === 'reload' || entry?.type === 'back_forward') && state().scrollY) window.scrollTo(0, state().scrollY);

  const scrollTo = (url: URL, y: number | undefined) => {
    const target = url.hash && document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (y !== undefined) window.scrollTo(0, y);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  async function go(url: URL, mode: 'push' | 'replace' | 'pop', options: { fresh?: boolean; scrollY?: number } = {}) {
    const id = ++token;
    onNavigate?.();
    if (mode === 'push') saveScroll();
    progress.start();
    let html: string;
    let finalUrl = url;
    try {
      const loaded = await fetchPage(url, options.fresh);
      html = loaded.html;
      finalUrl = new URL(loaded.url || url.href);
      finalUrl.hash = url.hash;
    } catch (error) {
      if (id !== token) return;
      progress.done();
      if (error instanceof NotHtmlError) return loadInFull(url.href);
      const record: HistoryState = { docsite: true, key: newKey(), scrollY: 0 };
      if (mode === 'push') history.pushState(record, '', url.href);
      shown = pageKey(url);
      showRouteError(error, () => void go(url, 'replace', { fresh: true }));
      return;
    }
    if (id !== token) return;
    const next = new DOMParser().parseFromString(html, 'text/html');
    if (assetsOf(next) !== assetsOf(document)) return loadInFull(finalUrl.href);

    const body = document.getElementById('page-body');
    if (body) unmountIslands(body);
    swapDocument(next);
    if (mode === 'push') history.pushState({ docsite: true, key: newKey(), scrollY: 0 } satisfies HistoryState, '', finalUrl.href);
    else if (mode === 'replace') history.replaceState({ ...state(), scrollY: 0 }, '', finalUrl.href);
    shown = pageKey(finalUrl);
    scrollTo(finalUrl, options.scrollY);
    document.querySelector<HTMLElement>('#main-content')?.focus({ preventScroll: true });
    const announcer = document.getElementById('route-announcer');
    if (announcer) announcer.textContent = document.title;
    progress.done();
    onPage(document.getElementById('page-body') ?? document.body);
    window.dispatchEvent(new CustomEvent('docsite:navigated', { detail: { url: finalUrl.href } }));
  }

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = linkOf(event);
    const url = link && internalTarget(link, location.href);
    if (!url) return;
    event.preventDefault();
    void go(url, pageKey(url) === pageKey(location) ? 'replace' : 'push');
  });

  window.addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    const saved = (event.state as HistoryState | null)?.docsite ? positions.get(event.state.key) ?? event.state.scrollY : undefined;
    if (pageKey(url) === shown) {
      // Only the hash changed: the page is already here.
      scrollTo(url, saved);
      return;
    }
    void go(url, 'pop', { scrollY: saved });
  });

  return {
    navigate: (url, mode) => go(url, mode),
    reload: () => go(new URL(location.href), 'replace', { fresh: true }),
  };
}
