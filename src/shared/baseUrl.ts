/**
 * The site's `baseUrl` (`/` or a sub-path such as `/myproject/`, always with both slashes):
 * the one place a URL the site emits gets it. Routes, sidebars, link checks and output files
 * stay at the root (`/docs/intro`, `docs/intro.html`); only URLs as the browser reads them
 * carry the base. Pure, for node and browser code.
 */

/** Options of `withBase`, as Docusaurus's `useBaseUrl` takes them. */
export interface WithBaseOptions {
  /** Add the base even to a URL that already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Prefix the site's origin (`url` in the config) too. */
  absolute?: boolean;
  /** The site's origin, for `absolute`. */
  siteUrl?: string;
}

/** A scheme (`https:`, `mailto:`, `data:`) or a protocol-relative `//host`: not a path on the site. */
const HAS_PROTOCOL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * `url` as the browser must request it on a site served at `base`: `/docs/x` → `/sub/docs/x`,
 * `img/a.png` → `/sub/img/a.png`. As Docusaurus's `addBaseUrl`: `#hash`, an empty URL and a URL
 * with a scheme (`https:`, `mailto:`) or `//` stay as they are; one that already starts with the
 * base stays too (an author who wrote `/sub/docs/x` meant that page), and the base without its
 * trailing slash (`/sub`) becomes the base. The query and hash go along untouched.
 */
export function withBase(base: string, url: string, options: WithBaseOptions = {}): string {
  if (!url || url.startsWith('#') || url.startsWith('?') || HAS_PROTOCOL.test(url)) return url;
  const path = addBase(base, url, options.forcePrependBaseUrl === true);
  return options.absolute && options.siteUrl ? options.siteUrl.replace(/\/+$/, '') + path : path;
}

function addBase(base: string, url: string, force: boolean): string {
  if (force) return base + url.replace(/^\//, '');
  if (url === base.slice(0, -1)) return base;
  if (url.startsWith(base)) return url;
  return base + url.replace(/^\//, '');
}

/**
 * A root-relative URL (`/…`, not `//…`) with the base, for what the build writes itself: other
 * URLs (relative, `#hash`, external) are left as they are, since the browser resolves them
 * against the page. The base only, never the rest of the URL, is touched.
 */
export function rootRelativeWithBase(base: string, url: string): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  return withBase(base, url);
}

/**
 * The route a request or a written link names, without the base: `/sub/docs/x` → `/docs/x`,
 * `/sub` and `/sub/` → `/`. `undefined` when the path is not below the base.
 */
export function stripBase(base: string, path: string): string | undefined {
  if (base === '/') return path;
  if (path === base.slice(0, -1)) return '/';
  return path.startsWith(base) ? path.slice(base.length - 1) : undefined;
}

/**
 * An absolute URL of a route or file on the site: its origin, the base and the path
 * (`https://x.example/sub/docs/x`; a path without its leading slash is on the site too). A URL
 * with a scheme is returned as it is.
 */
export function absoluteUrl(siteUrl: string, base: string, path: string): string {
  if (HAS_PROTOCOL.test(path)) return path;
  return siteUrl.replace(/\/+$/, '') + withBase(base, path.startsWith('/') ? path : `/${path}`, { forcePrependBaseUrl: true });
}

/**
 * A written link's route form: a root-relative `href` that already carries the base
 * (`/sub/docs/x#a`, as an author may write it) without it (`/docs/x#a`), for checks that
 * compare links with routes; any other `href` as it is.
 */
export function hrefWithoutBase(base: string, href: string): string {
  if (base === '/' || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  const route = stripBase(base, path);
  return route === undefined ? href : route + (end < 0 ? '' : href.slice(end));
}
