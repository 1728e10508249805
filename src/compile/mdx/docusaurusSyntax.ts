import { FRONTMATTER_BLOCK } from '../../shared/frontmatterBlock.js';

/**
 * Docusaurus reads a few constructs before MDX parses the file (its mdx-loader's
 * preprocessor); docsite rewrites them the same way, line for line, so positions in
 * messages stay right:
 * - `:::tip Title`, the legacy admonition title, becomes `:::tip[Title]` (Markdown and MDX);
 * - in MDX, `<!-- comment -->` becomes `{/* comment *\/}` (Docusaurus 2 content has them in
 *   MDX, which MDX 2 and later reject), and a heading's `{#custom-id}` is escaped so it is
 *   text, not an expression (`remarkHeadingIds` then reads it);
 * - with `mdx1`, for a page MDX rejected (see `compileRepairingMdx1`): an autolink
 *   (`<https://example.com>`, `<team@example.com>`) becomes the link it is in Markdown, and a
 *   `<` that cannot open JSX (`Promise<Config\>`, `x <5`) is escaped, as MDX 1 (Docusaurus 2)
 *   read them; MDX 2 and later stop on both. Only then: in a JavaScript expression they could
 *   be valid code.
 * Code (fenced, and inline in MDX) is left as written.
 */
export function preprocessSource(source: string, { mdx, admonitions, mdx1 = false }: { mdx: boolean; admonitions: ReadonlySet<string>; mdx1?: boolean }): string {
  // Most files have nothing to rewrite: they are not read line by line.
  if (!source.includes(':::') && !(mdx && (source.includes('<!--') || source.includes('{#') || (mdx1 && source.includes('<'))))) return source;
  const frontmatter = FRONTMATTER_BLOCK.exec(source)?.[0] ?? '';
  const lines = source.slice(frontmatter.length).split('\n');
  let fence: { char: string; length: number } | undefined;
  // Runs of lines outside code, rewritten together (a comment may span lines).
  const out: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) out.push(rewriteProse(prose.join('\n'), mdx, mdx1));
    prose = [];
  };
  for (const line of lines) {
    const marker = FENCE_LINE.exec(line);
    if (fence) {
      out.push(line);
      if (marker && marker[2]![0] === fence.char && marker[2]!.length >= fence.length && !marker[3]!.trim()) fence = undefined;
      continue;
    }
    if (marker && !(marker[2]![0] === '`' && marker[3]!.includes('`'))) {
      flush();
      fence = { char: marker[2]![0]!, length: marker[2]!.length };
      out.push(line);
      continue;
    }
    prose.push(withLabelTitle(line, admonitions));
  }
  flush();
  return frontmatter + out.join('\n');
}

/**
 * A code fence's line, inside quotes or not: quote markers, the fence, its info string. Any
 * indent: in a list item a fence is indented by the item's content too (Babel's docs open one
 * with four spaces in an item of two), which a reading line by line cannot measure.
 */
const FENCE_LINE = /^((?:[ \t]*>)*[ \t]*)(`{3,}|~{3,})(.*)$/;

/** `:::tip Some title` (quoted or indented too), as Docusaurus's preprocessor finds it. */
const LEGACY_TITLE = /^((?:[ \t]*>)*[ \t]*:{3,}([a-z]+))[ \t]+(\S.*?)[ \t]*$/;

function withLabelTitle(line: string, admonitions: ReadonlySet<string>): string {
  const match = LEGACY_TITLE.exec(line);
  if (!match || !admonitions.has(match[2]!) || match[3]!.startsWith('[') || match[3]!.startsWith('{')) return line;
  return `${match[1]}[${match[3]}]`;
}

/** CommonMark's autolinks: a URI (scheme, `:`, no spaces or angle brackets) or an email address, in `<…>`. */
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[A-Za-z0-9.!#$%&'*+\/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/;

/**
 * A `<` that cannot open JSX: before a digit or punctuation (`x <5`, `a <= b`), or before a name
 * that a character no tag has follows (`Promise<Config\>`, `f(<T,>)`). MDX 1 showed it as text;
 * MDX 2 and later stop on it. Escaped, it is text again.
 */
const NOT_JSX = /(<)(?=[0-9=+*&|^%#~'"(),;\\[\]?@-]|[A-Za-z_$][\w$]*(?:[.:-][\w$]+)*[\\(),;|='"[\]!?+*&%#~^@])/;

/** An inline code span, an HTML comment, or a heading line ending in `{#id}`. */
const MDX_REWRITES = /(`+)[\s\S]*?\1|<!--([\s\S]*?)-->|^([ \t]{0,3}#{1,6}[ \t].*?)\{#([^{}\n]+\}[ \t]*)$/gm;

/** `MDX_REWRITES`, and autolinks and a `<` that cannot open JSX, for a page MDX rejected. */
const MDX1_REWRITES = new RegExp(`${MDX_REWRITES.source}|${AUTOLINK.source}|${NOT_JSX.source}`, 'gm');

/** A name with a namespace (`svg:rect`), which JSX reads as an element. */
const JSX_NAMESPACED = /^[A-Za-z][\w.-]*:[A-Za-z_$][\w$-]*$/;

/** Markdown's and MDX's special characters in a link's text, escaped so the text stays the address as written. */
const escapeLinkText = (text: string) => text.replace(/[\\[\]*_{}<>`]/g, '\\$&');

/** An autolink as a Markdown link: the address as its text, `mailto:` added to an email address; parentheses encoded in the destination. */
function autolinkToLink(address: string): string {
  const href = (address.includes('@') && !address.includes(':') ? `mailto:${address}` : address).replace(/[()]/g, (paren) => (paren === '(' ? '%28' : '%29'));
  return `[${escapeLinkText(address)}](${href})`;
}

function rewriteProse(text: string, mdx: boolean, mdx1: boolean): string {
  if (!mdx) return text;
  // Without `mdx1` the last two arguments are the match's offset and the text: only strings are groups.
  return text.replace(mdx1 ? MDX1_REWRITES : MDX_REWRITES, (whole, ticks: string | undefined, comment: string | undefined, heading: string | undefined, id: string | undefined, autolink: unknown, notJsx: unknown) => {
    if (ticks) return whole;
    if (mdx1 && typeof notJsx === 'string') return '\\<';
    // `<svg:rect>` is a JSX element with a namespace, not a link.
    if (mdx1 && typeof autolink === 'string') return JSX_NAMESPACED.test(autolink) ? whole : autolinkToLink(autolink);
    // `*/` would end the JavaScript comment early.
    if (comment !== undefined) return `{/*${comment.replaceAll('*/', '* /')}*/}`;
    if (heading !== undefined) return `${heading}\\{#${id}`;
    return whole;
  });
}
