/** `src` and `href` values that are relative (`./cover.png`, `img/a.svg`): not a scheme, not `/`, not `#`. */
const RELATIVE_ATTRIBUTE = /\b(src|href)="(?![a-z][a-z\d+.-]*:|\/|#)([^"]+)"/gi;

/**
 * Makes the relative `src` and `href` values of a page's HTML absolute, resolved against the
 * page's path (as the browser resolved them on the page itself), so the same HTML keeps working
 * where another page shows it: a folder post's `./cover.png` in the blog's lists. `origin`
 * (the site's URL) makes them full URLs, for feeds.
 */
export function resolveRelativeUrls(html: string, pagePath: string, origin = ''): string {
  return html.replace(RELATIVE_ATTRIBUTE, (_match, attribute: string, value: string) => {
    const resolved = new URL(value.replace(/&amp;/g, '&'), `http://site${pagePath}`);
    const absolute = `${origin}${resolved.pathname}${resolved.search}${resolved.hash}`;
    return `${attribute}="${absolute.replace(/&/g, '&amp;')}"`;
  });
}
