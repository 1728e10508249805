import { createServer } from 'node:http';
import { listen, type RunningServer } from './listen.js';
import { takeBase } from './baseRequests.js';
import { createStaticHandler, type StaticHandlerOptions } from './createStaticHandler.js';

/** Options of `serve`. */
export interface ServeOptions extends StaticHandlerOptions {
  port: number;
  host: string;
  /** Extra request handlers tried first (the API proxy, dev's reload stream); return true when handled. */
  middleware?: Array<(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean | Promise<boolean>>;
  /** Told of every error a request ended in (answered 500, or its connection ended): the CLI prints them. */
  onError?: (error: unknown, req: import('node:http').IncomingMessage) => void;
}

export type { RunningServer } from './listen.js';

/** Serves a build folder over HTTP until closed, below `base` when the site has one (see `takeBase`). */
export async function serve(options: ServeOptions): Promise<RunningServer> {
  const handle = createStaticHandler(options);
  const server = createServer(async (req, res) => {
    try {
      // Every answer carries the build's security headers: pages, redirects, errors and the middleware's.
      for (const [name, value] of Object.entries(await handle.securityHeaders())) res.setHeader(name, value);
      const routing = takeBase(req, res, options.base ?? '/');
      if (routing === 'answered') return;
      if (routing === 'outside') return await handle.notFound(req, res);
      for (const middleware of options.middleware ?? []) if (await middleware(req, res)) return;
      await handle(req, res);
    } catch (error) {
      options.onError?.(error, req);
      // Headers gone already: the answer cannot become an error, so the connection ends.
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error');
    }
  });
  return listen(server, options);
}
