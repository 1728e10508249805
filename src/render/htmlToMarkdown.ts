import type { Element, Root } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { cacheKey, PersistentCache } from '../shared/persistentCache.js';

const parser = unified().use(rehypeParse, { fragment: true });

/** Parts of rendered pages that are interface, not content. */
function isChrome(node: Element): boolean {
  const classes = ([] as unknown[]).concat(node.properties?.className ?? []).map(String);
  return (
    ['script', 'button', 'style', 'template', 'form', 'input', 'textarea', 'select'].includes(node.tagName) ||
    classes.some((name) => ['hash-link', 'copy-button', 'tabs-list', 'visually-hidden', 'try-it'].includes(name)) ||
    node.properties?.dataIsland !== undefined
  );
}

function dropChrome(node: Root | Element): void {
  // React's text separators (`<!-- -->`) and other comments are not content.
  node.children = node.children.filter((child) => child.type !== 'comment' && (child.type !== 'element' || !isChrome(child)));
  for (const child of node.children) if (child.type === 'element') dropChrome(child);
}

/**
 * Clean Markdown from rendered content HTML (expressions already evaluated, API pages
 * already generated): interface parts dropped, tables kept as GFM tables.
 */
export function htmlToMarkdown(html: string): string {
  const tree = parser.parse(html) as Root;
  dropChrome(tree);
  const mdast = toMdast(tree);
  return toMarkdown(mdast, { extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-' }).replace(/\n{3,}/g, '\n\n').trim() + '\n';
}

/**
 * `htmlToMarkdown` with its results kept between builds by HTML hash: the conversion (parse5
 * and mdast) is slow, and most pages render the same HTML as last time. Call `save` once done.
 */
export async function cachedHtmlToMarkdown(cacheDir: string) {
  const cache = await PersistentCache.open<string>(cacheDir, 'markdown', 1);
  return {
    toMarkdown(html: string): string {
      const key = cacheKey(html);
      const markdown = cache.get(key) ?? htmlToMarkdown(html);
      cache.set(key, markdown);
      return markdown;
    },
    save: () => cache.save(),
  };
}
