import path from 'node:path';
import { CURRENT_VERSION, DEFAULT_PLUGIN_ID } from './resolveDocsVersions.js';
import { ConfigError } from '../shared/errors.js';
import type { Diagnostic, DocsSectionConfig, LocaleConfig, SiteConfig } from '../types.js';
import { readTranslationFile, translateChrome } from './localeTranslations.js';
import { translateBlogOptions, translateDocsVersions, type PluginTranslationFile } from './pluginTranslations.js';
import { searchLanguageWarnings } from '../search/searchLanguage.js';

/**
 * The folders of a locale's translated content, Docusaurus's layout under `i18n/<locale>/`.
 * A docs section other than `docs` has its own folder, named as Docusaurus's
 * `getPluginI18nPath` names a plugin instance's: the plugin's name, `-`, its id.
 */
export function translatedFolders(locale: LocaleConfig) {
  return {
    docs: (version: string, pluginId = DEFAULT_PLUGIN_ID) =>
      path.join(locale.dir, pluginId === DEFAULT_PLUGIN_ID ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginId}`, version === CURRENT_VERSION ? CURRENT_VERSION : `version-${version}`),
    blog: path.join(locale.dir, 'docusaurus-plugin-content-blog'),
    pages: path.join(locale.dir, 'docusaurus-plugin-content-pages'),
    themeClassic: path.join(locale.dir, 'docusaurus-theme-classic'),
    code: path.join(locale.dir, 'code.json'),
  };
}

/**
 * The config as one locale's build sees it (Docusaurus builds each locale as its own site):
 * its base URL (`/fr/` for a locale other than the default), and each content folder read
 * through the locale's translations, its theme strings (`code.json`) and its navbar and footer
 * labels (`navbar.json`, `footer.json`; warnings in `configWarnings`). The rest of the pipeline needs no other notion of a
 * locale. `undefined` for a code the site does not have.
 */
export function localeConfig(config: SiteConfig, code: string): SiteConfig | undefined {
  const locale = config.i18n?.locales.find((entry) => entry.code === code);
  if (!config.i18n || !locale) return undefined;
  const folders = translatedFolders(locale);
  const relPath = (file: string) => path.relative(config.root, file).split(path.sep).join('/');
  const readFile = (file: string) => ({ file: relPath(file), messages: readTranslationFile(file, config.root) });
  // Each docs section's versions from its own folder; each version's labels from its own file, as Docusaurus names them: current.json, version-<name>.json.
  const sections = [config.docs, ...(config.docsSections ?? [])].map((section) => translateSection(section, folders, readFile));
  const [docs, ...furtherSections] = sections;
  const chromeFiles = { navbar: path.join(folders.themeClassic, 'navbar.json'), footer: path.join(folders.themeClassic, 'footer.json') };
  const chrome = translateChrome(config, readTranslationFile(chromeFiles.navbar, config.root), readTranslationFile(chromeFiles.footer, config.root), { navbar: relPath(chromeFiles.navbar), footer: relPath(chromeFiles.footer) });
  const blog = translateBlogOptions(config.blog, readFile(path.join(folders.blog, 'options.json')));
  const built: SiteConfig = {
    ...config,
    baseUrl: locale.baseUrl,
    i18n: { ...config.i18n, current: code, strings: readTranslationFile(folders.code, config.root) },
    navbar: chrome.navbar,
    footer: chrome.footer,
    configWarnings: chrome.warnings,
    docs: docs!.section,
    ...(config.docsSections && { docsSections: furtherSections.map((translated) => translated.section) }),
    blog: blog.blog && { ...blog.blog, translatedDir: folders.blog },
    // A further blog's translations: Docusaurus names an instance's folder after the plugin and its id.
    ...(config.blogSections && { blogSections: config.blogSections.map((blog) => ({ ...blog, translatedDir: `${folders.blog}-${blog.pluginId}` })) }),
    pages: { ...config.pages, translatedDir: folders.pages },
    // A Docusaurus site's plugins ran once per locale, as Docusaurus runs them: the locale's pages get what its own run gave.
    ...localePluginData(config, code),
  };
  // A language lunr-languages lacks is searched without stemming: said once, for its locale.
  return { ...built, configWarnings: [...chrome.warnings, ...sections.flatMap((translated) => translated.warnings), ...blog.warnings, ...searchLanguageWarnings(built)] };
}

/**
 * What a Docusaurus site's plugins gave in the locale's own run, and the import aliases into
 * what they wrote (`@generated`, `@site/.docusaurus`, a plugin's alias into `.docusaurus`)
 * pointed at the locale's folder: each locale's Docusaurus build has its own `.docusaurus`.
 * The compile caches hash the aliases, so a page's cached output is never another locale's.
 */
function localePluginData(config: SiteConfig, code: string): Pick<SiteConfig, 'pluginData' | 'moduleAliases'> {
  const run = config.pluginData?.locales?.[code];
  if (!run) return {};
  const from = config.pluginData!.generatedDir;
  const inside = (target: string) => target === from || target.startsWith(from + path.sep);
  const aliases = config.moduleAliases && Object.fromEntries(Object.entries(config.moduleAliases).map(([alias, target]) => [alias, inside(target) ? path.join(run.generatedDir, path.relative(from, target)) : target]));
  return { pluginData: run, ...(aliases && { moduleAliases: aliases }) };
}

/** A docs section as a locale's build reads it: each version from its translated folder, with its labels from its translation file. */
function translateSection(section: DocsSectionConfig, folders: ReturnType<typeof translatedFolders>, readFile: (file: string) => PluginTranslationFile): { section: DocsSectionConfig; warnings: Diagnostic[] } {
  const translated = translateDocsVersions(section.versions, (version) => readFile(`${folders.docs(version.name, section.pluginId)}.json`));
  const versions = translated.versions.map((version) => ({ ...version, translatedDir: folders.docs(version.name, section.pluginId) }));
  const current = versions.find((version) => version.dir === section.dir);
  return { section: { ...section, versions, translatedDir: current?.translatedDir, sidebarTranslations: current?.sidebarTranslations }, warnings: translated.warnings };
}

/**
 * The locales a build of a site with `i18n` builds: every one, the default first, or the one
 * `--locale` names; undefined for a site of one language. A `--locale` the site does not
 * have is an error.
 */
export function localesToBuild(config: SiteConfig, only?: string): LocaleConfig[] | undefined {
  if (only !== undefined && !config.i18n) throw new ConfigError(`--locale ${only}: the site has no locales`, { hint: 'add i18n { defaultLocale, locales } to its config' });
  if (!config.i18n) return undefined;
  const { locales, defaultLocale } = config.i18n;
  const ordered = [...locales.filter((locale) => locale.code === defaultLocale), ...locales.filter((locale) => locale.code !== defaultLocale)];
  if (only === undefined) return ordered;
  const chosen = ordered.filter((locale) => locale.code === only);
  if (!chosen.length) throw new ConfigError(`--locale ${only}: the site has no locale '${only}'`, { hint: `its locales are ${locales.map((locale) => locale.code).join(', ')}` });
  return chosen;
}
