import type { Element, Root } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import rehypeParse from 'rehype-parse';
import { textHandlers } from './scopedTextHandler.js';
import { unified } from 'unified';

const parser = unified().use(rehypeParse, { fragment: true });

/** Parts of rendered pages that are interface, not content. */
function isChrome(node: Element): boolean {
  const classes = ([] as unknown[]).concat(node.properties?.className ?? []).map(String);
  return (
    ['script', 'button', 'style', 'template', 'form', 'input', 'textarea', 'select'].includes(node.tagName) ||
    classes.some((name) => ['hash-link', 'copy-button', 'tabs-list', 'visually-hidden', 'try-it', 'api-server-picker'].includes(name)) ||
    node.properties?.dataIsland !== undefined
  );
}

/** A drawn mermaid diagram (`remarkMermaid`): an island, but its source is content. */
const isMermaidIsland = (node: Element) => node.properties?.dataIsland === 'mermaid';

/** The island's `<pre class="mermaid">` as a code block of language mermaid, as the diagram was written. */
function mermaidCodeBlock(island: Element): Element {
  const pre = island.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
  return { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: { className: ['language-mermaid'] }, children: pre?.children ?? [] }] };
}

function dropChrome(node: Root | Element): void {
  node.children = node.children.map((child) => (child.type === 'element' && isMermaidIsland(child) ? mermaidCodeBlock(child) : child));
  // React's text separators (`<!-- -->`) and other comments are not content.
  node.children = node.children.filter((child) => child.type !== 'comment' && (child.type !== 'element' || !isChrome(child)));
  // Source positions say nothing in Markdown, and toMdast copies the whole tree first: without
  // them (three objects a node) the copy is a fraction of the work.
  for (const child of node.children) {
    delete child.position;
    if (child.type === 'element') dropChrome(child);
  }
}

/**
 * Code blocks without their highlighting: a span per token, which Markdown drops anyway (a
 * code block is its text), made up most of the nodes of a page with code to parse, copy and
 * convert.
 */
function withPlainCode(html: string): string {
  return html.replace(/(<pre\b[^>]*>)([\s\S]*?)(?=<\/pre>)/g, (_, open: string, inner: string) => open + inner.replace(/<\/?span\b[^>]*>/g, ''));
}

/**
 * Clean Markdown from rendered content HTML (expressions already evaluated, API pages
 * already generated): interface parts dropped, tables kept as GFM tables.
 */
export function htmlToMarkdown(html: string): string {
  return mdastToMarkdown(htmlToMdast(html));
}

/** The Markdown tree of rendered HTML, interface parts dropped (the first half of `htmlToMarkdown`). */
export function htmlToMdast(html: string): MdastRoot {
  const tree = parser.parse(withPlainCode(html)) as Root;
  dropChrome(tree);
  return toMdast(tree) as MdastRoot;
}

/** The second half of `htmlToMarkdown`: GFM tables, `-` bullets, fenced code, at most one blank line. */
export function mdastToMarkdown(tree: MdastRoot | { type: 'root'; children: RootContent[] }): string {
  return rawMdastToMarkdown(tree).replace(/\n{3,}/g, '\n\n').trim() + '\n';
}

/** `mdastToMarkdown` before its blank lines are squeezed and its ends trimmed: for a part of a page written once and placed as is (see `nestedListMarkdown`). */
export function rawMdastToMarkdown(tree: MdastRoot | { type: 'root'; children: RootContent[] }): string {
  return toMarkdown(tree as MdastRoot, { extensions: [gfmToMarkdown()], handlers: textHandlers(), bullet: '-', fences: true, rule: '-' });
}
