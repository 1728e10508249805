import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { unsafeUrlScheme, type RemovedUrl, type UrlUse } from '../../shared/unsafeUrl.js';
import { isExternal } from '../../shared/url.js';
import { forEachElement } from './forEachElement.js';
import type { LinkRef } from '../../types.js';

/** Options for `rehypeLinks`. */
export interface RehypeLinksOptions {
  /**
   * Absolute content file path → route path, for rewriting `./other.md` links; the pages of no
   * file (blog lists, tags, category and API pages) are in it too, keyed by `routeOnlyKey`.
   */
  fileToRoute: ReadonlyMap<string, string>;
  /** The site root, to print relative paths. */
  root: string;
  /** The content folders (docs, blog, pages), absolute: a link a file's folder does not resolve is tried against its own. */
  contentRoots?: readonly string[];
}

/**
 * The key in a `fileToRoute` map of a page that has no content file (a blog list, tag, category
 * or API page): not a path, so no markdown link finds it, while a trailing-slash link does.
 */
export const routeOnlyKey = (routePath: string) => `route:${routePath}`;

/** A `.md`/`.mdx` link whose target file does not exist. */
export interface BrokenMarkdownLink extends LinkRef {}

/** What a link in a content file resolves against: the file's absolute path and the content files' routes. */
export interface LinkTargets {
  file: string;
  fileToRoute: ReadonlyMap<string, string>;
  /** See `RehypeLinksOptions.contentRoots`. */
  contentRoots?: readonly string[];
  /** The site folder (the config's), tried last, as Docusaurus 3 does (`/docs/intro.md` from any file). */
  siteRoot?: string;
}

/**
 * For a link to a markdown file (`./other.md#part`): the route it becomes, or no route when no
 * content file is there. Undefined for every other link. As in Docusaurus, the path is tried
 * against the file's folder (unless it starts with `/`), then against the root of the content
 * folder the file is in (`intro.md` or `/intro.md` in any doc is `docs/intro.md`), then against
 * the site folder (`/docs/intro.md`, which Testing Library's docs write).
 */
export function markdownLinkTarget(href: string, { file, fileToRoute, contentRoots = [], siteRoot }: LinkTargets): { route?: string } | undefined {
  const mdMatch = /^([^#?]+\.mdx?)(#.*)?$/.exec(href);
  if (!mdMatch || isExternal(href)) return undefined;
  const linked = decodeURIComponent(mdMatch[1]!);
  const ownRoots = contentRoots.filter((root) => file.startsWith(root + path.sep));
  const folders = [...(linked.startsWith('/') ? [] : [path.dirname(file)]), ...ownRoots, ...(siteRoot ? [siteRoot] : [])];
  const route = folders.map((folder) => fileToRoute.get(path.join(folder, linked))).find((found) => found !== undefined);
  return { route: route === undefined ? undefined : route + (mdMatch[2] ?? '') };
}

/** The content routes of a `fileToRoute` map, as a set (made once a map). */
const routeSets = new WeakMap<ReadonlyMap<string, string>, Set<string>>();

/**
 * A root-relative link written with a trailing slash (`/docs/intro/#part`) to a page of the
 * site: the page's route (`/docs/intro#part`), as Docusaurus serves `/docs/intro/` as the page,
 * a generated one's too (`/blog/`, `/blog/tags/`, `/blog/page/2/`, `/docs/category/guides/`);
 * undefined for every other link, which the link check judges as written.
 */
export function withoutTrailingSlash(href: string, fileToRoute: ReadonlyMap<string, string>): string | undefined {
  const match = /^(\/[^?#]*[^/?#])\/+([?#].*)?$/.exec(href);
  if (!match) return undefined;
  let routes = routeSets.get(fileToRoute);
  if (!routes) routeSets.set(fileToRoute, (routes = new Set(fileToRoute.values())));
  return routes.has(match[1]!) ? match[1]! + (match[2] ?? '') : undefined;
}

/**
 * Takes a link's `href` or an image's `src` that could run script (`unsafeUrlScheme`) off the
 * element, and says what it was; undefined (and the element untouched) for any other.
 */
export function removeUnsafeUrl(node: Element): { scheme: string; use: UrlUse } | undefined {
  const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
  const url = attribute && node.properties[attribute];
  if (typeof url !== 'string') return undefined;
  const use = attribute === 'href' ? 'link' : 'image';
  const scheme = unsafeUrlScheme(url, use);
  if (!scheme) return undefined;
  delete node.properties[attribute!];
  return { scheme, use };
}

/**
 * Records every `<a href>` with its line (for link-check messages) and rewrites links to
 * markdown files into their routes. Unresolvable markdown links are listed in
 * `file.data.brokenMarkdownLinks` and left as written. A link's `href` or an image's `src`
 * that could run script (`unsafeUrlScheme`) is removed and listed in `file.data.removedUrls`.
 * Raw HTML and JSX are left alone: they are the author's code, like a `<script>`.
 */
export function rehypeLinks(options: RehypeLinksOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = [];
    const broken: BrokenMarkdownLink[] = [];
    const removed: RemovedUrl[] = [];
    const relFile = path.relative(options.root, file.path);
    forEachElement(tree, (node: Element) => {
      const position = node.position?.start;
      const source = { file: relFile, line: position?.line, column: position?.column };
      const unsafe = removeUnsafeUrl(node);
      if (unsafe) return void removed.push({ ...unsafe, source });
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      let href = node.properties.href;
      const target = markdownLinkTarget(href, { file: file.path, fileToRoute: options.fileToRoute, contentRoots: options.contentRoots, siteRoot: options.root });
      if (target?.route !== undefined) href = node.properties.href = target.route;
      else if (target) broken.push({ href, source });
      else href = node.properties.href = withoutTrailingSlash(href, options.fileToRoute) ?? href;
      links.push({ href, source });
    });
    file.data.links = links;
    file.data.brokenMarkdownLinks = broken;
    file.data.removedUrls = removed;
  };
}
