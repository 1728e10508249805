/** One entry of an MDX page's `toc` export (see `rehypeMdxExports`). */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface TocTree extends TocEntry {
  children: TocTree[];
}

/** The entries within the levels, each nested under the nearest shallower entry before it (Docusaurus's `treeifyTOC`). */
export function tocTree(toc: readonly TocEntry[], minHeadingLevel: number, maxHeadingLevel: number): TocTree[] {
  const roots: TocTree[] = [];
  const open: TocTree[] = [];
  for (const entry of toc) {
    if (entry.level < minHeadingLevel || entry.level > maxHeadingLevel) continue;
    const node: TocTree = { ...entry, children: [] };
    while (open.length && open.at(-1)!.level >= node.level) open.pop();
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}

function TocList({ items }: { items: TocTree[] }) {
  if (items.length === 0) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {/* The value is the heading's HTML, escaped when it was compiled (as Docusaurus renders it). */}
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          <TocList items={item.children} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `@theme/TOCInline`: the page's headings as a nested list in its content. The levels default
 * to the site's `tableOfContents` (2 and 3), as Docusaurus's do to `themeConfig.tableOfContents`.
 */
export function createTOCInline(defaults: { minHeadingLevel: number; maxHeadingLevel: number }) {
  return function TOCInline({ toc = [], minHeadingLevel = defaults.minHeadingLevel, maxHeadingLevel = defaults.maxHeadingLevel, className }: { toc?: readonly TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number; className?: string }) {
    return (
      <div className={className ? `toc-inline ${className}` : 'toc-inline'}>
        <TocList items={tocTree(toc, minHeadingLevel, maxHeadingLevel)} />
      </div>
    );
  };
}
