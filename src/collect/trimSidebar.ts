import { slugifyLabel } from '../shared/slug.js';
import { joinPath } from '../shared/url.js';
import type { CategoryIndex, SidebarNode } from './sidebarTypes.js';

/**
 * Sidebars with more links than this are trimmed: each page carries only its own branch
 * (see `theme/components/sidebarBranch.ts`) and the whole sidebar is one shared file the
 * client loads when a reader opens another category. Issue 21 measured 452 KB pages at
 * 5,000 links when every page carried them all; at this limit a page carries about 10 KB.
 */
export const SIDEBAR_INLINE_LIMIT = 100;

/** How many links (pages and category pages) a sidebar holds. */
export function countSidebarLinks(nodes: SidebarNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.type === 'link' ? 1 : node.type === 'html' ? 0 : (node.href ? 1 : 0) + countSidebarLinks(node.items)), 0);
}

/** Whether a sidebar is too long to carry whole on every page. */
export const isTrimmedSidebar = (nodes: SidebarNode[]) => countSidebarLinks(nodes) > SIDEBAR_INLINE_LIMIT;

/**
 * Gives every category without a page a generated index page, so a trimmed sidebar stays
 * navigable without JavaScript: a collapsed category's pages are not on the page, its index
 * page lists them. The path is `<routeBasePath>/category/` and the slugs of the labels from
 * the top (`/docs/category/guides/setup`), so equal labels in different places do not clash.
 */
export function indexUnlinkedCategories(nodes: SidebarNode[], routeBasePath: string, sidebarId: string, parents: string[] = []): CategoryIndex[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'category') return [];
    const slugs = [...parents, slugifyLabel(node.writtenLabel ?? node.label) || 'category'];
    const own: CategoryIndex[] = [];
    if (!node.href) {
      node.href = joinPath(routeBasePath, 'category', ...slugs);
      own.push({ path: node.href, label: node.label, title: node.label, sidebarId, items: node.items });
    }
    return [...own, ...indexUnlinkedCategories(node.items, routeBasePath, sidebarId, slugs)];
  });
}
