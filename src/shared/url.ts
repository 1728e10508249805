/** Pure URL-path helpers shared by node and browser code. */

/** Joins path segments with single slashes; result starts with `/` and has no trailing slash (except `/`). */
export function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return '/' + joined;
}

/**
 * Normalises a request path to its route: strips a trailing `index.html`, `.html` (the page's
 * own file, see `routeToFile`) and a trailing slash, so `/docs/intro/index.html`,
 * `/docs/intro.html` and `/docs/intro/` all become `/docs/intro`.
 */
export function normalizeRoutePath(pathname: string): string {
  let result = pathname.replace(/\/index\.html$/, '/').replace(/(.)\.html$/, '$1');
  if (result.length > 1) result = result.replace(/\/+$/, '');
  return result || '/';
}

/** True for links that leave the site (scheme or protocol-relative). */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Splits `path#hash` (dropping any query). */
export function splitHref(href: string): { pathname: string; hash: string } {
  const hashIndex = href.indexOf('#');
  const beforeHash = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
  const hash = hashIndex >= 0 ? decodeURIComponent(href.slice(hashIndex + 1)) : '';
  const queryIndex = beforeHash.indexOf('?');
  return { pathname: queryIndex >= 0 ? beforeHash.slice(0, queryIndex) : beforeHash, hash };
}

/**
 * The output file that holds a route's HTML: `/` → `index.html`, `/a/b` → `a/b.html`. Routes
 * have no trailing slash, and a file named after the route is what static hosts (Netlify,
 * Cloudflare Pages, GitHub Pages) serve at the bare path, where a folder's `index.html` gets a
 * redirect to the path with a slash. It is also one file a page, not a folder and a file:
 * creating a thousand folders took a 1,000-page build up to a second of disk time.
 */
export function routeToFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}
