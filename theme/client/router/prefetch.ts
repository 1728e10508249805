import { fetchPage, isCached } from './fetchPage';
import { SLICE_BUDGET_MS } from '../slices';
import { internalTarget, linkOf, pageKey, type LinkLike } from './links';

/** The Network Information API fields the rule reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Spec 2: "Prefetching of pages is skipped on 2g or data-saver connections" (`slow-2g` included). */
export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/** Prefetches one page into the navigation cache, when the connection allows it. */
export function prefetch(link: LinkLike) {
  if (!prefetchAllowed(connection())) return;
  const url = internalTarget(link, location.href);
  if (!url || pageKey(url) === pageKey(location) || isCached(url)) return;
  fetchPage(url).catch(() => {
    // A failed prefetch is forgotten; a click will try again and report the error.
  });
}

/** Visible links wait for idle time and go two at a time, so they never compete with the page. */
const queue: LinkLike[] = [];
let running = 0;
const idle = (callback: () => void) => (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 50)))(callback);
function drain() {
  while (running < 2 && queue.length > 0) {
    const link = queue.shift()!;
    running++;
    idle(() => {
      prefetch(link);
      running--;
      drain();
    });
  }
}

let observer: IntersectionObserver | undefined;

/** Prefetches the internal links under `root` as they become visible. Re-run for each page. */
export function observeLinks(root: ParentNode) {
  observer?.disconnect();
  queue.length = 0;
  if (!('IntersectionObserver' in window) || !prefetchAllowed(connection())) return;
  const own = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      own.unobserve(entry.target);
      const anchor = entry.target as HTMLAnchorElement;
      queue.push({ href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), rel: anchor.rel, hreflang: anchor.hreflang });
    }
    drain();
  });
  observer = own;
  // Classifying every link (two URL parses each, 80-400 links a page) was the largest piece
  // of main.js's start-up task, which Lighthouse's 4x slower CPU turns into blocking time;
  // it only serves the next navigation, so it waits for idle time, and goes in short slices
  // (an idle callback is a task like any other). A page shown meanwhile (client navigation)
  // has its own observer, and this one is left alone.
  let anchors: HTMLAnchorElement[] | undefined;
  const classify = () => {
    if (observer !== own) return;
    anchors ??= [...root.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const start = performance.now();
    while (anchors.length > 0 && performance.now() - start < SLICE_BUDGET_MS) {
      const anchor = anchors.shift()!;
      if (internalTarget({ href: anchor.href, target: anchor.target, rel: anchor.rel, hreflang: anchor.hreflang }, location.href)) own.observe(anchor);
    }
    if (anchors.length > 0) idle(classify);
  };
  idle(classify);
}

/** Prefetches a link as soon as the pointer or focus is on it. */
export function initHoverPrefetch() {
  const onIntent = (event: Event) => {
    const link = linkOf(event);
    if (link) prefetch(link);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
}
