import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Heading } from '../../types.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify).freeze();

/** Markdown from the OpenAPI document (descriptions) to HTML. Raw HTML in it is dropped, never executed. */
export function markdownToHtml(markdown: string | undefined): string {
  if (!markdown) return '';
  return String(processor.processSync(markdown));
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

/** Like `markdownToHtml`, with ids on headings (avoiding `taken`) and the headings listed for a table of contents. */
export function markdownWithHeadings(markdown: string | undefined, taken: string[] = []): { html: string; headings: Heading[] } {
  if (!markdown) return { html: '', headings: [] };
  const headings: Heading[] = [];
  const html = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeHeadingIds, { taken, headings }).use(rehypeStringify).processSync(markdown);
  return { html: String(html), headings };
}
