import type { Html, List, RootContent } from 'mdast';
import type { SchemaNode } from '../compile/openapi/apiPageData.js';
import { rawMdastToMarkdown } from '../render/htmlToMarkdown.js';

/*
 * The nested lists of a schema tree (a property's properties, an array's items) repeat across
 * the trees of a document: Stripe's `address` or `customer` stands under dozens of operations,
 * each time inside a different tree, so a cache of whole trees misses them. Each nested list
 * is written once, by its content and bullet, and stands in its item as raw text (an `html`
 * node, which mdast-util-to-markdown writes as is and indents with the item).
 *
 * This reads the same as writing it in place because, in mdast-util-to-markdown 2, what a list
 * inside an item writes depends only on the list and its bullet: blocks are joined by their
 * parent's `spread` (an item holding a nested list always has more than its head, so it is
 * spread, and `html` or `list` join alike there), text is escaped by its own neighbours and by
 * constructs (phrasing, tables, links, headings) that never hold a list, and the bullet is the
 * other one only when the block right before is a list that used `-` (`bulletLastUsed`, reset
 * by any other block).
 */

/** Written nested lists, by bullet, kind and children; and an id for each distinct node. */
export interface NestedLists {
  written: Map<string, string>;
  ids: Map<string, number>;
  idOfNode: WeakMap<SchemaNode, number>;
}

export function createNestedLists(): NestedLists {
  return { written: new Map(), ids: new Map(), idOfNode: new WeakMap() };
}

/** A number per distinct subtree (its own fields and its children's numbers): keys in linear time, where a JSON per level would be quadratic in the depth. */
function idOf(node: SchemaNode, lists: NestedLists): number {
  let id = lists.idOfNode.get(node);
  if (id !== undefined) return id;
  const { children, ...own } = node;
  const key = `${JSON.stringify(own)}\u0000${children ? children.map((child) => idOf(child, lists)).join(',') : ''}`;
  id = lists.ids.get(key);
  if (id === undefined) lists.ids.set(key, (id = lists.ids.size));
  lists.idOfNode.set(node, id);
  return id;
}

/** The bullet the last of `blocks` used when it is a list (as `list` of mdast-util-to-markdown chooses it, rule `-`), else undefined. */
export function lastBulletOf(blocks: RootContent[]): string | undefined {
  let last: string | undefined;
  for (const block of blocks) {
    if (block.type !== 'list') {
      last = undefined;
      continue;
    }
    const [bullet, other] = block.ordered ? ['.', ')'] : ['-', '*'];
    const breakFirst = !block.ordered && block.children.some((item) => item.children[0]?.type === 'thematicBreak');
    last = (last !== undefined && bullet === last) || breakFirst ? other : bullet;
  }
  return last;
}

const SENTINEL = '\n\nx\n';

/**
 * The `html` node standing for `node`'s children list inside its item, given the bullet that
 * list takes; `build` makes the list (its items' own nested lists through this cache again)
 * only when this content was not written before.
 */
export function nestedListNode(node: SchemaNode, bullet: '-' | '*', lists: NestedLists, build: () => List): Html {
  const key = `${node.childKind ?? ''}:${node.children!.map((child) => idOf(child, lists)).join(',')}`;
  let markdown = lists.written.get(bullet + key);
  if (markdown === undefined) {
    let dashed = lists.written.get(`-${key}`);
    if (dashed === undefined) {
      // A paragraph after the list makes the written list's end certain (toMarkdown adds a final line break only when missing).
      const written = rawMdastToMarkdown({ type: 'root', children: [build(), { type: 'paragraph', children: [{ type: 'text', value: 'x' }] }] });
      if (!written.endsWith(SENTINEL)) throw new Error(`nestedListNode: unexpected Markdown end ${JSON.stringify(written.slice(-20))}`);
      lists.written.set(`-${key}`, (dashed = written.slice(0, -SENTINEL.length)));
    }
    // Every line at the margin is one of the list's bullets: its items' other lines are indented.
    markdown = bullet === '-' ? dashed : dashed.replace(/^- /gm, '* ').replace(/^-$/gm, '*');
    lists.written.set(bullet + key, markdown);
  }
  return { type: 'html', value: markdown };
}
