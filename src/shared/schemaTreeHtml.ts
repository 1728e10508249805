/*
 * Where the schema trees (`SchemaTree.tsx`) stand in an API page's HTML: the twins write them
 * from the page data instead of converting their HTML, and search reads each distinct one once.
 */

/** How a schema tree's HTML begins. */
export const SCHEMA_TREE_START = '<div class="schema-tree"';

/** The index just past the `</div>` that closes the tree opening at `start`; -1 when it does not close. */
export function schemaTreeEnd(html: string, start: number): number {
  const tags = /<(\/?)div\b/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', tag.index) + 1;
  }
  return -1;
}
