import GithubSlugger from 'github-slugger';
import type Token from 'markdown-it/lib/token.mjs';
import { joinStrings } from '../../shared/joinStrings.js';
import { unsafeUrlScheme, type RemovedUrl, type UrlUse } from '../../shared/unsafeUrl.js';
import type { Heading, LinkRef } from '../../types.js';
import type { LinkSourceMeta } from './fastMarkdown.js';
import { defaultTitleOf, DEFAULT_TITLE_ATTRIBUTE } from './admonitionTypes.js';
import { htmlCommentHeadingId, splitHeadingId } from './headingId.js';
import { markdownLinkTarget, withoutTrailingSlash, type LinkTargets } from './rehypeLinks.js';
import { HTML_TRUNCATE_MARKER, TRUNCATE_TAG } from './remarkTruncate.js';

/** A token this renderer does not know; the caller compiles the file with remark instead. */
export class UnsupportedToken extends Error {}

/** What the markdown-it path makes of a file: what the remark path's HTML, headings and links would be. */
export interface FastPage {
  html: string;
  /** Whether the file starts with an h1 (see `remarkContentTitle`). */
  contentTitle: boolean;
  headings: Heading[];
  links: LinkRef[];
  brokenMarkdownLinks: LinkRef[];
  removedUrls: RemovedUrl[];
}

/** Where the file is and how its links resolve (see `rehypeLinks`). */
export interface TokensToHtmlOptions extends LinkTargets {
  /** The file's path from the site root, for link messages. */
  relFile: string;
  /** Each fenced or indented code block's finished HTML (highlighting is asynchronous, this walk is not). */
  codeBlocks: ReadonlyMap<Token, string>;
}

/** As stringify-entities writes them with hast-util-to-html's defaults: hexadecimal, upper case. */
const reference = (character: string) => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;
export const escapeText = (value: string) => (/[&<]/.test(value) ? value.replace(/[&<]/g, reference) : value);
export const escapeAttribute = (value: string) => (/[\0"&'`]/.test(value) ? value.replace(/[\0"&'`]/g, reference) : value);

/** The anchor appended to h2–h6, as `rehypeHeadingAnchors` adds it and hast-util-to-html writes it. */
const anchorHtml = (id: string) => `<a class="hash-link" aria-hidden="true" tabindex="-1" href="#${escapeAttribute(id)}">#</a>`;

/** The code blocks of a file's tokens: fences and indented code, which are highlighted before the walk. */
export const isCodeBlock = (token: Token) => token.type === 'fence' || token.type === 'code_block';

/**
 * Writes markdown-it's tokens straight to the HTML the remark path writes for the same file:
 * the elements and line endings mdast-util-to-hast makes (`wrap`, tight list items), the ids
 * and records of `rehypeHeadings`, the anchors of `rehypeHeadingAnchors`, the link rewriting
 * and records of `rehypeLinks`, the blocks of `rehypeCodeBlocks`, serialised as
 * hast-util-to-html does. One pass and one string: building the tree, walking it three times
 * and serialising it was half of compiling a page (tests hold the output equal to the remark
 * path's on every construct and on real content).
 */
export function tokensToHtml(tokens: Token[], source: string, options: TokensToHtmlOptions): FastPage {
  const walk = new TokenWalk(tokens, source, options);
  const html = joinStrings(walk.blocks(), '\n');
  const { headings, links, brokenMarkdownLinks, removedUrls } = walk;
  return { html, contentTitle: startsWithH1(tokens), headings, links, brokenMarkdownLinks, removedUrls };
}

/** mdast-util-to-hast's `wrap`: a line ending between nodes, and around them when loose. */
const wrapped = (nodes: string[]) => (nodes.length ? `\n${joinStrings(nodes, '\n')}\n` : '\n');

/** One walk over a file's tokens, in order: `index` is the next token. */
class TokenWalk {
  readonly headings: Heading[] = [];
  readonly links: LinkRef[] = [];
  readonly brokenMarkdownLinks: LinkRef[] = [];
  readonly removedUrls: RemovedUrl[] = [];
  private readonly slugger = new GithubSlugger();
  private index = 0;
  /** Per line, where the last located link ended, so a repeated link on one line gets its own column. */
  private readonly searchFrom = new Map<number, number>();
  /** Split into lines only once a link needs its column. */
  private sourceLines: string[] | undefined;
  /** Table cells have no line of their own: they are on their row's. */
  private rowLine = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
    private readonly options: TokensToHtmlOptions,
  ) {}

  /** A link's line and column in the source, for link messages (the remark path's positions). */
  private locate(meta: LinkSourceMeta | undefined, inline: Token): { line?: number; column?: number } {
    if (!meta) return { line: undefined, column: undefined };
    const line = (inline.map?.[0] ?? this.rowLine) + 1 + (inline.content.slice(0, meta.offset).match(/\n/g)?.length ?? 0);
    const firstLine = meta.text.split('\n')[0]!;
    const from = this.searchFrom.get(line) ?? 0;
    const at = (this.sourceLines ??= this.source.split('\n'))[line - 1]?.indexOf(firstLine, from) ?? -1;
    if (at >= 0) this.searchFrom.set(line, at + firstLine.length);
    return { line, column: at >= 0 ? at + 1 : 1 };
  }

  /** Records a link as `rehypeLinks` does and returns its href, rewritten when it names a markdown file. */
  private link(written: string, place: { line?: number; column?: number }): string {
    const source = { file: this.options.relFile, line: place.line, column: place.column };
    const target = markdownLinkTarget(written, this.options);
    const href = target?.route ?? (target ? written : (withoutTrailingSlash(written, this.options.fileToRoute) ?? written));
    if (target && target.route === undefined) this.brokenMarkdownLinks.push({ href, source });
    this.links.push({ href, source });
    return href;
  }

  /** A link's or image's URL, or undefined when it could run script: then it is listed, as `rehypeLinks` lists it, and left out. */
  private safeUrl(url: string, use: UrlUse, child: Token, inline: Token): string | undefined {
    const scheme = unsafeUrlScheme(url, use);
    if (!scheme) return url;
    this.removedUrls.push({ scheme, use, source: { file: this.options.relFile, ...this.locate(child.meta as LinkSourceMeta | undefined, inline) } });
    return undefined;
  }

  /** An inline token's HTML, and the text hast-util-to-string reads of it (for heading ids). */
  private inline(token: Token): { html: string; text: string } {
    let html = '';
    let text = '';
    for (const child of token.children ?? []) {
      switch (child.type) {
        case 'text':
          html += escapeText(child.content);
          text += child.content;
          break;
        case 'softbreak':
          html += '\n';
          text += '\n';
          break;
        case 'hardbreak':
          html += '<br>\n';
          text += '\n';
          break;
        case 'code_inline':
          html += `<code>${escapeText(child.content)}</code>`;
          text += child.content;
          break;
        default:
          html += this.inlineMarkup(child, token);
      }
    }
    return { html, text };
  }

  /** An inline token that adds markup but no text: HTML, emphasis, links and images. */
  private inlineMarkup(child: Token, token: Token): string {
    switch (child.type) {
      case 'html_inline':
        return child.content;
      case 'em_open':
        return '<em>';
      case 'em_close':
        return '</em>';
      case 'strong_open':
        return '<strong>';
      case 'strong_close':
        return '</strong>';
      case 'link_open': {
        const written = this.safeUrl(child.attrGet('href') ?? '', 'link', child, token);
        const href = written === undefined ? undefined : this.link(written, this.locate(child.meta as LinkSourceMeta | undefined, token));
        const title = child.attrGet('title');
        return `<a${href === undefined ? '' : ` href="${escapeAttribute(href)}"`}${title ? ` title="${escapeAttribute(title)}"` : ''}>`;
      }
      case 'link_close':
        return '</a>';
      case 'image': {
        const title = child.attrGet('title');
        const src = this.safeUrl(child.attrGet('src') ?? '', 'image', child, token);
        return `<img${src === undefined ? '' : ` src="${escapeAttribute(src)}"`} alt="${escapeAttribute(altText(child.children ?? []))}"${title ? ` title="${escapeAttribute(title)}"` : ''}>`;
      }
      default:
        throw new UnsupportedToken(`inline token ${child.type}`);
    }
  }

  /** Block nodes until the closing token of the current container (or the end), each as HTML. */
  blocks(closeType?: string): string[] {
    const nodes: string[] = [];
    while (this.index < this.tokens.length) {
      const token = this.tokens[this.index++]!;
      if (token.type === closeType) return nodes;
      nodes.push(this.block(token));
    }
    return nodes;
  }

  private block(token: Token): string {
    switch (token.type) {
      case 'paragraph_open': {
        const content = this.inline(this.tokens[this.index++]!);
        this.index++; // paragraph_close
        return `<p>${content.html}</p>`;
      }
      case 'heading_open':
        return this.heading(token);
      case 'blockquote_open':
        return `<blockquote>${wrapped(this.blocks('blockquote_close'))}</blockquote>`;
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(token);
      case 'fence':
      case 'code_block':
        return this.options.codeBlocks.get(token)!;
      case 'hr':
        return '<hr>';
      case 'html_block':
        return htmlBlock(token);
      case 'admonition_open': {
        const name = token.info;
        const labelled = this.tokens[this.index]?.meta?.admonitionLabel;
        const label = labelled ? this.inline(this.tokens[this.index++]!).html : escapeText(defaultTitleOf(name));
        const marker = labelled ? '' : ` ${DEFAULT_TITLE_ATTRIBUTE}="${escapeAttribute(name)}"`;
        // No line endings between the title and the blocks: the admonition is built as elements, not by mdast-util-to-hast.
        return `<aside class="${escapeAttribute(`admonition admonition-${name}`)}" data-admonition="${escapeAttribute(name)}"><p class="admonition-title"${marker}>${label}</p>${joinStrings(this.blocks('admonition_close'))}</aside>`;
      }
      default:
        return this.tableBlock(token);
    }
  }

  private heading(token: Token): string {
    const explicitId = takeHeadingId(this.tokens[this.index]!);
    const content = this.inline(this.tokens[this.index++]!);
    this.index++;
    const depth = Number(token.tag.slice(1));
    const text = content.text.trim();
    const id = explicitId ?? this.slugger.slug(text);
    if (depth >= 2) this.headings.push({ depth, id, text });
    // rehype-autolink-headings skips a heading without an id: an empty heading gets no anchor.
    if (depth < 2 || !id) return `<${token.tag} id="${escapeAttribute(id)}">${content.html}</${token.tag}>`;
    // The anchor is a link too, recorded after the heading's own (rehypeLinks runs after the anchors are added).
    this.link(`#${id}`, {});
    return `<${token.tag} id="${escapeAttribute(id)}">${content.html}${anchorHtml(id)}</${token.tag}>`;
  }

  private list(token: Token): string {
    const loose = this.isLoose(token);
    const start = Number(token.attrGet('start') ?? 1);
    const tag = token.type === 'ordered_list_open' ? 'ol' : 'ul';
    const items: string[] = [];
    const closeType = token.type.replace('_open', '_close');
    while (this.index < this.tokens.length && this.tokens[this.index]!.type !== closeType) {
      this.index++; // list_item_open
      items.push(`<li>${this.listItem(loose)}</li>`);
    }
    this.index++;
    return `<${tag}${tag === 'ol' && start !== 1 ? ` start="${start}"` : ''}>${wrapped(items)}</${tag}>`;
  }

  /** A table's parts; anything else is a token this renderer does not know. */
  private tableBlock(token: Token): string {
    switch (token.type) {
      case 'table_open':
        return `<table>${wrapped(this.blocks('table_close'))}</table>`;
      case 'thead_open':
        return `<thead>${wrapped(this.blocks('thead_close'))}</thead>`;
      case 'tbody_open':
        return `<tbody>${wrapped(this.blocks('tbody_close'))}</tbody>`;
      case 'tr_open':
        this.rowLine = token.map?.[0] ?? this.rowLine;
        return `<tr>${wrapped(this.blocks('tr_close'))}</tr>`;
      case 'th_open':
      case 'td_open': {
        const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
        const content = this.inline(this.tokens[this.index++]!);
        this.index++;
        return `<${token.tag}${align ? ` align="${escapeAttribute(align)}"` : ''}>${content.html}</${token.tag}>`;
      }
      default:
        throw new UnsupportedToken(`block token ${token.type}`);
    }
  }

  /**
   * A list item as mdast-util-to-hast writes it: a tight item's paragraphs lose their `<p>`,
   * with a line ending before every child but a leading paragraph, and after the last unless
   * it is a paragraph.
   */
  private listItem(loose: boolean): string {
    let html = '';
    let last: { paragraph: boolean } | undefined;
    let first = true;
    while (this.index < this.tokens.length) {
      const token = this.tokens[this.index++]!;
      if (token.type === 'list_item_close') break;
      const paragraph = token.type === 'paragraph_open';
      let content: string;
      if (paragraph && !loose) {
        content = this.inline(this.tokens[this.index++]!).html;
        this.index++; // paragraph_close
      } else content = this.block(token);
      if (loose || !first || !paragraph) html += '\n';
      html += content;
      last = { paragraph };
      first = false;
    }
    if (last && (loose || !last.paragraph)) html += '\n';
    return html;
  }

  /** A list is loose when markdown-it left its items' paragraphs visible. */
  private isLoose(open: Token): boolean {
    for (let at = this.index; at < this.tokens.length; at++) {
      const token = this.tokens[at]!;
      if (token.level <= open.level) return false;
      if (token.type === 'paragraph_open' && token.level === open.level + 2) return !token.hidden;
    }
    return false;
  }
}

/** An HTML block as the remark path writes it (the truncate marker becomes its tag). */
function htmlBlock(token: Token): string {
  if (isUnclosedRawHtml(token.content)) {
    // Left open, it runs to the end of its container. micromark keeps every line ending of
    // it at the end of the document, and reads it otherwise inside a quote or list item.
    if (token.level > 0) throw new UnsupportedToken('an unclosed HTML block in a container');
    return token.content;
  }
  const value = token.content.replace(/\n$/, '');
  if (token.level === 0 && HTML_TRUNCATE_MARKER.test(value.trim())) return `<${TRUNCATE_TAG}></${TRUNCATE_TAG}>`;
  return value;
}

/** Whether the first heading is an h1 and no thematic break comes before it, as `remarkContentTitle` decides. */
function startsWithH1(tokens: Token[]): boolean {
  const first = tokens.find((token) => token.type === 'heading_open' || token.type === 'hr');
  return first?.type === 'heading_open' && first.tag === 'h1';
}

/**
 * Takes `{#custom-id}` (or a trailing `<!-- #custom-id -->`) off the end of a heading's inline
 * content (its last text tokens, which markdown-it may have split at `{` and `#`) and returns
 * the id, as `remarkHeadingIds` does.
 */
function takeHeadingId(inlineToken: Token): string | undefined {
  const children = inlineToken.children ?? [];
  // `## Title <!-- #id -->`: a `.md` file read as plain Markdown (`markdown.format: 'detect'`) keeps HTML comments.
  const last = children.at(-1);
  const fromComment = last?.type === 'html_inline' ? htmlCommentHeadingId(last.content) : undefined;
  if (fromComment) {
    children.pop();
    const before = children.at(-1);
    if (before?.type === 'text') before.content = before.content.trimEnd();
    return fromComment;
  }
  let first = children.length;
  while (first > 0 && children[first - 1]!.type === 'text') first--;
  const trailing = children.slice(first);
  const split = splitHeadingId(trailing.map((child) => child.content).join(''));
  if (!split) return undefined;
  children.splice(first, trailing.length, ...(split.text ? [Object.assign(trailing[0]!, { content: split.text })] : []));
  return split.id;
}

/** CommonMark's HTML blocks of kinds 1–5 (`<script>`, `<!--`, `<?`, `<!X`, `<![CDATA[`), each with the text that ends it. */
const RAW_HTML_BLOCKS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^<(script|pre|style|textarea)(?=(\s|>|$))/i, /<\/(script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<![A-Za-z]/, />/],
  [/^<!\[CDATA\[/, /\]\]>/],
];

/** Whether an HTML block is of kinds 1–5 and never met its end condition (markdown-it's `html_block` rule, read back from its content). */
function isUnclosedRawHtml(content: string): boolean {
  const kind = RAW_HTML_BLOCKS.find(([open]) => open.test(content.trimStart()));
  return kind !== undefined && !kind[1].test(content);
}

/** An image's alt text as remark computes it: the label's text without markup. */
function altText(tokens: Token[]): string {
  let alt = '';
  for (const token of tokens) {
    if (token.type === 'image') alt += altText(token.children ?? []);
    else if (token.type === 'text' || token.type === 'code_inline' || token.type === 'html_inline') alt += token.content;
    else if (token.type === 'softbreak') alt += '\n';
  }
  return alt;
}
