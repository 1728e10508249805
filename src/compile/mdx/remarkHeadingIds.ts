import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { htmlCommentHeadingId, splitHeadingId } from './headingId.js';

// A heading's trailing comment that gives its id, as Docusaurus 3 reads one: an MDX comment
// `{/* #id */}` (the form MDX accepts where `{#id}` is an expression), or an HTML comment
// `<!-- #id -->` where Markdown keeps HTML.
const COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)[^]*?\*\/\s*$/;

/** The id a heading's trailing comment gives, if its last child is one (only `#`-led comments count, as in Docusaurus). */
function commentId(heading: Heading): string | undefined {
  const last = heading.children.at(-1) as { type: string; value?: string } | undefined;
  // One comment alone, as Docusaurus reads it: not two, and no code beside it.
  if (last?.type === 'mdxTextExpression' && !last.value!.trim().slice(2).includes('/*')) return COMMENT_ID.exec(last.value!)?.[1];
  if (last?.type === 'html') return htmlCommentHeadingId(last.value!);
  return undefined;
}

/**
 * Takes `{#custom-id}` (or a trailing comment naming `#custom-id`, Docusaurus 3's MDX-friendly form)
 * off the end of each heading and makes it the heading's id, which `rehypeHeadings` then keeps
 * (for the anchor, the table of contents and link checking). The markdown-it path does the
 * same for `{#custom-id}` in `tokensToHtml`.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      const fromComment = commentId(heading);
      if (fromComment) {
        heading.children.pop();
        const before = heading.children.at(-1);
        if (before?.type === 'text') before.value = before.value.trimEnd();
        heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: fromComment } };
        return;
      }
      const last = heading.children.at(-1);
      if (last?.type !== 'text') return;
      const split = splitHeadingId(last.value);
      if (!split) return;
      last.value = split.text;
      if (!split.text) heading.children.pop();
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: split.id } };
    });
  };
}

/**
 * The content title as Docusaurus finds it (`contentTitle`): the first heading of the file,
 * when it is an h1 and comes before any thematic break. Docusaurus shows it instead of the
 * frontmatter title, so a page never has two h1s.
 */
export function remarkContentTitle() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    visit(tree, ['heading', 'thematicBreak'], (node) => {
      if (node.type === 'heading' && (node as Heading).depth === 1) file.data.contentTitle = true;
      return false;
    });
  };
}
