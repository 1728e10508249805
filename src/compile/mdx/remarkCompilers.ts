import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified, type Pluggable, type PluggableList } from 'unified';
import { remarkAdmonitions, type AdmonitionOptions } from './remarkAdmonitions.js';
import { remarkHeadElements } from './remarkHeadElements.js';
import { remarkContentTitle, remarkHeadingIds } from './remarkHeadingIds.js';
import { remarkMermaid, type MermaidMode } from './remarkMermaid.js';
import { remarkTruncate } from './remarkTruncate.js';

/** The remark processors: plain markdown to an HTML string, MDX to a function body, and MDX with imports to an ES module. */
export type RemarkCompilers = ReturnType<typeof createRemarkCompilers>;

/** A site's own plugins around docsite's (see `sitePluggables`), and remark-rehype's options. */
export interface SiteCompileOptions {
  beforeDefaultRemark?: PluggableList;
  remark?: PluggableList;
  beforeDefaultRehype?: PluggableList;
  /** Run after docsite's rehype plugins but before code highlighting (as in Docusaurus, where code is highlighted when it renders). */
  rehype?: PluggableList;
  remarkRehypeOptions?: Record<string, unknown>;
  /** `markdown.mermaid`: what mermaid fences become (see `remarkMermaid`). */
  mermaid?: MermaidMode;
}

/** Docsite's rehype plugins, with the site's before or after them: the last of docsite's (code highlighting) stays last. */
const withSiteRehype = (own: PluggableList, site: SiteCompileOptions): PluggableList => [...(site.beforeDefaultRehype ?? []), ...own.slice(0, -1), ...(site.rehype ?? []), ...own.slice(-1)];

/** Both processors with the same remark plugins and the caller's rehype plugins for each (loaded on demand by `compileMarkdown`). */
export function createRemarkCompilers(rehypePlugins: { html: PluggableList; mdx: PluggableList }, admonitions: AdmonitionOptions = {}, site: SiteCompileOptions = {}) {
  const remarkPlugins: PluggableList = [
    ...(site.beforeDefaultRemark ?? []),
    remarkFrontmatter,
    remarkGfm,
    remarkDirective,
    [remarkAdmonitions, admonitions],
    remarkHeadingIds,
    remarkContentTitle,
    remarkTruncate,
    ...(site.mermaid ? [[remarkMermaid, { mode: site.mermaid }] satisfies Pluggable] : []),
    ...(site.remark ?? []),
    remarkHeadElements,
  ];
  const mdxRehype = withSiteRehype(rehypePlugins.mdx, site);
  const remarkRehypeOptions = site.remarkRehypeOptions ?? {};
  return {
    markdown: unified()
      .use(remarkParse)
      .use(remarkPlugins)
      .use(remarkRehype, { ...remarkRehypeOptions, allowDangerousHtml: true })
      .use(withSiteRehype(rehypePlugins.html, site))
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze(),
    mdx: createProcessor({ outputFormat: 'function-body', remarkPlugins, rehypePlugins: mdxRehype, remarkRehypeOptions, development: false }),
    // A file that imports or exports is a module: its imports are bundled (see `bundleModule`).
    module: createProcessor({ outputFormat: 'program', remarkPlugins, rehypePlugins: mdxRehype, remarkRehypeOptions, development: false }),
  };
}
