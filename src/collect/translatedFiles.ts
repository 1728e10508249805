import path from 'node:path';
import type { Route, SiteConfig } from '../types.js';
import { posixRelative, walkFiles } from './walkFiles.js';

/**
 * A content folder's translations in the locale being built: `translate(rel)` is the file to
 * read for the folder's file at `rel` (its translation when `i18n/<locale>/…` has one, as
 * Docusaurus reads it, else the file itself), and whether it was translated. Only the
 * folder's own files are pages: a translation without its original is not one, as in
 * Docusaurus. The translated folder is listed once, not looked up per page.
 */
export interface Translations {
  translate(file: string, rel: string): { file: string; translated: boolean };
}

/** No translations: every file is read as it is, and counts as translated (the default locale, a site of one language). */
const AS_WRITTEN: Translations = { translate: (file) => ({ file, translated: true }) };

/** Lists `translatedDir` (a folder under `i18n/<locale>/`); without one, files are read as written. */
export async function loadTranslations(translatedDir: string | undefined, config: SiteConfig): Promise<Translations> {
  if (!translatedDir) return AS_WRITTEN;
  const present = new Set((await walkFiles(translatedDir)).map((file) => posixRelative(translatedDir, file)));
  // The default locale's own files are its content: only another locale's fallbacks are untranslated.
  const fallbackIsUntranslated = Boolean(config.i18n && config.i18n.current !== config.i18n.defaultLocale);
  return {
    translate: (file, rel) => (present.has(rel) ? { file: path.join(translatedDir, ...rel.split('/')), translated: true } : { file, translated: !fallbackIsUntranslated }),
  };
}

/** Marks a route shown from the default locale's file because its locale has no translation (the page says so). */
export function markUntranslated<T extends Route>(route: T, translated: boolean): T {
  if (!translated) route.untranslated = true;
  return route;
}
