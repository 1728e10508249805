/**
 * The central types of docsite. Data flows one way through the pipeline:
 * SiteConfig → Route[] → Page[] → HTML files, each stage a function of the last.
 */
import type { MagicComment } from './compile/mdx/magicComments.js';
import type { BlogEditUrlParams, DocsEditUrlParams, LinkGroup, LogoConfig, NavbarItem, RedirectOptions, Severity, SidebarItem } from './config/userConfig.js';

export type { BlogEditUrlParams, DocsEditUrlParams, LinkGroup, LinkItem, LogoConfig, NavbarItem, RedirectOptions, RedirectRule, Severity, SidebarItem, UserConfig } from './config/userConfig.js';

/** Where something came from, for messages: `path:line:col`. */
export interface SourceRef {
  /** Path relative to the site root (or absolute when outside it). */
  file: string;
  /** 1-based line, when known. */
  line?: number;
  /** 1-based column, when known. */
  column?: number;
}

/** Resolved page history options of docs or the blog (see `UserConfig.docs.editUrl`). */
export interface PageHistoryConfig<Params> {
  editUrl?: string | ((params: Params) => string | undefined);
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

/** One OpenAPI document's reference, resolved (see `UserConfig.openapi`). */
export interface ApiReferenceConfig {
  /** Its place in config, for messages: `openapi` for a single document, `openapi[1]` in a list. */
  field: string;
  /** Absolute path of the OpenAPI document. */
  specFile: string;
  routeBasePath: string;
  sidebar?: string;
  /** The sidebar docsite makes for the reference (the configured one names no docs sidebar), with its navbar entry. */
  ownSidebar?: string;
  linkBase?: string;
  sampleLanguages: Array<'python' | 'curl' | 'nodejs'>;
  /** Overrides the base URL the samples and try-it read from the document's `servers`. */
  publicBaseUrl?: string;
  proxy: { upstream: string; path: string; rateLimitPerMinute: number };
}

/** The folders of content pages, each with its own markdown plugins. */
export type ContentSection = 'docs' | 'blog' | 'pages';

/** A site's remark or rehype plugin, resolved: the function, its options, and the config field that named it (for messages). */
export interface SitePlugin {
  plugin: (...args: never[]) => unknown;
  options?: unknown;
  /** `docs.remarkPlugins[0]`. */
  field: string;
}

/** The plugins one section's pages are compiled with, in the order they run within their stage. */
export interface SectionPlugins {
  beforeDefaultRemark: SitePlugin[];
  remark: SitePlugin[];
  beforeDefaultRehype: SitePlugin[];
  rehype: SitePlugin[];
}

/** The validated, defaulted and path-resolved configuration. */
/** How mermaid diagrams show (`markdown.mermaid` resolved, see `MermaidOptions`). */
export interface MermaidConfig {
  /** Drawn in the browser by the mermaid island; false: the source only, with a warning per page. */
  draw: boolean;
  /** The mermaid theme in each colour mode. */
  theme: { light: string; dark: string };
  /** Given to `mermaid.initialize` (beside the theme). */
  options: Record<string, unknown>;
}

export interface SiteConfig {
  /** Absolute path of the site root (the folder holding site.config.ts). */
  root: string;
  /** Absolute path of the config file it was loaded from. */
  configFile: string;
  title: string;
  tagline: string;
  productName: string;
  /** Public origin without trailing slash. */
  url: string;
  /** Always starts and ends with `/`. In a locale's build, that locale's (`/fr/`; see `SiteConfig.i18n`). */
  baseUrl: string;
  /** The site's languages, when the config names them (`i18n`); undefined for a site of one language. */
  i18n?: I18nConfig;
  favicon?: string;
  image?: string;
  /** Named external URLs of the product. */
  links: Record<string, string>;
  /** Absolute path of the static folder (may not exist). */
  staticDir: string;
  /** Absolute path of the theme folder. */
  themeDir: string;
  /** Data modules exposed to MDX scope, key → absolute path. */
  data: Record<string, string>;
  navbar: { title: string; logo?: LogoConfig; hideOnScroll: boolean; items: NavbarItem[] };
  footer?: { style: 'light' | 'dark'; logo?: LogoConfig; persistentLogoCache: boolean; tagline?: string; links: LinkGroup[]; copyright?: string };
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  docs: DocsSectionConfig;
  /** Further docs sections (see `UserConfig.docsSections`), in config order; undefined when there are none. */
  docsSections?: DocsSectionConfig[];
  blog?: BlogConfig;
  /** Further blogs (see `UserConfig.blogSections`), in config order; undefined when there are none. */
  blogSections?: BlogConfig[];
  /**
   * `translatedDir`: the folder of the pages' translations in the locale being built
   * (`i18n/<locale>/docusaurus-plugin-content-pages`); `admonitions`: the pages' own keywords
   * (`pages.admonitions` resolved), else `markdown.admonitions`.
   */
  pages: { dir: string; translatedDir?: string; admonitions?: string[] };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Highlighting themes, and the magic comments of code blocks (`highlight-next-line`). */
  code: { lightTheme: string; darkTheme: string; magicComments: MagicComment[] };
  /**
   * The admonition keywords (`:::tip`), defaults included unless the config replaced them; `format` `'detect'`: `.md` is plain Markdown even when it imports (see `UserConfig.markdown`);
   * the remark and rehype plugins of each section's pages (the site-wide ones first), remark-rehype's options, and whether mermaid fences are diagrams (false: they are code) and how they show.
   */
  markdown: { admonitions: string[]; format: 'mdx' | 'detect'; plugins: Record<ContentSection, SectionPlugins>; remarkRehypeOptions: Record<string, unknown>; mermaid: MermaidConfig | false };
  /** See `UserConfig.customFields`. */
  customFields: Record<string, unknown>;
  /** The API references, one per OpenAPI document, in config order; empty without `openapi`. */
  apiReferences: ApiReferenceConfig[];
  /** `shardAbove`: bytes of the two search files above which they are split into shards (see `UserConfig.search`). */
  search: { enabled: boolean; shardAbove: number };
  /** See `UserConfig.llmsTxt`; absent: docs and API pages only. */
  llmsTxt?: { includeBlog: boolean };
  /** `contentScripts`: what an inline script in content does to the build (see `UserConfig.security`). */
  security: { contentScripts: 'allow' | 'warn' | 'error' };
  checks: { brokenLinks: Severity; brokenAnchors: Severity; brokenMarkdownLinks: Severity; duplicateRoutes: Severity };
  /** Absolute paths of the site's own stylesheets, added after docsite's (see `UserConfig.customCss`). */
  customCss: string[];
  /** Import aliases, their paths absolute (see `UserConfig.moduleAliases`); undefined when there are none. */
  moduleAliases?: Record<string, string>;
  /** Redirect pages to write (see `UserConfig.redirects`). */
  redirects?: RedirectOptions;
  /** Warnings from reading the config (a Docusaurus config's unsupported keys), reported with the build's. */
  configWarnings?: Diagnostic[];
  /**
   * What a Docusaurus site's local plugins gave when the build ran their lifecycles: the global
   * data of `useGlobalData()` by plugin name and id, and a hash of the files their `createData`
   * wrote (part of the config, so the build's inputs change with them), and the routes their
   * `addRoute` added: React pages given JSON modules as props. `locales`: what each locale other
   * than the default gave when the plugins ran again with its context (see `localeConfig`).
   */
  pluginData?: PluginRunData & { locales?: Record<string, PluginRunData> };
  /** A Docusaurus site's local plugin files (absolute): dev watches them, and a changed one's lifecycles run again. */
  localPluginFiles?: string[];
}

/** What a Docusaurus site's plugins gave in one locale's run (see `SiteConfig.pluginData`). */
export interface PluginRunData {
  globalData: Record<string, Record<string, unknown>>;
  digest: string;
  routes: Array<{ path: string; component: string; modules: Record<string, string> }>;
  /** Where this run's `createData` wrote (absolute): its locale's Docusaurus `.docusaurus` folder, which the locale's import aliases name (see `localeConfig`). */
  generatedDir: string;
}

/** A docs section, resolved: `docs`, or one of `docsSections` (Docusaurus's docs plugin instances). */
export interface DocsSectionConfig extends PageHistoryConfig<DocsEditUrlParams> {
  /** Absolute path of the docs folder. */
  dir: string;
  routeBasePath: string;
  sidebars: Record<string, SidebarItem[]>;
  version: { name: string; label: string };
  exclude: string[];
  /** The file the sidebars were read from when it is not the config (a Docusaurus `sidebars.js`), absolute. */
  sidebarsFile?: string;
  /** Strip number prefixes (`01-intro.md` → `intro`) from doc ids and URLs, as Docusaurus does. */
  stripNumberPrefixes: boolean;
  /** Whether categories fold, and whether they start folded, where a category does not say (`sidebarCollapsible`, `sidebarCollapsed`). */
  sidebarCollapsible: boolean;
  sidebarCollapsed: boolean;
  /** The docs plugin's id (Docusaurus's `id`): `default` for `docs`, else its `docsSections` id. */
  pluginId: string;
  /**
   * The versions built, newest first (`current`, the docs folder, then `versions.json`'s
   * order). One entry, at `routeBasePath`, unless the site keeps versions.
   */
  versions: DocsVersion[];
  /** A further section's remark and rehype plugins (`markdown`'s first); `docs`' own are in `markdown.plugins.docs`. */
  plugins?: SectionPlugins;
  /** The section's own admonition keywords (`DocsOptions.admonitions` resolved); else `markdown.admonitions`. */
  admonitions?: string[];
  /** The folder of its translations in the locale being built (see `DocsVersion.translatedDir`). */
  translatedDir?: string;
  /** Its sidebars' labels in the locale being built (see `DocsVersion.sidebarTranslations`). */
  sidebarTranslations?: SidebarTranslations;
}

/**
 * A docs version's sidebar labels in the locale being built: the `sidebar.*` messages of its
 * `i18n/<locale>/docusaurus-plugin-content-docs/current.json` (or `version-<name>.json`; `…-docs-<id>/` for a further docs section's), by id
 * (`sidebar.<sidebarId>.category.<label>`, `….link.<label>`, `….doc.<label>`).
 */
export interface SidebarTranslations {
  /** The file they were read from, relative to the site (for warnings). */
  file: string;
  messages: Record<string, string>;
}

/** One locale, resolved (see `UserConfig.i18n.localeConfigs`). */
export interface LocaleConfig {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** Its folder under `i18n/` and its path under the site's base (none for the default locale). */
  path: string;
  /** The base URL of its pages: the site's for the default locale, else the site's with its path (`/fr/`). */
  baseUrl: string;
  /** Absolute path of its translations, `i18n/<path>` (Docusaurus's layout). */
  dir: string;
}

/** The site's languages, resolved, and the one a build pass builds. */
export interface I18nConfig {
  defaultLocale: string;
  /** Every locale, in the config's order. */
  locales: LocaleConfig[];
  /** The locale this pass builds (each locale is built as its own pass, see `localeConfig`). */
  current: string;
  /** Theme strings of the current locale by id (`code.json`'s messages), over the theme's English. */
  strings: Record<string, string>;
}

/** One version of a docs section, resolved (see `UserConfig.docs.versions`). */
export interface DocsVersion {
  /** `current` for the docs folder, else its name in `versions.json`. */
  name: string;
  label: string;
  /** Absolute path of the version's docs folder (`versioned_docs/version-<name>` for a snapshot). */
  dir: string;
  /** The route base path of its pages, without slashes: `docs`, `docs/next`, `docs/1.0`. */
  routeBasePath: string;
  sidebars: Record<string, SidebarItem[]>;
  /** The file its sidebars were read from (a snapshot's `versioned_sidebars/…json`), absolute. */
  sidebarsFile?: string;
  /** The served version at `routeBasePath` (Docusaurus's `lastVersion`). */
  isLast: boolean;
  /** The folder of its translations in the locale being built (`i18n/<locale>/docusaurus-plugin-content-docs/current`; `…-docs-<id>/` for a further docs section's). */
  translatedDir?: string;
  /** Its sidebars' labels in the locale being built, when its translation file has any. */
  sidebarTranslations?: SidebarTranslations;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
}

/** The resolved blog options (see `UserConfig.blog`). */
export interface BlogConfig extends PageHistoryConfig<BlogEditUrlParams> {
  /** Absolute path of the blog folder. */
  dir: string;
  /** The blog's own admonition keywords (`BlogOptions.admonitions` resolved); else `markdown.admonitions`. */
  admonitions?: string[];
  /** The folder of its posts' translations in the locale being built (`i18n/<locale>/docusaurus-plugin-content-blog`). */
  translatedDir?: string;
  routeBasePath: string;
  title: string;
  description: string;
  /** Posts per list page (`Infinity` for `'ALL'`). */
  postsPerPage: number;
  /** Dated posts' routes carry their date (`/blog/2024/05/01/launch`), as Docusaurus's. */
  datedPaths: boolean;
  /** Absolute path of the authors file. */
  authorsFile: string;
  /** Absolute path of the tags file, or undefined for none. */
  tagsFile?: string;
  onInlineTags: Severity;
  /** Posts in the sidebar list (`Infinity` for `'ALL'`). */
  sidebarCount: number;
  sidebarTitle: string;
  showReadingTime: boolean;
  feed: { types: Array<'rss' | 'atom' | 'json'>; title: string; description: string; copyright?: string };
  /** The blog plugin's id (Docusaurus's `id`): `default` for `blog`, else its `blogSections` id. */
  pluginId: string;
  /** A further blog's remark and rehype plugins (`markdown`'s first); `blog`'s own are in `markdown.plugins.blog`. */
  plugins?: SectionPlugins;
}

/** A heading of a page, as listed in its table of contents. */
export interface Heading {
  depth: number;
  /** The `id` attribute (github-slugger slug). */
  id: string;
  /** Plain text of the heading. */
  text: string;
}

/** A link found in content, with where it was written. */
export interface LinkRef {
  href: string;
  source: SourceRef;
}

/** Parsed YAML frontmatter. Known keys are typed; others pass through. */
export interface Frontmatter {
  title?: string;
  description?: string;
  id?: string;
  slug?: string;
  sidebar_position?: number;
  sidebar_label?: string;
  /** The translation id of the category whose page the doc is, in place of its label (Docusaurus 3.9.2's `sidebar_key`). */
  sidebar_key?: string;
  hide_table_of_contents?: boolean;
  /** `true`: no title heading above the content (Docusaurus's `hide_title`). */
  hide_title?: boolean;
  /** `false` turns the footer off for this page. */
  footer?: boolean;
  keywords?: string[];
  /** Blog only: keys of the authors file, or authors written in place (`{ name, title, url, image_url }`). */
  authors?: string | Record<string, unknown> | Array<string | Record<string, unknown>>;
  /** Tag keys, or tags written in place (`{ label, permalink }`). */
  tags?: Array<string | { label: string; permalink?: string }>;
  date?: string | Date;
  draft?: boolean;
  /** Built, but marked `noindex` and left out of sidebars, search, the sitemap and llms.txt. */
  unlisted?: boolean;
  /** The page's social card (`og:image`): a path on the site or a URL. */
  image?: string;
  /** The sidebar a doc shows, when it is not (only) in its own. */
  displayed_sidebar?: string;
  /** A class on the doc's sidebar item. */
  sidebar_class_name?: string;
  /** The doc the "Next" link points to, or null for none (instead of the sidebar's next). */
  pagination_next?: string | null;
  /** The doc the "Previous" link points to, or null for none. */
  pagination_prev?: string | null;
  /** The page's "Edit this page" URL, or null for none (overrides `editUrl`). */
  custom_edit_url?: string | null;
  /** The last update shown, overriding git's date and author (Docusaurus's shape). */
  last_update?: { date?: string | Date; author?: string };
  [key: string]: unknown;
}

/** A markdown or MDX file found on disk, before compilation. */
export interface ContentFile {
  /** Absolute path. */
  file: string;
  /** Path relative to the site root, for messages. */
  relPath: string;
  /** The file's text; a docs page's is dropped (empty) once the page and its twin are written (see `SitePipeline`). */
  source: string;
  frontmatter: Frontmatter;
  format: 'md' | 'mdx';
}

interface RouteBase {
  /** Exact URL path, no trailing slash (except `/`). */
  path: string;
  source: SourceRef;
  title: string;
  description?: string;
  /** In a locale other than the default, the page is the default locale's, for want of a translation (see `loadTranslations`). */
  untranslated?: boolean;
}

/** A docs page. */
export interface DocRoute extends RouteBase {
  kind: 'doc';
  /** Doc id: path under the docs folder without extension, or frontmatter `id`. */
  docId: string;
  /** The number prefix of its file name (`01-intro.md`), its sidebar position when frontmatter sets none. */
  prefixPosition?: number;
  /** Its folder's own doc (`index`, or on a Docusaurus site `README` or named as the folder): an autogenerated sidebar's category page. */
  folderDoc?: true;
  content: ContentFile;
  /** The docs version it belongs to, on a site that keeps several (see `SiteConfig.docs.versions`). */
  docsVersion?: string;
  /** The docs section it belongs to, when it is not `docs` (see `SiteConfig.docsSections`). */
  docsPluginId?: string;
}

/** A blog post. */
export interface BlogPostRoute extends RouteBase {
  kind: 'blog';
  slug: string;
  date: string;
  authors: string[];
  tags: string[];
  content: ContentFile;
  /** The blog it belongs to, when it is not `blog` (see `SiteConfig.blogSections`). */
  blogPluginId?: string;
}

/** A standalone page from `content/pages` (markdown or a React component). */
export interface PageRoute extends RouteBase {
  kind: 'page';
  content?: ContentFile;
  /** Absolute path of a `.tsx` page component. */
  component?: string;
  /** A Docusaurus plugin's route: each prop's JSON file (absolute), read into the component's props. */
  moduleProps?: Record<string, string>;
}

/** An OpenAPI operation page or the API's info page. */
export interface ApiRoute extends RouteBase {
  kind: 'api';
  /** Doc id used by sidebars, e.g. `api/Monk/1-create-agent`. */
  docId: string;
  /** The operation's id, or undefined for the info page and schema pages. */
  operationId?: string;
  /** For a schema's own page: the `$ref` of the component schema it shows (`#/components/schemas/Agent`). */
  schemaRef?: string;
  /** The OpenAPI document it comes from: its index in `SiteConfig.apiReferences`. */
  reference: number;
}

/** A page generated from other routes: category index, blog lists, not-found. */
export interface GeneratedRoute extends RouteBase {
  kind: 'generated';
  generator: 'category' | 'blog-list' | 'blog-archive' | 'blog-authors' | 'blog-tags' | 'blog-tag' | 'not-found';
  /** Generator-specific key (category slug, tag key, list page number). */
  key?: string;
  /** A category page's docs version, on a site that keeps several. */
  docsVersion?: string;
  /** A category page's docs section, when it is not `docs`. */
  docsPluginId?: string;
  /** A blog list, archive, authors or tag page's blog, when it is not `blog` (see `SiteConfig.blogSections`). */
  blogPluginId?: string;
}

export type Route = DocRoute | BlogPostRoute | PageRoute | ApiRoute | GeneratedRoute;

/** A problem found by a stage. Severity decides whether the build fails. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Which check found it: `broken-link`, `duplicate-route`, `config`… */
  code: string;
  message: string;
  source?: SourceRef;
  hint?: string;
}

/** Passed explicitly to every stage; no globals. */
export interface BuildContext {
  config: SiteConfig;
  log: Logger;
  diagnostics: Diagnostic[];
  /** Input files as the up-to-date check read them (by absolute path), so collecting does not read them again. */
  inputFiles?: ReadonlyMap<string, Uint8Array>;
  /**
   * Files pages imported (components, partials, packages: absolute path → hash, see
   * `bundleModule`) and files the OpenAPI documents' `$ref`s reach, which may lie outside the
   * folders the up-to-date check hashes: the build's manifest keeps them, and a change to one
   * makes the output stale.
   */
  moduleInputs?: Map<string, string>;
  /** Files a page's CSS names by `url()` that are not inlined (fonts…): output path (`assets/x.1a2b3c4d.ttf`) → absolute source, written with the site (see `ModuleBundle.assets`). */
  moduleAssets?: Map<string, string>;
  /** Cores the build uses: worker threads that compile and render, the main thread coordinating (`--cores`; default: see `defaultCores`). */
  cores?: number;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** Progress lines; shown on a TTY only. */
  progress(message: string): void;
}
