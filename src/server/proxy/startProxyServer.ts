import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { listen, type RunningServer } from '../listen.js';
import type { SiteProxy } from './createSiteProxy.js';
import { failure } from './proxyFailure.js';
import { SAFETY_HEADERS } from './proxyRules.js';
import { writeResponse } from './nodeProxyMiddleware.js';

/** Statuses node gives requests it cannot parse (as its default `clientError` answer does). */
const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Answers a request node could not parse (bad request line, bad header) on the raw socket:
 * node's default answer would lack the safety headers every proxy answer carries.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify({ error: { code: 'bad_request', message: 'Malformed request.' } });
  const headers = { 'Content-Type': 'application/json', ...SAFETY_HEADERS, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
}

/**
 * `docsite proxy`: the API proxies alone (one per OpenAPI document), for production behind the same origin as the static
 * site (route `/api-proxy/` to it). Every other path answers 404; every answer, errors and
 * unparseable requests included, carries the proxy's safety headers.
 */
export async function startProxyServer(sites: SiteProxy[], options: { port: number; host: string }): Promise<RunningServer> {
  const server = createServer(async (req, res) => {
    try {
      for (const site of sites) if (await site.middleware(req, res)) return;
      await writeResponse(res, failure(404, 'not_found', 'Not an API proxy path.'), { omitBody: req.method === 'HEAD' });
    } catch {
      if (res.headersSent) return void res.destroy();
      await writeResponse(res, failure(500, 'proxy_error', 'The API proxy failed.'));
    }
  });
  server.on('clientError', answerClientError);
  return listen(server, options);
}
