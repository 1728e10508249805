import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { withBase } from '../shared/baseUrl.js';
import { normalizeRoutePath, routeToFile } from '../shared/url.js';
import { builtHeaders } from './builtHeaders.js';
import { acceptedEncodings, COMPRESSIBLE_TYPES, CompressionCache, MIN_COMPRESS_BYTES } from './compression.js';
import { sendCompressed, sendPage, type CompressibleContext } from './sendCompressible.js';
import { localLocation, readRequestTarget, type RequestTarget } from './requestTarget.js';
import { sendFile } from './sendFile.js';
import { ServedFolder, type FolderVersion } from './servedFolder.js';

/** Hashed file names (`main.3f9a1c2b.js`) never change content, so they may be cached forever. */
const HASHED = /\.[A-Za-z0-9_-]{8,}\.(js|css|json|svg|woff2|png)$/;
/**
 * Except the two search files (their manifests when sharded): they are named after the site's
 * inputs without its pages (so that an incremental build keeps the pages that name them), and
 * change under the same name when a page does. Their shards are named by content.
 */
const SEARCH_ENTRY = /\/search\/(?:.*\/)?(?:documents|index)\.[0-9a-f]{10}\.json$/;
const cacheControlOf = (pathname: string) => (HASHED.test(pathname) && !SEARCH_ENTRY.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Hidden files and folders are never served. */
const isDotfile = (pathname: string) => /\/\.(?!well-known\/)/.test(pathname);

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8' };

/** Options of the static handler. */
export interface StaticHandlerOptions {
  /** Folder holding the build output. */
  dir: string;
  /** Rewrites an HTML page before sending (dev injects its reload client). */
  transformHtml?: (html: string) => string;
  /** Headers added to every response; by default those of the build's `_headers` file, read again when it changes. */
  headers?: Record<string, string>;
  /** The site's `baseUrl`: requests reach the handler without it (see `takeBase`), redirects get it back. Default `/`. */
  base?: string;
}

/** A request handler for a build folder, and the security headers every answer of the server must carry. */
export interface StaticHandler {
  (req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The headers for every answer (`serve` sets them before anything answers, middleware and errors included). */
  securityHeaders(): Promise<Record<string, string>>;
  /** Answers with the not-found page and status 404 (a request outside the site's base). */
  notFound(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/**
 * Serves a build: each route answers 200 at its exact path, `…/index.html`, `.html` and
 * trailing slashes redirect permanently to the bare path, other files are sent as they are
 * (precompressed variants when present, one byte range when asked), and everything else gets
 * the not-found page with status 404. Pages and text assets are sent brotli- or
 * gzip-compressed when the client accepts it (compressed once per file version): on a slow
 * phone connection the uncompressed stylesheet and HTML were what held back the first paint.
 *
 * Files are looked up on each request, so a deploy into the served folder is served at once;
 * a lookup that misses while a build swaps the folder retries once against the new folder
 * (see `ServedFolder`), so routes both versions have never answer 404 or 500.
 */
export function createStaticHandler(options: StaticHandlerOptions): StaticHandler {
  const folder = new ServedFolder(path.resolve(options.dir));
  const context: CompressibleContext = { compressed: new CompressionCache(), transformHtml: options.transformHtml };
  const fixedHeaders = options.headers;
  const base = options.base ?? '/';
  const securityHeaders = fixedHeaders ? async () => fixedHeaders : builtHeaders(folder.dir);

  // A locale's home page (`/fr`, a site of several languages) is its folder's `index.html`, as a site at a base URL writes it.
  const openPage = async (version: FolderVersion, route: string) =>
    route === '/404' ? undefined : ((await folder.open(version, routeToFile(route))) ?? (route === '/' ? undefined : await folder.open(version, `${route.slice(1)}/index.html`)));

  /** Any other file: a precompressed variant the client accepts, else compressed here when worth it, else as it is (Range applies only then). */
  const sendAsset = async (version: FolderVersion, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    const file = await folder.open(version, pathname.slice(1));
    if (!file) return false;
    const textType = COMPRESSIBLE_TYPES[path.extname(pathname)];
    const answer = { type: textType ?? lookup(pathname) ?? 'application/octet-stream', cacheControl: cacheControlOf(pathname) };
    const encodings = req.headers.range ? [] : acceptedEncodings(req.headers['accept-encoding']);
    for (const encoding of encodings) {
      const variant = await folder.open(version, `${pathname.slice(1)}.${encoding === 'br' ? 'br' : 'gz'}`);
      if (!variant) continue;
      await file.handle.close();
      sendFile(req, res, { ...answer, file: variant, encoding });
      return true;
    }
    if (textType && encodings[0] && file.size >= MIN_COMPRESS_BYTES) await sendCompressed(req, res, file, { ...answer, encoding: encodings[0] }, context);
    else sendFile(req, res, { ...answer, file });
    return true;
  };

  /** Answers from one version of the folder; false when what was asked for is not in it. */
  const answerFrom = async (version: FolderVersion, req: IncomingMessage, res: ServerResponse, target: RequestTarget): Promise<boolean> => {
    const { pathname } = target;
    if (pathname.split('/').includes('..')) return false;
    // `//docs/intro` is no other route than `/docs/intro`: it redirects there, never to `//docs/intro`.
    const route = normalizeRoutePath(pathname.replace(/\/{2,}/g, '/'));
    const page = await openPage(version, route);
    if (route !== pathname) {
      if (!page) return false;
      await page.handle.close();
      res.writeHead(301, { Location: withBase(base, localLocation(route, target.search), { forcePrependBaseUrl: true }) }).end();
      return true;
    }
    if (page) return sendPage(req, res, page, 200, context).then(() => true);
    if (pathname.endsWith('.html') || pathname === '/_headers' || isDotfile(pathname)) return false;
    return sendAsset(version, req, res, pathname);
  };

  /**
   * The not-found page nearest the path asked for: a locale's (`/fr/missing` gets `fr/404.html`,
   * in its language, on a site of several languages), else the site's.
   */
  const notFound = async (version: FolderVersion | undefined, req: IncomingMessage, res: ServerResponse, pathname = '/') => {
    const folderName = pathname.split('/')[1];
    const local = version && folderName && pathname.indexOf('/', 1) > 0 ? await folder.open(version, `${folderName}/404.html`) : undefined;
    const page = local ?? (version && (await folder.open(version, '404.html')));
    if (page) return sendPage(req, res, page, 404, context);
    res.writeHead(404, PLAIN).end('Not found');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD', ...PLAIN }).end('Method not allowed');
    const target = readRequestTarget(req.url);
    if (!target) return void res.writeHead(400, PLAIN).end('Bad request');
    const started = await folder.current();
    if (started && (await answerFrom(started, req, res, target))) return;
    // Missed: if a build swapped a new folder in meanwhile, the answer is the new folder's.
    if (started && (await folder.replacedSince(started))) {
      const swapped = await folder.current();
      if (swapped && (await answerFrom(swapped, req, res, target))) return;
      return notFound(swapped, req, res, target.pathname);
    }
    return notFound(started, req, res, target.pathname);
  };
  return Object.assign(handle, { securityHeaders, notFound: async (req: IncomingMessage, res: ServerResponse) => notFound(await folder.current(), req, res) });
}
