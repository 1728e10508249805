import type { SidebarNode } from '../../src/collect/sidebarTypes';

const containsPath = (node: SidebarNode, path: string): boolean =>
  node.type === 'link' ? node.href === path : node.href === path || node.items.some((child) => containsPath(child, path));

function Link({ href, label, currentPath }: { href: string; label: string; currentPath: string }) {
  const active = href === currentPath;
  return (
    <a className={active ? 'sidebar-link active' : 'sidebar-link'} href={href} aria-current={active ? 'page' : undefined}>
      {label}
    </a>
  );
}

function Items({ items, currentPath }: { items: SidebarNode[]; currentPath: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((node) => {
        if (node.type === 'link') {
          return (
            <li key={node.href + node.label}>
              <Link href={node.href} label={node.label} currentPath={currentPath} />
            </li>
          );
        }
        const open = !node.collapsed || containsPath(node, currentPath);
        // A category with its own page: the link sits beside the toggle, never inside it (no nested controls).
        return (
          <li key={node.label} className={node.href ? 'sidebar-category-item has-link' : 'sidebar-category-item'}>
            {node.href && <Link href={node.href} label={node.label} currentPath={currentPath} />}
            <details className="sidebar-category" open={open}>
              <summary aria-label={node.href ? `${node.label} pages` : undefined}>
                {!node.href && <span className="sidebar-category-label">{node.label}</span>}
              </summary>
              <Items items={node.items} currentPath={currentPath} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** A docs sidebar: collapsible categories (native `<details>`, so they work without JS), active item marked. */
export function Sidebar({ items, currentPath, label = 'Docs sidebar' }: { items: SidebarNode[]; currentPath: string; label?: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} currentPath={currentPath} />
    </nav>
  );
}
