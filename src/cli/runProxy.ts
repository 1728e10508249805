import { loadConfig } from '../config/loadConfig.js';
import { ConfigError } from '../shared/errors.js';
import { createSiteProxies } from '../server/proxy/createSiteProxy.js';
import { startProxyServer } from '../server/proxy/startProxyServer.js';
import { stopOnSignal } from './runServe.js';

/** `docsite proxy`: the API proxy alone, for production. */
export async function runProxy(options: { port: number; host: string; config: string; upstream?: string }) {
  const sites = await createSiteProxies(await loadConfig(options.config), { upstream: options.upstream, log: (line) => console.log(line) });
  if (sites.length === 0) throw new ConfigError(`${options.config} has no openapi section, so there is no API to proxy`, { field: 'openapi' });
  const running = await startProxyServer(sites, { port: options.port, host: options.host });
  for (const site of sites) console.log(`docsite: API proxy at ${running.url}${site.proxy.mountPath} forwards to ${site.target}`);
  stopOnSignal(running.close);
}
