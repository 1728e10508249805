import type { SidebarNode } from '../../src/collect/sidebarTypes';

/** Categories numbered in document order, with every href each one contains. */
export type CategoryIndex = Map<SidebarNode, number>;

/** An entry of a trimmed sidebar that stands for entries left out: a link to its category's index page. */
export interface MoreNode {
  type: 'more';
  label: string;
  href: string;
}

/** A category as a trimmed sidebar shows it: its pages left out (`trimmed`), or open on the page's branch. */
export type ShownCategory = Omit<Extract<SidebarNode, { type: 'category' }>, 'items'> & { items: ShownNode[]; trimmed?: boolean; original?: SidebarNode };

/** What `Items` renders: the sidebar's own nodes, or a trimmed sidebar's reduced ones. */
export type ShownNode = Extract<SidebarNode, { type: 'link' | 'html' }> | ShownCategory | MoreNode;

function Link({ href, label, active }: { href: string; label: string; active?: boolean }) {
  return active ? (
    <a className="active" href={href} aria-current="page">
      {label}
    </a>
  ) : (
    <a href={href}>
      {label}
    </a>
  );
}

/**
 * The sidebar's lists. A trimmed sidebar (`active` given) marks the page's link while it
 * renders, and its first list names the whole sidebar's file (`src`) for the client.
 */
export function Items({ items, index, active, src }: { items: ShownNode[]; index: CategoryIndex; active?: string; src?: string }) {
  return (
    <ul className="sidebar-list" data-sidebar-src={src}>
      {items.map((node) => {
        if (node.type === 'more') {
          return (
            <li key={'more ' + node.href} className="sidebar-more">
              <a href={node.href}>{node.label}</a>
            </li>
          );
        }
        if (node.type === 'html') {
          // The site's own markup from its sidebars file, as Docusaurus shows it (trusted as the config is).
          return <li key={node.html} className={['sidebar-html', node.defaultStyle && 'sidebar-html-spaced', node.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: node.html }} />;
        }
        if (node.type === 'link') {
          return (
            <li key={node.href + node.label} className={node.className}>
              <Link href={node.href} label={node.label} active={active !== undefined && node.href === active} />
            </li>
          );
        }
        if (node.collapsible === false) {
          // A category that never folds: its label (or page link) and its entries, with no toggle.
          return (
            <li key={node.label} className={['sidebar-category-item', 'sidebar-category-fixed', node.className].filter(Boolean).join(' ')}>
              {node.href ? <Link href={node.href} label={node.label} active={active !== undefined && node.href === active} /> : <span className="sidebar-category-label">{node.label}</span>}
              <Items items={node.items} index={index} active={active} />
            </li>
          );
        }
        // A category with its own page: the link sits beside the toggle, never inside it (no nested controls).
        return (
          <li key={node.label} className={['sidebar-category-item', node.href && 'has-link', node.className].filter(Boolean).join(' ')}>
            {node.href && <Link href={node.href} label={node.label} active={active !== undefined && node.href === active} />}
            <details className="sidebar-category" data-cat={index.get(node.original ?? (node as SidebarNode))} data-trimmed={node.trimmed ? '' : undefined} open={!node.collapsed}>
              <summary aria-label={node.href ? `${node.label} pages` : undefined}>
                {!node.href && <span className="sidebar-category-label">{node.label}</span>}
              </summary>
              <Items items={node.items} index={index} active={active} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
