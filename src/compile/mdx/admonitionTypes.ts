/** Admonition types, as Docusaurus authors know them (`:::tip`). */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;

/** The title an admonition gets when it has none of its own. */
export const DEFAULT_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important' };

/** The title of an admonition without one: its type's, or for a keyword of the site's own, the keyword capitalised. */
export const defaultTitleOf = (name: string) => DEFAULT_TITLES[name] ?? name[0]!.toUpperCase() + name.slice(1);

/**
 * The attribute that marks a title the compiler wrote for a block that gave none
 * (`<p class="admonition-title" data-default-title="note">Note</p>`): compiled content is the
 * same in every locale, so the render stage puts the theme's words for the type there (and
 * drops the attribute; see `fillAdmonitionTitles`).
 */
export const DEFAULT_TITLE_ATTRIBUTE = 'data-default-title';

/**
 * The admonition keywords a config asks for, as Docusaurus's docs preset reads its
 * `admonitions` option: `keywords` are added to the built-in types, or replace them when
 * `extendDefaults` is false.
 */
export function admonitionKeywords(option: { keywords?: string[]; extendDefaults?: boolean } | undefined): string[] {
  const own = option?.keywords ?? [];
  const base = option?.extendDefaults === false ? [] : ADMONITIONS;
  return [...new Set([...base, ...own])];
}
