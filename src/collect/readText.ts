import { readFile } from 'node:fs/promises';
import { ContentError } from '../shared/errors.js';

// Keeps a byte order mark as a character, as `Buffer#toString` did.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The text of a content file (markdown, MDX, YAML, JSON), or an error naming the file and line
 * when it is not UTF-8 text: decoding replaced each invalid byte with U+FFFD and the page
 * was published garbled, without a word. A NUL byte is never text either (CommonMark turns it
 * into U+FFFD too): the file is binary.
 */
export async function readText(file: string, relPath: string, bytes?: Uint8Array): Promise<string> {
  return decodeText(bytes ?? (await readFile(file)), relPath);
}

/** `bytes` as UTF-8 text, or an error naming `relPath` and the line of the first byte that is not text. */
export function decodeText(bytes: Uint8Array, relPath: string): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const lenient = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const line = lineAt(lenient, lenient.indexOf('\uFFFD'));
    throw new ContentError('not UTF-8 text: it holds bytes that are not valid UTF-8 (binary content, or another encoding)', { source: { file: relPath, line }, hint: HINT });
  }
  const nul = text.indexOf('\0');
  if (nul >= 0) throw new ContentError('not text: it holds a NUL byte (binary content)', { source: { file: relPath, line: lineAt(text, nul) }, hint: HINT });
  return text;
}

const HINT = 'save the file as UTF-8 text; images and other binary files belong in the static folder, linked from the page';

/** 1-based line of `index` in `text`. */
const lineAt = (text: string, index: number) => text.slice(0, Math.max(index, 0)).split('\n').length;
