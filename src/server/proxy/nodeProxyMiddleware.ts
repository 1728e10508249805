import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ApiProxy } from './createApiProxy.js';
import { failure } from './proxyFailure.js';

/** Reads a node request body up to `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** Node's header object as fetch `Headers`; `undefined` if a header cannot be represented. */
function toHeaders(req: IncomingMessage): Headers | undefined {
  const headers = new Headers();
  try {
    for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) headers.append(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
  } catch {
    return undefined;
  }
  return headers;
}

/**
 * Writes a fetch `Response` to a node response, streaming its body with backpressure (the
 * client's pace sets how much is read from upstream). A body that fails midway (cut off by
 * the proxy's limits, or the client left) ends the connection, since the status is sent.
 */
export async function writeResponse(res: ServerResponse, response: Response, options: { omitBody?: boolean; headers?: Record<string, string> } = {}): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, { ...headers, ...options.headers });
  if (!response.body || options.omitBody) {
    await response.body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res).catch(() => res.destroy());
}

/**
 * The proxy as `serve` middleware: handles requests under its mount path (the raw request
 * target, before any normalisation), counts the rate limit per socket address, and streams
 * the answer to the node response. Returns false for every other path.
 */
export function createProxyMiddleware(proxy: ApiProxy) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const rawUrl = req.url ?? '';
    if (!rawUrl.startsWith(proxy.mountPath)) return false;
    let consumed = false;
    const headers = toHeaders(req);
    const response = headers
      ? await proxy.handle({
          method: req.method ?? 'GET',
          rawUrl,
          headers,
          clientId: req.socket.remoteAddress ?? 'unknown',
          readBody: async (limit) => {
            const body = await readBody(req, limit);
            consumed = body !== 'too-large';
            return body;
          },
        })
      : failure(400, 'bad_request', 'Malformed request headers.');
    // An unread body would be parsed as the next request: close the connection instead.
    const close = !consumed && req.method !== 'GET' && req.method !== 'HEAD' ? { connection: 'close' } : undefined;
    await writeResponse(res, response, { omitBody: req.method === 'HEAD', headers: close });
    return true;
  };
}
