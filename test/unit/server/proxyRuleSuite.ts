import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiProxyOptions } from '../../../src/server/proxy/createApiProxy.js';
import { MAX_BODY_BYTES, MAX_RESPONSE_BYTES, SAFETY_HEADERS, UPSTREAM_TIMEOUT_MS } from '../../../src/server/proxy/proxyRules.js';
import { rawRequest, startRecorder, streamedGet } from './proxyHelpers.js';

/**
 * The proxy rules of issue 5 as one suite, run against every place the proxy runs: `docsite
 * proxy`'s node server (`docsiteProxyRules.test.ts`) and the Cloudflare Worker in workerd
 * (`workerdProxyRules.test.ts`). Each place starts the proxies below, all with the same
 * allowed headers (`X-API-Key`, `X-User-Id`) and mount path (`/api-proxy/`).
 */
export const PROXIES = {
  /**
   * The proxy most rules are checked against: a short timeout, so the timeout rules are quick,
   * yet long enough for a loopback answer on a loaded machine (at 300 ms, answers timed out
   * with a 504 at a load of 20 on 2 cores).
   */
  main: { rateLimitPerMinute: 1000, timeoutMs: 2000 },
  /** For the rate limit. */
  limited: { rateLimitPerMinute: 3 },
  /** For answers that stream for a while: a long timeout, so only the rule under test cuts them off. */
  patient: { rateLimitPerMinute: 1000, timeoutMs: 30_000 },
  /** Forwards to an upstream where nothing listens. */
  down: { rateLimitPerMinute: 1000 },
} satisfies Record<string, Partial<ApiProxyOptions>>;

export const ALLOW_HEADERS = ['X-API-Key', 'X-User-Id'];

export type ProxyName = keyof typeof PROXIES;

/** How a request presents itself as a given client: its socket address or the platform's client address header. */
export interface ClientIdentity {
  headers?: Record<string, string>;
  localAddress?: string;
}

/** The proxies of `PROXIES`, running on 127.0.0.1. */
export interface RunningProxies {
  ports: Record<ProxyName, number>;
  /** Client number `n` (1, 2, …) as the rate limit sees it. */
  client(n: number): ClientIdentity;
  close(): Promise<void>;
}

/** Where the proxies forward: `upstream` for all but `down`, which gets `unreachable`. */
export interface Upstreams {
  upstream: string;
  unreachable: string;
}

/** An upstream answer of 1 MiB chunks, as fast as the reader takes them, past the relay limit. */
function endless(res: ServerResponse) {
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
}

/** Runs every proxy rule against the proxies `start` runs, each against a recording fake upstream on 127.0.0.1. */
export function describeProxyRules(label: string, start: (upstreams: Upstreams) => Promise<RunningProxies>): void {
  let upstream: Awaited<ReturnType<typeof startRecorder>>;
  /** A second server standing for any other host: the proxy must never reach it. */
  let elsewhere: Awaited<ReturnType<typeof startRecorder>>;
  let proxies: RunningProxies;
  /** The upstream answer `/ta/drip` keeps open after its first chunk, for the test to finish. */
  let held: ServerResponse | undefined;

  beforeAll(async () => {
    elsewhere = await startRecorder();
    upstream = await startRecorder((req, res) => {
      if (req.url.startsWith('/ta/redirect')) return void res.writeHead(302, { Location: `${elsewhere.url}/stolen` }).end();
      if (req.url.startsWith('/ta/slow')) return; // never answers
      if (req.url.startsWith('/ta/drip')) return void (held = res.writeHead(200, { 'Content-Type': 'text/plain' })).write('first;');
      if (req.url.startsWith('/ta/stall')) return void res.writeHead(200, { 'Content-Type': 'text/plain' }).write('first;');
      if (req.url.startsWith('/ta/declared-huge')) return void res.writeHead(200, { 'Content-Length': String(MAX_RESPONSE_BYTES + 1) }).flushHeaders();
      if (req.url.startsWith('/ta/endless')) return endless(res);
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'session=upstream; HttpOnly',
        'Access-Control-Allow-Origin': '*',
        'X-Request-Id': 'req_1',
        'X-Internal-Host': 'db-1.internal',
      });
      res.end(JSON.stringify({ ok: true, bytes: req.body.length }));
    });
    const closed = await startRecorder();
    await closed.close();
    proxies = await start({ upstream: `${upstream.url}/ta`, unreachable: `http://127.0.0.1:${closed.port}/ta` });
  }, 60_000);

  afterAll(async () => {
    await proxies?.close();
    await upstream?.close();
    await elsewhere?.close();
  });

  beforeEach(() => {
    upstream.requests.length = 0;
    elsewhere.requests.length = 0;
  });

  const send = (method: string, path: string, options: Parameters<typeof rawRequest>[3] = {}, proxy: ProxyName = 'main') => rawRequest(proxies.ports[proxy], method, path, options);
  const get = (path: string, headers?: Record<string, string>) => send('GET', path, { headers });

  describe(`${label}: forwarding to the one configured upstream`, () => {
    it('maps /api-proxy/<path>?<query> to <upstream base>/<path>?<query>', async () => {
      const response = await get('/api-proxy/agents/autonomous?limit=2&offset=0');
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ ok: true, bytes: 0 });
      expect(upstream.requests.map((req) => `${req.method} ${req.url}`)).toEqual(['GET /ta/agents/autonomous?limit=2&offset=0']);
    });

    it('answers other paths 404 without forwarding them', async () => {
      for (const path of ['/api-proxyx/agents', '/api-proxy', '/docs/intro']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(JSON.parse(response.body), path).toEqual({ error: { code: 'not_found', message: 'Not an API proxy path.' } });
      }
      expect(upstream.requests).toEqual([]);
    });

    it('rejects dot segments, raw or encoded', async () => {
      for (const path of ['/api-proxy/../admin', '/api-proxy/agents/../../admin', '/api-proxy/%2e%2e/admin', '/api-proxy/.%2E/admin', '/api-proxy/./agents']) {
        const response = await get(path);
        expect(response.status, path).toBe(400);
        expect(JSON.parse(response.body).error.code, path).toBe('bad_path');
      }
      expect(upstream.requests).toEqual([]);
    });

    it('rejects encoded slashes and backslashes', async () => {
      for (const path of ['/api-proxy/agent%2F..%2F..%2Fadmin', '/api-proxy/agent%2fx', '/api-proxy/agent%5C..%5Cadmin', '/api-proxy/agent\\..\\admin']) {
        expect((await get(path)).status, path).toBe(400);
      }
      expect(upstream.requests).toEqual([]);
    });

    it('rejects absolute URLs and scheme-relative paths in the path', async () => {
      for (const path of [`/api-proxy/http://127.0.0.1:${elsewhere.port}/stolen`, `/api-proxy//127.0.0.1:${elsewhere.port}/stolen`, '/api-proxy/https:%2F%2Fevil.example/x', '/api-proxy/agents//x']) {
        expect((await get(path)).status, path).toBe(400);
      }
      expect(upstream.requests).toEqual([]);
      expect(elsewhere.requests).toEqual([]);
    });

    it('rejects IP literals', async () => {
      for (const path of ['/api-proxy/127.0.0.1/x', `/api-proxy/127.0.0.1:${elsewhere.port}`, '/api-proxy/[::1]/x', '/api-proxy/169.254.169.254/latest/meta-data', '/api-proxy/0x7f.1/x']) {
        expect((await get(path)).status, path).toBe(400);
      }
      expect(upstream.requests).toEqual([]);
    });

    it('rejects userinfo', async () => {
      for (const path of [`/api-proxy/user:pass@127.0.0.1:${elsewhere.port}/x`, '/api-proxy/@evil.example/x', '/api-proxy/agents/me@evil.example']) {
        expect((await get(path)).status, path).toBe(400);
      }
      expect(upstream.requests).toEqual([]);
      expect(elsewhere.requests).toEqual([]);
    });
  });

  describe(`${label}: methods, headers, bodies`, () => {
    it('allows GET, POST, PUT, PATCH, DELETE and OPTIONS only', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect((await send(method, '/api-proxy/agent')).status, method).toBe(200);
      expect(upstream.requests.map((req) => req.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
      upstream.requests.length = 0;
      for (const method of ['TRACE', 'PROPFIND', 'HEAD', 'MKCOL']) {
        const response = await send(method, '/api-proxy/agent');
        expect(response.status, method).toBe(405);
        expect(response.headers.allow).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
      }
      expect(upstream.requests).toEqual([]);
    });

    it('forwards only allowlisted request headers: no cookies, credentials of the site, forwarding or hop-by-hop headers', async () => {
      await get('/api-proxy/agents', {
        Accept: 'application/json',
        'X-API-Key': 'key-1',
        'X-User-Id': 'usr_AAAAAAAAAA',
        Cookie: 'session=reader',
        Authorization: 'Bearer site-token',
        'Proxy-Authorization': 'Basic eA==',
        'X-Forwarded-For': '10.0.0.1',
        'X-Custom': 'nope',
        Origin: 'https://docs.sable.example',
        Referer: 'https://docs.sable.example/docs/api',
        TE: 'trailers',
        Upgrade: 'websocket',
      });
      const headers = upstream.requests[0]!.headers;
      expect(headers['x-api-key']).toBe('key-1');
      expect(headers['x-user-id']).toBe('usr_AAAAAAAAAA');
      expect(headers.accept).toBe('application/json');
      expect(headers['user-agent']).toBe('docsite-proxy');
      for (const name of ['cookie', 'authorization', 'proxy-authorization', 'x-forwarded-for', 'x-custom', 'origin', 'referer', 'te', 'upgrade']) expect(headers, name).not.toHaveProperty(name);
    });

    it('sends try-it\'s X-Docsite-Cookie on as the upstream Cookie header, never the browser\'s own cookies, and refuses a malformed one', async () => {
      await get('/api-proxy/agents', { Cookie: 'site_session=reader', 'X-Docsite-Cookie': 'SESSIONID=s1; theme=dark%20blue' });
      const headers = upstream.requests[0]!.headers;
      expect(headers.cookie).toBe('SESSIONID=s1; theme=dark%20blue');
      expect(headers).not.toHaveProperty('x-docsite-cookie');
      upstream.requests.length = 0;
      for (const bad of ['a=b;c=d', 'a b=c', 'a=b, c=d', 'a=b; ', 'novalue']) {
        const response = await get('/api-proxy/agents', { 'X-Docsite-Cookie': bad });
        expect(response.status, bad).toBe(400);
        expect(JSON.parse(response.body), bad).toEqual({ error: { code: 'bad_cookie', message: 'The X-Docsite-Cookie header must hold cookies as name=value pairs separated by "; ".' } });
      }
      expect(upstream.requests).toEqual([]);
    });

    it('drops headers the Connection header marks as hop-by-hop, even allowlisted ones', async () => {
      await get('/api-proxy/agents', { Connection: 'keep-alive, X-API-Key', 'X-API-Key': 'key-1', 'X-User-Id': 'usr_AAAAAAAAAA' });
      expect(upstream.requests[0]!.headers).not.toHaveProperty('x-api-key');
      expect(upstream.requests[0]!.headers['x-user-id']).toBe('usr_AAAAAAAAAA');
    });

    it('relays only safe response headers: no Set-Cookie, CORS grants or internal headers, and marks every answer inert', async () => {
      const response = await get('/api-proxy/agents');
      expect(response.headers['content-type']).toBe('application/json');
      expect(response.headers['x-request-id']).toBe('req_1');
      for (const name of ['set-cookie', 'access-control-allow-origin', 'x-internal-host']) expect(response.headers, name).not.toHaveProperty(name);
      for (const answer of [response, await get('/api-proxy/../admin'), await get('/docs/intro')]) {
        for (const [name, value] of Object.entries(SAFETY_HEADERS)) expect(answer.headers[name.toLowerCase()], `${answer.status}: ${name}`).toBe(value);
      }
    });

    it('forwards a body of exactly 1 MiB and rejects a larger one with 413, declared or streamed', async () => {
      expect(MAX_BODY_BYTES).toBe(1024 * 1024);
      const exact = await send('POST', '/api-proxy/agent', { body: Buffer.alloc(MAX_BODY_BYTES, 'a'), headers: { 'Content-Type': 'application/json' } });
      expect(exact.status).toBe(200);
      expect(upstream.requests[0]!.body.length).toBe(MAX_BODY_BYTES);
      upstream.requests.length = 0;
      const declared = await send('POST', '/api-proxy/agent', { body: Buffer.alloc(MAX_BODY_BYTES + 1, 'a') });
      expect(declared.status).toBe(413);
      const streamed = await send('POST', '/api-proxy/agent', { body: Buffer.alloc(MAX_BODY_BYTES + 1, 'a'), chunked: true, headers: { 'Transfer-Encoding': 'chunked' } });
      expect(streamed.status).toBe(413);
      expect(upstream.requests).toEqual([]);
    });

    it('refuses cross-site browser requests, so other sites cannot use it', async () => {
      const response = await get('/api-proxy/agents', { 'Sec-Fetch-Site': 'cross-site' });
      expect(response.status).toBe(403);
      expect((await get('/api-proxy/agents', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
      expect(upstream.requests).toHaveLength(1);
    });
  });

  describe(`${label}: upstream behaviour`, () => {
    it('never follows redirects: a 3xx becomes a generic 502 and the redirect target is not contacted', async () => {
      const response = await get('/api-proxy/redirect');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body).error.code).toBe('upstream_redirect');
      expect(response.headers).not.toHaveProperty('location');
      expect(elsewhere.requests).toEqual([]);
    });

    it('gives up on a silent upstream after the timeout (15 s by default) with a 504', async () => {
      expect(UPSTREAM_TIMEOUT_MS).toBe(15_000);
      const response = await get('/api-proxy/slow');
      expect(response.status).toBe(504);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'upstream_timeout', message: 'The API did not answer in time.' } });
    });

    it('answers unreachable upstreams with a generic body that names no host, port or cause', async () => {
      const response = await send('GET', '/api-proxy/agents', {}, 'down');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'upstream_unavailable', message: 'The API could not be reached.' } });
    });
  });

  describe(`${label}: answers are streamed, within the size limit and the deadline`, () => {
    it('sends the first bytes to the client before the upstream has finished', async () => {
      const answer = await streamedGet(proxies.ports.patient, '/api-proxy/drip');
      expect(answer.status).toBe(200);
      expect(answer.first).toBe('first;');
      held!.end('last');
      expect(await answer.rest()).toEqual({ bytes: 'first;last'.length, complete: true });
    });

    it('refuses an answer declared larger than 10 MiB with a 502, and cuts off one that streams past it', async () => {
      expect(MAX_RESPONSE_BYTES).toBe(10 * 1024 * 1024);
      const declared = await get('/api-proxy/declared-huge');
      expect(declared.status).toBe(502);
      expect(JSON.parse(declared.body)).toEqual({ error: { code: 'upstream_too_large', message: 'The API response is too large to relay.' } });
      const answer = await streamedGet(proxies.ports.patient, '/api-proxy/endless');
      expect(answer.status).toBe(200);
      const { bytes, complete } = await answer.rest();
      expect(complete).toBe(false);
      expect(bytes).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    });

    it('cuts off a body still coming when the timeout expires (the deadline covers the whole answer)', async () => {
      const answer = await streamedGet(proxies.ports.main, '/api-proxy/stall');
      expect(answer.status).toBe(200);
      expect(answer.first).toBe('first;');
      expect(await answer.rest()).toEqual({ bytes: 'first;'.length, complete: false });
    });
  });

  describe(`${label}: rate limit per client address`, () => {
    it('limits each client to the configured requests per minute, with Retry-After, and counts clients separately', async () => {
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await send('GET', '/api-proxy/agents', proxies.client(1), 'limited')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const response = await send('GET', '/api-proxy/agents', proxies.client(1), 'limited');
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(JSON.parse(response.body).error.code).toBe('rate_limited');
      expect(upstream.requests).toHaveLength(3);
      expect((await send('GET', '/api-proxy/agents', proxies.client(2), 'limited')).status).toBe(200);
      expect(upstream.requests).toHaveLength(4);
    });
  });
}
