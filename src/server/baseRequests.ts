import type { IncomingMessage, ServerResponse } from 'node:http';

/** What `takeBase` made of a request. */
export type BaseRouting = 'site' | 'answered' | 'outside';

/**
 * Serves a site built with `baseUrl` (`/sub/`) below that path, as its host will: a request
 * under the base has the base taken off its URL, so the static handler, the API proxy and the
 * dev reload stream see the site's own paths (`/sub/docs/x` → `/docs/x`); `/` and the base
 * without its slash (`/sub`) redirect to the base; anything else is outside the site (404).
 * At base `/` every request is the site's.
 */
export function takeBase(req: IncomingMessage, res: ServerResponse, base: string): BaseRouting {
  if (base === '/') return 'site';
  const url = req.url ?? '/';
  const query = url.search(/[?#]/);
  const pathname = query < 0 ? url : url.slice(0, query);
  if (pathname.startsWith(base)) {
    req.url = url.slice(base.length - 1);
    return 'site';
  }
  if (pathname === '/' || pathname === base.slice(0, -1)) {
    // Not permanent: the same server may serve the folder at another base tomorrow.
    res.writeHead(302, { Location: base + (query < 0 ? '' : url.slice(query)) }).end();
    return 'answered';
  }
  return 'outside';
}
