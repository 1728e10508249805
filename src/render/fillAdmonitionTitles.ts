import { defaultTitleOf, DEFAULT_TITLE_ATTRIBUTE } from '../compile/mdx/admonitionTypes.js';

/** The title of an admonition type in the locale being built (the theme's `admonitionTitle`). */
export type AdmonitionTitle = (type: string) => string;

/** A title paragraph the compiler marked as the default one, its type and its English text. */
const MARKED_TITLE = new RegExp(`<p class="admonition-title" ${DEFAULT_TITLE_ATTRIBUTE}="([^"]*)">[^<]*</p>`, 'g');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A page's HTML with each admonition title the compiler wrote for a block that gave none
 * (marked `data-default-title="<type>"`) in the words of `titleOf`, unmarked: compiled content
 * is shared by every locale, the theme's strings table decides the words. In English the HTML
 * is the same as before the mark existed.
 */
export function fillAdmonitionTitles(html: string, titleOf: AdmonitionTitle = defaultTitleOf): string {
  if (!html.includes(` ${DEFAULT_TITLE_ATTRIBUTE}="`)) return html;
  return html.replace(MARKED_TITLE, (_, type: string) => `<p class="admonition-title">${escapeText(titleOf(type))}</p>`);
}
