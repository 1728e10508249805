import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../shared/errors.js';
import type { Diagnostic, LinkGroup, SiteConfig } from '../types.js';

/** A translation file as Docusaurus writes them (`code.json`, `navbar.json`, `footer.json`): `{ "<id>": { "message": "…", "description": "…" } }`. */
export type TranslationFile = Record<string, string>;

/** The messages of a translation file by id; none when the file is missing. Invalid JSON or a message that is not a string is an error naming the file and id. */
export function readTranslationFile(file: string, root: string): TranslationFile {
  if (!existsSync(file)) return {};
  const relPath = path.relative(root, file).split(path.sep).join('/');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`invalid ${relPath}: ${(error as Error).message}`, { source: { file: relPath } });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ConfigError(`invalid ${relPath}: expected an object of translations by id`, { source: { file: relPath } });
  const messages: TranslationFile = {};
  for (const [id, entry] of Object.entries(parsed)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') throw new ConfigError(`invalid ${relPath}: ${id}.message: expected a string`, { source: { file: relPath }, field: `${id}.message`, hint: 'write each translation as { "message": "…" }' });
    messages[id] = message;
  }
  return messages;
}

/**
 * The navbar and footer with their labels translated as Docusaurus's classic theme does:
 * `navbar.json` (`title`, `item.label.<label>`, `logo.alt`) and `footer.json`
 * (`link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`). A label the file
 * lacks stays as written; an id that matches nothing is warned, as Docusaurus would not read it either.
 */
export function translateChrome(config: SiteConfig, navbarFile: TranslationFile, footerFile: TranslationFile, where: { navbar: string; footer: string }): { navbar: SiteConfig['navbar']; footer: SiteConfig['footer']; warnings: Diagnostic[] } {
  const used = new Set<string>();
  const pick = (file: TranslationFile, id: string, fallback: string) => {
    if (!(id in file)) return fallback;
    used.add(`${file === navbarFile ? 'n' : 'f'}:${id}`);
    return file[id]!;
  };
  const { navbar, footer } = config;
  const items = navbar.items.map((item) => ('label' in item && item.label !== undefined ? { ...item, label: pick(navbarFile, `item.label.${item.label}`, item.label) } : item));
  const logoOf = <T extends { alt: string } | undefined>(logo: T, file: TranslationFile) => (logo ? { ...logo, alt: pick(file, 'logo.alt', logo.alt) } : logo);
  const translatedNavbar = { ...navbar, title: pick(navbarFile, 'title', navbar.title), logo: logoOf(navbar.logo, navbarFile), items };
  const links = footer?.links.map((group): LinkGroup => ({ title: pick(footerFile, `link.title.${group.title}`, group.title), items: group.items.map((item) => ('label' in item ? { ...item, label: pick(footerFile, `link.item.label.${item.label}`, item.label) } : item)) }));
  const translatedFooter = footer && { ...footer, logo: logoOf(footer.logo, footerFile), links: links!, copyright: footer.copyright === undefined ? undefined : pick(footerFile, 'copyright', footer.copyright) };
  const unused = (file: TranslationFile, prefix: string, relPath: string) =>
    Object.keys(file)
      .filter((id) => !used.has(`${prefix}:${id}`))
      .map((id): Diagnostic => ({ severity: 'warning', code: 'unused-translation', message: `${id}: no navbar or footer label it translates`, source: { file: relPath }, hint: 'ids are item.label.<label>, link.title.<title>, link.item.label.<label>, title, copyright, logo.alt' }));
  return { navbar: translatedNavbar, footer: translatedFooter, warnings: [...unused(navbarFile, 'n', where.navbar), ...unused(footerFile, 'f', where.footer)] };
}

/**
 * A word the pipeline writes into pages itself (a generated page's title or description) in
 * the locale being built: the message of `id` in its `code.json`, else `english`, with each
 * `{name}` of `values` filled in. The ids are the theme's (`theme/i18n/themeStrings.ts`), so
 * one message translates a blog's Archive link and its page's title alike.
 */
export function siteString(config: SiteConfig, id: string, english: string, values: Readonly<Record<string, string>> = {}): string {
  const text = config.i18n?.strings?.[id] ?? english;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
