import { decodeEntities } from '../shared/html.js';
/**
 * A small, fast HTML tokenizer for the rendered pages (React's `renderToString` and rehype
 * output: well formed, quoted attributes). A full parser would cost more than the whole
 * search step on a 1,000-page site; this is all the section splitter needs.
 */

/** One token of an HTML document. */
export type HtmlToken =
  | { type: 'open'; tag: string; attrs: string; selfClosing: boolean }
  | { type: 'close'; tag: string }
  | { type: 'text'; text: string };

const TOKEN = /<!--[\s\S]*?-->|<!\w[^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;

/** Elements that never have a closing tag. */
export const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);


/** Tokens of `html` from `start`, comments and doctypes skipped. */
export function* scanHtml(html: string, start = 0): Generator<HtmlToken> {
  TOKEN.lastIndex = start;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    if (match[4] !== undefined) yield { type: 'text', text: decodeEntities(match[4]) };
    else if (match[2] === undefined) continue;
    else if (match[1]) yield { type: 'close', tag: match[2].toLowerCase() };
    else yield { type: 'open', tag: match[2].toLowerCase(), attrs: match[3] ?? '', selfClosing: /\/\s*$/.test(match[3] ?? '') };
  }
}

/** Compiled attribute patterns by name: every tag of every page asks for the same few. */
const attributePatterns = new Map<string, RegExp>();

/** The value of one attribute (`undefined` when absent, `''` for a bare attribute). */
export function attribute(attrs: string, name: string): string | undefined {
  if (!attrs.includes(name)) return undefined;
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i');
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attrs);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

