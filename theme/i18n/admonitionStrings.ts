import { localize } from './pageStrings';

/**
 * The titles of admonitions that give none (`:::tip`, `<Admonition type="tip">`), by
 * Docusaurus's `theme.admonition.*` ids; `important`, which Docusaurus shows untranslated
 * (a legacy alias of its own), by docsite's `docsite.admonition.important`.
 */
export const ADMONITION_STRINGS = {
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'theme.admonition.caution': 'Caution',
  'docsite.admonition.important': 'Important',
} as const;

/**
 * The title of an admonition of `type` without one, in the current build's locale. A keyword
 * of the site's own is read under `theme.admonition.<keyword>` too, its English the keyword
 * capitalised. Docusaurus writes its messages in lower case and capitalises them in CSS; the
 * theme shows titles as words ("Note"), so a translation's first letter is capitalised.
 */
export function admonitionTitle(type: string): string {
  const id = type === 'important' ? 'docsite.admonition.important' : `theme.admonition.${type}`;
  const english = (ADMONITION_STRINGS as Record<string, string>)[id] ?? type.charAt(0).toUpperCase() + type.slice(1);
  const title = localize(id, english);
  return title.charAt(0).toUpperCase() + title.slice(1);
}
