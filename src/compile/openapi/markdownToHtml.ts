import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify).freeze();

/** Markdown from the OpenAPI document (descriptions) to HTML. Raw HTML in it is dropped, never executed. */
export function markdownToHtml(markdown: string | undefined): string {
  if (!markdown) return '';
  return String(processor.processSync(markdown));
}
