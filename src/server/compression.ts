import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings serve compresses to, best first. */
export type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than a packet and costs a round of CPU. */
export const MIN_COMPRESS_BYTES = 1024;

/** Text types worth compressing, by extension; images and fonts are compressed already. */
export const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The best encoding an `Accept-Encoding` header allows (`q=0` refuses one), or none. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  return acceptedEncodings(header)[0];
}

/** The encodings an `Accept-Encoding` header allows (`q=0` refuses one), best first. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  return (['br', 'gzip'] as const).filter((name) => quality(name) > 0);
}

const compressors = {
  // Quality 5: near the best ratio for text at a small fraction of quality 11's time, since pages are compressed on first request.
  br: (data: Buffer) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: 6 }),
};

/**
 * Compressed bodies by file version and encoding, so each file is compressed once per
 * process (on zlib's thread pool, off the event loop) and not on every request. Bounded: the
 * oldest entries go first once `maxBytes` of compressed output is held.
 */
export class CompressionCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private held = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** `version` must change whenever the content does (e.g. size and mtime of the file). */
  get(key: string, version: string, encoding: Encoding, body: () => Buffer | Promise<Buffer>): Promise<Buffer> {
    const id = `${encoding} ${version} ${key}`;
    const cached = this.entries.get(id);
    if (cached) return cached;
    const compressed = Promise.resolve(body()).then((data) => compressors[encoding](data));
    this.entries.set(id, compressed);
    compressed.then(
      (data) => this.hold(id, data.length),
      () => this.entries.delete(id),
    );
    return compressed;
  }

  private hold(id: string, size: number) {
    if (!this.entries.has(id)) return;
    this.sizes.set(id, size);
    this.held += size;
    for (const [oldest, oldSize] of this.sizes) {
      if (this.held <= this.maxBytes) break;
      this.sizes.delete(oldest);
      this.entries.delete(oldest);
      this.held -= oldSize;
    }
  }
}
