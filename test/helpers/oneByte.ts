import { serialize } from 'node:v8';

/**
 * Whether V8 holds `text` at one byte a character. V8's serializer writes a one-byte string
 * with the tag `"` and a two-byte one with `c` (after an optional padding byte `\0`).
 */
export function isOneByte(text: string): boolean {
  const bytes = serialize(text);
  const tag = bytes[2] === 0 ? bytes[3] : bytes[2];
  if (tag !== 0x22 && tag !== 0x63) throw new Error(`unexpected serializer tag ${tag}`);
  return tag === 0x22;
}

/** Uses `text` as a property key, which turns it into a ThinString when it was not internalized yet. */
export function internalize(text: string): string {
  (globalThis as Record<string, unknown>).__internalized = { [text]: true };
  return text;
}

/** A fresh copy of `text` that V8 has turned into a ThinString. */
export const thinString = (text: string) => internalize(text.split('').reverse().reverse().join(''));
