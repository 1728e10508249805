import { describe, expect, it } from 'vitest';
import { translateBlogOptions, translateDocsVersions } from '../../../src/config/pluginTranslations.js';
import type { DocsVersion, SiteConfig } from '../../../src/types.js';

const versions = [{ name: 'current', label: 'Next' }, { name: '1.0', label: '1.0' }] as DocsVersion[];
const blog = { title: 'Blog', description: 'News', sidebarTitle: 'Recent posts' } as SiteConfig['blog'];
const docsFile = (name: string) => `i18n/fr/docusaurus-plugin-content-docs/${name === 'current' ? 'current' : `version-${name}`}.json`;
const blogFile = 'i18n/fr/docusaurus-plugin-content-blog/options.json';

/** Issue 22: Docusaurus's content plugins' translation files, current.json, version-<name>.json and the blog's options.json. */
describe('translateDocsVersions', () => {
  it("gives each version the label of its own file (current.json, version-1.0.json) and keeps its sidebar.* messages for its sidebars", () => {
    const files: Record<string, Record<string, string>> = {
      current: { 'version.label': 'Prochaine', 'sidebar.docs.category.Guides': 'Guides pratiques' },
      '1.0': { 'version.label': 'Ancienne', 'sidebar.docs.link.Home': 'Accueil' },
    };
    const translated = translateDocsVersions(versions, (version) => ({ file: docsFile(version.name), messages: files[version.name]! }));
    expect(translated.versions.map((version) => version.label)).toEqual(['Prochaine', 'Ancienne']);
    expect(translated.versions.map((version) => version.sidebarTranslations)).toEqual([
      { file: 'i18n/fr/docusaurus-plugin-content-docs/current.json', messages: { 'sidebar.docs.category.Guides': 'Guides pratiques' } },
      { file: 'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json', messages: { 'sidebar.docs.link.Home': 'Accueil' } },
    ]);
    expect(translated.warnings).toEqual([]);
  });

  it('leaves a version without a file as written, and names an id that is neither the label nor a sidebar label, with its file', () => {
    const translated = translateDocsVersions(versions, (version) => ({ file: docsFile(version.name), messages: version.name === 'current' ? { 'doc.title': 'x' } : ({} as Record<string, string>) }));
    expect(translated.versions).toEqual(versions);
    expect(translated.warnings.map((warning) => `${warning.source?.file}  ${warning.message}`)).toEqual(['i18n/fr/docusaurus-plugin-content-docs/current.json  doc.title: no docs label it translates']);
  });
});

describe('translateBlogOptions', () => {
  it("gives the blog options.json's title, description and sidebar title", () => {
    const translated = translateBlogOptions(blog, { file: blogFile, messages: { title: 'Le blog', description: 'Nouvelles', 'sidebar.title': 'Articles récents' } });
    expect(translated.blog).toEqual({ title: 'Le blog', description: 'Nouvelles', sidebarTitle: 'Articles récents' });
    expect(translated.warnings).toEqual([]);
  });

  it('names each id it does not read in a warning of its own, with its file', () => {
    const { warnings } = translateBlogOptions(blog, { file: blogFile, messages: { 'post.title': 'x' } });
    expect(warnings.map((warning) => `${warning.source?.file}  ${warning.message}`)).toEqual(['i18n/fr/docusaurus-plugin-content-blog/options.json  post.title: no blog label it translates']);
  });
});
