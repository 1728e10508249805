import { coreStrings } from '../pageString';
import { pageKey } from './links';

/** A fetched page: its final URL (after redirects) and HTML. */
export interface LoadedPage {
  url: string;
  html: string;
}

/** The answer was not an HTML page (a file, a redirect elsewhere): the browser should load it. */
export class NotHtmlError extends Error {}

/** Pages fetched by navigation or prefetch; also makes back/forward instant. */
const cache = new Map<string, Promise<LoadedPage>>();
const CACHE_LIMIT = 60;

async function request(url: URL): Promise<LoadedPage> {
  const response = await fetch(url.pathname + url.search, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/html')) throw new NotHtmlError(`${url.pathname} is not an HTML page (${type || 'no content type'})`);
  // The not-found page (404) is a page like any other; other failures are route load failures.
  if (!response.ok && response.status !== 404) throw new Error(serverAnswered(`${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, url.pathname));
  return { url: response.url, html: await response.text() };
}

/** The route error's words for a failed answer, in the page's locale (`{status}` and `{path}` filled in; functions, so a `$` in the path stays as written). */
const serverAnswered = (status: string, path: string) => coreStrings().serverAnswered.replace('{status}', () => status).replace('{path}', () => path);

/** The page at `url`: from the cache unless `fresh`; a failed load is never cached. */
export function fetchPage(url: URL, fresh = false): Promise<LoadedPage> {
  const key = pageKey(url);
  const cached = fresh ? undefined : cache.get(key);
  if (cached) return cached;
  const loading = request(url);
  cache.delete(key);
  cache.set(key, loading);
  loading.catch(() => cache.get(key) === loading && cache.delete(key));
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return loading;
}

/** Whether `url` is cached or being fetched (prefetch skips it). */
export const isCached = (url: URL) => cache.has(pageKey(url));
