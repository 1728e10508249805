/** What the script every page loads prints, in English, by the short key `<body data-strings>` gives its translation under (`theme/i18n/themeStrings.ts` maps the ids). */
const english = {
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  copyLabel: 'Copy code to clipboard',
  outdated: 'The site was updated since this page was opened: reload it to search.',
  failed: 'Search could not load ({error}).',
  reload: 'Reload the page',
  toDark: 'Switch to dark mode',
  toLight: 'Switch to light mode',
  sectionPages: 'Section pages',
  notLoaded: 'This page could not be loaded.',
  serverAnswered: 'The server answered {status} for {path}.',
  retry: 'Retry',
  crashed: 'This page crashed.',
  tryAgain: 'Try again',
  errorDetails: 'Error details',
};

/**
 * The strings of the script every page loads, in the page's locale: translated in
 * `<body data-strings>` (a site of several languages), else English. Not
 * `../i18n/pageStrings`, which the lazy chunks share: sharing it with them would split it
 * into a chunk every page then has to fetch, and ids as keys would cost every page bytes.
 */
export function coreStrings(): typeof english {
  try {
    return { ...english, ...(JSON.parse(document.body.dataset.strings ?? '{}') as Partial<typeof english>) };
  } catch {
    return english;
  }
}
