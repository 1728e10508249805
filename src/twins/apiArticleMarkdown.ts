import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ApiPageData, SchemaNode } from '../compile/openapi/apiPageData.js';
import { htmlToMarkdown, htmlToMdast, mdastToMarkdown } from '../render/htmlToMarkdown.js';
import { inlineHtml } from '../shared/inlineHtml.js';
import { SCHEMA_TREE_START, schemaTreeEnd } from '../shared/schemaTreeHtml.js';
import { descriptionsParsed, plainDescriptionMdast } from './plainDescriptionMdast.js';
import { schemaTreeMdast, type DescriptionMdast } from './schemaTreeMdast.js';

export { schemaTreesOf } from './schemaTreesOf.js';

/** The text of the paragraph that stands for tree `index` until `spliceTrees` puts the tree's blocks there. */
export const treePlaceholder = (index: number) => `docsite-schema-tree-${index}`;

/** The article with each `<div class="schema-tree">…</div>` replaced by a placeholder paragraph; undefined when a tree does not close. */
function cutSchemaTrees(html: string): { html: string; count: number } | undefined {
  let out = '';
  let from = 0;
  let count = 0;
  for (let start = html.indexOf(SCHEMA_TREE_START); start !== -1; start = html.indexOf(SCHEMA_TREE_START, from)) {
    const end = schemaTreeEnd(html, start);
    if (end <= 0) return undefined;
    out += `${html.slice(from, start)}<p>${treePlaceholder(count++)}</p>`;
    from = end;
  }
  return { html: out + html.slice(from), count };
}

/** The blocks for tree `index`, given its placeholder's next sibling and whether it stands at the top level of the article. */
type TreeBlocks = (index: number, next: RootContent | undefined, topLevel: boolean) => RootContent[];

/** Replaces each placeholder paragraph, wherever the conversion put it, by its tree's blocks. */
export function spliceTrees(children: RootContent[], blocksOf: TreeBlocks, topLevel = true): void {
  for (let index = children.length - 1; index >= 0; index--) {
    const child = children[index]!;
    const only = child.type === 'paragraph' && child.children.length === 1 ? child.children[0] : undefined;
    const match = only?.type === 'text' ? /^docsite-schema-tree-(\d+)$/.exec(only.value) : null;
    if (match) children.splice(index, 1, ...blocksOf(Number(match[1]), children[index + 1], topLevel));
    else if ('children' in child && Array.isArray(child.children)) spliceTrees(child.children as RootContent[], blocksOf, false);
  }
}

/** The Markdown of each schema tree written so far, by its data, for each description converter (one a thread). */
const writtenTrees = new WeakMap<DescriptionMdast, Map<string, string>>();

/**
 * A tree at the top level of the article, followed by anything but a list, reads the same
 * written alone as in place (a list right after it would take the other bullet): its
 * Markdown is written once and stands in the article as raw text. Trees repeat across the
 * pages of a document (Stripe's error response on all 283 operations, a resource on each of
 * its operations), and writing their nested lists is most of a twin's work.
 */
export function treeBlocksOf(trees: SchemaNode[], md: DescriptionMdast): TreeBlocks {
  let written = writtenTrees.get(md);
  if (!written) writtenTrees.set(md, (written = new Map()));
  return (index, next, topLevel) => {
    const tree = trees[index]!;
    if (!topLevel || next?.type === 'list') return schemaTreeMdast(tree, md);
    const key = JSON.stringify(tree);
    let markdown = written.get(key);
    if (markdown === undefined) written.set(key, (markdown = mdastToMarkdown({ type: 'root', children: schemaTreeMdast(tree, md) }).slice(0, -1)));
    return [{ type: 'html', value: markdown }];
  };
}

/**
 * Descriptions as Markdown trees, each converted once: they repeat across the trees of a page
 * and across pages (shared schemas). Flow descriptions convert as the `<div>` that holds them;
 * inline ones as the `<span>` of `inlineHtml` inside a paragraph. Flow descriptions of the
 * plain shape most have are read without parsing (`plainDescriptionMdast`).
 */
export function createDescriptionMdast(): DescriptionMdast {
  const converted = new Map<string, RootContent[]>();
  const parsed = descriptionsParsed();
  return (html, inline = false) => {
    const key = `${inline ? 'i' : 'f'}${html}`;
    let nodes = converted.get(key);
    if (!nodes) {
      if (inline) {
        const root = htmlToMdast(`<p><span>${inlineHtml(html)}</span></p>`);
        nodes = root.children.flatMap((child) => (child.type === 'paragraph' ? (child as Paragraph).children : [child])) as PhrasingContent[];
      } else nodes = (parsed ? undefined : plainDescriptionMdast(html)) ?? htmlToMdast(`<div>${html}</div>`).children;
      converted.set(key, nodes);
    }
    return nodes;
  };
}

/**
 * The Markdown twin of an API page's article: its schema trees (most of a large page, and most
 * of the conversion's work: deep nested lists) written from the page data, the rest (headings,
 * tables, samples, examples) converted from the article's HTML as any page's. The Markdown is
 * the same as converting the whole article; a page whose trees cannot be matched to its data
 * is converted whole.
 */
export function apiArticleMarkdown(html: string, trees: SchemaNode[], md: DescriptionMdast): string {
  const cut = trees.length ? cutSchemaTrees(html) : undefined;
  if (!cut || cut.count !== trees.length) return htmlToMarkdown(html);
  const root = htmlToMdast(cut.html);
  spliceTrees(root.children, treeBlocksOf(trees, md));
  return mdastToMarkdown(root);
}
