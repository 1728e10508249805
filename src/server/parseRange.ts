/** An inclusive byte range of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes, as RFC 9110 §14.1.2 and §14.2 say:
 * `bytes=first-last`, `bytes=first-` and the suffix form `bytes=-length` (the last `length`
 * bytes). Returns the range to send with 206; `'unsatisfiable'` for a range the server
 * rejects with 416 (it starts past the end, is a zero-length suffix, or ends before it starts,
 * an invalid range the RFC lets a server reject); undefined when the header is to be ignored
 * and the whole file sent with 200 (another unit, several ranges, or no header).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  // One range only: serving multipart/byteranges is allowed to be skipped (§14.2, "MAY ignore").
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (end < start || start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
