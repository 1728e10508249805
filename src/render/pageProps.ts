/**
 * `PageProps`: the one object every layout receives. Layouts are pure functions of it;
 * nothing else is threaded through the theme.
 */
import type { SidebarNode } from '../collect/sidebarTypes.js';
import type { Heading, SiteConfig } from '../types.js';
import type { ApiPageData } from '../compile/openapi/apiPageData.js';

/** The part of the config the theme may read. */
export type SiteView = Pick<
  SiteConfig,
  'title' | 'tagline' | 'productName' | 'url' | 'baseUrl' | 'favicon' | 'image' | 'links' | 'navbar' | 'footer' | 'announcementBar' | 'colorMode' | 'tableOfContents'
> & {
  docsVersion: { name: string; label: string };
  /** The docs versions, newest first, on a site with several (the navbar's dropdown and per-version sidebar links). */
  docsVersions?: SiteVersionView[];
  /** First page of each sidebar, for navbar items, in the config's order. */
  sidebarEntry: Record<string, string>;
  /** Each further docs section's versions by its id, for those with several (a `docsVersionDropdown` naming the section). */
  sectionVersions?: Record<string, SiteVersionView[]>;
  /** Each further docs section's first page of each sidebar, by its id (a `docSidebar` item naming the section). */
  sectionSidebarEntry?: Record<string, Record<string, string>>;
  /** The sidebar the (first) OpenAPI document's operations join (`openapi.sidebar`), when the site has a spec. */
  apiSidebar?: string;
  /** The blog's title, path and the URL of each feed it writes. */
  blog?: SiteBlogView;
  search: { enabled: boolean };
  /** True when the site draws mermaid diagrams (`markdown.mermaid`): `<Mermaid>` is then the mermaid island. */
  mermaidDiagrams?: boolean;
  /** The site's languages, when its config names them (`i18n`): the one this page is in, and every one. */
  i18n?: SiteI18nView;
};

/** A locale as the theme shows it. */
export interface LocaleView {
  code: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Its pages' base URL (`/fr/`): the same page in it is this and the page's path. */
  baseUrl: string;
}

/** The site's languages as the theme sees them. */
export interface SiteI18nView {
  current: LocaleView;
  defaultLocale: LocaleView;
  /** Every locale, in the config's order. */
  locales: LocaleView[];
}

/** Which layout renders the page. */
export type PageKind =
  | 'doc'
  | 'category'
  | 'api'
  | 'blog-post'
  | 'blog-list'
  | 'blog-archive'
  | 'blog-authors'
  | 'blog-tags'
  | 'blog-tag'
  | 'page'
  | 'not-found';

/** A blog post as lists and post pages show it. */
export interface PostSummary {
  title: string;
  path: string;
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  description?: string;
  /** Undefined when the blog hides reading times (`showReadingTime: false`). */
  readingMinutes?: number;
  authors: Array<{ key: string; name: string; title?: string; url?: string; imageUrl?: string }>;
  tags: Array<{ label: string; path: string }>;
  /** HTML before the truncate marker (lists only). */
  excerptHtml?: string;
  /** Whether the post continues past the excerpt. */
  truncated?: boolean;
}

/** A blog's title, path and the URL of each feed it writes. */
export interface SiteBlogView {
  title: string;
  path: string;
  feeds: { rss?: string; atom?: string; json?: string };
}

export interface BlogView {
  /** On a page of a further blog (`blogSections`): its id, title, path and feeds, in place of `site.blog` (the main blog's). */
  section?: SiteBlogView & { id: string };
  post?: PostSummary;
  /** A post with a Markdown twin at its path plus `.md` (`llmsTxt.includeBlog`): its page links it, as a docs page does. */
  markdownTwin?: boolean;
  posts?: PostSummary[];
  pagination?: { page: number; pageCount: number; previous?: string; next?: string };
  years?: Array<{ year: string; posts: PostSummary[] }>;
  authors?: Array<{ key: string; name: string; title?: string; url?: string; imageUrl?: string; postCount: number }>;
  tags?: Array<{ label: string; path: string; count: number; description?: string }>;
  tag?: { label: string; description?: string };
  /** Newest posts for the blog sidebar (none: no list). */
  recent: Array<{ title: string; path: string }>;
  /** Heading of that list. */
  recentTitle: string;
}

/** A docs version as the navbar shows it. */
export interface SiteVersionView {
  name: string;
  label: string;
  isLast: boolean;
  /** Its main page: where the dropdown leads from a page the version lacks. */
  entry: string;
  /** The first page of each of its sidebars, by sidebar id. */
  sidebarEntry: Record<string, string>;
}

/** The version of a docs page, on a site with several. */
export interface DocVersionView {
  name: string;
  label: string;
  /** Show the version badge. */
  badge: boolean;
  /** The notice above the page. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  noIndex: boolean;
  /** The last version, and the same page in it (else its main page), for the banner's link. */
  latest: { name: string; label: string; href: string };
  /** The same page in the latest version, when this is another version and the latest has it. */
  canonicalPath?: string;
  /** The same page (else the main page) in each version, by version name: where the dropdown leads. */
  alternates: Record<string, string>;
}

export interface DocView {
  /** The page's docs version, on a site with several. */
  version?: DocVersionView;
  docId?: string;
  sidebarId?: string;
  /** The page's docs section, when it is not `docs` (a further section's id): navbar items naming it are marked active. */
  docsPluginId?: string;
  sidebar: SidebarNode[];
  /** The sidebar is too long to carry whole: the page shows its branch (see `ResolvedSidebar.trimmed`). */
  sidebarTrimmed?: boolean;
  breadcrumbs: Array<{ label: string; href?: string }>;
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
}

/** A doc's or blog post's edit link and last update (Docusaurus's names); only what it shows. */
export interface PageHistory {
  /** "Edit this page" link. */
  editUrl?: string;
  /** ISO instant in UTC of the last update: frontmatter `last_update.date`, else the last commit's. */
  lastUpdatedAt?: string;
  /** Who last updated it: frontmatter `last_update.author`, else the last commit's author. */
  lastUpdatedBy?: string;
}

export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** Number of items directly inside, for sub-categories (as Docusaurus's cards count them). */
  count?: number;
}

export interface PageProps {
  site: SiteView;
  page: {
    kind: PageKind;
    path: string;
    title: string;
    description: string;
    /** Rendered content (markdown, MDX or React page), inserted as is. */
    contentHtml: string;
    /** Headings within the configured table-of-contents levels. */
    toc: Heading[];
    hideToc: boolean;
    /**
     * No title heading above the content: the content starts with its own h1 (Docusaurus's
     * content title, which stands in for it), or frontmatter says `hide_title: true`.
     */
    hideTitle: boolean;
    hideFooter: boolean;
    /** Frontmatter `keywords`, for `<meta name="keywords">`. */
    keywords?: string[];
    /** Frontmatter `image`: the page's own social card, a path on the site or a URL. */
    image?: string;
    /** Kept out of search engines (`noindex`): an unlisted page, or a page of a version with `noIndex`. */
    noindex?: boolean;
    /** The canonical URL's path when it is not the page's own (a page of an older docs version names the latest's). */
    canonicalPath?: string;
    /** Page-specific extra class on `<html>`; e.g. the home page's wide layout. */
    wide: boolean;
    /** Edit link and last update of a doc or blog post, when it shows either. */
    history?: PageHistory;
    /** CSS the page's imports brought (CSS modules, stylesheets), in a `<style>` of its head. */
    css?: string;
    /** Shown from the default locale's file for want of a translation: the page says so. */
    untranslated?: boolean;
  };
  doc?: DocView;
  blog?: BlogView;
  category?: { cards: CategoryCard[] };
  api?: ApiPageData;
  assets: {
    /** Stylesheet URLs. */
    css: string[];
    /** Module script URLs. */
    js: string[];
    /** Font URLs to preload (woff2). */
    fonts?: string[];
    /** Search file URLs, when search is on. */
    search?: { documents: string; index: string };
  };
}
