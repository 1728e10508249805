import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { collectedBlogOfRoute, isBlogRoute } from '../collect/blogSections.js';
import type { CollectedBlog } from '../collect/collectBlog.js';
import type { CollectedSite } from '../collect/collectSite.js';
import { isDocusaurusConfig } from '../compat/docusaurus/docusaurusConfigFile.js';
import { hashOfFile } from '../compile/modules/dependencies.js';
import type { KeptPage, PageRecord } from '../pipeline/pageSink.js';
import { showsLastUpdate } from '../render/pageHistory.js';
import { hasMarkdownTwin } from '../render/renderLlmsFiles.js';
import type { SharedFragment } from '../render/renderSite.js';
import { routeToFile } from '../shared/url.js';
import type { Route, SiteConfig } from '../types.js';
import { siteKeyOf, type BuildManifest, type IncrementalFacts, type InputHashes } from './upToDate.js';
import type { Writer } from './writer.js';
import { PageRecords, RECORDS_FILE } from './pageRecords.js';

/*
 * Incremental builds: a build into a folder whose previous build it knows renders again only
 * the pages whose inputs changed, and keeps the others byte for byte (hard links from the
 * previous output into the temporary folder, see `Writer.link`: a failed build still leaves
 * the previous output as it was).
 *
 * What a page depends on, and so when it is kept (conservative wherever unsure):
 * - The site key (`siteKeyOf`): the docsite code, the resolved config, and every input file
 *   that is not a page's own source (theme, overrides, static files, stylesheets, OpenAPI
 *   documents, data modules, `_category_.json`, partials, images), plus the git commit when
 *   pages show their last update. It names the client bundle, the search files and every
 *   page's shared parts; when it differs from the previous build's, nothing is kept.
 * - The navigation key (`navigationKeyOf`): the sidebars as collected (labels, links, order,
 *   which gives previous/next) and, for every route, its kind, path, title, description,
 *   source file and frontmatter. A page shows other pages only through these (sidebar,
 *   previous/next, version menu, navbar links to a sidebar's first doc), so a changed title,
 *   an added or a deleted page changes every keepable page's key: all render again.
 * - The page's own key (`pageKeyOf`): the two above and its route (with its source bytes and
 *   frontmatter). What its file compiles to depends on nothing else that these and the site
 *   key do not cover (the route paths its markdown links resolve to are the navigation's),
 *   except the files a module page imports that are other pages' sources: their hashes are
 *   in its record (`PageRecord.compiled`), checked before it is kept. So a kept page's
 *   compiled output is never read: its record stands for it (issue 21: reading the compile
 *   cache entry of every kept page cost about as much as the rest of an edit build).
 * Docs, API and category pages are kept (a category page shows its items' titles and
 * descriptions, which the navigation key holds), and so are Markdown pages (`content/pages`,
 * compiled as a doc is, shown without a sidebar) and the not-found page (the theme, config and
 * navigation only): a body edit of a doc rendered both again on every dev edit. Every page of
 * a blog (posts, lists, archive, tags, authors) reads every post's compiled content (excerpts,
 * reading times), so its key has the blog key too (`blogKeyOf`: every post's source), and a
 * blog's pages are kept all or none (`blogKept`): a page that renders needs every post
 * compiled, and a kept post is not. A kept post's HTML for the feeds is in its record. A React
 * page reads its props (the site view: config and navigation), the site's data modules and what
 * it imports: the site key covers the first two and its own source, its record the hashes of
 * the files it imported (a page's source among them: checked before it is kept, as a module
 * page's are). On a Docusaurus site it may also read plugins' data (`usePluginData`, route
 * modules), which plugins make from anything: there React pages always render. A page that
 * the previous build warned about renders again, so its warnings are reported again.
 * The link check still covers every page: a kept page's links and ids come from its record.
 */

/** The codes of the link check's diagnostics, which it makes anew every build from every page's facts (a kept page's from its record). */
const LINK_CHECK_CODES = new Set(['broken-link', 'broken-anchor']);

/** The search state's file name among the records. */
const SEARCH_STATE = 'search-state.json';

/** The search state's file among a pass's records (`pageRecordsDir`). */
export const searchStateFileIn = (recordsDir: string) => path.join(recordsDir, SEARCH_STATE);

/** Whether a route's page may be kept: see above. */
const isKeepable = (route: Route, config: SiteConfig) =>
  route.kind === 'doc' ||
  route.kind === 'api' ||
  (route.kind === 'generated' && (route.generator === 'category' || route.generator === 'not-found')) ||
  (route.kind === 'page' && route.content !== undefined && route.component === undefined && route.moduleProps === undefined) ||
  (route.kind === 'page' && route.component !== undefined && route.moduleProps === undefined && !isDocusaurusConfig(config.configFile)) ||
  isBlogRoute(route);

/** What deciding which pages to keep starts from. */
export interface PageReuseInput {
  config: SiteConfig;
  outDir: string;
  inputs: InputHashes;
  collected: CollectedSite;
  /** The previous build's manifest (`previousBuild`), unless the build is forced. */
  previous?: BuildManifest;
  /** Where the pages' records are kept between builds (`pageRecordsDir`). */
  recordsDir: string;
  /** Where this build writes its files: the records stream there (`PageRecords`). */
  writer: Writer;
  /**
   * The pass's folder in the output on a site of several locales (`fr/`; empty for the default
   * locale's and a site of one language): its files and the previous build's facts of it are
   * those under it (`IncrementalFacts` by pass, see `passKeyOf`).
   */
  prefix?: string;
}

/** Which entry of the manifest's `incremental` a pass's facts are: its folder in the output (`''` for the root). */
export const passKeyOf = (prefix = '') => prefix;

/**
 * Decides, page by page, whether the previous output's files can stand for a page, and
 * records what the next build needs (each keepable page's key, files and record).
 */
export class PageReuse {
  /** The site key of this build: the search files are named after it (pages carry their names). */
  readonly siteKey: string;
  /** True when the previous build had the same site key: its pages may be kept. */
  readonly reusing: boolean;
  private readonly navigationKey: string;
  private readonly keys = new Map<Route, string>();
  private readonly decisions = new Map<Route, Promise<KeptPage | undefined>>();
  private readonly keptBlogs = new Map<CollectedBlog, Map<Route, KeptPage>>();
  private readonly blogKeys = new Map<CollectedBlog, string>();
  /** The files kept pages' modules imported, hashed this build (`''`: unreadable). */
  private readonly dependencyHashes = new Map<string, string>();
  private readonly pages: IncrementalFacts['pages'] = {};
  private readonly warnedFiles: Set<string>;
  private readonly previousFiles: Set<string>;
  /** The previous build's facts of this pass, and the folder that holds its files. */
  private readonly before: IncrementalFacts | undefined;
  private readonly previousDir: string;
  private readonly records: PageRecords;
  /** Keepable pages kept and rendered, for the build result and the tests. */
  readonly counts = { kept: 0, rendered: 0 };

  constructor(private readonly input: PageReuseInput) {
    const { config, inputs, collected, previous, prefix = '' } = input;
    const pageSources = new Set(collected.routes.flatMap((route) => ('content' in route && route.content ? [route.content.file] : [])));
    // A locale's pass never reads another locale's translations: editing them keeps its pages.
    for (const file of otherLocalesFiles(config, inputs)) pageSources.add(file);
    this.siteKey = siteKeyOf(config, inputs, pageSources, showsLastUpdate(config));
    this.navigationKey = navigationKeyOf(collected);
    const before = previous?.incremental?.[passKeyOf(prefix)];
    this.reusing = before?.siteKey === this.siteKey;
    this.before = this.reusing ? before : undefined;
    this.previousDir = path.join(input.outDir, prefix);
    // The previous output's files as this pass names them (relative to its folder).
    this.previousFiles = new Set(this.reusing ? Object.keys(previous!.files).flatMap((file) => (file.startsWith(prefix) ? [file.slice(prefix.length)] : [])) : []);
    // The link check's warnings come again from the kept pages' records: they render no page again
    // (the missing home page's names the config, the source of every category page: at 1,000
    // pages without a home page, every dev edit rendered the 20 category pages again).
    const warnings = (previous?.diagnostics ?? []).filter((diagnostic) => !LINK_CHECK_CODES.has(diagnostic.code ?? ''));
    this.warnedFiles = new Set(warnings.flatMap((diagnostic) => (diagnostic.source ? [path.resolve(config.root, diagnostic.source.file)] : [])));
    this.records = new PageRecords(input.recordsDir, input.writer);
  }

  /** Whether the route's page may be kept, and got its key (`keyOf`): its record is saved when it renders. */
  isKeepable(route: Route): boolean {
    return this.keys.has(route);
  }

  /** The page's key, when it may be kept (its navigation and its route: see the comment at the top). */
  keyOf(route: Route): string | undefined {
    if (!isKeepable(route, this.input.config)) return undefined;
    let key = this.keys.get(route);
    if (key === undefined) {
      const blog = collectedBlogOfRoute(this.input.collected, route);
      this.keys.set(route, (key = pageKeyOf(route, blog ? `${this.navigationKey}\0${this.blogKeyOf(blog)}` : this.navigationKey)));
    }
    return key;
  }

  /**
   * The page as the previous build made it, when nothing it depends on changed; else undefined
   * (it renders). Decided once a route: the compile step asks first (a kept page's file is
   * neither compiled nor read from the compile cache), then the render step.
   */
  keep(route: Route): Promise<KeptPage | undefined> {
    let decided = this.decisions.get(route);
    if (!decided) this.decisions.set(route, (decided = this.decideKept(route)));
    return decided;
  }

  private async decideKept(route: Route): Promise<KeptPage | undefined> {
    const blog = collectedBlogOfRoute(this.input.collected, route);
    const kept = blog ? (await this.blogKept(blog)).get(route) : this.decide(route);
    if (!kept) return undefined;
    this.pages[route.path] = this.before!.pages[route.path]!;
    this.counts.kept++;
    return kept;
  }

  /** A blog's pages kept, every one of them or none (see the top of the file). */
  private blogKept(blog: CollectedBlog): Map<Route, KeptPage> {
    let kept = this.keptBlogs.get(blog);
    if (!kept) {
      const routes = [...blog.posts, ...blog.generated];
      const each = routes.map((route) => this.decide(route));
      this.keptBlogs.set(blog, (kept = new Map(each.every(Boolean) ? routes.map((route, at) => [route, each[at]!]) : [])));
    }
    return kept;
  }

  /** What every page of a blog shows of its posts: their sources (see the top of the file). */
  private blogKeyOf(blog: CollectedBlog): string {
    let key = this.blogKeys.get(blog);
    if (key === undefined) {
      const hash = createHash('sha1');
      for (const post of blog.posts) hash.update(`${post.content.file}\0${post.content.source.length}\0`).update(post.content.source);
      this.blogKeys.set(blog, (key = hash.digest('hex')));
    }
    return key;
  }

  /** Whether the previous output can stand for the page, on its own (`keep` decides a blog's pages together). */
  private decide(route: Route): KeptPage | undefined {
    const key = this.keyOf(route);
    const before = key !== undefined ? this.before?.pages[route.path] : undefined;
    // An API page's warnings are its document's (repeated from the API pages' cache) or its links' (checked again from its record): it renders for neither.
    const warned = route.kind !== 'api' && this.warnedFiles.has(path.resolve(this.input.config.root, route.source.file));
    if (!before || before.key !== key || warned) return undefined;
    if (!before.files.every((file) => this.previousFiles.has(file))) return undefined;
    const record = this.records.get(key!);
    if (!record) return undefined;
    // A module page whose imported files changed (another page's source: the site key covers the rest) compiles again; a React page renders again.
    if (this.dependenciesChanged(record.compiled?.dependencies) || this.dependenciesChanged(record.module?.dependencies)) return undefined;
    // What search made of it is saved beside the record (by the search thread, when it rendered).
    const searchFile = record.searched ? this.searchFile(key!) : undefined;
    if (searchFile && !existsSync(searchFile)) return undefined;
    return { route, record, files: before.files, previousDir: this.previousDir, searchFile };
  }

  /**
   * Whether a file a module page imported changed or went since it rendered. Each file is hashed
   * once a build: on the realistic corpus a fifth of the pages import the same few components,
   * which were read and hashed again for every page.
   */
  private dependenciesChanged(dependencies: Record<string, string> | undefined): boolean {
    if (!dependencies) return false;
    for (const [file, hash] of Object.entries(dependencies)) {
      let current = this.dependencyHashes.get(file);
      if (current === undefined) this.dependencyHashes.set(file, (current = hashOfFile(file) ?? ''));
      if (current !== hash) return true;
    }
    return false;
  }

  /** Where search saves what it made of a keepable page that rendered (`storedSearchPages.ts`), for the next build. */
  searchFileOf(route: Route): string | undefined {
    const key = this.keys.get(route);
    return key === undefined ? undefined : this.searchFile(key);
  }

  /** Where the search thread keeps its index between builds (`search/searchState.ts`), beside the records. */
  get searchStateFile(): string {
    return searchStateFileIn(this.input.recordsDir);
  }

  /**
   * A keepable page rendered: its record is saved (on the writer's thread when it has one)
   * for the next build. Its files are the page and its Markdown twin (docs and API pages).
   */
  record(route: Route, record: PageRecord) {
    this.counts.rendered++;
    const key = this.keys.get(route);
    if (key === undefined) return;
    const twin = hasMarkdownTwin({ route }, this.input.config) ? [`${route.path.slice(1)}.md`] : [];
    this.pages[route.path] = { key, files: [routeToFile(route.path), ...twin] };
    this.records.add(key, record);
  }

  /** Every record saved (the kept pages' with the rendered ones); what the manifest keeps for the next build. */
  async facts(sharedFragments: SharedFragment[], assetFiles: string[]): Promise<IncrementalFacts> {
    await this.records.save(Object.values(this.pages).map((page) => page.key));
    return { siteKey: this.siteKey, pages: this.pages, sharedFragments, assetFiles };
  }

  /** Removes the records no page of this build uses (after its manifest was written). */
  prune() {
    const used = new Set([SEARCH_STATE, RECORDS_FILE, ...Object.values(this.pages).map((page) => `${page.key}.search.json`)]);
    let names: string[] = [];
    try {
      names = readdirSync(this.input.recordsDir);
    } catch {
      return;
    }
    for (const name of names) if (!used.has(name)) rmSync(path.join(this.input.recordsDir, name), { force: true });
  }

  /**
   * The shared fragments to check links in: this build's, and the previous build's when it
   * kept pages (their sidebar and navbar were rendered then, and may be rendered by no page now).
   */
  sharedFragments(current: SharedFragment[]): SharedFragment[] {
    const seen = new Set(current.map((fragment) => fragment.html));
    return [...current, ...this.previousFacts().sharedFragments.filter((fragment) => !seen.has(fragment.html))];
  }

  /** Links the previous build's asset files that no page rendered now but pages kept name (a trimmed sidebar's file); returns every asset file. */
  async linkPreviousAssets(writer: Writer, current: string[]): Promise<string[]> {
    const files = new Set(current);
    for (const file of this.previousFacts().assetFiles) {
      if (files.has(file) || !this.previousFiles.has(file)) continue;
      files.add(file);
      await writer.link!(file, path.join(this.previousDir, file));
    }
    return [...files];
  }

  /**
   * Where the previous output has `file` (as this pass names it), when this build reuses that
   * output and it wrote the file; else undefined. A search shard found there is linked, not
   * written again (`SearchSink.write`).
   */
  previousPathOf(file: string): string | undefined {
    return this.reusing && this.previousFiles.has(file) ? path.join(this.previousDir, file) : undefined;
  }

  /**
   * Links every file of the previous output in `folder` (`search/`, as this pass names it) that
   * this build has not written, when the previous build had this site key and wrote every one of
   * `needed`; returns the files linked, or undefined (nothing linked) otherwise. A dev rebuild
   * serves its pages with the previous search files this way while it makes the new ones
   * (`SitePipeline.searchFilesLater`).
   */
  async linkPreviousFolder(writer: Writer, folder: string, needed: string[]): Promise<string[] | undefined> {
    if (!this.reusing || !writer.link || !needed.every((file) => this.previousFiles.has(file))) return undefined;
    const linked = [...this.previousFiles].filter((file) => file.startsWith(folder) && !writer.paths.has(file));
    for (const file of linked) await writer.link(file, this.previousPathOf(file)!);
    return linked;
  }

  private previousFacts(): Pick<IncrementalFacts, 'sharedFragments' | 'assetFiles'> {
    const facts = this.counts.kept ? this.before : undefined;
    return { sharedFragments: facts?.sharedFragments ?? [], assetFiles: facts?.assetFiles ?? [] };
  }

  private searchFile(key: string) {
    return path.join(this.input.recordsDir, `${key}.search.json`);
  }
}

/** The input files under the folders of the locales other than the one `config` builds (`i18n/<locale>/`). */
function otherLocalesFiles(config: SiteConfig, inputs: InputHashes): string[] {
  const current = config.i18n?.current;
  if (current === undefined) return [];
  const others = config.i18n!.locales.filter((locale) => locale.code !== current).map((locale) => locale.dir + path.sep);
  return [...inputs.fileHashes.keys()].filter((file) => others.some((dir) => file.startsWith(dir)));
}

/** Maps and sets as arrays, so the sidebars hash by their contents. */
const withCollections = (_key: string, value: unknown) => (value instanceof Map || value instanceof Set ? [...value] : value);

/** Everything a page shows of other pages: see the comment at the top. */
export function navigationKeyOf(collected: CollectedSite): string {
  const hash = createHash('sha1').update(JSON.stringify(collected.sidebars, withCollections));
  hash.update(collected.blog ? '\0blog' : '\0no blog');
  // Which blog each post or list page is of (a further blog's pages name it, see `BlogView.section`).
  for (const blog of collected.blogSections ?? []) hash.update(`\0blog ${blog.config.pluginId}`);
  for (const route of collected.routes) {
    const frontmatter = 'content' in route && route.content ? route.content.frontmatter : undefined;
    hash.update('\0').update(JSON.stringify([route.kind, route.path, route.title, route.description, route.source.file, frontmatter], withCollections));
  }
  return hash.digest('hex');
}

/**
 * A keepable page's key: the navigation and its route (its source bytes and frontmatter with it).
 * The source is hashed as it is, not inside the route's JSON: escaping every page's source to
 * JSON (6 MB on the realistic corpus) cost an edit build three times what hashing it does.
 */
function pageKeyOf(route: Route, navigationKey: string): string {
  const hash = createHash('sha1').update(navigationKey).update('\0');
  const content = 'content' in route ? route.content : undefined;
  if (!content) return hash.update(JSON.stringify(route, withCollections)).digest('hex');
  const { source, ...rest } = content;
  return hash.update(JSON.stringify({ ...route, content: rest }, withCollections)).update(`\0${source.length}\0`).update(source).digest('hex');
}
