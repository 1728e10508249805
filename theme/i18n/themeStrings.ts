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
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'docsite.CodeBlock.copyFailed': 'Copy failed',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.NotFound.title': 'Page not found',
  'docsite.NotFound.code': 'Error 404',
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
  'docsite.versionBadge.prefix': 'Version: ',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
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

/** The strings the browser runtime prints (the code blocks' copy button), as JSON for `<body data-strings>` on a site of several languages. */
export const clientStringsJson = () => JSON.stringify({ copy: translate('theme.CodeBlock.copy'), copied: translate('theme.CodeBlock.copied'), copyFailed: translate('docsite.CodeBlock.copyFailed'), copyLabel: translate('theme.CodeBlock.copyButtonAriaLabel') });

/** The string `id` in the current build's locale, with each `{name}` of `values` filled in. */
export function translate(id: ThemeStringId, values: Record<string, string> = {}): string {
  const text = translations[id] ?? THEME_STRINGS[id];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
