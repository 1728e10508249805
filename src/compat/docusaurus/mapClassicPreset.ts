import type { PageHistoryOptions } from '../../config/userConfig.js';
import type { UserConfig } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
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
  /** Raw preset options docsite reads elsewhere (the theme's prism themes live in themeConfig). */
  blogExplicit: boolean;
  /** The docs' admonition keywords (`docs.admonitions`), when the preset sets them. */
  markdown?: NonNullable<UserConfig['markdown']>;
}

/** Docusaurus's default `include`, which docsite's docs collection matches. */
const DEFAULT_INCLUDE = ['**/*.{md,mdx}', '**/*.md', '**/*.mdx'];
const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** Maps `presets: [['classic', options]]` onto docsite's docs, blog and pages. */
export function mapClassicPreset(options: unknown, prefix: string, warnings: ConfigWarnings): MappedPreset {
  const mapped: MappedPreset = { docs: {}, blog: {}, pages: { path: 'src/pages' }, stripNumberPrefixes: true, blogExplicit: false };
  eachKey(options, prefix, warnings, {
    docs: (value, keyPath) => (value === false ? warnings.unsupported(keyPath, 'docs are built from the docs folder') : mapDocs(value, keyPath, mapped, warnings)),
    blog: (value, keyPath) => {
      mapped.blogExplicit = true;
      if (value === false) mapped.blog = undefined;
      else mapBlog(value, keyPath, mapped.blog!, warnings);
    },
    pages: (value, keyPath) => (value === false ? warnings.unsupported(keyPath, 'pages are built from the pages folder') : eachKey(value, keyPath, warnings, { path: (path) => (mapped.pages.path = String(path)) })),
    theme: (value, keyPath) => eachKey(value, keyPath, warnings, { customCss: (_, cssPath) => warnings.unsupported(cssPath, "docsite's theme styles the site") }),
    debug: accepted,
  });
  return mapped;
}

/** `editUrl`, `showLastUpdateTime` and `showLastUpdateAuthor`, which docs and blog share with Docusaurus's shapes. */
function pageHistoryKeys(target: PageHistoryOptions<never>, warnings: ConfigWarnings): Record<string, KeyHandler> {
  return {
    editUrl: (value, keyPath) => {
      if (typeof value === 'string' || typeof value === 'function') target.editUrl = value as PageHistoryOptions<never>['editUrl'];
      else warnings.unsupported(keyPath, 'an edit URL is a string or a function');
    },
    showLastUpdateTime: (value) => (target.showLastUpdateTime = value === true),
    showLastUpdateAuthor: (value) => (target.showLastUpdateAuthor = value === true),
  };
}

function mapDocs(options: unknown, prefix: string, mapped: MappedPreset, warnings: ConfigWarnings) {
  const docs = mapped.docs;
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const pluginList: KeyHandler = (value, keyPath) => {
    if (!isEmptyList(value)) warnings.unsupported(keyPath);
  };
  eachKey(options, prefix, warnings, {
    ...pageHistoryKeys(docs, warnings),
    path: (value) => (docs.path = String(value)),
    routeBasePath: (value) => (docs.routeBasePath = String(value)),
    sidebarPath: (value) => (mapped.sidebarPath = value === false ? false : String(value)),
    include: (value, keyPath) => {
      if (!list(value).every((glob) => DEFAULT_INCLUDE.includes(glob))) warnings.unsupported(keyPath, 'every .md and .mdx file is a doc');
    },
    exclude: (value, keyPath) => {
      // docsite excludes by file name; globs beyond Docusaurus's `_`-prefixed defaults are not read.
      const names = list(value).filter((glob) => !glob.includes('_'));
      docs.exclude = ['README.md', ...names.filter((name) => !/[*?{[]/.test(name))];
      if (names.some((name) => /[*?{[]/.test(name))) warnings.unsupported(keyPath, 'only plain file names are excluded');
    },
    numberPrefixParser: (value, keyPath) => {
      if (value === false) mapped.stripNumberPrefixes = false;
      else if (value !== true) warnings.unsupported(keyPath, "Docusaurus's default parser is used");
    },
    admonitions: (value, keyPath) => mapAdmonitions(value, keyPath, mapped, warnings),
    remarkPlugins: pluginList,
    rehypePlugins: pluginList,
    beforeDefaultRemarkPlugins: pluginList,
    beforeDefaultRehypePlugins: pluginList,
  });
}

/**
 * `admonitions: false` (none), `true`, or Docusaurus's `{ keywords, extendDefaults }` (and
 * Docusaurus 2's `tag`, which only `:::` is read as).
 */
function mapAdmonitions(value: unknown, keyPath: string, mapped: MappedPreset, warnings: ConfigWarnings) {
  if (value === true) return;
  if (value === false) return void (mapped.markdown = { admonitions: { keywords: [], extendDefaults: false } });
  const admonitions: { keywords?: string[]; extendDefaults?: boolean } = {};
  eachKey(value, keyPath, warnings, {
    keywords: (keywords, keysPath) => (Array.isArray(keywords) ? (admonitions.keywords = keywords.map(String)) : warnings.unsupported(keysPath, 'the built-in admonition types are used')),
    extendDefaults: (extend) => (admonitions.extendDefaults = extend !== false),
    tag: (tag, tagPath) => {
      if (tag !== ':::') warnings.unsupported(tagPath, 'admonitions are written with :::');
    },
  });
  mapped.markdown = { admonitions };
}

function mapBlog(options: unknown, prefix: string, blog: NonNullable<UserConfig['blog']>, warnings: ConfigWarnings) {
  eachKey(options, prefix, warnings, {
    ...pageHistoryKeys(blog, warnings),
    path: (value) => (blog.path = String(value)),
    routeBasePath: (value) => (blog.routeBasePath = String(value)),
    blogTitle: (value) => (blog.title = String(value)),
    blogDescription: (value) => (blog.description = String(value)),
    postsPerPage: (value, keyPath) => (typeof value === 'number' ? (blog.postsPerPage = value) : warnings.unsupported(keyPath, '10 posts per page')),
    authorsMapPath: (value, keyPath) => {
      if (value !== 'authors.yml') warnings.unsupported(keyPath, 'authors are read from authors.yml in the blog folder');
    },
    feedOptions: (value, keyPath) =>
      eachKey(value, keyPath, warnings, {
        type: (type, typePath) => {
          if (type !== 'all' && !(Array.isArray(type) && type.length === 2)) warnings.unsupported(typePath, 'RSS and Atom feeds are written');
        },
      }),
  });
}
