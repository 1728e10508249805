import type { ReactNode } from 'react';
import { isTranslated, localize, localizePlural, setPageStrings } from './pageStrings';
import { localizeNodes } from './stringNodes';
import { SEARCH_STRINGS } from './searchStrings';
import { TRY_IT_STRINGS } from './tryItStrings';
import { ADMONITION_STRINGS } from './admonitionStrings';
import { API_STRINGS } from './apiStrings';

/**
 * What the script every page loads prints (code blocks' copy button, the search entry point's
 * failure): the browser reads these ids from `<body data-strings>` with its own English.
 */
const CORE_CLIENT_STRINGS = {
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'docsite.CodeBlock.copyFailed': 'Copy failed',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'docsite.SearchModal.outdated': 'The site was updated since this page was opened: reload it to search.',
  'docsite.SearchModal.dialogFailed': 'Search could not load ({error}).',
  'docsite.SearchModal.reload': 'Reload the page',
  'docsite.ColorModeToggle.toDark': 'Switch to dark mode',
  'docsite.ColorModeToggle.toLight': 'Switch to light mode',
  'docsite.NavbarDrawer.sectionPages': 'Section pages',
  'docsite.RouteError.title': 'This page could not be loaded.',
  'docsite.RouteError.serverAnswered': 'The server answered {status} for {path}.',
  'docsite.RouteError.retry': 'Retry',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'docsite.ErrorPageContent.details': 'Error details',
} as const;

/** The short keys `<body data-strings>` gives those under: ids would cost every page's script bytes (`theme/client/pageString.ts`). */
const CORE_CLIENT_KEYS: Readonly<Record<keyof typeof CORE_CLIENT_STRINGS, string>> = {
  'theme.CodeBlock.copy': 'copy',
  'theme.CodeBlock.copied': 'copied',
  'docsite.CodeBlock.copyFailed': 'copyFailed',
  'theme.CodeBlock.copyButtonAriaLabel': 'copyLabel',
  'docsite.SearchModal.outdated': 'outdated',
  'docsite.SearchModal.dialogFailed': 'failed',
  'docsite.SearchModal.reload': 'reload',
  'docsite.ColorModeToggle.toDark': 'toDark',
  'docsite.ColorModeToggle.toLight': 'toLight',
  'docsite.NavbarDrawer.sectionPages': 'sectionPages',
  'docsite.RouteError.title': 'notLoaded',
  'docsite.RouteError.serverAnswered': 'serverAnswered',
  'docsite.RouteError.retry': 'retry',
  'theme.ErrorPageContent.title': 'crashed',
  'theme.ErrorPageContent.tryAgain': 'tryAgain',
  'docsite.ErrorPageContent.details': 'errorDetails',
};

/** Every string the browser prints, by id: what `<body data-strings>` may translate. */
const CLIENT_STRING_IDS = Object.keys({ ...CORE_CLIENT_STRINGS, ...SEARCH_STRINGS, ...TRY_IT_STRINGS }) as ThemeStringId[];

/**
 * Every string the theme prints, by id, in English: Docusaurus's `theme.*` id where it has
 * one (so a site's `i18n/<locale>/code.json` translates docsite's theme as it translates
 * Docusaurus's), else a `docsite.*` id. `{name}` marks a value filled in where it is used.
 * A locale's build sets its translations (`setThemeStrings`); an id it lacks stays English.
 */
export const THEME_STRINGS = {
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.common.editThisPage': 'Edit this page',
  'docsite.lastUpdated.on': 'Last updated on ',
  'docsite.lastUpdated.by': ' by ',
  'docsite.lastUpdated.byOnly': 'Last updated by ',
  'theme.common.skipToMainContent': 'Skip to main content',
  'docsite.Navbar.label': 'Main',
  'docsite.Navbar.blog': 'Blog',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Open navigation menu',
  'docsite.NavbarDrawer.label': 'Navigation menu',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation menu',
  'docsite.NavbarDrawer.sectionsLabel': 'Site sections',
  'docsite.NavbarDrawer.inThisSection': 'In this section',
  'docsite.Tabs.label': 'Tabs',
  'docsite.AnnouncementBar.label': 'Announcement',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close announcement',
  'docsite.progress.label': 'Loading page',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.docs.breadcrumbs.home.text': 'Home',
  'docsite.DocLayout.sidebarLabel': 'Docs navigation',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'docsite.Sidebar.moreItems': 'All {count} items in {label}',
  'docsite.TOC.label': 'Table of contents',
  'docsite.VersionDropdown.label': 'Docs version: {versionLabel}',
  'theme.tags.tagsListLabel': 'Tagged',
  'docsite.TagList.label': 'Tags',
  'theme.tags.tagsPageLink': 'View all tags',
  'docsite.PostMeta.authorsLabel': 'Authors',
  'theme.blog.post.readMore': 'Read more →',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'docsite.blog.archiveLead': 'Every post, newest first.',
  'docsite.blog.authorsLead': 'The people who write this blog.',
  'docsite.blog.tagsLead': 'Posts grouped by topic.',
  'docsite.blog.archiveDescription': 'Every post of the {blogTitle}, by year.',
  'docsite.blog.authorsDescription': 'The people who write the {blogTitle}.',
  'docsite.blog.tagsDescription': 'Topics of the {blogTitle}.',
  'docsite.blog.tagPageTitle': 'Posts tagged "{tagName}"',
  'docsite.blog.tagPageDescription': 'Posts tagged {tagName}.',
  'theme.blog.paginator.navAriaLabel': 'Blog list pages',
  // Plural forms separated by `|`, in Docusaurus's order (see `translatePlural`); English keeps one form for reading time.
  'theme.blog.post.readingTime.plurals': '{readingTime} min read',
  'theme.blog.post.plurals': '{count} post|{count} posts',
  // A category's card on a generated page: how many items it holds, as Docusaurus counts them (its direct items).
  'theme.docs.DocCard.categoryDescription.plurals': '1 item|{count} items',
  'theme.blog.paginator.newerEntries': 'Newer posts',
  'theme.blog.paginator.olderEntries': 'Older posts',
  'docsite.BlogSidebar.label': 'Blog navigation',
  'theme.blog.sidebar.navAriaLabel': 'Recent blog posts',
  'docsite.BlogSidebar.indexLabel': 'Blog index and feeds',
  'docsite.BlogSidebar.browse': 'Browse',
  'theme.blog.archive.title': 'Archive',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'docsite.BlogSidebar.rss': 'RSS feed',
  'docsite.BlogSidebar.atom': 'Atom feed',
  'theme.NotFound.title': 'Page not found',
  'docsite.NotFound.code': 'Error 404',
  'docsite.NotFound.description': 'The page you asked for does not exist.',
  'theme.NotFound.p1': 'We could not find the page you asked for. It may have moved, or the link may be mistyped.',
  'docsite.NotFound.searchLabel': 'Search the docs for it',
  'docsite.NotFound.find': 'Find',
  'docsite.NotFound.home': 'Go to the home page',
  'docsite.NotFound.docs': 'Read the docs',
  'docsite.NotFound.api': 'Browse the API documentation',
  'docsite.NotFound.blog': 'Read the blog',
  'theme.SearchBar.label': 'Search',
  'docsite.SearchModal.dialogLabel': 'Search the docs',
  'theme.SearchModal.searchBox.placeholder': 'Search docs, API reference, blog',
  'theme.SearchModal.searchBox.cancelButtonText': 'Cancel',
  'docsite.SearchModal.closeLabel': 'Close search',
  'docsite.SearchModal.resultsLabel': 'Search results',
  'theme.SearchModal.footer.navigateText': 'to move',
  'theme.SearchModal.footer.selectText': 'to open',
  'theme.SearchModal.footer.closeText': 'to close',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.docs.versions.unreleasedVersionLabel': 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.docs.versions.unmaintainedVersionLabel': 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel': 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'docsite.untranslated.notice': 'This page is not translated yet: it is shown in {language}.',
  'docsite.copyPageAsMarkdown': 'Copy page as Markdown',
  'docsite.ColorModeToggle.title': 'Switch color mode',
  'docsite.viewAsMarkdown': 'View as Markdown',
  ...ADMONITION_STRINGS,
  ...API_STRINGS,
  ...CORE_CLIENT_STRINGS,
  ...SEARCH_STRINGS,
  ...TRY_IT_STRINGS,
} as const;

/** The id of a theme string. */
export type ThemeStringId = keyof typeof THEME_STRINGS;

/** The current build's translations by id (its locale's `code.json`), over the English table; none for English. `locale`: its `htmlLang` (dates and plural forms). */
export function setThemeStrings(strings: Readonly<Record<string, string>> = {}, locale?: string) {
  setPageStrings(strings, locale);
}

/**
 * The translations of the strings the browser prints, as JSON for `<body data-strings>` on a
 * site of several languages: only the ids the locale translates (the browser has the English).
 */
export const clientStringsJson = () => JSON.stringify(Object.fromEntries(CLIENT_STRING_IDS.filter(isTranslated).map((id) => [(CORE_CLIENT_KEYS as Record<string, string>)[id] ?? id, translate(id)])));

/** The string `id` in the current build's locale with elements in its `{name}` places (see `localizeNodes`). */
export function translateNodes(id: ThemeStringId, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return localizeNodes(id, THEME_STRINGS[id], nodes);
}

/** The string `id` with plural forms (`One post|{count} posts`) in the current build's locale, the form chosen by `count` (see `localizePlural`). */
export function translatePlural(id: ThemeStringId, count: number, values: Record<string, string | number> = {}): string {
  return localizePlural(id, THEME_STRINGS[id], count, values);
}

/** The string `id` in the current build's locale, with each `{name}` of `values` filled in. */
export function translate(id: ThemeStringId, values: Record<string, string> = {}): string {
  return localize(id, THEME_STRINGS[id], values);
}
