import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { SidebarNode } from '../collect/sidebarTypes.js';
import type { NavbarItem, SiteConfig } from '../types.js';

/** The sidebar's navbar label (`Developers`), else its id in words (`legal` → `Legal`). */
function sidebarLabel(config: SiteConfig, sidebarId: string, pluginId?: string): string {
  const item = config.navbar.items.find((entry) => isSidebarItem(entry, sidebarId, pluginId));
  if (item) return item.label;
  const words = sidebarId.replace(/Sidebar$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a navbar item opens this sidebar of this docs section (a further section's id, or undefined for `docs`). */
export function isSidebarItem(item: NavbarItem, sidebarId: string, pluginId: string | undefined): item is Extract<NavbarItem, { type: 'docSidebar' }> {
  const itemSection = item.type === 'docSidebar' && item.docsPluginId !== 'default' ? item.docsPluginId : undefined;
  return item.type === 'docSidebar' && item.sidebarId === sidebarId && itemSection === pluginId;
}

/** Category labels from the sidebar's top down to the page (the page itself left out). */
function categoriesAbove(nodes: SidebarNode[], path: string): string[] | undefined {
  for (const node of nodes) {
    if (node.type === 'link' && node.href === path) return [];
    if (node.type !== 'category') continue;
    if (node.href === path) return [];
    const inner = categoriesAbove(node.items, path);
    if (inner) return [node.label, ...inner];
  }
  return undefined;
}

/** Where a docs or API page sits: `["Docs", "Product"]`, `["Developers", "0xMonk API reference"]`. */
export function docCrumbs(config: SiteConfig, sidebars: CollectedSidebars | undefined, path: string): string[] {
  for (const sidebar of sidebars?.sidebars ?? []) {
    const categories = categoriesAbove(sidebar.items, path);
    if (!categories) continue;
    // No version in the crumbs: each docs version has a search index of its own, which the dialog's version filter names.
    return [sidebarLabel(config, sidebar.id, sidebar.pluginId), ...categories];
  }
  return [];
}

/** Entry pages of each sidebar, offered when a search finds nothing. */
export function suggestedPaths(sidebars: CollectedSidebars | undefined, perSidebar = 2): string[] {
  const paths: string[] = [];
  for (const sidebar of sidebars?.sidebars ?? []) paths.push(...sidebar.order.slice(0, perSidebar).map((entry) => entry.href));
  return paths;
}
