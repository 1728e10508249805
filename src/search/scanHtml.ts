import { decodeEntities } from '../shared/html.js';
/**
 * A small, fast HTML tokenizer for the rendered pages (React's `renderToString` and rehype
 * output: well formed, quoted attributes). A full parser would cost more than the whole
 * search step on a 1,000-page site; this is all the section splitter needs.
 */

/** What a scan reports, in document order. */
export interface HtmlHandler {
  text(text: string): void;
  open(tag: string, attrs: string, selfClosing: boolean): void;
  /** Return false to stop the scan. */
  close(tag: string): boolean | void;
}

const TOKEN = /<!--[\s\S]*?-->|<!\w[^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;

/** Elements that never have a closing tag. */
export const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Whether a UTF-16 code unit is white space as a regular expression's `\s` reads it. */
export function isSpaceCode(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return code === 160 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** Whether a tag's attribute text ends with `/` (then spaces): `<br/>`, `<path d="…" />`. */
function endsWithSlash(attrs: string): boolean {
  for (let at = attrs.length - 1; at >= 0; at--) {
    const code = attrs.charCodeAt(at);
    if (code === 47) return true;
    if (!isSpaceCode(code)) return false;
  }
  return false;
}

/**
 * Reports the tokens of `html` from `start` to `handler` (comments and doctypes skipped);
 * callbacks, not token objects: a 1,000-page site has a few hundred thousand tags. Stops
 * before `end`, which must be where a tag begins; false when the handler stopped the scan.
 */
export function scanHtml(html: string, start: number, handler: HtmlHandler, end = html.length): boolean {
  TOKEN.lastIndex = start;
  for (let match = TOKEN.exec(html); match && match.index < end; match = TOKEN.exec(html)) {
    if (match[4] !== undefined) handler.text(decodeEntities(match[4]));
    else if (match[2] === undefined) continue;
    else if (match[1]) {
      if (handler.close(match[2].toLowerCase()) === false) return false;
    } else handler.open(match[2].toLowerCase(), match[3] ?? '', endsWithSlash(match[3] ?? ''));
  }
  return true;
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

