import { createServer } from 'node:http';
import { listen, type RunningServer } from '../listen.js';
import type { SiteProxy } from './createSiteProxy.js';

/**
 * `docsite proxy`: the API proxy alone, for production behind the same origin as the static
 * site (route `/api-proxy/` to it). Every other path answers 404.
 */
export async function startProxyServer(site: SiteProxy, options: { port: number; host: string }): Promise<RunningServer> {
  const server = createServer(async (req, res) => {
    try {
      if (await site.middleware(req, res)) return;
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { code: 'not_found', message: 'Not an API proxy path.' } }));
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'proxy_error', message: 'The API proxy failed.' } }));
    }
  });
  return listen(server, options);
}
