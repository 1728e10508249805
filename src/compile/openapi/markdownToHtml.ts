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

/** Text that reads the same as Markdown: no markup character, no line break, no autolink (`www.`, `://`, `@`), starting with a letter. */
const PLAIN_TEXT = /^(?![\s\S]*(?:www\.|:\/\/))[A-Za-z(][^\n\r\t\\*_<>[\]!&#|~@{}=+^`]*$/;
// As rehype-stringify writes them: hexadecimal references, `<` and `&` only.
const escapeCode = (code: string) => code.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');

/**
 * The HTML of a one-line description of plain text and `code` spans, as remark would write
 * it, or undefined for anything else. Most descriptions of large documents are such a line
 * (three in four of Stripe's), and remark took a millisecond or more each.
 */
export function plainDescriptionHtml(markdown: string): string | undefined {
  if (!markdown) return undefined;
  const parts = markdown.split('`');
  // Text, code, text, code, text: an even number of backticks, no code span empty or padded with spaces.
  if (parts.length % 2 === 0 || parts.length > 21) return undefined;
  let html = '<p>';
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      if (!part || /^\s|\s$|[\n\r]/.test(part)) return undefined;
      html += `<code>${escapeCode(part)}</code>`;
    } else {
      // The first part starts the paragraph (empty when it opens with code); the last ends it.
      const checked = index === 0 ? part : `x${part}`;
      if (part && !PLAIN_TEXT.test(checked)) return undefined;
      if (index === parts.length - 1 && /\s$/.test(part)) return undefined;
      html += part;
    }
  }
  return `${html}</p>`;
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
