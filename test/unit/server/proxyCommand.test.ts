import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../../helpers/runCli.js';
import { startServer, type ServerProcess } from '../../helpers/startServer.js';
import { startRecorder } from './proxyHelpers.js';

/** `docsite proxy` (the standalone production proxy) and the proxy mounted by `docsite dev`. */
const auth = { 'X-API-Key': 'sk_test_cli_SECRET', 'X-User-Id': 'usr_CLIPROXY01' };

/** Starts `docsite proxy … --port 0 --host 127.0.0.1` and waits for its URL line. */
const startProxyCommand = (args: string[]) => startServer('proxy', args, repoRoot, 60_000);

describe('docsite proxy', () => {
  it('serves the sandbox at the configured path by default, logging without secrets', async () => {
    const proxy = await startProxyCommand([]);
    try {
      expect(proxy.output()).toContain('/api-proxy/ forwards to the sandbox');
      const ok = await fetch(`${proxy.url}/api-proxy/agent/agt_7Qm2c9XkLp?token=QUERYSECRET`, { headers: auth });
      expect(ok.status).toBe(200);
      expect((await ok.json()).id).toBe('agt_7Qm2c9XkLp');
      expect((await fetch(`${proxy.url}/api-proxy/agent/agt_7Qm2c9XkLp`)).status).toBe(401);
      expect((await fetch(`${proxy.url}/docs/intro`)).status).toBe(404);
      await expect.poll(() => proxy.output()).toMatch(/GET \/api-proxy\/agent\/agt_7Qm2c9XkLp 200 \d+ms/);
      expect(proxy.output()).not.toMatch(/SECRET|usr_CLIPROXY01/);
    } finally {
      await proxy.stop();
    }
  });

  it('forwards to the --upstream URL instead', async () => {
    const upstream = await startRecorder();
    const proxy = await startProxyCommand(['--upstream', `${upstream.url}/v9`]);
    try {
      expect((await fetch(`${proxy.url}/api-proxy/agents?limit=1`, { headers: auth })).status).toBe(200);
      expect(upstream.requests.map((request) => request.url)).toEqual(['/v9/agents?limit=1']);
      expect(upstream.requests[0]!.headers['x-api-key']).toBe(auth['X-API-Key']);
    } finally {
      await proxy.stop();
      await upstream.close();
    }
  });

  it('serves each OpenAPI document of a list from its own sandbox at its own path, and refuses one --upstream for several', async () => {
    const several = path.join(repoRoot, 'test/fixtures/openapi-several');
    const proxy = await startServer('proxy', [], several, 60_000);
    try {
      expect(proxy.output()).toContain('/api-proxy/ forwards to the sandbox');
      await expect.poll(() => proxy.output()).toContain('/api-proxy-2/ forwards to the sandbox');
      const pets = await fetch(`${proxy.url}/api-proxy/pets`);
      expect([pets.status, await pets.json()]).toEqual([200, ['rex']]);
      const order = await fetch(`${proxy.url}/api-proxy-2/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"item":"kibble"}' });
      expect(order.status).toBe(201);
      expect((await fetch(`${proxy.url}/api-proxy-2/pets`)).status).toBe(404);
    } finally {
      await proxy.stop();
    }
    const refused = runCli(['proxy', '--upstream', 'https://api.example', '--port', '0'], several);
    expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('site.config.ts  openapi: --upstream names one API, and the config has 2 OpenAPI documents')]);
  });
});

describe('docsite dev', () => {
  // A copy of the basic fixture inside the repo (so `import … from 'docsite'` resolves), given the monk API.
  const site = path.join(repoRoot, '.tmp', `proxy-dev-${process.pid}`);
  let dev: ServerProcess | undefined;

  beforeAll(async () => {
    mkdirSync(path.dirname(site), { recursive: true });
    cpSync(path.join(repoRoot, 'test/fixtures/basic'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
    mkdirSync(path.join(site, 'openapi'), { recursive: true });
    cpSync(path.join(repoRoot, 'openapi/monk.json'), path.join(site, 'openapi/monk.json'));
    const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace(
      "navbar: {",
      "openapi: { specPath: 'openapi/monk.json', routeBasePath: '/docs/monk', publicBaseUrl: 'https://api.fixture.example/ta', proxy: { upstream: 'sandbox', path: '/try/' } },\n  navbar: {",
    );
    writeFileSync(path.join(site, 'site.config.ts'), config);
    dev = await startServer('dev', [], site);
  }, 180_000);

  afterAll(async () => {
    await dev?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  it('mounts the proxy and sandbox at the configured path', async () => {
    const created = await fetch(`${dev!.url}/try/agent`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Dev agent', chain: 'base' }) });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await fetch(`${dev!.url}/try/agent/${id}`, { headers: auth })).status).toBe(200);
    const page = await (await fetch(`${dev!.url}/docs/monk/6-get-agent`)).text();
    expect(page).toContain('"proxyPath":"/try/"');
  });
});
