import type { MarkdownPlugin, MarkdownPluginOptions, PageHistoryOptions, SectionAdmonitions } from '../../config/userConfig.js';
import type { Severity, UserConfig } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import { isStandIn } from './standInModules.js';
import { accepted, eachKey, isObject, type KeyHandler } from './eachKey.js';

/** What the classic preset's options become in docsite's config. */
export interface MappedPreset {
  docs: NonNullable<UserConfig['docs']>;
  /** Undefined when the preset turns the blog off (`blog: false`). */
  blog?: NonNullable<UserConfig['blog']>;
  pages: NonNullable<UserConfig['pages']>;
  /** The sidebars file: a path, `false` for none, undefined for Docusaurus's default lookup. */
  sidebarPath?: string | false;
  /** Whether number prefixes (`01-intro.md`) are stripped from doc ids and URLs (Docusaurus's default). */
  stripNumberPrefixes: boolean;
  /** The theme's `customCss` stylesheets, in order. */
  customCss: string[];
  /** Raw preset options docsite reads elsewhere (the theme's prism themes live in themeConfig). */
  blogExplicit: boolean;
  /** The preset turns its docs off (`docs: false`): a docs plugin instance without an id may be the docs. */
  docsOff?: boolean;
}

/** Docusaurus's default `include`, which docsite's docs collection matches. */
const DEFAULT_INCLUDE = ['**/*.{md,mdx}', '**/*.md', '**/*.mdx'];

/**
 * What a Docusaurus docs plugin starts from where docsite's defaults differ: Docusaurus excludes
 * no README (`README.md` is its folder's page, as `index.md` is), where docsite's own sites do.
 */
export const DOCUSAURUS_DOCS_DEFAULTS: Pick<MappedPreset['docs'], 'exclude'> = { exclude: [] };
const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** Maps `presets: [['classic', options]]` onto docsite's docs, blog and pages. */
export function mapClassicPreset(options: unknown, prefix: string, warnings: ConfigWarnings): MappedPreset {
  const mapped: MappedPreset = { docs: { ...DOCUSAURUS_DOCS_DEFAULTS }, blog: {}, pages: { path: 'src/pages' }, stripNumberPrefixes: true, blogExplicit: false, customCss: [] };
  eachKey(options, prefix, warnings, {
    docs: (value, keyPath) => {
      if (value !== false) return mapDocs(value, keyPath, mapped, warnings);
      // Blog-only sites: no sidebar is made for a docs folder they do not have.
      mapped.sidebarPath = false;
      mapped.docsOff = true;
      warnings.unsupported(keyPath, 'docs are built from the docs folder');
    },
    blog: (value, keyPath) => {
      mapped.blogExplicit = true;
      if (value === false) mapped.blog = undefined;
      else mapBlog(value, keyPath, mapped.blog!, warnings);
    },
    pages: (value, keyPath) =>
      value === false
        ? warnings.unsupported(keyPath, 'pages are built from the pages folder')
        : eachKey(value, keyPath, warnings, { path: (path) => (mapped.pages.path = String(path)), admonitions: (admonitions, admonitionsPath) => mapAdmonitions(admonitions, admonitionsPath, mapped.pages, warnings), ...pluginKeys(mapped.pages) }),
    theme: (value, keyPath) => eachKey(value, keyPath, warnings, { customCss: (css) => (mapped.customCss = ([] as unknown[]).concat(css).map(String)) }),
    debug: accepted,
  });
  if (mapped.blog) mapped.blog = withDocusaurusBlogDefaults(mapped.blog);
  return mapped;
}

/**
 * `editUrl`, `editLocalizedFiles`, `showLastUpdateTime` and `showLastUpdateAuthor`, which docs
 * and blog share with Docusaurus's shapes.
 */
function pageHistoryKeys(target: PageHistoryOptions<never>, warnings: ConfigWarnings): Record<string, KeyHandler> {
  return {
    editUrl: (value, keyPath) => {
      if (typeof value === 'string' || typeof value === 'function') target.editUrl = value as PageHistoryOptions<never>['editUrl'];
      else warnings.unsupported(keyPath, 'an edit URL is a string or a function');
    },
    // Docusaurus points the link at a translated copy under i18n/ only when it built from one;
    // docsite builds the one locale from the content folder, so `false` is what it does anyway.
    editLocalizedFiles: (value, keyPath) => {
      if (value !== false) warnings.unsupported(keyPath, 'edit links point at the files in the content folder (docsite builds no translations)');
    },
    showLastUpdateTime: (value) => (target.showLastUpdateTime = value === true),
    showLastUpdateAuthor: (value) => (target.showLastUpdateAuthor = value === true),
  };
}

/** The docs part of a preset, or a docs plugin instance's options (see `mapDocsPlugins`). */
export type MappedDocs = Pick<MappedPreset, 'docs' | 'sidebarPath' | 'stripNumberPrefixes'>;

/** Maps a docs plugin's options (the preset's `docs`, or a plugin instance's, whose `id` is read by `extra`). */
export function mapDocs(options: unknown, prefix: string, mapped: MappedDocs, warnings: ConfigWarnings, extra: Record<string, KeyHandler> = {}) {
  const docs = mapped.docs;
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  eachKey(options, prefix, warnings, {
    ...pageHistoryKeys(docs, warnings),
    path: (value) => (docs.path = String(value)),
    routeBasePath: (value) => (docs.routeBasePath = String(value)),
    sidebarPath: (value) => (mapped.sidebarPath = value === false ? false : String(value)),
    sidebarCollapsible: (value) => (docs.sidebarCollapsible = value !== false),
    sidebarCollapsed: (value) => (docs.sidebarCollapsed = value !== false),
    include: (value, keyPath) => {
      if (!list(value).every((glob) => DEFAULT_INCLUDE.includes(glob))) warnings.unsupported(keyPath, 'every .md and .mdx file is a doc');
    },
    exclude: (value, keyPath) => {
      // docsite excludes by file name; globs beyond Docusaurus's `_`-prefixed defaults are not read.
      const names = list(value).filter((glob) => !glob.includes('_'));
      docs.exclude = names.filter((name) => !/[*?{[]/.test(name));
      if (names.some((name) => /[*?{[]/.test(name))) warnings.unsupported(keyPath, 'only plain file names are excluded');
    },
    numberPrefixParser: (value, keyPath) => {
      if (value === false) mapped.stripNumberPrefixes = false;
      else if (value !== true) warnings.unsupported(keyPath, "Docusaurus's default parser is used");
    },
    admonitions: (value, keyPath) => mapAdmonitions(value, keyPath, docs, warnings),
    ...versionKeys(docs, warnings),
    ...pluginKeys(docs),
    ...extra,
  });
}

/** The docs' version options, which docsite reads as Docusaurus writes them (`disableVersioning` builds the docs folder alone). */
function versionKeys(docs: MappedPreset['docs'], warnings: ConfigWarnings): Record<string, KeyHandler> {
  const names = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const version = (value: unknown, keyPath: string) => {
    const options: NonNullable<typeof docs.versions>[string] = {};
    eachKey(value, keyPath, warnings, {
      label: (label) => (options.label = String(label)),
      path: (path) => (options.path = String(path)),
      banner: (banner, bannerPath) => (['none', 'unreleased', 'unmaintained'].includes(banner as string) ? (options.banner = banner as 'none') : warnings.unsupported(bannerPath, 'the default banner is shown')),
      badge: (badge) => (options.badge = badge === true),
      noIndex: (noIndex) => (options.noIndex = noIndex === true),
      className: (_, classPath) => warnings.unsupported(classPath, 'no class is added'),
    });
    return options;
  };
  return {
    lastVersion: (value) => (docs.lastVersion = String(value)),
    includeCurrentVersion: (value) => (docs.includeCurrentVersion = value !== false),
    onlyIncludeVersions: (value) => (docs.onlyIncludeVersions = names(value)),
    disableVersioning: (value) => {
      if (value === true) Object.assign(docs, { lastVersion: 'current', onlyIncludeVersions: ['current'] });
    },
    versions: (value, keyPath) => {
      docs.versions = {};
      // Every key is a version name; resolving the config checks that it names a version.
      const byName = Object.keys(isObject(value) ? value : {}).map((name): [string, KeyHandler] => [name, (options, optionsPath) => void (docs.versions![name] = version(options, optionsPath))]);
      eachKey(value, keyPath, warnings, Object.fromEntries(byName));
    },
  };
}

/** `remarkPlugins`, `rehypePlugins` and their `beforeDefault…` kin of docs, blog or pages: applied to that section's pages. */
function pluginKeys(target: MarkdownPluginOptions): Record<string, KeyHandler> {
  const kinds = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const;
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      (value: unknown) => {
        // A plugin whose package is not installed is left out (the build names the package); docsite's config check names an entry that is not a plugin.
        const plugins = Array.isArray(value) ? value.filter((entry) => !isStandIn(Array.isArray(entry) ? entry[0] : entry)) : value;
        if (!isEmptyList(plugins)) target[kind] = plugins as MarkdownPlugin[];
      },
    ]),
  );
}

/**
 * A content plugin's `admonitions` (docs, blog or pages: each its own, as in Docusaurus, so the
 * docs' keywords are not the blog's): `false` (none), `true`, or Docusaurus's `{ keywords,
 * extendDefaults }` (and Docusaurus 2's `tag`, which only `:::` is read as).
 */
function mapAdmonitions(value: unknown, keyPath: string, target: { admonitions?: SectionAdmonitions }, warnings: ConfigWarnings) {
  if (value === true) return;
  if (value === false) return void (target.admonitions = { keywords: [], extendDefaults: false });
  const admonitions: SectionAdmonitions = {};
  eachKey(value, keyPath, warnings, {
    keywords: (keywords, keysPath) => (Array.isArray(keywords) ? (admonitions.keywords = keywords.map(String)) : warnings.unsupported(keysPath, 'the built-in admonition types are used')),
    extendDefaults: (extend) => (admonitions.extendDefaults = extend !== false),
    tag: (tag, tagPath) => {
      if (tag !== ':::') warnings.unsupported(tagPath, 'admonitions are written with :::');
    },
  });
  target.admonitions = admonitions;
}

/** A blog plugin's options (the preset's `blog`, or a blog plugin instance's, whose `id` is read in `extra`) onto `blog`. */
export function mapBlog(options: unknown, prefix: string, blog: NonNullable<UserConfig['blog']>, warnings: ConfigWarnings, extra: Record<string, KeyHandler> = {}) {
  const countOrAll = (key: 'postsPerPage' | 'sidebarCount', fallback: string): KeyHandler => (value, keyPath) =>
    typeof value === 'number' || value === 'ALL' ? (blog[key] = value) : warnings.unsupported(keyPath, fallback);
  eachKey(options, prefix, warnings, {
    ...pageHistoryKeys(blog, warnings),
    path: (value) => (blog.path = String(value)),
    routeBasePath: (value) => (blog.routeBasePath = String(value)),
    blogTitle: (value) => (blog.title = String(value)),
    blogDescription: (value) => (blog.description = String(value)),
    postsPerPage: countOrAll('postsPerPage', '10 posts per page'),
    blogSidebarCount: countOrAll('sidebarCount', 'the 5 newest posts are listed'),
    blogSidebarTitle: (value) => (blog.sidebarTitle = String(value)),
    showReadingTime: (value) => (blog.showReadingTime = value === true),
    authorsMapPath: (value) => (blog.authorsMapPath = String(value)),
    tags: (value) => (blog.tags = value === false || value === null ? false : String(value)),
    onInlineTags: (value, keyPath) => {
      if (['ignore', 'log', 'warn', 'throw'].includes(value as string)) blog.onInlineTags = value === 'log' ? 'warn' : (value as Severity);
      else warnings.unsupported(keyPath, 'undefined tags are warned');
    },
    feedOptions: (value, keyPath) => mapFeedOptions(value, keyPath, blog, warnings),
    admonitions: (value, keyPath) => mapAdmonitions(value, keyPath, blog, warnings),
    ...pluginKeys(blog),
    ...extra,
  });
}

/** What Docusaurus's blog does unless told otherwise: `2024-05-01-launch.md` is `/blog/2024/05/01/launch`; RSS and Atom feeds. */
export function withDocusaurusBlogDefaults(blog: NonNullable<UserConfig['blog']>): NonNullable<UserConfig['blog']> {
  return { ...blog, datedPaths: true, feed: { types: ['rss', 'atom'], ...blog.feed } };
}

/** Docusaurus's feed types: one name, a list, `'all'`, or null for no feed. */
const FEED_TYPES = ['rss', 'atom', 'json'] as const;

function mapFeedOptions(options: unknown, prefix: string, blog: NonNullable<UserConfig['blog']>, warnings: ConfigWarnings) {
  const feed: NonNullable<NonNullable<UserConfig['blog']>['feed']> = (blog.feed = {});
  eachKey(options, prefix, warnings, {
    type: (type, typePath) => {
      const names = type === null ? [] : type === 'all' ? [...FEED_TYPES] : ([] as unknown[]).concat(type);
      feed.types = FEED_TYPES.filter((name) => names.includes(name));
      if (names.length !== feed.types.length) warnings.unsupported(typePath, 'feed types are rss, atom, json and all');
    },
    title: (value) => (feed.title = String(value)),
    description: (value) => (feed.description = String(value)),
    copyright: (value) => (feed.copyright = String(value)),
    language: (value, keyPath) => {
      if (value !== 'en') warnings.unsupported(keyPath, 'feeds are marked as English');
    },
  });
}
