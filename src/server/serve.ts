import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler, type StaticHandlerOptions } from './createStaticHandler.js';

/** Options of `serve`. */
export interface ServeOptions extends StaticHandlerOptions {
  port: number;
  host: string;
  /** Extra request handlers tried first (the API proxy, dev's reload stream); return true when handled. */
  middleware?: Array<(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean | Promise<boolean>>;
}

/** A running server and how to stop it. */
export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Serves a build folder over HTTP until closed. */
export async function serve(options: ServeOptions): Promise<RunningServer> {
  const handle = createStaticHandler(options);
  const server = createServer(async (req, res) => {
    try {
      for (const middleware of options.middleware ?? []) if (await middleware(req, res)) return;
      await handle(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
