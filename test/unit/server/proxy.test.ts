import { get as httpGet, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiProxy } from '../../../src/server/proxy/createApiProxy.js';
import { MAX_BODY_BYTES, MAX_RESPONSE_BYTES, parseUpstream, UPSTREAM_TIMEOUT_MS, upstreamUrl } from '../../../src/server/proxy/proxyRules.js';
import { rawRequest, startProxy, startRecorder } from './proxyHelpers.js';

/** Every proxy rule of issue 5, each against a recording fake upstream on 127.0.0.1. */
let upstream: Awaited<ReturnType<typeof startRecorder>>;
/** A second server standing for any other host: the proxy must never reach it. */
let elsewhere: Awaited<ReturnType<typeof startRecorder>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
const logs: string[] = [];
/** The upstream answer `/ta/drip` keeps open after its first chunk, for the test to finish. */
let held: ServerResponse | undefined;

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

/** A GET read as a stream: resolves at the first chunk with a way to wait for the end (complete or cut off). */
function streamedGet(port: number, path: string) {
  return new Promise<{ status: number; first: string; rest: () => Promise<{ bytes: number; complete: boolean }> }>((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let bytes = 0;
      const ended = new Promise<{ bytes: number; complete: boolean }>((done) => res.on('close', () => done({ bytes, complete: res.complete })));
      res.on('error', () => undefined);
      res.once('data', (chunk: Buffer) => {
        bytes += chunk.length;
        res.on('data', (more: Buffer) => (bytes += more.length));
        resolve({ status: res.statusCode ?? 0, first: chunk.toString(), rest: () => ended });
      });
    }).on('error', reject);
  });
}

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
  proxy = await startProxy({ upstream: `${upstream.url}/ta`, timeoutMs: 300, log: (line) => logs.push(line) });
});

afterAll(async () => {
  await proxy.close();
  await upstream.close();
  await elsewhere.close();
});

beforeEach(() => {
  upstream.requests.length = 0;
  elsewhere.requests.length = 0;
  logs.length = 0;
});

const get = (path: string, headers?: Record<string, string>) => rawRequest(proxy.port, 'GET', path, { headers });

describe('proxy: forwarding to the one configured upstream', () => {
  it('maps /api-proxy/<path>?<query> to <upstream base>/<path>?<query>', async () => {
    const response = await get('/api-proxy/agents/autonomous?limit=2&offset=0');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: true, bytes: 0 });
    expect(upstream.requests.map((req) => `${req.method} ${req.url}`)).toEqual(['GET /ta/agents/autonomous?limit=2&offset=0']);
  });

  it('leaves other paths to the static server', async () => {
    expect((await get('/api-proxyx/agents')).body).toBe('static');
    expect((await get('/api-proxy')).body).toBe('static');
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

  it('does not act as a forward proxy for absolute-form request targets', async () => {
    const socket = connect(proxy.port, '127.0.0.1');
    const reply = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.write(`GET http://127.0.0.1:${elsewhere.port}/api-proxy/stolen HTTP/1.1\r\nHost: 127.0.0.1:${elsewhere.port}\r\nConnection: close\r\n\r\n`);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 404/);
    expect(elsewhere.requests).toEqual([]);
    expect(upstream.requests).toEqual([]);
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

  it('checks the final URL again: it must stay under the base path of the upstream origin', () => {
    expect(parseUpstream('https://api.sable.example/ta/')).toEqual({ origin: 'https://api.sable.example', basePath: '/ta' });
    expect(() => parseUpstream('https://user:pw@api.sable.example/ta')).toThrow(/credentials/);
    expect(() => parseUpstream('https://api.sable.example/ta?x=1')).toThrow(/query/);
    expect(() => parseUpstream('ftp://api.sable.example/ta')).toThrow(/http/);
    expect(() => parseUpstream('/ta')).toThrow(/absolute/);
    const base = parseUpstream('https://api.sable.example/ta');
    expect(upstreamUrl(base, 'agent/agt_1', '?x=1')?.href).toBe('https://api.sable.example/ta/agent/agt_1?x=1');
    expect(upstreamUrl(base, '../admin', '')).toBeUndefined();
    expect(upstreamUrl(base, 'a/../../admin', '')).toBeUndefined();
  });
});

describe('proxy: methods, headers, bodies', () => {
  it('allows GET, POST, PUT, PATCH, DELETE and OPTIONS only', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect((await rawRequest(proxy.port, method, '/api-proxy/agent')).status, method).toBe(200);
    expect(upstream.requests.map((req) => req.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    upstream.requests.length = 0;
    for (const method of ['TRACE', 'PROPFIND', 'HEAD', 'MKCOL']) {
      const response = await rawRequest(proxy.port, method, '/api-proxy/agent');
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

  it('drops headers the Connection header marks as hop-by-hop, even allowlisted ones', async () => {
    await get('/api-proxy/agents', { Connection: 'keep-alive, X-API-Key', 'X-API-Key': 'key-1', 'X-User-Id': 'usr_AAAAAAAAAA' });
    expect(upstream.requests[0]!.headers).not.toHaveProperty('x-api-key');
    expect(upstream.requests[0]!.headers['x-user-id']).toBe('usr_AAAAAAAAAA');
  });

  it('relays only safe response headers: no Set-Cookie, CORS grants or internal headers, and marks the answer inert', async () => {
    const response = await get('/api-proxy/agents');
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['x-request-id']).toBe('req_1');
    for (const name of ['set-cookie', 'access-control-allow-origin', 'x-internal-host']) expect(response.headers, name).not.toHaveProperty(name);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('forwards a body of exactly 1 MiB and rejects a larger one with 413, declared or streamed', async () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
    const exact = await rawRequest(proxy.port, 'POST', '/api-proxy/agent', { body: Buffer.alloc(MAX_BODY_BYTES, 'a'), headers: { 'Content-Type': 'application/json' } });
    expect(exact.status).toBe(200);
    expect(upstream.requests[0]!.body.length).toBe(MAX_BODY_BYTES);
    upstream.requests.length = 0;
    const declared = await rawRequest(proxy.port, 'POST', '/api-proxy/agent', { body: Buffer.alloc(MAX_BODY_BYTES + 1, 'a') });
    expect(declared.status).toBe(413);
    const streamed = await rawRequest(proxy.port, 'POST', '/api-proxy/agent', { body: Buffer.alloc(MAX_BODY_BYTES + 1, 'a'), chunked: true, headers: { 'Transfer-Encoding': 'chunked' } });
    expect(streamed.status).toBe(413);
    expect(upstream.requests).toEqual([]);
  });
});

describe('proxy: upstream behaviour', () => {
  it('never follows redirects: a 3xx becomes a generic 502 and the redirect target is not contacted', async () => {
    const response = await get('/api-proxy/redirect');
    expect(response.status).toBe(502);
    expect(JSON.parse(response.body).error.code).toBe('upstream_redirect');
    expect(response.headers).not.toHaveProperty('location');
    expect(elsewhere.requests).toEqual([]);
  });

  it('gives up on a silent upstream after the timeout (15 s by default) with a 504', async () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(15_000);
    const start = performance.now();
    const response = await get('/api-proxy/slow');
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body).error.code).toBe('upstream_timeout');
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it('answers unreachable upstreams with a generic body that names no host, port or cause', async () => {
    const closed = await startRecorder();
    await closed.close();
    const down = await startProxy({ upstream: `http://127.0.0.1:${closed.port}/ta` });
    try {
      const response = await rawRequest(down.port, 'GET', '/api-proxy/agents');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'upstream_unavailable', message: 'The API could not be reached.' } });
      expect(response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed|stack|at /);
    } finally {
      await down.close();
    }
  });

  it('refuses cross-site browser requests, so other sites cannot use it', async () => {
    const response = await get('/api-proxy/agents', { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect((await get('/api-proxy/agents', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });
});

describe('proxy: answers are streamed, not buffered (memory stays bounded whatever the answers)', () => {
  it('passes the upstream body through as the client reads it, without reading it whole (fetch-style handler)', async () => {
    const state = { made: 0, cancelled: false };
    const endlessBody = new ReadableStream<Uint8Array>({ pull: (controller) => void (state.made++, controller.enqueue(new Uint8Array(1024 * 1024))), cancel: () => void (state.cancelled = true) }, { highWaterMark: 0 });
    const handler = createApiProxy({ upstream: 'https://api.sable.example/ta', mountPath: '/api-proxy/', rateLimitPerMinute: 10, fetch: async () => new Response(endlessBody, { headers: { 'Content-Type': 'application/octet-stream' } }) });
    const response = await handler.fetch(new Request('https://docs.sable.example/api-proxy/export'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body!.getReader();
    for (let read = 1; read <= 3; read++) {
      await reader.read();
      // Buffering would have read past 10 MiB before answering; streaming holds one chunk at a time.
      expect(state.made).toBe(read);
    }
    await reader.cancel();
    expect(state.cancelled).toBe(true);
  });

  it('sends the first bytes to the node client before the upstream has finished', async () => {
    const streaming = await startProxy({ upstream: `${upstream.url}/ta`, timeoutMs: 30_000 });
    try {
      const answer = await streamedGet(streaming.port, '/api-proxy/drip');
      expect(answer.status).toBe(200);
      expect(answer.first).toBe('first;');
      held!.end('last');
      expect(await answer.rest()).toEqual({ bytes: 'first;last'.length, complete: true });
    } finally {
      await streaming.close();
    }
  });

  it('refuses an answer declared larger than 10 MiB with a 502, and cuts off one that streams past it', async () => {
    expect(MAX_RESPONSE_BYTES).toBe(10 * 1024 * 1024);
    const declared = await get('/api-proxy/declared-huge');
    expect(declared.status).toBe(502);
    expect(JSON.parse(declared.body)).toEqual({ error: { code: 'upstream_too_large', message: 'The API response is too large to relay.' } });
    const streaming = await startProxy({ upstream: `${upstream.url}/ta`, timeoutMs: 30_000 });
    try {
      const answer = await streamedGet(streaming.port, '/api-proxy/endless');
      expect(answer.status).toBe(200);
      const { bytes, complete } = await answer.rest();
      expect(complete).toBe(false);
      expect(bytes).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    } finally {
      await streaming.close();
    }
  });

  it('cuts off a body still coming when the timeout expires (the deadline covers the whole answer)', async () => {
    const answer = await streamedGet(proxy.port, '/api-proxy/stall');
    expect(answer.status).toBe(200);
    expect(answer.first).toBe('first;');
    expect(await answer.rest()).toEqual({ bytes: 'first;'.length, complete: false });
  });
});

describe('proxy: rate limit and logs', () => {
  it('limits each client to the configured requests per minute, with Retry-After', async () => {
    const limited = await startProxy({ upstream: `${upstream.url}/ta`, rateLimitPerMinute: 3 });
    try {
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await rawRequest(limited.port, 'GET', '/api-proxy/agents')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const response = await rawRequest(limited.port, 'GET', '/api-proxy/agents');
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(JSON.parse(response.body).error.code).toBe('rate_limited');
      expect(upstream.requests).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('counts clients separately in the fetch-style handler', async () => {
    const handler = createApiProxy({ upstream: `${upstream.url}/ta`, mountPath: '/api-proxy/', rateLimitPerMinute: 1 });
    const request = () => new Request('https://docs.sable.example/api-proxy/agents');
    expect((await handler.fetch(request(), '198.51.100.1')).status).toBe(200);
    expect((await handler.fetch(request(), '198.51.100.1')).status).toBe(429);
    expect((await handler.fetch(request(), '198.51.100.2')).status).toBe(200);
  });

  it('logs method, path, status and time, never headers, queries or bodies', async () => {
    const secret = 'sk_live_DO_NOT_LOG';
    await rawRequest(proxy.port, 'POST', `/api-proxy/agent?api_key=${secret}q`, { headers: { 'X-API-Key': secret, 'X-User-Id': 'usr_SECRETUSER', 'Content-Type': 'application/json' }, body: JSON.stringify({ key: `${secret}b` }) });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^POST \/api-proxy\/agent 200 \d+ms$/);
    expect(logs.join('\n')).not.toMatch(/DO_NOT_LOG|SECRETUSER|api_key/);
  });
});

describe('proxy: fetch-style handler for edge platforms', () => {
  it('applies the same rules', async () => {
    const handler = createApiProxy({ upstream: `${upstream.url}/ta`, mountPath: '/api-proxy/', allowHeaders: ['X-API-Key'], rateLimitPerMinute: 100 });
    const ok = await handler.fetch(new Request('https://docs.sable.example/api-proxy/agents?limit=1', { headers: { 'X-API-Key': 'k', Cookie: 'a=b' } }), '203.0.113.9');
    expect(ok.status).toBe(200);
    expect(upstream.requests[0]!.url).toBe('/ta/agents?limit=1');
    expect(upstream.requests[0]!.headers).not.toHaveProperty('cookie');
    expect((await handler.fetch(new Request('https://docs.sable.example/api-proxy/agent%2F..%2Fadmin'))).status).toBe(400);
    expect((await handler.fetch(new Request('https://docs.sable.example/api-proxy/agent', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) }))).status).toBe(413);
    expect(upstream.requests).toHaveLength(1);
  });
});
