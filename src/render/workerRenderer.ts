import type { CollectedBlog } from '../collect/collectBlog.js';
import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { LastCommit } from '../collect/lastModified.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import { strictScope } from '../compile/compileScope.js';
import { joinPieces } from '../write/filePieces.js';
import type { BuildContext, Diagnostic, Route, SiteConfig } from '../types.js';
import { contentScriptDiagnostics } from './checkContentScripts.js';
import { importTheme } from './loadTheme.js';
import { pageFactsOf, type PageFacts } from './pageFacts.js';
import type { PageProps } from './pageProps.js';
import { PagePolicies } from './pagePolicy.js';
import { createSiteRenderer, type SharedFragment } from './renderSite.js';
import type { AssetFile } from './loadTheme.js';
import type { SiteModel } from './siteModel.js';

/**
 * What a worker thread renders docs pages with, sent once the client bundle and the theme are
 * built: the site as plain data (no functions cross threads; see `renderSetupOf`). The routes
 * come without their sources: a page's source comes with its compiled content.
 */
export interface RenderSetup {
  config: SiteConfig;
  routes: Route[];
  sidebars: CollectedSidebars;
  blog?: CollectedBlog;
  /** The MDX scope as plain data (see `CompiledScope.plainScope`). */
  scope: SiteModel['scope'];
  assets: PageProps['assets'];
  themeUrl: string;
  /** Whether search indexes pages (they carry what it reads, see `PageFacts.search`). */
  search: boolean;
}

/**
 * One page to render: its route (by index in `RenderSetup.routes`), a docs page's compiled
 * content with its source (none for a category or the not-found page), and its last commit when pages show it.
 */
export interface RenderRequest {
  route: number;
  content?: CompiledOnWorker;
  lastCommit?: LastCommit;
}

/** A compiled file as a worker keeps it for rendering: the compiled content and the file's source. */
export interface CompiledOnWorker {
  compiled: CompiledContent;
  source: string;
}

/** A page rendered on a worker: the sinks' facts with the finished page, and what rendering it warned about. */
export interface WorkerRenderedPage {
  facts: Omit<PageFacts, 'route' | 'html'> & { finished: Uint8Array };
  diagnostics: Diagnostic[];
}

/** What the worker's theme gathered for the end of the build: its shared fragments and asset files (see `Theme`). */
export interface WorkerThemeFacts {
  sharedFragments: SharedFragment[];
  assetFiles: AssetFile[];
}

const silentLog = { info() {}, warn() {}, progress() {} };

/**
 * A worker thread's renderer: renders a page (see `rendersFromSetup`) as the main thread's render stage does
 * (theme, security policy, content-script check), reads the sinks' facts of it and finishes
 * it for writing, so only facts and the page's bytes go back.
 */
export async function startWorkerRenderer(setup: RenderSetup) {
  const { config, routes } = setup;
  const theme = await importTheme(setup.themeUrl, config);
  const compiled = new Map<string, CompiledContent>();
  const commits = new Map<string, LastCommit>();
  const ctx: BuildContext = { config, log: silentLog, diagnostics: [] };
  const model: SiteModel = { routes, sidebars: setup.sidebars, blog: setup.blog, compiled, apiPages: new Map(), scope: strictScope(setup.scope), lastCommit: (file) => commits.get(file) };
  const renderer = createSiteRenderer(model, { theme, assets: setup.assets, worker: true }, ctx);
  const policies = new PagePolicies(config);
  const encoder = new TextEncoder();
  return {
    async render({ route: index, content, lastCommit }: RenderRequest): Promise<WorkerRenderedPage> {
      const listed = routes[index]!;
      const route = content && 'content' in listed && listed.content ? ({ ...listed, content: { ...listed.content, source: content.source } } as Route) : listed;
      const file = 'content' in route && route.content ? route.content.file : '';
      if (content) compiled.set(file, content.compiled);
      if (lastCommit) commits.set(file, lastCommit);
      try {
        const rendered = await renderer.render(route);
        const secured = policies.secured(rendered.html);
        const page = { ...rendered, html: secured.html, scripts: secured.scripts };
        const diagnostics = [...ctx.diagnostics.splice(0), ...contentScriptDiagnostics(page, config.security.contentScripts)];
        // The route stays here: the main thread has it.
        const facts: Partial<PageFacts> = pageFactsOf(page, { search: setup.search, twinFromArticle: content !== undefined && content.compiled.format !== 'html' });
        delete facts.route;
        const finished = renderer.finishPage(page.html);
        return { facts: { ...facts, finished: encoder.encode(typeof finished === 'string' ? finished : joinPieces(finished)) } as WorkerRenderedPage['facts'], diagnostics };
      } finally {
        compiled.delete(file);
        commits.delete(file);
      }
    },
    themeFacts: (): WorkerThemeFacts => ({ sharedFragments: renderer.sharedFragments(), assetFiles: renderer.assetFiles() }),
  };
}
