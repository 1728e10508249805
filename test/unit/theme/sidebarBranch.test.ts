import { describe, expect, it } from 'vitest';
import type { SidebarNode } from '../../../src/collect/sidebarTypes.js';
import { BRANCH_WINDOW, branchHtml, branchNodes, sidebarFileOf } from '../../../theme/components/sidebarBranch';
import type { ShownNode } from '../../../theme/components/SidebarItems';
import { templateOf } from '../../../theme/components/Sidebar';

type Category = Extract<SidebarNode, { type: 'category' }>;
const links = (count: number, prefix: string): SidebarNode[] => Array.from({ length: count }, (_, index) => ({ type: 'link', label: `${prefix} ${index}`, href: `${prefix}/${index}` }));
const category = (label: string, items: SidebarNode[]): Category => ({ type: 'category', label, href: `/docs/category/${label}`, collapsed: true, items });

/** Each shown entry as text: `label` for links, `[label]` for a collapsed category, `label{…}` for an open one. */
function outline(nodes: ShownNode[]): string[] {
  return nodes.map((node) => {
    if (node.type === 'more') return `more ${node.href}`;
    if (node.type === 'html') return `html ${node.html}`;
    if (node.type === 'link') return node.label;
    return node.trimmed ? `[${node.label}]` : `${node.label}{${outline(node.items).join(', ')}}`;
  });
}

describe('a trimmed sidebar shows the page its branch', () => {
  const deep = category('deep', links(3, '/deep'));
  const sidebar: SidebarNode[] = [
    { type: 'link', label: 'intro', href: '/intro' },
    category('a', [...links(2, '/a'), deep, category('sibling', links(5, '/sib'))]),
    category('b', links(4, '/b')),
    category('c', [category('c1', links(2, '/c1'))]),
  ];

  it('opens the ancestors with their entries, keeps the siblings, and collapses every other category to a link to its index', () => {
    expect(outline(branchNodes(sidebar, '/deep/1'))).toEqual(['intro', 'a{/a 0, /a 1, deep{/deep 0, /deep 1, /deep 2}, [sibling]}', '[b]', '[c]']);
    const collapsed = branchNodes(sidebar, '/deep/1')[2] as Extract<ShownNode, { type: 'category' }>;
    expect(collapsed.items).toEqual([{ type: 'more', label: 'All 4 items in b', href: '/docs/category/b' }]);
  });

  it("opens a category's own page with its entries", () => {
    expect(outline(branchNodes(sidebar, '/docs/category/c'))).toEqual(['intro', '[a]', '[b]', 'c{[c1]}']);
  });

  it('shows a page outside every category with the top-level categories collapsed', () => {
    expect(outline(branchNodes(sidebar, '/intro'))).toEqual(['intro', '[a]', '[b]', '[c]']);
  });

  it(`cuts a long list to ${BRANCH_WINDOW} entries around the page, then links the rest to the category's index`, () => {
    const long: SidebarNode[] = [category('long', links(40, '/l'))];
    const shown = (branchNodes(long, '/l/30')[0] as Extract<ShownNode, { type: 'category' }>).items;
    expect(outline(shown)).toEqual([...Array.from({ length: BRANCH_WINDOW }, (_, index) => `/l ${24 + index}`), 'more /docs/category/long']);
    expect(shown.at(-1)).toEqual({ type: 'more', label: 'All 40 items in long', href: '/docs/category/long' });
    const first = (branchNodes(long, '/l/0')[0] as Extract<ShownNode, { type: 'category' }>).items;
    expect(outline(first).slice(0, 2)).toEqual(['/l 0', '/l 1']);
  });

  it("renders the branch with the page marked, the whole sidebar's numbers and the shared file's URL", () => {
    const whole = templateOf(sidebar);
    const html = branchHtml(sidebar, '/deep/1', whole);
    const file = sidebarFileOf(whole);
    expect(file.file).toMatch(/^assets\/sidebar\.[0-9a-f]{12}\.json$/);
    expect(file.url).toBe(`/${file.file}`);
    expect(JSON.parse(file.text)).toEqual({ html: whole.html });
    expect(html).toContain(`<ul class="sidebar-list" data-sidebar-src="${file.url}">`);
    expect(html).toContain('<a class="active" href="/deep/1" aria-current="page">/deep 1</a>');
    // The same category numbers as in the whole sidebar, so the client opens the same ones there.
    expect(html).toContain(`<details class="sidebar-category" data-cat="${whole.index.get(deep)}" open="">`);
    expect(html).toContain(`<details class="sidebar-category" data-cat="${whole.index.get(sidebar[2]!)}" data-trimmed="">`);
    expect(whole.html).toContain(`<details class="sidebar-category" data-cat="${whole.index.get(deep)}">`);
  });

  it('names the shared file by its content', () => {
    expect(sidebarFileOf(templateOf(sidebar)).file).not.toBe(sidebarFileOf(templateOf([...sidebar, { type: 'link', label: 'more', href: '/more' }])).file);
  });
});
