import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarNode } from '../../src/collect/sidebarTypes';
import type { FilePieces, SharedSlice, SharedText } from '../../src/write/filePieces';
import { branchHtml, sidebarFileOf, type SidebarFile } from './sidebarBranch';
import { Items, type CategoryIndex } from './SidebarItems';
import { rootRelativeWithBase } from '../../src/shared/baseUrl';
import { siteBase, withSiteBase } from './siteBase';
import { translate } from '../i18n/themeStrings';

/** A sidebar rendered whole, once: what every page of a short sidebar carries, and a trimmed sidebar's shared file. */
export interface Template {
  html: string;
  /** Each category's number (`data-cat`), the same in a page's branch and in the whole sidebar. */
  index: CategoryIndex;
  /** The HTML as pages hold it: by reference, written from slices (see `FilePieces`). */
  shared: SharedText;
  /** For each category number: whether it starts collapsed and the hrefs inside it. */
  categories: Array<{ collapsed: boolean; hrefs: Set<string> }>;
  /** Where each link's `<a …>` starts and ends in `html`, by href as written there (a page may sit in the sidebar twice). */
  links: Map<string, Array<[number, number]>>;
  /** Where each collapsed category's `<details …>` opening tag ends (before `>`), by number. */
  detailsEnds: Map<number, number>;
}

/**
 * A sidebar is the same on every page but for the active link and which categories are
 * open, so it renders once per sidebar and each page only marks its place: on a 1,000-page
 * site that turns a million rendered links into a thousand string edits.
 */
const templates = new WeakMap<SidebarNode[], Template>();

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sidebar rendered whole (once per sidebar). */
export function templateOf(items: SidebarNode[]): Template {
  const cached = templates.get(items);
  if (cached) return cached;
  const index: CategoryIndex = new Map();
  const categories: Template['categories'] = [];
  const walk = (nodes: SidebarNode[]): string[] =>
    nodes.flatMap((node) => {
      if (node.type === 'link') return [node.href];
      if (node.type === 'html') return [];
      const entry = { collapsed: node.collapsed, hrefs: new Set<string>() };
      index.set(node, categories.push(entry) - 1);
      const inside = [...(node.href ? [node.href] : []), ...walk(node.items)];
      inside.forEach((href) => entry.hrefs.add(href));
      return inside;
    });
  walk(items);
  const html = withSiteBase(renderToStaticMarkup(<Items items={items} index={index} />));
  // Found once here, so marking a page is slicing, not searching 100 KB of links per page.
  const links: Template['links'] = new Map();
  for (const match of html.matchAll(/<a href="([^"]*)">/g)) {
    const href = match[1]!;
    links.set(href, [...(links.get(href) ?? []), [match.index, match.index + match[0].length]]);
  }
  const detailsEnds: Template['detailsEnds'] = new Map();
  for (const match of html.matchAll(/<details class="sidebar-category" data-cat="(\d+)"(?=>)/g)) detailsEnds.set(Number(match[1]), match.index + match[0].length);
  const template = { html, index, shared: { text: html }, categories, links, detailsEnds };
  templates.set(items, template);
  return template;
}

/** The template with `currentPath` marked active and its collapsed ancestors opened: slices of it with the edits between. */
function sidebarPieces(items: SidebarNode[], currentPath: string): Array<string | SharedSlice> {
  const { html, shared, categories, links, detailsEnds } = templateOf(items);
  // Links are found as written, with the site's base.
  const href = escapeAttribute(rootRelativeWithBase(siteBase(), currentPath));
  const edits: Array<[start: number, end: number, text: string]> = (links.get(href) ?? []).map(([start, end]) => [start, end, `<a class="active" href="${href}" aria-current="page">`]);
  categories.forEach((category, number) => {
    const at = detailsEnds.get(number);
    if (category.collapsed && category.hrefs.has(currentPath) && at !== undefined) edits.push([at, at, ' open=""']);
  });
  edits.sort((a, b) => a[0] - b[0]);
  const pieces: Array<string | SharedSlice> = [];
  let from = 0;
  for (const [start, end, text] of edits) {
    pieces.push({ shared, start: from, end: start }, text);
    from = end;
  }
  pieces.push({ shared, start: from, end: html.length });
  return pieces;
}

/**
 * Sidebars rendered so far, by number. A page holds only a marker naming its sidebar and
 * path; `expandSidebars` puts the real HTML in as the page is written. On a 5,000-page
 * site the sidebar is 5,000 links on every page, so holding every finished page in memory
 * until the build ends would grow with the square of the page count.
 */
const deferred: Array<{ items: SidebarNode[]; trimmed: boolean }> = [];
const MARKER = /<!--docsite-sidebar:(\d+):([^>]*?)-->/g;

function sidebarMarker(items: SidebarNode[], currentPath: string, trimmed: boolean): string {
  let id = deferred.findIndex((entry) => entry.items === items);
  if (id === -1) id = deferred.push({ items, trimmed }) - 1;
  return `<!--docsite-sidebar:${id}:${encodeURIComponent(currentPath)}-->`;
}

/** Forgets the sidebars of an earlier build (dev rebuilds in one process with this same module). */
export function resetSidebars() {
  deferred.length = 0;
}

/** A rendered page with its sidebar markers replaced by the sidebars' HTML, as pieces: the page's own text and slices of the shared sidebars. */
export function expandSidebars(html: string): FilePieces {
  const pieces: Array<string | SharedSlice> = [];
  let from = 0;
  for (const match of html.matchAll(MARKER)) {
    const { items, trimmed } = deferred[Number(match[1])]!;
    const currentPath = decodeURIComponent(match[2]!);
    pieces.push(html.slice(from, match.index), ...(trimmed ? [withSiteBase(branchHtml(items, currentPath, templateOf(items)))] : sidebarPieces(items, currentPath)));
    from = match.index + match[0].length;
  }
  pieces.push(html.slice(from));
  return pieces;
}

/** Each sidebar's HTML as every page carries it (links and markup; only the active marks differ), for the link check. */
export function sidebarTemplates(): string[] {
  return deferred.map(({ items }) => templateOf(items).html);
}

/** The shared file of each trimmed sidebar rendered so far (see `sidebarFileOf`), to be written with the assets. */
export function sidebarFiles(): SidebarFile[] {
  return deferred.filter((entry) => entry.trimmed).map(({ items }) => sidebarFileOf(templateOf(items)));
}

/**
 * A docs sidebar: collapsible categories (native `<details>`, so they work without JS), active
 * item marked. A `trimmed` sidebar (too long to carry whole, see `SIDEBAR_INLINE_LIMIT`) shows
 * the page's branch only; the client loads the rest when a reader opens another category.
 */
export function Sidebar({ items, currentPath, trimmed = false, label = translate('theme.docs.sidebar.navAriaLabel') }: { items: SidebarNode[]; currentPath: string; trimmed?: boolean; label?: string }) {
  return <nav className="sidebar" aria-label={label} dangerouslySetInnerHTML={{ __html: sidebarMarker(items, currentPath, trimmed) }} />;
}
