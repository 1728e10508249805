import type { SidebarNode } from '../../src/collect/sidebarTypes';

const containsPath = (node: SidebarNode, path: string): boolean =>
  node.type === 'link' ? node.href === path : node.href === path || node.items.some((child) => containsPath(child, path));

function Items({ items, currentPath }: { items: SidebarNode[]; currentPath: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((node) => {
        if (node.type === 'link') {
          const active = node.href === currentPath;
          return (
            <li key={node.href + node.label}>
              <a className={active ? 'sidebar-link active' : 'sidebar-link'} href={node.href} aria-current={active ? 'page' : undefined}>
                {node.label}
              </a>
            </li>
          );
        }
        const open = !node.collapsed || containsPath(node, currentPath);
        const active = node.href === currentPath;
        return (
          <li key={node.label}>
            <details className="sidebar-category" open={open}>
              <summary>
                {node.href ? (
                  <a className={active ? 'sidebar-link active' : 'sidebar-link'} href={node.href} aria-current={active ? 'page' : undefined}>
                    {node.label}
                  </a>
                ) : (
                  <span className="sidebar-category-label">{node.label}</span>
                )}
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
