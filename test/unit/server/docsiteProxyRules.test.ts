import { createApiProxy } from '../../../src/server/proxy/createApiProxy.js';
import { createProxyMiddleware } from '../../../src/server/proxy/nodeProxyMiddleware.js';
import { startProxyServer } from '../../../src/server/proxy/startProxyServer.js';
import { ALLOW_HEADERS, describeProxyRules, PROXIES, type ProxyName } from './proxyRuleSuite.js';

/**
 * The proxy rules against `docsite proxy`'s server (`startProxyServer`, in-process so each
 * proxy gets the suite's limits). Its rate limit counts the socket address: client n connects
 * from 127.0.0.n+1 (all of 127/8 is loopback on Linux).
 */
describeProxyRules('docsite proxy', async ({ upstream, unreachable }) => {
  const names = Object.keys(PROXIES) as ProxyName[];
  const servers = await Promise.all(
    names.map((name) => {
      const proxy = createApiProxy({ upstream: name === 'down' ? unreachable : upstream, mountPath: '/api-proxy/', allowHeaders: ALLOW_HEADERS, ...PROXIES[name] });
      return startProxyServer([{ proxy, middleware: createProxyMiddleware(proxy), target: upstream }], { port: 0, host: '127.0.0.1' });
    }),
  );
  return {
    ports: Object.fromEntries(names.map((name, index) => [name, Number(new URL(servers[index]!.url).port)])) as Record<ProxyName, number>,
    client: (n) => ({ localAddress: `127.0.0.${n + 1}` }),
    close: async () => void (await Promise.all(servers.map((server) => server.close()))),
  };
});
