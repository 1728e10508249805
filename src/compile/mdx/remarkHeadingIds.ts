import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { splitHeadingId } from './headingId.js';


/**
 * Takes `{#custom-id}` off the end of each heading and makes it the heading's id, which
 * `rehypeHeadings` then keeps (for the anchor, the table of contents and link checking).
 * The markdown-it path does the same in `tokensToHtml`.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
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
