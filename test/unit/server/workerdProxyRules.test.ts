import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../helpers/runCli.js';
import { ALLOW_HEADERS, describeProxyRules, PROXIES, type ProxyName } from './proxyRuleSuite.js';
import { startWorkerd } from './workerdProcess.js';

/**
 * The proxy rules against the Cloudflare Worker (`src/server/proxy/worker.ts`, configured by
 * the vars of `deploy/cloudflare/wrangler.toml`) in workerd, Cloudflare's open-source runtime:
 * one workerd process for the file, a Worker per proxy of the suite. Its rate limit counts the
 * address Cloudflare puts in `CF-Connecting-IP`, which the test sets itself.
 */
const wranglerToml = readFileSync(path.join(repoRoot, 'deploy/cloudflare/wrangler.toml'), 'utf8');
const setting = (key: string) => new RegExp(`^${key} = "([^"]*)"`, 'm').exec(wranglerToml)?.[1] ?? `${key} is missing from wrangler.toml`;
const entry = path.resolve(repoRoot, 'deploy/cloudflare', setting('main'));

describeProxyRules('Cloudflare Worker in workerd', async ({ upstream, unreachable }) => {
  const services = (Object.keys(PROXIES) as ProxyName[]).map((name) => {
    const { rateLimitPerMinute, timeoutMs } = { timeoutMs: undefined, ...PROXIES[name] };
    const vars: Record<string, string> = {
      PROXY_UPSTREAM: name === 'down' ? unreachable : upstream,
      PROXY_MOUNT_PATH: '/api-proxy/',
      PROXY_ALLOW_HEADERS: ALLOW_HEADERS.join(', '),
      PROXY_RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute),
    };
    if (timeoutMs) vars.PROXY_TIMEOUT_MS = String(timeoutMs);
    return { name, vars };
  });
  const workerd = await startWorkerd(entry, services, setting('compatibility_date'));
  return {
    ports: workerd.ports as Record<ProxyName, number>,
    client: (n) => ({ headers: { 'CF-Connecting-IP': `198.51.100.${n}` } }),
    close: () => workerd.stop(),
  };
});
