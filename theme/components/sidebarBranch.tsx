import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarNode } from '../../src/collect/sidebarTypes';
import { Items, type CategoryIndex, type MoreNode, type ShownNode } from './SidebarItems';
import { translate } from '../i18n/themeStrings';

type CategoryNode = Extract<SidebarNode, { type: 'category' }>;

/**
 * How many entries an open list of a trimmed sidebar shows around the page's own entry; the
 * rest are one "All N items" link to the category's index page. Without it a page would still
 * carry every sibling, and a category's siblings grow with the site.
 */
export const BRANCH_WINDOW = 12;

/** A trimmed sidebar's whole HTML, as the client loads it: a content-hashed JSON file among the assets. */
export interface SidebarFile {
  /** Path in the output folder, `assets/sidebar.<hash>.json`. */
  file: string;
  /** Where pages find it (`/assets/…`). */
  url: string;
  /** `{"html": "<ul …>"}`: the same HTML a short sidebar puts on every page. */
  text: string;
}

/** What a trimmed sidebar needs to render a page's branch: the whole sidebar rendered once, numbered alike. */
export interface WholeSidebar {
  html: string;
  index: CategoryIndex;
}

const files = new WeakMap<WholeSidebar, SidebarFile>();

/** The shared file of a trimmed sidebar, named by a hash of its content so it can be cached forever. */
export function sidebarFileOf(whole: WholeSidebar): SidebarFile {
  let file = files.get(whole);
  if (!file) {
    const text = JSON.stringify({ html: whole.html });
    const name = `assets/sidebar.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
    files.set(whole, (file = { file: name, url: `/${name}`, text }));
  }
  return file;
}

const chainsBySidebar = new WeakMap<SidebarNode[], Map<string, CategoryNode[]>>();

/** For each href, the categories above it (a category's own page: itself included), found once per sidebar. */
function chainsOf(items: SidebarNode[]): Map<string, CategoryNode[]> {
  let chains = chainsBySidebar.get(items);
  if (chains) return chains;
  const found = new Map<string, CategoryNode[]>();
  const walk = (nodes: SidebarNode[], parents: CategoryNode[]) => {
    for (const node of nodes) {
      if (node.type === 'link') {
        if (!found.has(node.href)) found.set(node.href, parents);
        continue;
      }
      if (node.type === 'html') continue;
      const inside = [...parents, node];
      if (node.href && !found.has(node.href)) found.set(node.href, inside);
      walk(node.items, inside);
    }
  };
  walk(items, []);
  chainsBySidebar.set(items, (chains = found));
  return chains;
}

const moreOf = (category: CategoryNode): MoreNode[] => (category.href ? [{ type: 'more', label: translate('docsite.Sidebar.moreItems', { count: String(category.items.length), label: category.label }), href: category.href }] : []);

/** An open list cut to `BRANCH_WINDOW` entries around the page's own, then a link to the rest. */
function windowed(shown: ShownNode[], nodes: SidebarNode[], onBranch: (node: SidebarNode) => boolean, category: CategoryNode): ShownNode[] {
  if (shown.length <= BRANCH_WINDOW) return shown;
  const at = Math.max(0, nodes.findIndex(onBranch));
  const start = Math.max(0, Math.min(at - Math.floor(BRANCH_WINDOW / 2), shown.length - BRANCH_WINDOW));
  return [...shown.slice(start, start + BRANCH_WINDOW), ...moreOf(category)];
}

/**
 * The sidebar as one page shows it when the whole is too long: the top level, each category
 * on the way to the page open with its entries (windowed), every other category collapsed
 * with only a link to its index page inside (`data-trimmed`: the client loads its entries).
 */
export function branchNodes(items: SidebarNode[], currentPath: string): ShownNode[] {
  const open = new Set<SidebarNode>(chainsOf(items).get(currentPath) ?? []);
  const onBranch = (node: SidebarNode) => open.has(node) || (node.type === 'link' && node.href === currentPath);
  const shownOf = (nodes: SidebarNode[], parent?: CategoryNode): ShownNode[] => {
    const shown = nodes.map((node): ShownNode => {
      if (node.type !== 'category') return node;
      if (open.has(node)) return { ...node, collapsed: false, items: shownOf(node.items, node), original: node };
      return { ...node, collapsed: true, items: moreOf(node), trimmed: true, original: node };
    });
    return parent ? windowed(shown, nodes, onBranch, parent) : shown;
  };
  return shownOf(items);
}

/** A page's branch of a trimmed sidebar as HTML; its list names the whole sidebar's file for the client. */
export function branchHtml(items: SidebarNode[], currentPath: string, whole: WholeSidebar): string {
  return renderToStaticMarkup(<Items items={branchNodes(items, currentPath)} index={whole.index} active={currentPath} src={sidebarFileOf(whole).url} />);
}
