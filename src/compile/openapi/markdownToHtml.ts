import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { UrlUse } from '../../shared/unsafeUrl.js';
import { removeUnsafeUrl } from '../mdx/rehypeLinks.js';
import type { Heading } from '../../types.js';

/** A link or image URL taken out of a description (see `unsafeUrlScheme`). */
export interface RemovedDescriptionUrl {
  scheme: string;
  use: UrlUse;
}

/** A description as HTML, with the URLs taken out of it. */
export interface DescriptionHtml {
  html: string;
  removedUrls: RemovedDescriptionUrl[];
}

/** Removes link and image URLs that could run script, as `rehypeLinks` does for content, and lists them in `file.data.removedUrls`. */
function rehypeRemoveUnsafeUrls() {
  return (tree: Root, file: VFile) => {
    const removed: RemovedDescriptionUrl[] = [];
    visit(tree, 'element', (node: Element) => {
      const unsafe = removeUnsafeUrl(node);
      if (unsafe) removed.push(unsafe);
    });
    file.data.removedUrls = removed;
  };
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeRemoveUnsafeUrls).use(rehypeStringify).freeze();

/**
 * Text that reads the same as Markdown: no markup character, no autolink (`www.`, `://`, `@`).
 * Line breaks are checked by `plainLines`; `_` by `intrawordOnly`. The characters left in
 * (`^ = + { } | # !` among them) mark nothing up in the middle of a line of CommonMark or GFM.
 */
const PLAIN_TEXT = /^(?![\s\S]*(?:www\.|:\/\/))[^\r\t\\*<>[\]&~@`]*$/i;
/** An underscore between two letters or digits opens and closes no emphasis (CommonMark's flanking rules). */
const intrawordOnly = (text: string) => !/(?:^|[^A-Za-z0-9])_|_(?:$|[^A-Za-z0-9])/.test(text);
/**
 * Lines that continue one paragraph as they are: each starts with a letter, `(`, a code span
 * or a link (not a list marker, heading, quote, fence, table row or setext underline) and ends
 * without whitespace (no hard break, nothing remark would trim).
 */
const plainLines = (paragraph: string) => paragraph.split('\n').every((line) => /^[A-Za-z(`[]/.test(line) && !/\s$/.test(line));
// As rehype-stringify writes them: hexadecimal references, `<` and `&` only.
const escapeCode = (code: string) => code.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');

/**
 * The HTML of a description of plain text, `code` spans and plain links, in one or more
 * paragraphs, as remark would write it, or undefined for anything else. Most descriptions of
 * large documents are such text (95% of Stripe's 2,159, 99% of Twilio's 1,207), and remark
 * took a millisecond or more each.
 */
export function plainDescriptionHtml(markdown: string): string | undefined {
  if (!markdown) return undefined;
  // One HTML block and nothing else (Stripe's operations: `<p>…</p>`): raw HTML is dropped, nothing is left.
  if (HTML_BLOCK_ONLY.test(markdown)) return '';
  const paragraphs: string[] = [];
  // Trailing line breaks end the last paragraph (YAML block scalars end with one).
  for (const paragraph of markdown.replace(/\n+$/, '').split(/\n\n+/)) {
    const html = plainParagraphHtml(paragraph);
    if (html === undefined) return undefined;
    paragraphs.push(html);
  }
  return paragraphs.join('\n');
}

function plainParagraphHtml(paragraph: string): string | undefined {
  if (!paragraph || !plainLines(paragraph)) return undefined;
  const parts = paragraph.split('`');
  // Text, code, text, code, text: an even number of backticks, no code span empty, padded with spaces or broken over lines.
  if (parts.length % 2 === 0) return undefined;
  let html = '<p>';
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      if (!part || /^\s|\s$|[\n\r]/.test(part)) return undefined;
      html += `<code>${escapeCode(part)}</code>`;
    } else {
      const text = part && textHtml(part);
      if (text === undefined) return undefined;
      html += text;
    }
  }
  return `${html}</p>`;
}

/** A paragraph that starts with `<p>` and holds no blank line, so no Markdown after it: a CommonMark HTML block (type 6). */
const HTML_BLOCK_ONLY = /^<p>(?![\s\S]*(?:\n[ \t]*\n|\r))/;
/** Inline links with plain text and a destination that needs no encoding or escaping: `[text](https://…)`, `[text](/path#id)`. */
const LINK = /\[([^[\]\n]+)\]\(((?:https?:\/\/|\/|#)(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9\-._~/?#=:,+;@!*$])*)\)/g;
const isPlainText = (text: string) => PLAIN_TEXT.test(text) && intrawordOnly(text);

/** Text between code spans as remark writes it: plain text and plain inline links, else undefined. */
function textHtml(text: string): string | undefined {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const before = text.slice(from, match.index);
    // `![…](…)` is an image.
    if ((before && !isPlainText(before)) || before.endsWith('!') || !isPlainText(match[1]!) || /^\s|\s$/.test(match[1]!)) return undefined;
    html += `${before}<a href="${match[2]}">${match[1]}</a>`;
    from = match.index + match[0].length;
  }
  const rest = text.slice(from);
  return rest && !isPlainText(rest) ? undefined : html + rest;
}

/** Markdown from the OpenAPI document (descriptions) to HTML. Raw HTML in it is dropped, never executed; so are URLs that could run script. */
export function descriptionToHtml(markdown: string): DescriptionHtml {
  const plain = plainDescriptionHtml(markdown);
  return plain === undefined ? remarkDescriptionToHtml(markdown) : { html: plain, removedUrls: [] };
}

/** `descriptionToHtml` through remark, for any Markdown (what `plainDescriptionHtml` must equal where it answers). */
export function remarkDescriptionToHtml(markdown: string): DescriptionHtml {
  const file = new VFile(markdown);
  const html = String(processor.processSync(file));
  return { html, removedUrls: file.data.removedUrls as RemovedDescriptionUrl[] };
}

/** Gives every heading a github-slugger id (unique among `taken`) and reports it. */
function rehypeHeadingIds(options: { taken: string[]; headings: Heading[] }) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    for (const id of options.taken) slugger.slug(id);
    visit(tree, 'element', (node: Element) => {
      const depth = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!depth) return;
      const text = toString(node);
      const id = slugger.slug(text);
      node.properties.id = id;
      options.headings.push({ depth: Number(depth), id, text });
    });
  };
}

/** Like `descriptionToHtml`, with ids on headings (avoiding `taken`) and the headings listed for a table of contents. */
export function markdownWithHeadings(markdown: string | undefined, taken: string[] = []): DescriptionHtml & { headings: Heading[] } {
  if (!markdown) return { html: '', headings: [], removedUrls: [] };
  const headings: Heading[] = [];
  const file = new VFile(markdown);
  const html = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeHeadingIds, { taken, headings }).use(rehypeRemoveUnsafeUrls).use(rehypeStringify).processSync(file);
  return { html: String(html), headings, removedUrls: file.data.removedUrls as RemovedDescriptionUrl[] };
}
