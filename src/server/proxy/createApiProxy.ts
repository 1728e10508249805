import { failure } from './proxyFailure.js';
import { createRateLimiter } from './rateLimiter.js';
import { beforeAbort, relayBody, startDeadline } from './relayBody.js';
import {
  ALLOWED_METHODS, BASE_REQUEST_HEADERS, MAX_BODY_BYTES, MAX_RESPONSE_BYTES, RESPONSE_HEADERS, SAFETY_HEADERS, UPSTREAM_TIMEOUT_MS,
  COOKIE_HEADER, forwardHeaders, isCookieString, parseUpstream, rejectPath, rejectQuery, upstreamUrl,
} from './proxyRules.js';

/** Options of the API proxy. */
export interface ApiProxyOptions {
  /** Upstream base URL: one origin and base path, e.g. `https://api.sable.example/ta`. */
  upstream: string;
  /** Where the proxy is mounted, with slashes: `/api-proxy/`. */
  mountPath: string;
  /** Request headers forwarded besides Accept, Accept-Language and Content-Type (the API's credentials and header parameters). */
  allowHeaders?: string[];
  /** Requests per minute per client. */
  rateLimitPerMinute: number;
  /** Upstream timeout; default 15 s. */
  timeoutMs?: number;
  /** Largest request body; default 1 MiB. */
  maxBodyBytes?: number;
  /** Makes the upstream request; default the global fetch. The sandbox passes its in-process handler. */
  fetch?: (request: Request) => Promise<Response>;
  /** One line per request: method, path (no query, no headers), status, time. */
  log?: (line: string) => void;
}

/** A request as the proxy sees it; the node and fetch adapters both produce one. */
export interface ProxyRequest {
  method: string;
  /** Path and query exactly as received, before any normalisation: `/api-proxy/agent/x?limit=1`. */
  rawUrl: string;
  headers: Headers;
  /** Reads the body, or says it is larger than `limit` bytes. */
  readBody(limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'>;
  /** Who the rate limit counts against (the client address). */
  clientId: string;
}

/** The proxy: the core handler and a fetch-style entry point for edge platforms. */
export interface ApiProxy {
  mountPath: string;
  handle(request: ProxyRequest): Promise<Response>;
  /** `(Request) => Response` for edge platforms; pass the platform's client address as `clientId` (else all share one budget). */
  fetch(request: Request, clientId?: string): Promise<Response>;
}

/** Reads a stream up to `limit` bytes. */
export async function readLimited(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!stream) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  return concatBytes(chunks, size);
}

/** The chunks as one array, without node's `Buffer` (edge runtimes such as workerd lack it). */
function concatBytes(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Path and query of a request URL as the platform received them. Not `new URL(…).pathname`:
 * parsing resolves `..`, `%2e` and backslash segments, which the path rules must see to refuse
 * (workerd keeps the request target raw in `request.url`).
 */
export function rawTarget(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/#.*$/s, '');
}

/** The settled options the proxy works with. */
interface ProxySettings {
  allowed: Set<string>;
  timeoutMs: number;
  maxBody: number;
  send: (request: Request) => Promise<Response>;
}

/** Forwards an accepted request: bounded body, no redirects, deadline, only safe response headers; the answer is streamed. */
async function forward(request: ProxyRequest, target: URL, settings: ProxySettings): Promise<Response> {
  const body = request.method === 'GET' ? undefined : await request.readBody(settings.maxBody);
  if (body === 'too-large') return failure(413, 'payload_too_large', `The request body is larger than ${settings.maxBody} bytes.`);
  const outgoing = { method: request.method, headers: forwardHeaders(request.headers, settings.allowed), body: body?.byteLength ? body : undefined, redirect: 'manual' as const };
  // One deadline for the whole answer: it runs on while the body streams (relayBody ends it).
  const deadline = startDeadline(settings.timeoutMs);
  let response: Response;
  try {
    response = await beforeAbort(deadline.signal, settings.send(new Request(target, { ...outgoing, signal: deadline.signal })));
  } catch {
    deadline.clear();
    if (deadline.signal.aborted) return failure(504, 'upstream_timeout', 'The API did not answer in time.');
    return failure(502, 'upstream_unavailable', 'The API could not be reached.');
  }
  const refuse = (answer: Response) => {
    deadline.clear();
    response.body?.cancel().catch(() => undefined);
    return answer;
  };
  if (response.status >= 300 && response.status < 400 && response.status !== 304) return refuse(failure(502, 'upstream_redirect', 'The API answered with a redirect, which the proxy does not follow.'));
  if (Number(response.headers.get('content-length') ?? 0) > MAX_RESPONSE_BYTES) return refuse(failure(502, 'upstream_too_large', 'The API response is too large to relay.'));
  const headers = new Headers(SAFETY_HEADERS);
  for (const [name, value] of response.headers) if (RESPONSE_HEADERS.has(name)) headers.set(name, value);
  const init = { status: response.status, statusText: response.statusText, headers };
  if ([204, 205, 304].includes(response.status) || !response.body) return refuse(new Response(null, init));
  return new Response(relayBody(response.body, MAX_RESPONSE_BYTES, deadline), init);
}

/** The log line of a request: method, path without query, status, time; non-printable characters masked. */
function logLine(request: ProxyRequest, status: number, ms: number): string {
  const path = request.rawUrl.split('?')[0]!.replace(/[^\x21-\x7e]/g, '?').slice(0, 200);
  return `${request.method.replace(/[^A-Z]/g, '?').slice(0, 10)} ${path} ${status} ${Math.round(ms)}ms`;
}

/**
 * The API proxy: maps `{mountPath}<path>` to `<upstream base>/<path>` and nothing else.
 * Rate limit per client, method allowlist, path rules (no escaping the base path), no
 * cross-site browser requests, header allowlist, body ≤ 1 MiB, redirects never followed,
 * answers streamed (at most 10 MiB) within a 15 s deadline, generic error bodies, and logs
 * without queries or headers.
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const upstream = parseUpstream(options.upstream);
  const mountPath = options.mountPath;
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  const settings: ProxySettings = {
    allowed: new Set([...BASE_REQUEST_HEADERS, ...(options.allowHeaders ?? []).map((name) => name.toLowerCase())]),
    timeoutMs: options.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
    maxBody: options.maxBodyBytes ?? MAX_BODY_BYTES,
    send: options.fetch ?? ((request: Request) => fetch(request)),
  };

  const route = async (request: ProxyRequest): Promise<Response> => {
    const queryAt = request.rawUrl.indexOf('?');
    const pathname = queryAt === -1 ? request.rawUrl : request.rawUrl.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.rawUrl.slice(queryAt);
    if (!pathname.startsWith(mountPath)) return failure(404, 'not_found', 'Not an API proxy path.');
    const limit = limiter.take(request.clientId);
    if (!limit.allowed) return failure(429, 'rate_limited', 'Too many requests through the API proxy. Retry after the time in the Retry-After header.', { 'Retry-After': String(limit.retryAfterSeconds) });
    if (!(ALLOWED_METHODS as readonly string[]).includes(request.method)) return failure(405, 'method_not_allowed', 'This method is not allowed through the API proxy.', { Allow: ALLOWED_METHODS.join(', ') });
    // Browsers mark requests from other sites; only this site's pages may use the proxy.
    if (request.headers.get('sec-fetch-site') === 'cross-site') return failure(403, 'forbidden', 'Cross-site requests are not allowed through the API proxy.');
    const rest = pathname.slice(mountPath.length);
    const target = rejectPath(rest) || rejectQuery(search) ? undefined : upstreamUrl(upstream, rest, search);
    if (!target) return failure(400, 'bad_path', 'This path is not allowed through the API proxy.');
    const cookies = request.headers.get(COOKIE_HEADER);
    if (cookies !== null && !isCookieString(cookies)) return failure(400, 'bad_cookie', `The ${COOKIE_HEADER} header must hold cookies as name=value pairs separated by "; ".`);
    return forward(request, target, settings);
  };

  const handle = async (request: ProxyRequest): Promise<Response> => {
    const start = performance.now();
    const response = await route(request).catch(() => failure(500, 'proxy_error', 'The API proxy failed.'));
    options.log?.(logLine(request, response.status, performance.now() - start));
    return response;
  };

  return {
    mountPath,
    handle,
    fetch(request, clientId = 'anonymous') {
      return handle({
        method: request.method,
        rawUrl: rawTarget(request.url),
        headers: request.headers,
        clientId,
        readBody: (limit) => (Number(request.headers.get('content-length') ?? 0) > limit ? Promise.resolve('too-large') : readLimited(request.body, limit)),
      });
    },
  };
}
