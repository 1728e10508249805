/**
 * The localStorage keys of the core runtime. Spec 9: local storage holds the theme, the
 * announcement dismissal and the preferred docs version, plus the reader's own choices
 * (the code-sample language of tab groups). The search dialog and the try-it island keep their
 * own keys, so the core does not share a chunk with them; `storedItems.ts` lists them all.
 */

/** Spec 2: the colour-mode choice, `dark` or `light`. */
export const THEME_KEY = 'theme';

/**
 * The docs version the reader last used in a docs section, written on every docs page of it
 * (as Docusaurus does, under its plugin id: `default` for the docs, a further section's id).
 */
export const docsVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/** A dismissed announcement, keyed by the bar's id so a new announcement shows again. */
export const announcementKey = (id: string) => `docsite-announcement-dismissed:${id}`;

/** The selected tab of a tab group (e.g. the code-sample language), shared by every group with that id. */
export const tabsKey = (groupId: string) => `docsite-tabs:${groupId}`;
