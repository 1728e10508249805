/** A piece of JSON text and what it is (`plain` for punctuation and white space). */
export interface JsonToken {
  kind: 'key' | 'string' | 'number' | 'literal' | 'plain';
  text: string;
}

/** Strings (a key when a colon follows), numbers, and `true`/`false`/`null`; everything between them is plain. */
const TOKEN = /("(?:[^"\\\n]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

/**
 * Splits JSON text into coloured tokens. Used on examples and try-it answers, which are
 * pretty-printed JSON or plain text: text that is not JSON still splits into the same text
 * (only its colours may be odd), so nothing is ever lost. Small on purpose: shiki's HTML for
 * the same text is several times larger, and the try-it island needs this in the browser too.
 */
export function jsonTokens(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  let last = 0;
  const plain = (end: number) => {
    if (end > last) tokens.push({ kind: 'plain', text: text.slice(last, end) });
  };
  for (const match of text.matchAll(TOKEN)) {
    plain(match.index);
    const [, string, colon, number, literal] = match;
    const value = string ?? number ?? literal!;
    tokens.push({ kind: string === undefined ? (number === undefined ? 'literal' : 'number') : colon ? 'key' : 'string', text: value });
    // A key's colon joins the plain text after it: one text node, not two (React would put a comment between them).
    last = match.index + value.length;
  }
  plain(text.length);
  return tokens;
}
