import { createServer, get as httpGet, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiProxy, type ApiProxyOptions } from '../../../src/server/proxy/createApiProxy.js';
import { createProxyMiddleware } from '../../../src/server/proxy/nodeProxyMiddleware.js';

/** What a fake upstream received. */
export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An HTTP server on 127.0.0.1 and a free port that records every request; `answer` decides the response. */
export async function startRecorder(answer: (req: Recorded, res: import('node:http').ServerResponse) => void = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      answer(recorded, res);
    });
  });
  const url = await listen(server);
  return { server, url, port: Number(new URL(url).port), requests, close: () => close(server) };
}

/** The proxy behind a node server on 127.0.0.1, as `docsite serve` mounts it. */
export async function startProxy(options: Partial<ApiProxyOptions> & { upstream: string }) {
  const proxy = createApiProxy({ mountPath: '/api-proxy/', allowHeaders: ['X-API-Key', 'X-User-Id'], rateLimitPerMinute: 1000, ...options });
  const middleware = createProxyMiddleware(proxy);
  const server = createServer(async (req, res) => {
    if (!(await middleware(req, res))) res.writeHead(404).end('static');
  });
  const url = await listen(server);
  return { proxy, server, url, port: Number(new URL(url).port), close: () => close(server) };
}

export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** A raw request: the path is sent exactly as given (no `..` resolution, no re-encoding). */
export function rawRequest(port: number, method: string, path: string, options: { headers?: Record<string, string>; body?: Buffer | string; chunked?: boolean; localAddress?: string } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: options.headers, localAddress: options.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    if (options.body !== undefined) {
      if (options.chunked) {
        const buffer = Buffer.from(options.body);
        for (let offset = 0; offset < buffer.length; offset += 64 * 1024) req.write(buffer.subarray(offset, offset + 64 * 1024));
      } else req.write(options.body);
    }
    req.end();
  });
}

/** A GET read as a stream: resolves at the first chunk with a way to wait for the end (complete or cut off). */
export function streamedGet(port: number, path: string) {
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
