import { createApiProxy, type ApiProxy } from './createApiProxy.js';

/**
 * The try-it proxy as a Cloudflare Worker (`deploy/cloudflare/wrangler.toml`). Its settings
 * are the Worker's vars; the client address Cloudflare puts in `CF-Connecting-IP` is what the
 * rate limit counts against (a client cannot set it: Cloudflare overwrites it).
 */
export interface ProxyWorkerEnv {
  /** The API base URL, e.g. `https://api.sable.example/ta`. */
  PROXY_UPSTREAM: string;
  /** Where the site routes the proxy; default `/api-proxy/`. */
  PROXY_MOUNT_PATH?: string;
  /** Comma-separated request headers forwarded besides Accept, Accept-Language and Content-Type: the API's credential and header parameters. */
  PROXY_ALLOW_HEADERS?: string;
  /** Requests per minute per client address, per isolate (see the wrangler.toml caveat); default 120. */
  PROXY_RATE_LIMIT_PER_MINUTE?: string;
  /** Upstream deadline in milliseconds; default 15 s. */
  PROXY_TIMEOUT_MS?: string;
}

/** A positive integer var, or `undefined` when unset; anything else is a configuration mistake. */
function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive integer, not "${value}"`);
  return number;
}

/** The proxy for the Worker's vars. */
export function proxyFromEnv(env: ProxyWorkerEnv): ApiProxy {
  return createApiProxy({
    upstream: env.PROXY_UPSTREAM,
    mountPath: env.PROXY_MOUNT_PATH || '/api-proxy/',
    allowHeaders: (env.PROXY_ALLOW_HEADERS ?? '').split(',').map((name) => name.trim()).filter(Boolean),
    rateLimitPerMinute: positiveInteger('PROXY_RATE_LIMIT_PER_MINUTE', env.PROXY_RATE_LIMIT_PER_MINUTE) ?? 120,
    timeoutMs: positiveInteger('PROXY_TIMEOUT_MS', env.PROXY_TIMEOUT_MS),
  });
}

// One proxy per isolate, made at the first request (vars arrive with requests): the rate
// limiter's counts live in it, so they are per isolate, not global.
let proxy: ApiProxy | undefined;

export default {
  fetch(request: Request, env: ProxyWorkerEnv): Promise<Response> {
    proxy ??= proxyFromEnv(env);
    return proxy.fetch(request, request.headers.get('cf-connecting-ip') ?? undefined);
  },
};
