import type { Paragraph, PhrasingContent, RootContent } from 'mdast';

/** The switch: `DOCSITE_API_TWIN_DESCRIPTIONS_PARSED=1` converts every description through parse5 and hast-util-to-mdast. */
export const descriptionsParsed = () => process.env.DOCSITE_API_TWIN_DESCRIPTIONS_PARSED === '1';

/*
 * A description's HTML (a flow description, in its `<div>`) as Markdown nodes, without parse5
 * and hast-util-to-mdast, for the shape `descriptionToHtml` writes for most of a document's
 * descriptions: paragraphs (one a line) of text, `<code>`, and `<a href>`, `<em>`, `<strong>`
 * holding text. Converting them took most of the twins thread's HTML parsing on Stripe (its
 * schema trees hold thousands of distinct descriptions). Anything else, or whitespace the
 * conversion would have to collapse across elements, is undefined: the caller converts it.
 */

/** Text as rehype-stringify writes it: no `<`, and `&` only in the two references it writes. */
const TEXT = /^(?:[^<&]|&#x26;|&#x3C;)*$/;
const decode = (text: string) => text.replace(/&#x26;/g, '&').replace(/&#x3C;/g, '<');
/** HTML's whitespace, which hast-util-to-mdast collapses to one space. */
const SPACE = /[ \t\n\r\f]+/g;
const EDGE_SPACE = /^[ \t\n\r\f]|[ \t\n\r\f]$/;
const TOKEN = /<code>([^<]*)<\/code>|<a href="([^"<>&]*)">([^<]*)<\/a>|<(em|strong)>([^<]*)<\/\4>|([^<]+)/gy;

/** Text inside an element: none at its edges may need collapsing against its neighbours; undefined when it would. */
function inner(raw: string): string | undefined {
  if (!raw || EDGE_SPACE.test(raw) || !TEXT.test(raw)) return undefined;
  return decode(raw).replace(SPACE, ' ');
}

/** One paragraph's inner HTML as phrasing, or undefined. */
function phrasingOf(html: string): PhrasingContent[] | undefined {
  const children: PhrasingContent[] = [];
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < html.length && (match = TOKEN.exec(html))) {
    at = TOKEN.lastIndex;
    const [, code, href, linkText, emphasis, emphasized, text] = match;
    if (text !== undefined) {
      if (!TEXT.test(text)) return undefined;
      children.push({ type: 'text', value: decode(text).replace(SPACE, ' ') });
      continue;
    }
    const value = inner(code ?? linkText ?? emphasized ?? '');
    if (value === undefined) return undefined;
    const content: PhrasingContent[] = [{ type: 'text', value }];
    if (code !== undefined) children.push({ type: 'inlineCode', value });
    else if (href !== undefined) children.push({ type: 'link', title: null, url: href, children: content });
    else children.push({ type: emphasis === 'em' ? 'emphasis' : 'strong', children: content });
  }
  if (at !== html.length || !children.length) return undefined;
  const first = children[0]!;
  const last = children.at(-1)!;
  // The paragraph's own edges are trimmed by the conversion; a text that is only whitespace there would vanish.
  if ((first.type === 'text' && /^[ \t\n\r\f]/.test(first.value)) || (last.type === 'text' && / $/.test(last.value))) return undefined;
  return children;
}

/** The Markdown nodes of a flow description's HTML when it has the plain shape, else undefined. */
export function plainDescriptionMdast(html: string): RootContent[] | undefined {
  if (!html.startsWith('<p>') || !html.endsWith('</p>')) return undefined;
  const blocks: Paragraph[] = [];
  for (const part of html.slice(3, -4).split('</p>\n<p>')) {
    const children = phrasingOf(part);
    if (!children) return undefined;
    blocks.push({ type: 'paragraph', children });
  }
  return blocks;
}
