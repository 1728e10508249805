import type { Diagnostic, SiteConfig } from '../types.js';
import { CURRENT_VERSION } from './resolveDocsVersions.js';
import type { TranslationFile } from './localeTranslations.js';

/** Where a locale's plugin translation files are, relative to the site (for warnings). */
export interface PluginTranslationFiles {
  /** `i18n/<locale>/docusaurus-plugin-content-docs/current.json`. */
  docs: string;
  /** `i18n/<locale>/docusaurus-plugin-content-blog/options.json`. */
  blog: string;
}

/**
 * The docs and blog with the labels Docusaurus's content plugins translate: `current.json`'s
 * `version.label` (the current version's label) and `options.json`'s `title`, `description`
 * and `sidebar.title` (the blog's). Any other id is named in one warning each: sidebar labels
 * (`sidebar.<id>.category.<label>`, `sidebar.<id>.link.<label>`, `sidebar.<id>.doc.<id>`) are
 * not translated yet, and an id the blog does not have translates nothing.
 */
export function translatePlugins(config: SiteConfig, docsFile: TranslationFile, blogFile: TranslationFile, where: PluginTranslationFiles): { docs: SiteConfig['docs']; blog: SiteConfig['blog']; warnings: Diagnostic[] } {
  const warnings: Diagnostic[] = [];
  const label = docsFile['version.label'];
  const versions = label === undefined ? config.docs.versions : config.docs.versions.map((version) => (version.name === CURRENT_VERSION ? { ...version, label } : version));
  for (const id of Object.keys(docsFile).filter((key) => key !== 'version.label')) {
    const what = id.startsWith('sidebar.') ? 'sidebar labels are not translated yet' : 'no docs label it translates';
    warnings.push({ severity: 'warning', code: 'unused-translation', message: `${id}: ${what}`, source: { file: where.docs }, hint: 'read: version.label' });
  }
  const blog = config.blog && {
    ...config.blog,
    title: blogFile['title'] ?? config.blog.title,
    description: blogFile['description'] ?? config.blog.description,
    sidebarTitle: blogFile['sidebar.title'] ?? config.blog.sidebarTitle,
  };
  for (const id of Object.keys(blogFile).filter((key) => !['title', 'description', 'sidebar.title'].includes(key) || !config.blog)) {
    warnings.push({ severity: 'warning', code: 'unused-translation', message: `${id}: no blog label it translates`, source: { file: where.blog }, hint: 'ids are title, description, sidebar.title' });
  }
  return { docs: { ...config.docs, versions }, blog, warnings };
}
