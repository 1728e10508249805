import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { UrlUse } from '../../shared/unsafeUrl.js';
import { removeUnsafeUrl } from '../mdx/rehypeLinks.js';
import type { Heading } from '../../types.js';

/** A link or image URL taken out of a description (see `unsafeUrlScheme`). */
export interface RemovedDescriptionUrl {
  scheme: string;
  use: UrlUse;
}

/** A description as HTML, with the URLs taken out of it. */
export interface DescriptionHtml {
  html: string;
  removedUrls: RemovedDescriptionUrl[];
}

/** Removes link and image URLs that could run script, as `rehypeLinks` does for content, and lists them in `file.data.removedUrls`. */
function rehypeRemoveUnsafeUrls() {
  return (tree: Root, file: VFile) => {
    const removed: RemovedDescriptionUrl[] = [];
    visit(tree, 'element', (node: Element) => {
      const unsafe = removeUnsafeUrl(node);
      if (unsafe) removed.push(unsafe);
    });
    file.data.removedUrls = removed;
  };
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeRemoveUnsafeUrls).use(rehypeStringify).freeze();

/** Markdown from the OpenAPI document (descriptions) to HTML. Raw HTML in it is dropped, never executed; so are URLs that could run script. */
export function descriptionToHtml(markdown: string): DescriptionHtml {
  const file = new VFile(markdown);
  const html = String(processor.processSync(file));
  return { html, removedUrls: file.data.removedUrls as RemovedDescriptionUrl[] };
}

/** Gives every heading a github-slugger id (unique among `taken`) and reports it. */
function rehypeHeadingIds(options: { taken: string[]; headings: Heading[] }) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    for (const id of options.taken) slugger.slug(id);
    visit(tree, 'element', (node: Element) => {
      const depth = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!depth) return;
      const text = toString(node);
      const id = slugger.slug(text);
      node.properties.id = id;
      options.headings.push({ depth: Number(depth), id, text });
    });
  };
}

/** Like `descriptionToHtml`, with ids on headings (avoiding `taken`) and the headings listed for a table of contents. */
export function markdownWithHeadings(markdown: string | undefined, taken: string[] = []): DescriptionHtml & { headings: Heading[] } {
  if (!markdown) return { html: '', headings: [], removedUrls: [] };
  const headings: Heading[] = [];
  const file = new VFile(markdown);
  const html = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeHeadingIds, { taken, headings }).use(rehypeRemoveUnsafeUrls).use(rehypeStringify).processSync(file);
  return { html: String(html), headings, removedUrls: file.data.removedUrls as RemovedDescriptionUrl[] };
}
