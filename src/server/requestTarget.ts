/** The path a request asks for, decoded, and its query as sent. */
export interface RequestTarget {
  pathname: string;
  search: string;
}

/**
 * Reads a request target (RFC 9112 §3.2: origin form `/a?b`, or absolute form
 * `http://host/a?b`) into its decoded path and raw query; undefined when it cannot be read
 * (`//[`, `http://[`, bad percent-encoding, a NUL), which is a 400. The path is parsed by
 * hand, not by `new URL` against a base: `//[` would be read as a host, and a target that
 * starts with `//` names a path here, never another host.
 */
export function readRequestTarget(raw: string | undefined): RequestTarget | undefined {
  let target = raw || '/';
  if (!target.startsWith('/')) {
    try {
      const url = new URL(target);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      target = url.pathname + url.search;
    } catch {
      return undefined;
    }
  }
  const query = target.indexOf('?');
  const rawPath = query >= 0 ? target.slice(0, query) : target;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  return { pathname, search: query >= 0 ? target.slice(query) : '' };
}

/**
 * A `Location` for a redirect to `route` on this site: always one leading `/` and
 * percent-encoded, so a decoded `/%2Fdocs` or `/\docs` can never become `//docs`, which a
 * browser follows to another host (an open redirect), and no byte of the path or query can
 * break the header.
 */
export function localLocation(route: string, search: string): string {
  // Each segment encoded whole: a `?`, `#` or `\` in a route's name stays part of the path.
  const encoded = route.replace(/^[/\\]+/, '').split('/').map(encodeURIComponent).join('/');
  return '/' + encoded + search.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}
