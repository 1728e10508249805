import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import { noteModuleInputs } from '../compile/compileContent.js';
import { isDocusaurusConfig } from '../compat/docusaurus/docusaurusConfigFile.js';
import { loadSwizzledMdxComponents, swizzledMdxComponentsFile } from '../compat/docusaurus/swizzledMdxComponents.js';
import { undeclaredHrefs, type DeclaredLinks } from '../links/declaredLinks.js';
import { withBase } from '../shared/baseUrl.js';
import { ContentError } from '../shared/errors.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';
import type { PageModule } from '../pipeline/pageSink.js';
import type { BuildContext, Heading, Route } from '../types.js';
import type { FilePieces } from '../write/filePieces.js';
import type { AssetFile, Theme } from './loadTheme.js';
import type { BlogView, DocVersionView, PageKind, PageProps, PostSummary } from './pageProps.js';
import { collectedBlogOfRoute } from '../collect/blogSections.js';
import type { CollectedBlog } from '../collect/collectBlog.js';
import { docsSectionViews } from './docsSectionViews.js';
import { buildPageHistory } from './pageHistory.js';
import { buildBlogView, buildCategoryCards, buildDocView, buildSiteView, siteBlogView, summarizePost } from './pagePropsParts.js';
import { hasMarkdownTwin } from './renderLlmsFiles.js';
import { loadComponentPage, renderCompiled, renderComponentPage, type ContentHtml } from './renderContent.js';
import type { SiteModel } from './siteModel.js';

const { createElement } = requireCommonJs('react') as typeof import('react');
const { renderToString } = requireCommonJs('react-dom/server') as typeof import('react-dom/server');

/** Renders the site's pages one route at a time, and finishes them for writing. */
export interface SiteRenderer {
  /**
   * Renders a route to a full HTML document. A docs page reads only its own compiled content
   * (`rendersAlone`), so it can render while other files still compile; every other page may
   * read any compiled file (blog lists read every post), so those render once all are compiled.
   */
  render(route: Route): Promise<RenderedPage>;
  /** The page's final HTML; see `Theme.finishPage`. */
  finishPage(html: string): string | FilePieces;
  /** HTML every page shares but holds only by reference until finished (after every page rendered). */
  sharedFragments(): SharedFragment[];
  /** Files the finished pages load (see `Theme.assetFiles`), after every page was finished. */
  assetFiles(): AssetFile[];
}

/** A finished page. */
/** HTML many pages carry, spliced in as they are written: checked once, named by `label` in messages. */
export interface SharedFragment {
  label: string;
  html: string;
}

export interface RenderedPage {
  route: Route;
  /** The complete HTML document. */
  html: string;
  /** The content part alone, for search and link messages. */
  contentHtml: string;
  headings: Heading[];
  title: string;
  description: string;
  /** What its content declared to Docusaurus's link checker (`useBrokenLinks`, `<Link>`), which the link check reads besides the HTML. */
  linkCheck?: DeclaredLinks;
  /** Its inline scripts' SHA-256 sources, once the render stage gave it its policy (an incremental build records them). */
  scripts?: string[];
  /** A React page's module inputs (an incremental build records them, see `PageRecord.module`). */
  module?: PageModule;
}

/** Whether a route's page needs nothing compiled but its own content. */
export const rendersAlone = (route: Route) => route.kind === 'doc';

/**
 * Whether a route's page reads only what a worker thread's render setup holds (see
 * `RenderSetup`): a docs page (with its own compiled content), a category page (the sidebars
 * and the routes' descriptions) or the not-found page (nothing). Blog pages read every post's
 * content, API pages the API data and React pages their modules: those render on the main thread.
 */
export const rendersFromSetup = (route: Route) => (route.kind === 'doc' && route.content !== undefined) || (route.kind === 'generated' && (route.generator === 'category' || route.generator === 'not-found'));

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

/** What pages are rendered with: the loaded theme (see `loadTheme`) and the client bundle's URLs. */
export interface RendererParts {
  theme: Theme;
  assets: PageProps['assets'];
  /** On a worker thread: warnings the main thread's renderer gives too are not given again. */
  worker?: boolean;
}

/**
 * On a Docusaurus site, MDX pages get `@theme/MDXComponents` (docsite's components with
 * Docusaurus's `Head` and `Details`), or the site's swizzled MDXComponents (see
 * `loadSwizzledMdxComponents`) once loaded, which is then also what a page's import of
 * `@theme/MDXComponents` gets, as in Docusaurus. Returns the CSS the swizzle imports ('' when
 * none); its warnings, files and assets are noted when `report`.
 */
async function useSwizzledMdxComponents(context: { components: Record<string, unknown>; modules: Record<string, unknown> }, ctx: BuildContext, report: boolean): Promise<string> {
  if (!isDocusaurusConfig(ctx.config.configFile)) return '';
  const originalModule = context.modules['@theme/MDXComponents'] as { default?: Record<string, unknown> } | undefined;
  if (originalModule?.default) context.components = originalModule.default;
  const file = swizzledMdxComponentsFile(ctx.config);
  if (!file) return '';
  // Loaded with the original in the table: its `@theme-original/MDXComponents` is docsite's.
  const swizzle = await loadSwizzledMdxComponents(file, ctx.config, context.modules);
  context.components = swizzle.components;
  context.modules = { ...context.modules, '@theme/MDXComponents': { ...originalModule, default: swizzle.components } };
  if (report) {
    ctx.diagnostics.push(...swizzle.warnings);
    noteModuleInputs(ctx, swizzle);
  }
  return swizzle.css;
}

/**
 * Returns a renderer for the model's routes. The model's `compiled` map may still be filling:
 * a route is rendered only when the caller asks, and the caller asks only once what it reads
 * is compiled (see `render`).
 */
export function createSiteRenderer(model: SiteModel, { theme, assets, worker }: RendererParts, ctx: BuildContext): SiteRenderer {
  const { config } = ctx;
  const locale = config.i18n?.locales.find((each) => each.code === config.i18n?.current)?.htmlLang;
  theme.startSite?.(config.baseUrl, config.i18n?.strings, locale);
  const components = theme.createMdxComponents(model.scope);
  const versions = docsSectionViews(config, model.routes, model.sidebars);
  const site = buildSiteView(config, model.sidebars, model.blog, versions);
  // A React page gets the site's config as its `config` prop, as Docusaurus gives it (`pageConfig`).
  // `@theme-original/MDXComponents` is docsite's own components, which a swizzled MDXComponents extends.
  const renderContext = { scope: model.scope, components, modules: theme.createDocusaurusModules?.(site, config.customFields, config.pluginData?.globalData, components) ?? {}, pageConfig: theme.docusaurusSiteConfig?.(site, config.customFields), admonitionTitle: theme.admonitionTitle };
  const swizzled = useSwizzledMdxComponents(renderContext, ctx, !worker);
  swizzled.catch(() => {});
  const descriptions = new Map(model.routes.map((route) => [route.path, route.description]));

  const contentOf = pageContents(model, theme, { site, renderContext }, ctx);
  // Each blog's posts as its lists show them, summarized once.
  const summaries = new Map<CollectedBlog, Promise<PostSummary[]>>();
  const summariesOf = (blog: CollectedBlog) => {
    if (!summaries.has(blog)) summaries.set(blog, Promise.all(blog.posts.map(async (post) => summarizePost(post, blog, (await contentOf(post)).html!, blog.config.showReadingTime))));
    return summaries.get(blog)!;
  };

  return {
    async render(route) {
      const mdxCss = await swizzled;
      const { html: ownContent, meta, tabIds, linkCheck, module } = await contentOf(route);
      const blog = collectedBlogOfRoute(model, route);
      const css = pageCss(route, blog !== undefined, mdxCss, ownContent?.css);
      const kind = pageKindOf(route);
      const html = ownContent?.full ?? '';
      const compiled = 'content' in route && route.content ? model.compiled.get(route.content.file) : undefined;
      const frontmatter = 'content' in route && route.content ? route.content.frontmatter : {};
      const apiPage = route.kind === 'api' ? model.apiPages.get(route.path) : undefined;
      const headings = ownContent?.headings ?? compiled?.headings ?? apiPage?.operation?.headings ?? apiPage?.info?.headings ?? [];
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
          hideTitle: compiled?.contentTitle === true || frontmatter.hide_title === true,
          hideFooter: frontmatter.footer === false,
          ...(frontmatter.keywords?.length && { keywords: frontmatter.keywords.map(String) }),
          ...(frontmatter.image && { image: frontmatter.image }),
          ...(frontmatter.unlisted === true && { noindex: true }),
          wide: route.kind === 'page' && Boolean(route.component),
          ...(css ? { css } : {}), ...(route.untranslated && { untranslated: true }),
        },
        assets,
      };
      if (route.kind === 'doc' || route.kind === 'blog') {
        const history = buildPageHistory(route, config, model.lastCommit ?? (() => undefined));
        if (history) props.page.history = history;
      }
      // A page of a docs version resolves its sidebar, previous and next within that version.
      const sidebars = versions?.sidebarsOf(route) ?? model.sidebars;
      if (route.kind === 'doc' || route.kind === 'api') props.doc = buildDocView(route.docId, route.path, sidebars, route.kind === 'doc' ? route.content.frontmatter : undefined);
      if (apiPage) props.api = apiPage;
      if (route.kind === 'generated' && route.generator === 'category') {
        const index = model.sidebars.categoryIndexes.find((entry) => entry.path === route.path)!;
        props.doc = buildDocView(route.path, route.path, sidebars);
        props.category = { cards: buildCategoryCards(index.items, (href) => descriptions.get(href)) };
      }
      if (props.doc) placeInDocs(props, route, versions?.of(route));
      if (blog) props.blog = await blogViewOf(route, blog, await summariesOf(blog), { further: blog !== model.blog, twin: hasMarkdownTwin({ route }, config) });
      // The layout's own tabs (an API page's code samples) are numbered after the content's.
      theme.resetTabIds?.(tabIds);
      return { route, html: renderDocument(theme.Root, props, route), contentHtml: html, headings, title, description, ...(linkCheck && { linkCheck }), ...(module && { module }) };
    },
    finishPage: theme.finishPage ?? ((page) => page),
    sharedFragments: () => theme.sharedFragments?.() ?? [],
    assetFiles: () => theme.assetFiles?.() ?? [],
  };
}

/**
 * A page's CSS: a swizzled MDXComponents' (`mdxCss`) on every page whose content is Markdown or
 * MDX, and blog lists (their posts'), which may show its components; then its own imports' CSS.
 */
function pageCss(route: Route, ofBlog: boolean, mdxCss: string, own: string | undefined): string {
  const rendersMdx = ('content' in route && route.content !== undefined) || ofBlog;
  return [rendersMdx ? mdxCss : '', own ?? ''].filter(Boolean).join('\n');
}

/** The blog part of a post's or blog page's props; a further blog's page names its blog (`section`), since `site.blog` is the main one. */
async function blogViewOf(route: Route, blog: CollectedBlog, posts: PostSummary[], { further, twin }: { further: boolean; twin: boolean }): Promise<BlogView> {
  const generator = route.kind === 'generated' ? route.generator : undefined;
  const own = siteBlogView(blog.config);
  const view = buildBlogView(blog, posts, generator, route.kind === 'generated' ? route.key : undefined, blog.config, own.path);
  if (further) view.section = { id: blog.config.pluginId, ...own };
  if (route.kind === 'blog') view.post = posts.find((post) => post.path === route.path);
  if (route.kind === 'blog' && twin) view.markdownTwin = true;
  return view;
}

/** A docs page's section (a further one's id) and version: the navbar marks its items by them, and a version may ask for noindex or a canonical page. */
function placeInDocs(props: PageProps, route: Route, version: DocVersionView | undefined) {
  const doc = props.doc!;
  if ('docsPluginId' in route && route.docsPluginId) doc.docsPluginId = route.docsPluginId;
  if (!version) return;
  doc.version = version;
  if (version.noIndex) props.page.noindex = true;
  if (version.canonicalPath) props.page.canonicalPath = version.canonicalPath;
}

/** What renders a page's own content. */
interface ContentParts {
  site: ReturnType<typeof buildSiteView>;
  renderContext: Parameters<typeof renderCompiled>[2];
}

/** A page's own content as rendered, with the tab ids it numbered and, for a React page, the title and description it gave. */
type PageContent = { html?: ContentHtml; meta?: { title?: string; description?: string }; tabIds: number; linkCheck?: DeclaredLinks; module?: PageModule };

/**
 * Renders each page's own content, once: compiled markdown/MDX, or a React page. Blog posts'
 * is kept, since the lists show it too; other pages' is read once, and kept no longer than
 * their page.
 */
function pageContents(model: SiteModel, theme: Theme, { site, renderContext }: ContentParts, ctx: BuildContext): (route: Route) => Promise<PageContent> {
  const { config } = ctx;
  const docusaurusSite = isDocusaurusConfig(config.configFile);
  /** Renders a route's content with tab ids numbered from 1, at its location, and says how many ids it numbered. */
  const numberingTabs = <T>(route: Route, render: () => T): { html: T; tabIds: number; linkCheck?: DeclaredLinks } => {
    theme.resetTabIds?.();
    theme.setPageLocation?.(withBase(site.baseUrl, route.path));
    theme.takeCollectedLinks?.();
    const html = render();
    const declared = theme.takeCollectedLinks?.();
    return { html, tabIds: theme.tabIdsUsed?.() ?? 0, ...(declared && { linkCheck: { anchors: declared.anchors, links: declared.links } }) };
  };
  const content = new Map<string, Promise<PageContent>>();
  return (route: Route) => {
    let rendered = content.get(route.path);
    if (!rendered) {
      rendered = (async () => {
        if ((route.kind === 'doc' || route.kind === 'blog' || route.kind === 'page') && route.content) {
          const { content: compiled } = route;
          return numberingTabs(route, () => renderCompiled(model.compiled.get(compiled.file)!, compiled.file, renderContext, compiled.relPath));
        }
        if (route.kind === 'page' && route.component) {
          const page = await loadComponentPage(route.component, config, renderContext.modules);
          noteModuleInputs(ctx, page);
          // A React page is compiled here, not with the content: its warnings are added here.
          if (page.warnings) ctx.diagnostics.push(...page.warnings);
          theme.takeLayoutMeta?.();
          // A Docusaurus plugin's route gets its modules' data as props, as Docusaurus gives them.
          const props = { site, scope: model.scope, config: renderContext.pageConfig, ...(route.moduleProps && (await readModuleProps(route.moduleProps, config.root))) };
          const rendered = numberingTabs(route, (): ContentHtml => ({ full: renderComponentPage(page, props, route.source.file), css: page.css }));
          // Docusaurus checks the links a React page renders with <Link>, not its plain <a>s (Babel's links to older versions' deployments).
          if (docusaurusSite && rendered.linkCheck) rendered.linkCheck.unchecked = undeclaredHrefs(rendered.html.full, rendered.linkCheck.links);
          // A Docusaurus page names itself through its layout: <Layout title="…">.
          const layout = theme.takeLayoutMeta?.() ?? {};
          const module = { ...(page.dependencies && { dependencies: page.dependencies }), ...(page.assets && { assets: page.assets }) };
          return { ...rendered, module, meta: { title: page.title ?? layout.title, description: page.description ?? layout.description } };
        }
        return { tabIds: 0 };
      })();
      if (route.kind === 'blog') content.set(route.path, rendered);
    }
    return rendered;
  };
}

function renderDocument(Root: ComponentType<PageProps>, props: PageProps, route: Route): string {
  try {
    return '<!DOCTYPE html>' + renderToString(createElement(Root, props));
  } catch (error) {
    throw new ContentError(`the theme failed to render ${route.path}: ${(error as Error).message}`, { source: route.source, cause: error });
  }
}

/** The data of a plugin route's JSON modules, by prop name (see `PageRoute.moduleProps`); a file that is not JSON is an error naming it. */
async function readModuleProps(modules: Record<string, string>, root: string): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(modules).map(async ([name, file]) => {
      try {
        return [name, JSON.parse(await readFile(file, 'utf8'))] as const;
      } catch (error) {
        throw new ContentError(`cannot read the module ${name} of a plugin's route: ${(error as Error).message}`, { source: { file: path.relative(root, file) }, cause: error });
      }
    }),
  );
  return Object.fromEntries(entries);
}
