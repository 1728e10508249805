import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running server and how to stop it. */
export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Starts listening (port 0 picks a free one) and reports the URL; `close` also drops open connections. */
export async function listen(server: Server, options: { port: number; host: string }): Promise<RunningServer> {
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
