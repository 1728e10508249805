import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../../src/server/serve.js';

let dir: string;
let server: RunningServer;
const seen: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-serve-base-'));
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(dir, 'docs/intro.html'), '<h1>intro</h1>');
  writeFileSync(path.join(dir, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  // Middleware (the API proxy, dev's event stream) sees the site's own paths.
  const middleware = async (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    if (!req.url?.startsWith('/api-proxy/')) return false;
    seen.push(req.url);
    res.writeHead(200).end('proxied');
    return true;
  };
  server = await serve({ dir, port: 0, host: '127.0.0.1', base: '/sub/', middleware: [middleware] });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(server.url + pathname, { redirect: 'manual' });

describe('serve under a baseUrl', () => {
  it('serves the output folder below the base', async () => {
    expect(await (await get('/sub/')).text()).toBe('<h1>home</h1>');
    expect(await (await get('/sub/docs/intro')).text()).toBe('<h1>intro</h1>');
    expect(await (await get('/sub/robots.txt')).text()).toBe('User-agent: *');
  });
  it('redirects / and the base without its slash to the base, keeping the query', async () => {
    for (const [from, to] of [['/', '/sub/'], ['/sub', '/sub/'], ['/?q=1', '/sub/?q=1']]) {
      const response = await get(from!);
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });
  it("puts the base back on the server's own redirects", async () => {
    for (const from of ['/sub/docs/intro/', '/sub/docs/intro.html']) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe('/sub/docs/intro');
    }
  });
  it('answers paths outside the base with the not-found page', async () => {
    const response = await get('/docs/intro');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Page not found</h1>');
    expect((await get('/sub/docs/nope')).status).toBe(404);
  });
  it('gives middleware the path without the base', async () => {
    expect(await (await get('/sub/api-proxy/agents?x=1')).text()).toBe('proxied');
    expect(seen).toEqual(['/api-proxy/agents?x=1']);
  });
});
