import { localize } from './pageStrings';

/**
 * What the search dialog's code prints in the browser (`theme/client/search/`), in English,
 * by Docusaurus's id where its search modal has one, else a `docsite.*` id. Part of the
 * theme's strings table (`themeStrings.ts`), so `code.json` translates them; the page hands
 * the translations to the browser (`<body data-strings>`).
 */
export const SEARCH_STRINGS = {
  'docsite.SearchModal.versionFilter': 'Version',
  'docsite.SearchModal.loadFailed': 'Search could not load: {error}.',
  'docsite.SearchModal.noIndex': 'this page does not link the search index',
  'docsite.SearchModal.httpError': '{url} answered {status}',
  'docsite.SearchModal.mixedBuilds': 'the search files are from different builds: reload the page',
  'docsite.SearchModal.loading': 'Loading the search index…',
  'docsite.SearchModal.resultsOnOnePage': '{count} results on 1 page',
  'docsite.SearchModal.resultsOnPages': '{count} results on {pages} pages',
  'theme.SearchModal.noResultsScreen.noResultsText': 'No results for',
  'docsite.SearchModal.noResultsHelp': 'Check the spelling, use fewer or more general words, or try one of these:',
  'docsite.SearchModal.partial': 'No page has every word; these are the closest matches.',
  'docsite.SearchModal.recentCount': '{count} recent results',
  'theme.SearchModal.startScreen.recentSearchesTitle': 'Recent',
  'docsite.SearchModal.clearRecent': 'Clear recent results',
  'docsite.SearchModal.hint': 'Search the docs, the API reference and the blog.',
  'docsite.SearchModal.popular': 'Popular pages:',
  'docsite.SearchModal.retry': 'Retry',
  'docsite.SearchModal.type.doc': 'Docs',
  'docsite.SearchModal.type.api': 'API',
  'docsite.SearchModal.type.blog': 'Blog',
  'docsite.SearchModal.type.page': 'Page',
} as const;

/** The search dialog's string `id` in the page's locale. */
export const searchText = (id: keyof typeof SEARCH_STRINGS, values?: Readonly<Record<string, string | number>>) => localize(id, SEARCH_STRINGS[id], values);
