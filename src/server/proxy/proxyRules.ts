/**
 * The rules that keep the API proxy from being an open proxy (issue 5, "Proxy"). Pure
 * functions and constants, shared by the fetch-style handler and the node adapter.
 */

/** Methods the proxy forwards; anything else gets 405. */
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Largest request body forwarded: 1 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Largest upstream response relayed: 10 MiB. */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** How long the upstream has to answer completely: 15 s. */
export const UPSTREAM_TIMEOUT_MS = 15_000;

/** Request headers always forwarded; the API's credential and header parameters are added per site. */
export const BASE_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];

/**
 * The header try-it sends the API's cookies in (cookie parameters, cookie API keys): browsers
 * let no page set `Cookie` on a request, and the proxy never forwards the site's own cookies.
 * The proxy sends its value on as the upstream `Cookie` header, and nothing else of it.
 */
export const COOKIE_HEADER = 'X-Docsite-Cookie';

/** A `Cookie` header value (RFC 6265 §4.2.1): `name=value` pairs joined by `; `, names tokens, values cookie-octets, optionally quoted. */
const COOKIE_STRING = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+=("?)[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*\1(; [!#$%&'*+.^_`|~0-9A-Za-z-]+=("?)[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*\3)*$/;

/** Whether a `COOKIE_HEADER` value is a well-formed cookie list the proxy may send on. */
export function isCookieString(value: string): boolean {
  return COOKIE_STRING.test(value);
}

/** Never forwarded, even when configured: cookies (the site's own; the API's come in `COOKIE_HEADER`), hop-by-hop, proxy and forwarding headers. */
export const NEVER_FORWARD = new Set([
  'cookie', 'cookie2', 'x-docsite-cookie', 'host', 'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection',
  'te', 'trailer', 'transfer-encoding', 'upgrade', 'forwarded', 'via', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'content-length',
]);

/** Upstream response headers relayed to the browser; everything else (Set-Cookie, CORS, hop-by-hop, encodings) is dropped. */
export const RESPONSE_HEADERS = new Set([
  'content-type', 'content-language', 'retry-after', 'x-request-id', 'etag', 'last-modified',
  'ratelimit', 'ratelimit-policy', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset',
]);

/** Added to every proxy response: never cached, never sniffed, never rendered as a live document. */
export const SAFETY_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Referrer-Policy': 'no-referrer',
};

/** The configured upstream: one origin and one base path. */
export interface Upstream {
  origin: string;
  /** Normalised base path without a trailing slash (`/ta`, or `` for the root). */
  basePath: string;
}

/** Parses the configured upstream URL; throws on anything but a plain http(s) origin with a path. */
export function parseUpstream(value: string): Upstream {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`the API proxy upstream must be an absolute http(s) URL or "sandbox", not "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('the API proxy upstream must use http or https');
  if (url.username || url.password) throw new Error('the API proxy upstream must not contain credentials');
  if (url.search || url.hash) throw new Error('the API proxy upstream must not have a query or fragment');
  return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
}

/** Dotted numbers (`127.0.0.1`, `127.1`, `0x7f.1`) and bracketed IPv6 (`[::1]`). */
const IP_LITERAL = /^(\[.*\]|(0x[0-9a-f]+|\d+)(\.(0x[0-9a-f]+|\d+)){1,3})$/i;

/**
 * Why a path (what follows the mount path, raw as received) may not be forwarded, or
 * `undefined` when it may: no dot segments, encoded slashes or dots, backslashes, empty
 * segments (`//host`), schemes, userinfo (`@`), IP literals or control characters.
 */
export function rejectPath(rest: string): string | undefined {
  if (/[\u0000-\u0020\u007f\\]/.test(rest)) return 'control character, space or backslash';
  if (/%(?![0-9a-f]{2})/i.test(rest)) return 'malformed percent-encoding';
  if (/%(2f|5c|2e|00)/i.test(rest)) return 'encoded slash, backslash, dot or NUL';
  if (rest.startsWith('/') || rest.includes('//')) return 'empty segment';
  const segments = rest.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'dot segment';
  if (rest.includes('@')) return 'userinfo';
  if (segments[0]?.includes(':')) return 'absolute URL';
  if (segments.some((segment) => IP_LITERAL.test(segment))) return 'IP literal';
  return undefined;
}

/** Why a query string may not be forwarded, or `undefined`. */
export function rejectQuery(search: string): string | undefined {
  return /[\u0000-\u0020\u007f]/.test(search) ? 'control character or space in query' : undefined;
}

/**
 * The upstream URL for an accepted path, checked once more after URL parsing: same origin,
 * under the base path, no credentials. `undefined` if parsing moved it anywhere else.
 */
export function upstreamUrl(upstream: Upstream, rest: string, search: string): URL | undefined {
  const url = new URL(`${upstream.origin}${upstream.basePath}/${rest}${search}`);
  const inside = url.pathname === `${upstream.basePath}/` || url.pathname.startsWith(`${upstream.basePath}/`);
  return url.origin === upstream.origin && inside && !url.username && !url.password ? url : undefined;
}

/**
 * The request headers to forward: the allowlist minus hop-by-hop and anything the `Connection`
 * header names, plus `Cookie` from try-it's `COOKIE_HEADER` (checked with `isCookieString` first).
 */
export function forwardHeaders(headers: Headers, allowed: Set<string>): Headers {
  const named = new Set((headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean));
  const out = new Headers();
  for (const [name, value] of headers) {
    if (allowed.has(name) && !NEVER_FORWARD.has(name) && !named.has(name)) out.set(name, value);
  }
  const cookies = headers.get(COOKIE_HEADER);
  if (cookies && !named.has(COOKIE_HEADER.toLowerCase())) out.set('cookie', cookies);
  out.set('user-agent', 'docsite-proxy');
  return out;
}
