import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import type { Encoding } from './compression.js';
import { parseRange } from './parseRange.js';
import type { OpenFile } from './servedFolder.js';

/** A file to send as it is on disk. */
export interface FileAnswer {
  file: OpenFile;
  type: string;
  cacheControl: string;
  /** Set when the file is a precompressed variant (`main.js.br`); such answers ignore Range. */
  encoding?: Encoding;
}

/**
 * Sends an open file with its validators: 304 when `If-None-Match` matches, else the whole
 * file or the one byte range asked for (`parseRange`: 416 for an unsatisfiable one). The
 * bytes come from the handle opened for this request, so a build that swaps the folder
 * meanwhile changes nothing of this answer; a read that fails after the headers went out
 * ends the connection (never the process). The handle is closed in every case.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, answer: FileAnswer): void {
  const { file, encoding } = answer;
  const etag = `W/"${file.version}"`;
  const headers: OutgoingHttpHeaders = {
    'Content-Type': answer.type,
    'Cache-Control': answer.cacheControl,
    ETag: etag,
    'Last-Modified': file.mtime.toUTCString(),
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : { 'Accept-Ranges': 'bytes' }),
  };
  if (req.headers['if-none-match'] === etag) return finish(res.writeHead(304, headers), file);
  // If-Range needs a strong validator (RFC 9110 §13.1.5) and ours is weak: with it, the whole file goes.
  const range = encoding || req.headers['if-range'] ? undefined : parseRange(req.headers.range, file.size);
  if (range === 'unsatisfiable') return finish(res.writeHead(416, { ...headers, 'Content-Range': `bytes */${file.size}`, 'Content-Length': 0 }), file);
  const start = range?.start ?? 0;
  const end = range?.end ?? file.size - 1;
  res.writeHead(range ? 206 : 200, { ...headers, 'Content-Length': end - start + 1, ...(range && { 'Content-Range': `bytes ${start}-${end}/${file.size}` }) });
  if (req.method === 'HEAD' || file.size === 0) return finish(res, file);
  // pipeline destroys the response when the read fails and closes the handle (autoClose) either way.
  let stream: ReturnType<FileHandle['createReadStream']>;
  try {
    stream = file.handle.createReadStream({ start, end });
  } catch {
    return void res.destroy();
  }
  pipeline(stream, res, () => {});
}

const finish = (res: ServerResponse, file: OpenFile) => {
  res.end();
  void file.handle.close().catch(() => {});
};
