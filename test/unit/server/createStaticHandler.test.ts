import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../../src/server/serve.js';

let dir: string;
let server: RunningServer;

const write = (file: string, text: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-serve-'));
  write('index.html', '<h1>home</h1>');
  write('docs/intro.html', '<h1>intro</h1>');
  write('404.html', '<h1>Page not found</h1>');
  write('assets/main.ABCDEFGH.js', 'console.log(1)');
  write('assets/main.ABCDEFGH.js.gz', gzipSync('console.log(1)'));
  write('robots.txt', 'User-agent: *');
  write('docs/big.html', BIG_PAGE);
  write('assets/styles.ABCDEFGH.css', BIG_CSS);
  writeFileSync(path.join(os.tmpdir(), 'docsite-secret.txt'), 'secret');
  server = await serve({ dir, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(server.url + pathname, { redirect: 'manual', ...init });

/** A GET that shows the bytes as sent (fetch would decompress them). */
const getRaw = (pathname: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(server.url + pathname, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
const BIG_PAGE = `<h1>big</h1>${'<p>A paragraph of documentation that repeats.</p>'.repeat(100)}`;
const BIG_CSS = `${'.rule { color: red; }\n'.repeat(200)}`;

describe('serve', () => {
  it('answers 200 at exact routes with no-cache HTML', async () => {
    for (const route of ['/', '/docs/intro']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('redirects index.html and trailing slashes permanently, keeping the query', async () => {
    const response = await get('/docs/intro/index.html?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/intro?x=1');
    expect((await get('/docs/intro/')).headers.get('location')).toBe('/docs/intro');
    expect((await get('/index.html')).headers.get('location')).toBe('/');
    // A page's own file redirects to its route, as static hosts with clean URLs do.
    expect((await get('/docs/intro.html')).headers.get('location')).toBe('/docs/intro');
  });

  it('gives the not-found page with 404 for anything else, including folders and .html files', async () => {
    // The not-found page is no route of its own.
    for (const route of ['/docs', '/nope', '/404.html', '/404', '/docs/intro/index.htm', '/nope/', '/nope.html']) {
      const response = await get(route);
      expect(response.status, route).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('never serves files outside the output folder', async () => {
    for (const attempt of ['/../docsite-secret.txt', '/%2e%2e/docsite-secret.txt', '/assets/..%2f..%2fdocsite-secret.txt']) {
      const response = await get(attempt);
      expect(response.status, attempt).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('caches hashed assets forever, other files not at all, and serves gzip when accepted', async () => {
    const asset = await get('/assets/main.ABCDEFGH.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses pages and text assets with brotli or gzip as the client accepts, and leaves small files alone', async () => {
    const br = await getRaw('/docs/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BIG_PAGE.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_PAGE);

    const gzip = await getRaw('/assets/styles.ABCDEFGH.css', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_CSS);
    const again = await getRaw('/assets/styles.ABCDEFGH.css', { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect(again.status).toBe(304);

    const identity = await getRaw('/assets/styles.ABCDEFGH.css', {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(BIG_CSS);
    const notFound = await getRaw('/missing-page', { 'accept-encoding': 'br' });
    expect(notFound.status).toBe(404);
    expect((await getRaw('/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('serves the files a deploy adds after the start and answers 404, without crashing, for the ones it removed', async () => {
    write('assets/main.NEWHASH2.js', 'console.log(2)');
    rmSync(path.join(dir, 'assets/main.ABCDEFGH.js.gz'));
    renameSync(path.join(dir, 'assets/main.ABCDEFGH.js'), path.join(dir, 'assets/gone.txt'));
    try {
      const added = await get('/assets/main.NEWHASH2.js');
      expect(added.status).toBe(200);
      expect(await added.text()).toBe('console.log(2)');
      const removed = await get('/assets/main.ABCDEFGH.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(removed.status).toBe(404);
      expect(await removed.text()).toContain('Page not found');
      expect((await get('/')).status).toBe(200);
    } finally {
      rmSync(path.join(dir, 'assets/main.NEWHASH2.js'));
      renameSync(path.join(dir, 'assets/gone.txt'), path.join(dir, 'assets/main.ABCDEFGH.js'));
      write('assets/main.ABCDEFGH.js.gz', gzipSync('console.log(1)'));
    }
  });

  it('never serves hidden files or folders', async () => {
    write('.env', 'SECRET=1');
    write('.git/config', 'secret');
    for (const route of ['/.env', '/.git/config', '/assets/../.env']) {
      const response = await get(route);
      expect(response.status, route).toBe(404);
      expect(await response.text()).not.toContain('SECRET');
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get('/', { method: 'POST' })).status).toBe(405);
    const head = await get('/docs/intro', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
