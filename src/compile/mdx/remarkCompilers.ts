import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified, type PluggableList } from 'unified';
import { remarkAdmonitions, type AdmonitionOptions } from './remarkAdmonitions.js';
import { remarkContentTitle, remarkHeadingIds } from './remarkHeadingIds.js';
import { remarkTruncate } from './remarkTruncate.js';

/** The remark processors: plain markdown to an HTML string, MDX to a function body, and MDX with imports to an ES module. */
export type RemarkCompilers = ReturnType<typeof createRemarkCompilers>;

/** Both processors with the same remark plugins and the caller's rehype plugins for each (loaded on demand by `compileMarkdown`). */
export function createRemarkCompilers(rehypePlugins: { html: PluggableList; mdx: PluggableList }, admonitions: AdmonitionOptions = {}) {
  const remarkPlugins: PluggableList = [remarkFrontmatter, remarkGfm, remarkDirective, [remarkAdmonitions, admonitions], remarkHeadingIds, remarkContentTitle, remarkTruncate];
  return {
    markdown: unified()
      .use(remarkParse)
      .use(remarkPlugins)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypePlugins.html)
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze(),
    mdx: createProcessor({ outputFormat: 'function-body', remarkPlugins, rehypePlugins: rehypePlugins.mdx, development: false }),
    // A file that imports or exports is a module: its imports are bundled (see `bundleModule`).
    module: createProcessor({ outputFormat: 'program', remarkPlugins, rehypePlugins: rehypePlugins.mdx, development: false }),
  };
}
