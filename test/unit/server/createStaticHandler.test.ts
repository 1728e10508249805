import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
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
  write('fr/index.html', '<h1>accueil</h1>');
  write('fr/404.html', '<html lang="fr"><h1>Page introuvable</h1>');
  write('assets/main.ABCDEFGH.js', 'console.log(1)');
  write('search/documents.0123456789.json', '{}');
  write('assets/sidebar.abcdef0123.json', '{}');
  write('assets/main.ABCDEFGH.js.gz', gzipSync('console.log(1)'));
  write('robots.txt', 'User-agent: *');
  write('docs/big.html', BIG_PAGE);
  write('_headers', '/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src \'self\'\n');
  write('data.bin', DIGITS);
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

/** A request sent as raw bytes (fetch would normalise `//[` or refuse `http://[`): the status line and headers of the answer. */
const rawRequest = (target: string) =>
  new Promise<{ status: number; headers: Map<string, string> }>((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [statusLine = '', ...lines] = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
const DIGITS = '0123456789'.repeat(20);
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

  it("gives a locale's own not-found page for a missing path under its folder (issue 22: /fr/missing gets fr/404.html), the site's elsewhere", async () => {
    for (const route of ['/fr/missing', '/fr/docs/missing', '/fr/missing/']) {
      const response = await get(route);
      expect(response.status, route).toBe(404);
      expect(await response.text(), route).toBe('<html lang="fr"><h1>Page introuvable</h1>');
    }
    expect(await (await get('/fr')).text()).toBe('<h1>accueil</h1>');
    expect(await (await get('/docs/missing')).text()).toBe('<h1>Page not found</h1>');
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

  it('revalidates the two search files, which keep their names when pages change (an incremental build keeps the pages naming them), and caches other hashed JSON forever', async () => {
    expect((await get('/search/documents.0123456789.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/sidebar.abcdef0123.json')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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

describe('serve edges', () => {
  it('redirects only to paths on this site: an encoded slash never becomes a protocol-relative Location', async () => {
    for (const [attempt, location] of [
      ['/%2Fdocs/intro/', '/docs/intro'],
      ['//docs/intro/', '/docs/intro'],
      ['/%2F%2Fdocs/intro.html', '/docs/intro'],
    ]) {
      const response = await rawRequest(attempt!);
      expect(response.status, attempt).toBe(301);
      expect(response.headers.get('location'), attempt).toBe(location);
    }
    for (const attempt of ['/%2Fevil.example/', '/%5Cevil.example/', '/%2F%5Cevil.example/']) expect((await rawRequest(attempt)).status, attempt).toBe(404);
  });

  it('answers unreadable request targets with 400 (`//[` is a path, not found), and every answer carries the security headers', async () => {
    for (const [target, status] of [['//[', 404], ['http://[', 400], ['/%E0%A4%A', 400]] as const) {
      const response = await rawRequest(target);
      expect(response.status, target).toBe(status);
      expect(response.headers.get('content-security-policy'), target).toBe("default-src 'self'");
    }
    for (const target of ['/', '/docs/intro/', '/nope', '/assets/main.ABCDEFGH.js', '/data.bin']) {
      expect((await rawRequest(target)).headers.get('x-content-type-options'), target).toBe('nosniff');
    }
    expect((await get('/', { method: 'POST' })).headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get('/data.bin', { headers: { range: 'bytes=500-' } })).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the security headers of the build now served: a rebuild that changes _headers changes them', async () => {
    const original = readFileSync(path.join(dir, '_headers'), 'utf8');
    write('_headers', "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'; script-src 'sha256-new'\n");
    try {
      expect((await get('/')).headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'sha256-new'");
    } finally {
      write('_headers', original);
    }
    expect((await get('/')).headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('answers a failing handler with 500 that still carries the security headers', async () => {
    const errors: string[] = [];
    const onError = (error: unknown, req: { url?: string }) => void errors.push(`${req.url}: ${(error as Error).message}`);
    const failing = await serve({ dir, port: 0, host: '127.0.0.1', middleware: [() => Promise.reject(new Error('boom'))], onError });
    try {
      const response = await fetch(failing.url + '/');
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('Internal server error');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(errors).toEqual(['/: boom']);
    } finally {
      await failing.close();
    }
  });

  it('sends one byte range as RFC 9110 says, 416 for an unsatisfiable one, and the whole file for several', async () => {
    const first = await get('/data.bin', { headers: { range: 'bytes=10-19' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe('bytes 10-19/200');
    expect(first.headers.get('content-length')).toBe('10');
    expect(await first.text()).toBe('0123456789');
    const suffix = await get('/data.bin', { headers: { range: 'bytes=-5' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe('bytes 195-199/200');
    expect(await suffix.text()).toBe('56789');
    for (const range of ['bytes=100-50', 'bytes=200-', 'bytes=-0']) {
      const refused = await get('/data.bin', { headers: { range } });
      expect(refused.status, range).toBe(416);
      expect(refused.headers.get('content-range'), range).toBe('bytes */200');
      expect(await refused.text(), range).toBe('');
    }
    const several = await get('/data.bin', { headers: { range: 'bytes=0-1,5-6' } });
    expect(several.status).toBe(200);
    expect((await several.text()).length).toBe(200);
    // The server is still up and answering after all of them.
    expect((await get('/')).status).toBe(200);
  });

  it('refuses symlinks that lead out of the served folder, and serves those that stay inside', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docsite-outside-'));
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    writeFileSync(path.join(outside, 'page.html'), '<p>secret page</p>');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'leak.txt'));
    symlinkSync(path.join(outside, 'page.html'), path.join(dir, 'leak.html'));
    symlinkSync(outside, path.join(dir, 'linked'));
    symlinkSync(path.join(dir, 'robots.txt'), path.join(dir, 'robots-copy.txt'));
    try {
      for (const route of ['/leak.txt', '/leak', '/linked/secret.txt', '/linked/page']) {
        const response = await get(route);
        expect(response.status, route).toBe(404);
        expect(await response.text(), route).not.toContain('secret');
      }
      expect(await (await get('/robots-copy.txt')).text()).toBe('User-agent: *');
    } finally {
      for (const link of ['leak.txt', 'leak.html', 'linked', 'robots-copy.txt']) rmSync(path.join(dir, link));
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('answers from the new folder when a request arrives while a build swaps the served folder', async () => {
    const next = `${dir}.next`;
    mkdirSync(path.join(next, 'docs'), { recursive: true });
    writeFileSync(path.join(next, 'docs/intro.html'), '<h1>intro, next version</h1>');
    renameSync(dir, `${dir}.previous`);
    // The request goes out while the folder is missing (between the swap's two renames)...
    const pending = get('/docs/intro');
    // ...and the new folder comes in after it.
    renameSync(next, dir);
    try {
      const response = await pending;
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<h1>intro, next version</h1>');
    } finally {
      rmSync(dir, { recursive: true });
      renameSync(`${dir}.previous`, dir);
    }
  });
});
