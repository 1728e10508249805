import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiProxy } from './createApiProxy.js';

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
 * The proxy as `serve` middleware: handles requests under its mount path (the raw request
 * target, before any normalisation), counts the rate limit per socket address, and answers
 * on the node response. Returns false for every other path.
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
      : new Response(JSON.stringify({ error: { code: 'bad_request', message: 'Malformed request headers.' } }), { status: 400, headers: { 'Content-Type': 'application/json' } });
    const body = Buffer.from(await response.arrayBuffer());
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => (out[name] = value));
    // An unread body would be parsed as the next request: close the connection instead.
    if (!consumed && req.method !== 'GET' && req.method !== 'HEAD') out.connection = 'close';
    res.writeHead(response.status, { ...out, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
