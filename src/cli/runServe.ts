import { existsSync } from 'node:fs';
import { loadConfig } from '../config/loadConfig.js';
import { createSiteProxies } from '../server/proxy/createSiteProxy.js';
import { serve } from '../server/serve.js';
import { formatError } from '../shared/errors.js';

/** `docsite serve`: serves the folder, with the API proxies (and sandboxes) of the site config, until interrupted. */
export async function runServe(options: { dir: string; port: number; host: string; config: string }) {
  // The proxy needs the site config; a build served on its own (no config beside it) is served without one.
  const sites = existsSync(options.config) ? await createSiteProxies(await loadConfig(options.config)) : [];
  const running = await serve({ dir: options.dir, port: options.port, host: options.host, middleware: sites.map((site) => site.middleware), onError: (error, req) => console.error(`docsite: ${req.method} ${req.url} failed: ${formatError(error)}`) });
  console.log(`docsite: serving ${options.dir} at ${running.url}`);
  for (const site of sites) console.log(`docsite: API proxy at ${site.proxy.mountPath} forwards to ${site.target}`);
  stopOnSignal(running.close);
}

/** Closes the server on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignal(close: () => Promise<void>) {
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
