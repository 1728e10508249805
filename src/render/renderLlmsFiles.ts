import { blogOfRoute, blogsOf } from '../collect/blogSections.js';
import { isSidebarItem } from '../search/searchCrumbs.js';
import { absoluteUrl } from '../shared/baseUrl.js';
import { FRONTMATTER_BLOCK } from '../shared/frontmatterBlock.js';
import { rebaseMarkdown } from '../shared/rebaseMarkup.js';
import type { SiteConfig } from '../types.js';
import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { RenderedPage } from './renderSite.js';

/** What the Markdown files read of a page. */
export type LlmsPage = Pick<RenderedPage, 'route' | 'title' | 'description'>;

/**
 * The article part of a rendered page: title, content and generated API reference. A blog
 * post's is its content alone: its article also holds the date line, authors, mobile table of
 * contents and tags, which a plain Markdown post's twin (its source) does not have either.
 */
export function articleHtml(page: Pick<RenderedPage, 'html' | 'contentHtml'> & Partial<Pick<RenderedPage, 'route'>>): string {
  if (page.route?.kind === 'blog') return page.contentHtml;
  return /<article[^>]*>([\s\S]*)<\/article>/.exec(page.html)?.[1] ?? page.contentHtml;
}

/**
 * The Markdown twin of a docs or API page, served at its route plus `.md`. Plain markdown
 * pages already are clean Markdown (their `source`, minus frontmatter); MDX and API pages are
 * converted from their rendered article (`articleHtml`, see `markdownTwins.ts`), so
 * expressions and generated parts are included. Its root-relative links carry the site's base.
 */
export function pageMarkdown(page: LlmsPage, config: SiteConfig, from: { source: string } | { markdown: string }): string {
  const body =
    'source' in from
      ? from.source.replace(FRONTMATTER_BLOCK, '').replace(/^<!--\s*truncate\s*-->\s*$/m, '').trim() + '\n'
      : from.markdown;
  const withTitle = body.startsWith('# ') ? body : `# ${page.title}\n\n${body}`;
  return `${rebaseMarkdown(withTitle, config.baseUrl).trimEnd()}\n\nSource: ${absoluteUrl(config.url, config.baseUrl, page.route.path)}\n`;
}

/** Which pages get a Markdown twin and a place in llms.txt: docs and API pages, and blog posts when `llmsTxt.includeBlog` says so. */
export const hasMarkdownTwin = (page: Pick<LlmsPage, 'route'>, config: Pick<SiteConfig, 'llmsTxt'>) =>
  page.route.kind === 'doc' || page.route.kind === 'api' || (page.route.kind === 'blog' && config.llmsTxt?.includeBlog === true);

/**
 * `llms.txt` (llmstxt.org): the product name as H1, a summary blockquote, then one H2 per
 * sidebar (API operation pages in their own "API reference" section, docs in no sidebar under
 * "Other pages", then each blog's posts in a section of their own when `llmsTxt.includeBlog`
 * is on) listing
 * `- [title](url.md): description`. `llms-full.txt` is every listed page as Markdown, in the
 * order of `fullPages`, joined by `LLMS_FULL_SEPARATOR` (written by the caller, piece by piece:
 * as one string it held every page's Markdown at once).
 */
export function renderLlmsFiles<Page extends LlmsPage>(pages: Page[], sidebars: CollectedSidebars, config: SiteConfig) {
  const byPath = new Map(pages.filter((page) => hasMarkdownTwin(page, config)).map((page) => [page.route.path, page]));
  const labelOf = (sidebarId: string, pluginId?: string) =>
    config.navbar.items.find((item) => isSidebarItem(item, sidebarId, pluginId))?.label ?? sidebarId.replace(/^./, (c) => c.toUpperCase());
  const sections: Array<{ title: string; pages: Page[] }> = [];
  const reference: Page[] = [];
  const listed = new Set<string>();
  for (const sidebar of sidebars.sidebars) {
    const entries: Page[] = [];
    for (const entry of sidebar.order) {
      const page = byPath.get(entry.href);
      if (!page || listed.has(page.route.path)) continue;
      listed.add(page.route.path);
      (page.route.kind === 'api' ? reference : entries).push(page);
    }
    if (entries.length) sections.push({ title: labelOf(sidebar.id, sidebar.pluginId), pages: entries });
  }
  if (reference.length) sections.push({ title: 'API reference', pages: reference });
  const rest = [...byPath.values()].filter((page) => !listed.has(page.route.path) && page.route.kind !== 'blog');
  if (rest.length) sections.push({ title: 'Other pages', pages: rest });
  // Blog posts (`llmsTxt.includeBlog`), after the docs: a section per blog, titled as the blog, its posts in route order (newest first).
  for (const blog of blogsOf(config)) {
    const posts = [...byPath.values()].filter((page) => page.route.kind === 'blog' && blogOfRoute(config, page.route) === blog);
    if (posts.length) sections.push({ title: blog.title, pages: posts });
  }

  const link = (page: Page) => `- [${page.title}](${absoluteUrl(config.url, config.baseUrl, `${page.route.path}.md`)})${page.description ? `: ${page.description}` : ''}`;
  const llms = [
    `# ${config.productName}`,
    '',
    `> ${config.tagline ? `${config.tagline}. ` : ''}${config.title}: documentation for ${config.productName}, its product features, developer API and policies. Every page below is also available as Markdown.`,
    '',
    ...sections.flatMap((section) => [`## ${section.title}`, '', ...section.pages.map(link), '']),
  ].join('\n');
  return { llms, fullPages: sections.flatMap((section) => section.pages) };
}

/** Between two pages' Markdown in llms-full.txt. */
export const LLMS_FULL_SEPARATOR = '\n---\n\n';
