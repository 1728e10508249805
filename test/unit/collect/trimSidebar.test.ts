import { describe, expect, it } from 'vitest';
import type { SidebarNode } from '../../../src/collect/sidebarTypes.js';
import { countSidebarLinks, indexUnlinkedCategories, isTrimmedSidebar, SIDEBAR_INLINE_LIMIT } from '../../../src/collect/trimSidebar.js';

const links = (count: number, prefix: string): SidebarNode[] => Array.from({ length: count }, (_, index) => ({ type: 'link', label: `Page ${index}`, href: `${prefix}/p${index}` }));

describe('trimSidebar', () => {
  it('counts pages and category pages, and trims only sidebars above the inline limit', () => {
    const nodes: SidebarNode[] = [{ type: 'category', label: 'Guides', href: '/docs/guides', collapsed: true, items: links(SIDEBAR_INLINE_LIMIT - 1, '/docs/guides') }];
    expect(countSidebarLinks(nodes)).toBe(SIDEBAR_INLINE_LIMIT);
    expect(isTrimmedSidebar(nodes)).toBe(false);
    expect(isTrimmedSidebar([...nodes, ...links(1, '/docs')])).toBe(true);
  });

  it('gives every category without a page an index page under category/, named by the labels from the top', () => {
    const inner: SidebarNode = { type: 'category', label: 'Set up!', collapsed: true, items: links(2, '/docs/guides/setup') };
    const linked: SidebarNode = { type: 'category', label: 'Linked', href: '/docs/linked', collapsed: true, items: [] };
    const guides: SidebarNode = { type: 'category', label: 'Guides', collapsed: true, items: [inner, linked] };
    const indexes = indexUnlinkedCategories([guides], '/docs', 'main');
    expect(indexes.map((index) => [index.path, index.label, index.sidebarId])).toEqual([
      ['/docs/category/guides', 'Guides', 'main'],
      ['/docs/category/guides/set-up', 'Set up!', 'main'],
    ]);
    expect(indexes[1]!.items).toBe((inner as { items: SidebarNode[] }).items);
    expect([guides, inner, linked].map((node) => (node as { href?: string }).href)).toEqual(['/docs/category/guides', '/docs/category/guides/set-up', '/docs/linked']);
  });
});
