import type { Parents, Text } from 'mdast';
import { defaultHandlers, type Info, type State, type Unsafe } from 'mdast-util-to-markdown';

/** The switch: `DOCSITE_MARKDOWN_SAFE_FROM_LIBRARY=1` writes text with mdast-util-to-markdown's own handler. */
export const textEscapeFromLibrary = () => process.env.DOCSITE_MARKDOWN_SAFE_FROM_LIBRARY === '1';

/**
 * mdast-util-to-markdown's text handler, with its escaping pass (`state.safe`) given only the
 * unsafe patterns whose character occurs in the text or the characters around it. The pass
 * tries every pattern (about 90 with GFM) on every text, scope checks and regular expressions
 * included: it was the largest single cost of writing the twins (15-20% of Stripe's twins
 * thread), whose texts are short.
 *
 * The output is the library's: `safe` matches each pattern against the text with the
 * characters around it (`info.before`, `info.after`), a match stands on the pattern's
 * character (the expression is `(before)character(after)`, and the position recorded is the
 * character's), so a pattern whose character occurs in none of them records nothing. Patterns
 * are kept in their order; a character that is not one ASCII character (none in
 * mdast-util-to-markdown 2 or GFM) sends every text through the library's handler.
 */
export function scopedTextHandler(node: Text, parent: Parents | undefined, state: State, info: Info): string {
  const all = state.unsafe;
  const index = indexOf(all);
  if (!index) return defaultHandlers.text(node, parent, state, info);
  const value = `${info.before ?? ''}${node.value}${info.after ?? ''}`;
  let present = '';
  for (let at = 0; at < value.length; at++) {
    const code = value.charCodeAt(at);
    if (code < 128 && index.isPatternCharacter[code] && !present.includes(value[at]!)) present += value[at];
  }
  let patterns = index.subsets.get(present);
  if (!patterns) index.subsets.set(present, (patterns = all.filter((pattern) => present.includes(pattern.character))));
  state.unsafe = patterns;
  try {
    return defaultHandlers.text(node, parent, state, info);
  } finally {
    state.unsafe = all;
  }
}

/** Per list of unsafe patterns (one a `toMarkdown` call): which ASCII characters some pattern stands on, and the patterns for each set of them found in a text. */
interface PatternIndex {
  isPatternCharacter: Uint8Array;
  subsets: Map<string, Unsafe[]>;
}

const indexes = new WeakMap<Unsafe[], PatternIndex | null>();

/** The list's index; null when a pattern's character is not one ASCII character (then the library's handler writes every text). */
function indexOf(all: Unsafe[]): PatternIndex | null {
  let index = indexes.get(all);
  if (index === undefined) {
    const isPatternCharacter = new Uint8Array(128);
    const ascii = all.every((pattern) => pattern.character.length === 1 && pattern.character.charCodeAt(0) < 128);
    for (const pattern of all) isPatternCharacter[pattern.character.charCodeAt(0) & 127] = 1;
    indexes.set(all, (index = ascii ? { isPatternCharacter, subsets: new Map() } : null));
  }
  return index;
}

/** The handlers `toMarkdown` takes for the twins: the scoped text handler unless switched off. */
export function textHandlers(): { text?: typeof scopedTextHandler } {
  return textEscapeFromLibrary() ? {} : { text: scopedTextHandler };
}
