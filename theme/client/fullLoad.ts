import { assetsOf } from './router/swap';

/**
 * Full page loads: the way out when this page's own scripts cannot take the next step (a
 * deploy replaced the hashed assets, or an answer is not a page).
 */

/** Set once a full load of another URL has started, so a background recovery cannot cancel it. */
let leaving = false;

/** Loads `url` in full. */
export function loadInFull(url: string) {
  leaving = true;
  location.assign(url);
}

/**
 * Whether a deploy replaced this page's hashed assets since it loaded: the server's copy of
 * the page now lists other stylesheets or scripts. A chunk that is missing then is gone for
 * good; after a reload the lists match again, so this can never cause a reload loop.
 */
export async function isOutdated(): Promise<boolean> {
  try {
    const response = await fetch(location.pathname + location.search, { headers: { Accept: 'text/html' }, cache: 'no-store', credentials: 'same-origin' });
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) return false;
    return assetsOf(new DOMParser().parseFromString(await response.text(), 'text/html')) !== assetsOf(document);
  } catch {
    return false;
  }
}

/**
 * A lazily loaded chunk failed to load. When a deploy removed it, loads the page again (the
 * new version; the router restores the scroll position) and answers true; otherwise false,
 * and the caller reports the error.
 */
export async function reloadIfOutdated(): Promise<boolean> {
  if (!(await isOutdated())) return false;
  if (leaving) return true;
  // The router restores the entry's `scrollY` on reload; a state change made while unloading is lost, so save it now.
  if (history.state?.docsite) history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
  location.reload();
  return true;
}
