import { describe, expect, it } from 'vitest';
import { proxyFromEnv } from '../../../src/server/proxy/worker.js';

/** The Worker entry's vars (its behaviour in workerd: `workerdProxyRules.test.ts`). */
describe('proxy Worker vars', () => {
  // An encoded slash is refused after the rate limit counts it: requests that never leave the process.
  const refused = (mount = '/api-proxy/') => new Request(`https://docs.sable.example${mount}a%2Fb`);

  it('defaults to /api-proxy/ and 120 requests per minute per client', async () => {
    const proxy = proxyFromEnv({ PROXY_UPSTREAM: 'https://api.sable.example/ta' });
    expect(proxy.mountPath).toBe('/api-proxy/');
    const statuses = new Set<number>();
    for (let index = 0; index < 120; index++) statuses.add((await proxy.fetch(refused(), '198.51.100.1')).status);
    expect([...statuses]).toEqual([400]);
    expect((await proxy.fetch(refused(), '198.51.100.1')).status).toBe(429);
  });

  it('reads the mount path and the rate limit from the vars', async () => {
    const proxy = proxyFromEnv({ PROXY_UPSTREAM: 'https://api.sable.example/ta', PROXY_MOUNT_PATH: '/try/', PROXY_RATE_LIMIT_PER_MINUTE: '1' });
    expect(proxy.mountPath).toBe('/try/');
    expect((await proxy.fetch(refused('/try/'), 'a')).status).toBe(400);
    expect((await proxy.fetch(refused('/try/'), 'a')).status).toBe(429);
  });

  it('refuses a rate limit or timeout that is not a positive integer, and a bad upstream', () => {
    expect(() => proxyFromEnv({ PROXY_UPSTREAM: 'https://api.sable.example/ta', PROXY_RATE_LIMIT_PER_MINUTE: 'many' })).toThrow('PROXY_RATE_LIMIT_PER_MINUTE must be a positive integer, not "many"');
    expect(() => proxyFromEnv({ PROXY_UPSTREAM: 'https://api.sable.example/ta', PROXY_TIMEOUT_MS: '-1' })).toThrow(/PROXY_TIMEOUT_MS/);
    expect(() => proxyFromEnv({ PROXY_UPSTREAM: 'api.sable.example' })).toThrow(/absolute http\(s\) URL/);
  });
});
