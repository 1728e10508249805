import { existsSync } from 'node:fs';
import { loadConfig } from '../config/loadConfig.js';
import { createSiteProxies } from '../server/proxy/createSiteProxy.js';
import { serve } from '../server/serve.js';
import { withBase } from '../shared/baseUrl.js';
import { formatError } from '../shared/errors.js';

/**
 * `docsite serve`: serves the folder, with the API proxies (and sandboxes) of the site config,
 * until interrupted; below the site's `baseUrl` (`--base-url`, else the config's), as its host will.
 */
export async function runServe(options: { dir: string; port: number; host: string; config: string; baseUrl?: string }) {
  // The proxy needs the site config; a build served on its own (no config beside it) is served without one.
  const config = existsSync(options.config) ? await loadConfig(options.config) : undefined;
  const sites = config ? await createSiteProxies(config) : [];
  const base = options.baseUrl ?? config?.baseUrl ?? '/';
  const running = await serve({ dir: options.dir, port: options.port, host: options.host, base, middleware: sites.map((site) => site.middleware), onError: (error, req) => console.error(`docsite: ${req.method} ${req.url} failed: ${formatError(error)}`) });
  console.log(`docsite: serving ${options.dir} at ${running.url}${base === '/' ? '' : base}`);
  for (const site of sites) console.log(`docsite: API proxy at ${withBase(base, site.proxy.mountPath)} forwards to ${site.target}`);
  stopOnSignal(running.close);
}

/** Closes the server on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignal(close: () => Promise<void>) {
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
