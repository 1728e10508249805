import type { ClientBundle } from '../bundle/bundleClient.js';
import type { CollectedSite } from '../collect/collectSite.js';
import type { LastCommit } from '../collect/lastModified.js';
import type { CompiledScope } from '../compile/compileScope.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import type { BuildContext, Route } from '../types.js';
import { contentScriptDiagnostics } from './checkContentScripts.js';
import { importTheme } from './loadTheme.js';
import { PagePolicies } from './pagePolicy.js';
import { createSiteRenderer, type RenderedPage, type SiteRenderer } from './renderSite.js';
import type { SearchUrls } from '../search/searchTypes.js';

/** What the render stage starts from: the collected site, its scope, the compiled map (still filling) and the assets being built. */
export interface RenderStageInput {
  collected: CollectedSite;
  /** Every route that gets a page: the collected ones and the not-found page. */
  routes: Route[];
  compiled: Map<string, CompiledContent>;
  scope: CompiledScope;
  bundling: Promise<ClientBundle>;
  /** The compiled theme's URL (see `compileTheme`). */
  theme: Promise<string>;
  /** Git's last commits, awaited before the first page only when pages show their last update. */
  history?: Promise<{ lastCommit: (file: string) => LastCommit | undefined }>;
  /** The search files' URLs, when known before rendering. */
  searchUrls?: SearchUrls;
}

/** The render stage: a route in, its page out, with the page's security policy applied and its inline scripts checked. */
export interface RenderStage {
  /** Resolves once the client bundle and the theme are ready. */
  ready: Promise<SiteRenderer>;
  /** Renders a route (waiting for `ready`); the caller asks only once what the route reads is compiled. */
  render(route: Route): Promise<RenderedPage>;
  /** Each page's policy tag, and every page's script hashes for `_headers`. */
  policies: PagePolicies;
}

/**
 * Starts the renderer as soon as the client bundle and the theme are built (content compiles
 * meanwhile): pages name the hashed assets, so none renders before.
 */
export function startRenderStage(input: RenderStageInput, ctx: BuildContext): RenderStage {
  const { collected, routes, compiled, scope, bundling, theme, history, searchUrls } = input;
  const ready = Promise.all([bundling, theme.then(importTheme), history]).then(([bundle, loaded, commits]) =>
    createSiteRenderer(
      { routes, sidebars: collected.sidebars, blog: collected.blog, blogSections: collected.blogSections, compiled, apiPages: scope.apiPages, scope: scope.scope, lastCommit: commits?.lastCommit },
      { theme: loaded, assets: { css: bundle.css, js: bundle.js, fonts: bundle.fonts, search: searchUrls } },
      ctx,
    ),
  );
  // Awaited by the first render and after compiling; a failure before then must not go unhandled.
  ready.catch(() => {});
  const policies = new PagePolicies(ctx.config);
  return {
    ready,
    policies,
    async render(route) {
      const rendered = await (await ready).render(route);
      const secured = policies.secured(rendered.html);
      const page = { ...rendered, html: secured.html, scripts: secured.scripts };
      ctx.diagnostics.push(...contentScriptDiagnostics(page, ctx.config.security.contentScripts));
      return page;
    },
  };
}
