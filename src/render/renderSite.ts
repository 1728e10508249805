import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { cacheDirOf } from '../config/loadConfig.js';
import { ContentError } from '../shared/errors.js';
import { loadModule } from '../shared/loadModule.js';
import type { BuildContext, Heading, Route } from '../types.js';
import type { PageKind, PageProps, PostSummary } from './pageProps.js';
import { buildBlogView, buildCategoryCards, buildDocView, buildSiteView, summarizePost } from './pagePropsParts.js';
import { loadComponentPage, renderCompiled, renderComponentPage, type ContentHtml } from './renderContent.js';
import type { SiteModel } from './siteModel.js';

/** The theme module's exports the render stage uses. */
interface Theme {
  Root: ComponentType<PageProps>;
  createMdxComponents(scope: SiteModel['scope']): Record<string, unknown>;
  resetTabIds?: () => void;
  /** Called before a site renders, so nothing of an earlier build in this process carries over. */
  startSite?: () => void;
  /** The final HTML of a rendered page (a theme may defer shared parts, such as the sidebar, to here). */
  finishPage?: (html: string) => string;
  /** The HTML of those deferred parts, once each, for the link check. */
  sharedFragments?: () => string[];
}

/** Every rendered page, and how to finish one for writing. */
export interface RenderedSite {
  pages: RenderedPage[];
  /** The page's final HTML; see `Theme.finishPage`. */
  finishPage(html: string): string;
  /** HTML every page shares but holds only by reference until finished. */
  sharedFragments: string[];
}

/** A finished page. */
export interface RenderedPage {
  route: Route;
  /** The complete HTML document. */
  html: string;
  /** The content part alone, for search and link messages. */
  contentHtml: string;
  headings: Heading[];
  title: string;
  description: string;
}

/** Where each route kind goes in the layouts. */
function pageKindOf(route: Route): PageKind {
  switch (route.kind) {
    case 'doc':
      return 'doc';
    case 'api':
      return 'api';
    case 'page':
      return 'page';
    case 'blog':
      return 'blog-post';
    case 'generated':
      return route.generator === 'category' ? 'category' : route.generator;
  }
}

/** Loads the theme (bundled with esbuild, React shared) and renders every route to a full HTML document; `onPage` sees each as it is done. */
export async function renderSite(model: SiteModel, assets: PageProps['assets'], ctx: BuildContext, onPage?: (page: RenderedPage) => void): Promise<RenderedSite> {
  const { config } = ctx;
  const theme = await loadModule<Theme>(path.join(config.themeDir, 'index.tsx'), { cacheDir: path.join(cacheDirOf(config.root), 'modules') });
  theme.startSite?.();
  const components = theme.createMdxComponents(model.scope);
  const site = buildSiteView(config, model.sidebars, model.blog);
  const descriptions = new Map(model.routes.map((route) => [route.path, route.description]));

  // Content first: blog lists need every post's excerpt.
  const content = new Map<string, ContentHtml>();
  const componentMeta = new Map<string, { title?: string; description?: string }>();
  for (const route of model.routes) {
    if ((route.kind === 'doc' || route.kind === 'blog' || route.kind === 'page') && route.content) {
      theme.resetTabIds?.();
      content.set(route.path, renderCompiled(model.compiled.get(route.content.file)!, model.scope, components, route.content.relPath));
    } else if (route.kind === 'page' && route.component) {
      const page = await loadComponentPage(route.component, config);
      componentMeta.set(route.path, page);
      content.set(route.path, { full: renderComponentPage(page, { site, scope: model.scope }, route.source.file) });
    }
  }
  const summaries: PostSummary[] = (model.blog?.posts ?? []).map((post) => summarizePost(post, model.blog!, content.get(post.path)!));

  const pages: RenderedPage[] = [];
  for (const route of model.routes) {
    const kind = pageKindOf(route);
    const html = content.get(route.path)?.full ?? '';
    const compiled = 'content' in route && route.content ? model.compiled.get(route.content.file) : undefined;
    const frontmatter = 'content' in route && route.content ? route.content.frontmatter : {};
    const apiPage = route.kind === 'api' ? model.apiPages.get(route.path) : undefined;
    const headings = content.get(route.path)?.headings ?? compiled?.headings ?? apiPage?.operation?.headings ?? apiPage?.info?.headings ?? [];
    const meta = componentMeta.get(route.path);
    const title = meta?.title ?? route.title;
    const description = meta?.description ?? route.description ?? config.tagline;
    const props: PageProps = {
      site,
      page: {
        kind,
        path: route.path,
        title,
        description,
        contentHtml: html,
        toc: headings.filter((heading) => heading.depth >= config.tableOfContents.minHeadingLevel && heading.depth <= config.tableOfContents.maxHeadingLevel),
        hideToc: frontmatter.hide_table_of_contents === true,
        hideFooter: frontmatter.footer === false,
        wide: route.kind === 'page' && Boolean(route.component),
      },
      assets,
    };
    if (route.kind === 'doc' || route.kind === 'api') props.doc = buildDocView(route.docId, route.path, model.sidebars);
    if (apiPage) props.api = apiPage;
    if (route.kind === 'generated' && route.generator === 'category') {
      const index = model.sidebars.categoryIndexes.find((entry) => entry.path === route.path)!;
      props.doc = buildDocView(route.path, route.path, model.sidebars);
      props.category = { cards: buildCategoryCards(index.items, (href) => descriptions.get(href)) };
    }
    if (model.blog && (route.kind === 'blog' || (route.kind === 'generated' && route.generator.startsWith('blog')))) {
      const generator = route.kind === 'generated' ? route.generator : undefined;
      props.blog = buildBlogView(model.blog, summaries, generator, route.kind === 'generated' ? route.key : undefined, config.blog!.postsPerPage, site.blog!.path);
      if (route.kind === 'blog') props.blog.post = summaries.find((post) => post.path === route.path);
    }
    const page: RenderedPage = { route, html: renderDocument(theme.Root, props, route), contentHtml: html, headings, title, description };
    pages.push(page);
    onPage?.(page);
  }
  return { pages, finishPage: theme.finishPage ?? ((page) => page), sharedFragments: theme.sharedFragments?.() ?? [] };
}

function renderDocument(Root: ComponentType<PageProps>, props: PageProps, route: Route): string {
  try {
    return '<!DOCTYPE html>' + renderToString(createElement(Root, props));
  } catch (error) {
    throw new ContentError(`the theme failed to render ${route.path}: ${(error as Error).message}`, { source: route.source, cause: error });
  }
}
