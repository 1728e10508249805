/**
 * The index build's word scanner: what `WORD_PATTERN` (analyze.ts) matches, without the
 * regular expression.
 */

/** A letter or digit (`[\p{L}\p{N}]`) by code unit: 1 a word character, 2 not one, 0 not looked up yet. */
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const wordUnits = new Uint8Array(0x10000);

/** How many code units the word character at `at` takes (2 for a letter outside the BMP), or 0 if it is none. */
function wordCharLength(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122) ? 1 : 0;
  if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00) return WORD_CHAR.test(text.slice(at, at + 2)) ? 2 : 0;
  let known = wordUnits[code]!;
  if (!known) wordUnits[code] = known = WORD_CHAR.test(String.fromCharCode(code)) ? 1 : 2;
  return known === 1 ? 1 : 0;
}

/** `'`, `’`, `_` and `-`: they join the parts of one word. */
const isJoiner = (code: number) => code === 39 || code === 0x2019 || code === 95 || code === 45;

/**
 * Calls `visit` with every word of a text as written (its terms are `Analyzer.analyzeWord(raw).terms`):
 * the words `WORD_PATTERN` matches, scanned by hand for the index build (the regular
 * expression was most of the index's counting time on a 1,000-page site). A test holds both
 * equal; the browser, which analyses only queries, keeps the regular expression.
 */
export function forEachWord(text: string, visit: (raw: string) => void): void {
  const end = text.length;
  for (let at = 0; at < end; ) {
    let length = wordCharLength(text, at);
    if (!length) {
      at++;
      continue;
    }
    const start = at;
    at += length;
    for (;;) {
      while (at < end && (length = wordCharLength(text, at))) at += length;
      let next = at;
      while (next < end && isJoiner(text.charCodeAt(next))) next++;
      if (next === at || next === end || !wordCharLength(text, next)) break;
      at = next;
    }
    visit(text.slice(start, at));
  }
}

