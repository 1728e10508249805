import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiProxy } from '../../../src/server/proxy/createApiProxy.js';
import type { SiteProxy } from '../../../src/server/proxy/createSiteProxy.js';
import { createProxyMiddleware } from '../../../src/server/proxy/nodeProxyMiddleware.js';
import { SAFETY_HEADERS } from '../../../src/server/proxy/proxyRules.js';
import { startProxyServer } from '../../../src/server/proxy/startProxyServer.js';
import type { RunningServer } from '../../../src/server/listen.js';
import { rawRequest, startRecorder } from './proxyHelpers.js';

/** `docsite proxy`'s server: every answer carries the safety headers its README promises. */
let upstream: Awaited<ReturnType<typeof startRecorder>>;
let running: RunningServer;
let port: number;

beforeAll(async () => {
  upstream = await startRecorder();
  const proxy = createApiProxy({ upstream: `${upstream.url}/ta`, mountPath: '/api-proxy/', rateLimitPerMinute: 1000 });
  running = await startProxyServer([{ proxy, middleware: createProxyMiddleware(proxy), target: upstream.url }], { port: 0, host: '127.0.0.1' });
  port = Number(new URL(running.url).port);
});

afterAll(async () => {
  await running.close();
  await upstream.close();
});

/** Sends `head` as the raw request head and returns the raw answer. */
function rawExchange(serverPort: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(serverPort, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.write(head);
  });
}

/** The headers of a raw answer, lower-cased. */
function headersOf(answer: string): Record<string, string> {
  const lines = answer.split('\r\n\r\n')[0]!.split('\r\n').slice(1);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}

const expectSafetyHeaders = (headers: Record<string, unknown>, what: string) => {
  for (const [name, value] of Object.entries(SAFETY_HEADERS)) expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
};

describe('docsite proxy server: safety headers on every answer', () => {
  it('sends them with proxied answers and with the 404 of other paths', async () => {
    expectSafetyHeaders((await rawRequest(port, 'GET', '/api-proxy/agents')).headers, 'proxied');
    const notFound = await rawRequest(port, 'GET', '/docs/intro');
    expect(notFound.status).toBe(404);
    expect(JSON.parse(notFound.body)).toEqual({ error: { code: 'not_found', message: 'Not an API proxy path.' } });
    expectSafetyHeaders(notFound.headers, '404');
  });

  it('sends them for targets node parses but no URL parser accepts (GET //[ and GET http://[)', async () => {
    upstream.requests.length = 0;
    for (const target of ['//[', 'http://[', `http://127.0.0.1:${upstream.port}/api-proxy/x`]) {
      const answer = await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, target).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
      expectSafetyHeaders(headersOf(answer), target);
    }
    expect(upstream.requests).toEqual([]);
  });

  it('sends them when node cannot parse the request at all (400, 431)', async () => {
    const badLine = await rawExchange(port, 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(badLine).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(badLine.split('\r\n\r\n')[1]).toBe('{"error":{"code":"bad_request","message":"Malformed request."}}');
    expectSafetyHeaders(headersOf(badLine), 'bad request line');
    const hugeHeader = await rawExchange(port, `GET /api-proxy/agents HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(hugeHeader).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expectSafetyHeaders(headersOf(hugeHeader), 'header overflow');
  });

  it('sends them with the 500 of a proxy that fails', async () => {
    const broken = { middleware: async () => Promise.reject(new Error('boom at /secret/path')) } as unknown as SiteProxy;
    const server = await startProxyServer([broken], { port: 0, host: '127.0.0.1' });
    try {
      const response = await rawRequest(Number(new URL(server.url).port), 'GET', '/api-proxy/agents');
      expect(response.status).toBe(500);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'proxy_error', message: 'The API proxy failed.' } });
      expectSafetyHeaders(response.headers, '500');
    } finally {
      await server.close();
    }
  });
});
