import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { parseHeadersFile } from '../render/buildSecurityHeaders.js';
import { normalizeRoutePath, routeToFile } from '../shared/url.js';
import { COMPRESSIBLE_TYPES, CompressionCache, MIN_COMPRESS_BYTES, negotiateEncoding, type Encoding } from './compression.js';

/** Hashed file names (`main.3f9a1c2b.js`) never change content, so they may be cached forever. */
const HASHED = /\.[A-Za-z0-9_-]{8,}\.(js|css|json|svg|woff2|png)$/;

/** Hidden files and folders are never served (sirv's own check works only with its start-up listing). */
const isDotfile = (pathname: string) => /\/\.(?!well-known\/)/.test(pathname);

/** Options of the static handler. */
export interface StaticHandlerOptions {
  /** Folder holding the build output. */
  dir: string;
  /** Rewrites an HTML page before sending (dev injects its reload client). */
  transformHtml?: (html: string) => string;
  /** Headers added to every response; by default those of the build's `_headers` file. */
  headers?: Record<string, string>;
}

/** The security headers a build wrote into `_headers`, if any. */
export function readBuiltHeaders(dir: string): Record<string, string> {
  const file = path.join(dir, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : {};
}

/**
 * Serves a build: each route answers 200 at its exact path, `…/index.html` and trailing
 * slashes redirect permanently to the bare path, other files come from sirv (precompressed
 * variants when present), and everything else gets the not-found page with status 404.
 * Pages and text assets are sent brotli- or gzip-compressed when the client accepts it
 * (compressed once per file version): on a slow phone connection the uncompressed
 * stylesheet and HTML were what held back the first paint.
 */
export function createStaticHandler(options: StaticHandlerOptions) {
  const root = path.resolve(options.dir);
  options = { ...options, headers: options.headers ?? readBuiltHeaders(root) };
  const files = sirv(root, {
    // Look each file up when asked, never from a listing made at start: a deploy into the
    // served folder adds new hashed files and removes old ones (the listing would answer 404
    // for the new ones and crash the process streaming a removed one).
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const routeFile = (routePath: string) => {
    // 404.html is the not-found page, never a route of its own.
    if (routePath === '/404') return undefined;
    const file = path.join(root, routeToFile(routePath));
    return file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
  };
  const compressed = new CompressionCache();
  const versionOf = (info: { size: number; mtimeMs: number }) => `${info.size}-${info.mtimeMs}`;
  const readHtml = async (file: string) => {
    const html = await readFile(file, 'utf8');
    return Buffer.from(options.transformHtml ? options.transformHtml(html) : html);
  };
  const sendHtml = async (req: IncomingMessage, res: ServerResponse, file: string, status: number, method: string) => {
    const info = await stat(file);
    const encoding = info.size >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    const body = encoding ? await compressed.get(file, versionOf(info), encoding, () => readHtml(file)) : await readHtml(file);
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', 'Content-Length': body.length, ...(encoding && { 'Content-Encoding': encoding }) };
    res.writeHead(status, { ...headers, ...options.headers });
    res.end(method === 'HEAD' ? undefined : body);
  };
  /** A text asset compressed for the client; false when sirv should answer (precompressed file, small or missing file). */
  const sendCompressedAsset = async (req: IncomingMessage, res: ServerResponse, pathname: string, type: string, encoding: Encoding, method: string) => {
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) || existsSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`)) return false;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.size < MIN_COMPRESS_BYTES) return false;
    const etag = `W/"${versionOf(info)}-${encoding}"`;
    const headers = { 'Content-Type': type, 'Cache-Control': HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache', ETag: etag, Vary: 'Accept-Encoding', ...options.headers };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const body = await compressed.get(file, versionOf(info), encoding, () => readFile(file));
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
    res.end(method === 'HEAD' ? undefined : body);
    return true;
  };
  const notFound = async (req: IncomingMessage, res: ServerResponse, method: string) => {
    const file = path.join(root, '404.html');
    if (existsSync(file)) return sendHtml(req, res, file, 404, method);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...options.headers }).end('Not found');
  };

  return async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', ...options.headers }).end('Method not allowed');
      return;
    }
    let pathname: string;
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return notFound(req, res, method);
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound(req, res, method);
    const route = normalizeRoutePath(pathname);
    if (route !== pathname) {
      if (routeFile(route)) {
        res.writeHead(301, { Location: route + url.search, ...options.headers }).end();
        return;
      }
      return notFound(req, res, method);
    }
    const page = routeFile(route);
    if (page) return sendHtml(req, res, page, 200, method);
    if (pathname.endsWith('.html') || pathname === '/_headers' || isDotfile(pathname)) return notFound(req, res, method);
    const type = COMPRESSIBLE_TYPES[path.extname(pathname)];
    const encoding = type && !req.headers.range ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    if (type && encoding && (await sendCompressedAsset(req, res, pathname, type, encoding, method))) return;
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    files(req, res, () => void notFound(req, res, method));
  };
}
