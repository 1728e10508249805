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
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.NotFound.title': 'Page not found',
  'theme.NotFound.p1': 'We could not find what you were looking for.',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'theme.SearchBar.label': 'Search',
  'theme.SearchModal.searchBox.placeholder': 'Search docs',
  'theme.SearchModal.noResultsText': 'No results for',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.tags.tagsListLabel': 'Tags:',
  'docsite.untranslated.notice': 'This page is not translated yet: it is shown in {language}.',
  'docsite.copyPageAsMarkdown': 'Copy page as Markdown',
  'docsite.viewAsMarkdown': 'View as Markdown',
} as const;

/** The id of a theme string. */
export type ThemeStringId = keyof typeof THEME_STRINGS;

let translations: Readonly<Record<string, string>> = {};

/** The current build's translations by id (its locale's `code.json`), over the English table; none for English. */
export function setThemeStrings(strings: Readonly<Record<string, string>> = {}) {
  translations = strings;
}

/** The string `id` in the current build's locale, with each `{name}` of `values` filled in. */
export function translate(id: ThemeStringId, values: Record<string, string> = {}): string {
  const text = translations[id] ?? THEME_STRINGS[id];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
