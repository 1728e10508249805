import type { IncomingMessage, ServerResponse } from 'node:http';
import { CompressionCache, MIN_COMPRESS_BYTES, negotiateEncoding, type Encoding } from './compression.js';
import type { OpenFile } from './servedFolder.js';

/** What sending pages and compressed assets shares: the compressed bodies, and dev's rewrite of pages. */
export interface CompressibleContext {
  compressed: CompressionCache;
  transformHtml?: (html: string) => string;
}

/** Sends an HTML page (`status` 200, or 404 for the not-found page), compressed when the client accepts it and it is worth it; closes the page's handle. */
export async function sendPage(req: IncomingMessage, res: ServerResponse, page: OpenFile, status: number, context: CompressibleContext): Promise<void> {
  try {
    const read = async () => {
      const html = await page.handle.readFile('utf8');
      return Buffer.from(context.transformHtml ? context.transformHtml(html) : html);
    };
    const encoding = page.size >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    const body = encoding ? await context.compressed.get(page.path, page.version, encoding, read) : await read();
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', 'Content-Length': body.length, ...(encoding && { 'Content-Encoding': encoding }) });
    res.end(req.method === 'HEAD' ? undefined : body);
  } finally {
    await page.handle.close();
  }
}

/** Sends a text asset compressed with `encoding` (once per file version), or 304 when the client has it; closes the file's handle. */
export async function sendCompressed(req: IncomingMessage, res: ServerResponse, file: OpenFile, headers: { type: string; cacheControl: string; encoding: Encoding }, context: CompressibleContext): Promise<void> {
  try {
    const etag = `W/"${file.version}-${headers.encoding}"`;
    const common = { 'Content-Type': headers.type, 'Cache-Control': headers.cacheControl, ETag: etag, Vary: 'Accept-Encoding' };
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, common).end();
    const body = await context.compressed.get(file.path, file.version, headers.encoding, () => file.handle.readFile());
    res.writeHead(200, { ...common, 'Content-Encoding': headers.encoding, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  } finally {
    await file.handle.close();
  }
}
