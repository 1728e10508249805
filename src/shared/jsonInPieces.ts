import { closeSync, openSync, writeSync } from 'node:fs';
import { joinStrings } from './joinStrings.js';

/** About how many characters `jsonInPieces` gathers before handing them on. */
const PIECE = 1 << 20;

/**
 * `JSON.stringify(value)`, the same text, handed to `write` in pieces of about `piece`
 * characters instead of as one string: objects and arrays down to `depth` levels are written
 * key by key and element by element, only what lies deeper is stringified whole. The search
 * state at 5,000 pages is 24 MB of JSON; stringified at once at the end of the build, the
 * search thread's heap went from 139 to 230 MB used, its largest step and the process's peak.
 */
export function jsonInPieces(value: unknown, depth: number, write: (text: string) => void, piece = PIECE): void {
  let parts: string[] = [];
  let gathered = 0;
  const push = (text: string) => {
    parts.push(text);
    gathered += text.length;
    if (gathered < piece) return;
    write(joinStrings(parts));
    parts = [];
    gathered = 0;
  };
  emit(value, depth, push);
  if (parts.length) write(joinStrings(parts));
}

/** What JSON leaves out of an object (and writes as `null` in an array). */
const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

function emit(value: unknown, depth: number, push: (text: string) => void): void {
  // Below `depth`, or what JSON.stringify treats specially (`toJSON`, boxed values): stringified whole.
  if (depth <= 0 || typeof value !== 'object' || value === null || typeof (value as { toJSON?: unknown }).toJSON === 'function' || !(Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)) {
    push(JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    push('[');
    value.forEach((element, at) => {
      if (at) push(',');
      if (skipped(element)) push('null');
      else emit(element, depth - 1, push);
    });
    push(']');
    return;
  }
  push('{');
  let first = true;
  for (const [key, field] of Object.entries(value)) {
    if (skipped(field)) continue;
    push(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    emit(field, depth - 1, push);
  }
  push('}');
}

/** Writes `value` as JSON to `file` in pieces (`jsonInPieces`), never as one string. */
export function writeJsonInPieces(file: string, value: unknown, depth: number): void {
  const fd = openSync(file, 'w');
  try {
    jsonInPieces(value, depth, (text) => {
      const bytes = Buffer.from(text);
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
    });
  } finally {
    closeSync(fd);
  }
}
