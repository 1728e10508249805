import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { isExternal } from '../../shared/url.js';
import { forEachElement } from './forEachElement.js';
import type { LinkRef } from '../../types.js';

/** Options for `rehypeLinks`. */
export interface RehypeLinksOptions {
  /** Absolute content file path → route path, for rewriting `./other.md` links. */
  fileToRoute: ReadonlyMap<string, string>;
  /** The site root, to print relative paths. */
  root: string;
}

/** A `.md`/`.mdx` link whose target file does not exist. */
export interface BrokenMarkdownLink extends LinkRef {}

/**
 * Records every `<a href>` with its line (for link-check messages) and rewrites links to
 * markdown files into their routes. Unresolvable markdown links are listed in
 * `file.data.brokenMarkdownLinks` and left as written.
 */
export function rehypeLinks(options: RehypeLinksOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = [];
    const broken: BrokenMarkdownLink[] = [];
    const relFile = path.relative(options.root, file.path);
    forEachElement(tree, (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      let href = node.properties.href;
      const source = { file: relFile, line: node.position?.start.line, column: node.position?.start.column };
      const mdMatch = /^([^#?]+\.mdx?)(#.*)?$/.exec(href);
      if (mdMatch && !isExternal(href)) {
        const target = path.resolve(path.dirname(file.path), decodeURIComponent(mdMatch[1]!));
        const route = options.fileToRoute.get(target);
        if (route) href = node.properties.href = route + (mdMatch[2] ?? '');
        else broken.push({ href, source });
      }
      links.push({ href, source });
    });
    file.data.links = links;
    file.data.brokenMarkdownLinks = broken;
  };
}
