import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { Heading } from '../../types.js';
import { forEachElement } from './forEachElement.js';

/** 1–6 for h1–h6 (as hast-util-heading-rank reads it), else 0. */
function headingRank(node: Element): number {
  const name = node.tagName;
  const code = name.length === 2 && (name.charCodeAt(0) | 32) === 104 ? name.charCodeAt(1) : 0;
  return code > 48 && code < 55 ? code - 48 : 0;
}

const containsMdx = (node: Element): boolean =>
  node.children.some((child) => child.type.startsWith('mdx') || (child.type === 'element' && containsMdx(child)));

/**
 * Gives every heading a github-slugger id (unless it has one) and records h2–h6 in
 * `file.data.headings`; `rehypeHeadingAnchors` then appends their anchor links.
 */
export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    forEachElement(tree, (node: Element) => {
      const depth = headingRank(node);
      if (!depth) return;
      // A heading with an MDX expression has its text only once rendered: ids come later (finishHeadings).
      if (containsMdx(node)) return;
      const text = toString(node).trim();
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(text);
      node.properties.id = id;
      if (depth >= 2) headings.push({ depth, id, text });
    });
    file.data.headings = headings;
  };
}
