import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiProxy, rawTarget } from '../../../src/server/proxy/createApiProxy.js';
import { MAX_BODY_BYTES, parseUpstream, upstreamUrl } from '../../../src/server/proxy/proxyRules.js';
import { rawRequest, startProxy, startRecorder } from './proxyHelpers.js';

/**
 * What is particular to the node middleware and the fetch-style handler called in-process.
 * The rules themselves run against every place the proxy runs: `proxyRuleSuite.ts`.
 */
let upstream: Awaited<ReturnType<typeof startRecorder>>;
/** A second server standing for any other host: the proxy must never reach it. */
let elsewhere: Awaited<ReturnType<typeof startRecorder>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
const logs: string[] = [];

beforeAll(async () => {
  elsewhere = await startRecorder();
  upstream = await startRecorder();
  proxy = await startProxy({ upstream: `${upstream.url}/ta`, log: (line) => logs.push(line) });
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

describe('proxy middleware', () => {
  it('leaves other paths to the static server', async () => {
    expect((await get('/api-proxyx/agents')).body).toBe('static');
    expect((await get('/api-proxy')).body).toBe('static');
    expect(upstream.requests).toEqual([]);
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

  it('logs method, path, status and time, never headers, queries or bodies', async () => {
    const secret = 'sk_live_DO_NOT_LOG';
    await rawRequest(proxy.port, 'POST', `/api-proxy/agent?api_key=${secret}q`, { headers: { 'X-API-Key': secret, 'X-User-Id': 'usr_SECRETUSER', 'Content-Type': 'application/json' }, body: JSON.stringify({ key: `${secret}b` }) });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^POST \/api-proxy\/agent 200 \d+ms$/);
    expect(logs.join('\n')).not.toMatch(/DO_NOT_LOG|SECRETUSER|api_key/);
  });
});

describe('proxy rules: the final URL', () => {
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

  it('reads the path as the platform received it, before URL parsing resolves dot segments', () => {
    expect(rawTarget('http://127.0.0.1:8787/api-proxy/../admin?x=1')).toBe('/api-proxy/../admin?x=1');
    expect(rawTarget('https://docs.sable.example/api-proxy/%2e%2e/a\\b')).toBe('/api-proxy/%2e%2e/a\\b');
    expect(rawTarget('https://docs.sable.example')).toBe('');
  });

  it('counts clients separately', async () => {
    const handler = createApiProxy({ upstream: `${upstream.url}/ta`, mountPath: '/api-proxy/', rateLimitPerMinute: 1 });
    const request = () => new Request('https://docs.sable.example/api-proxy/agents');
    expect((await handler.fetch(request(), '198.51.100.1')).status).toBe(200);
    expect((await handler.fetch(request(), '198.51.100.1')).status).toBe(429);
    expect((await handler.fetch(request(), '198.51.100.2')).status).toBe(200);
  });

  it('passes the upstream body through as the client reads it, without reading it whole', async () => {
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
});
