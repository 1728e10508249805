import type { Root } from 'mdast';

/** Element name marking where a blog post's excerpt ends; removed when the full post renders. */
export const TRUNCATE_TAG = 'docsite-truncate';

/** `<!-- truncate -->` in markdown. */
export const HTML_TRUNCATE_MARKER = /^<!--\s*truncate\s*-->$/;
const MARKERS = [HTML_TRUNCATE_MARKER, /^\/\*\s*truncate\s*\*\/$/];

/** Replaces `<!-- truncate -->` (markdown) or `{/* truncate *\/}` (MDX) with a marker element. */
export function remarkTruncate() {
  return (tree: Root) => {
    tree.children = tree.children.map((node) => {
      const value = (node as { value?: string }).value?.trim();
      if ((node.type === 'html' || (node.type as string) === 'mdxFlowExpression') && value && MARKERS.some((marker) => marker.test(value))) {
        return { type: 'paragraph', data: { hName: TRUNCATE_TAG }, children: [] } as never;
      }
      return node;
    });
  };
}
