import { describe, expect, it } from 'vitest';
import { translatePlugins } from '../../../src/config/pluginTranslations.js';
import type { SiteConfig } from '../../../src/types.js';

const config = {
  docs: { versions: [{ name: 'current', label: 'Next' }, { name: '1.0', label: '1.0' }] },
  blog: { title: 'Blog', description: 'News', sidebarTitle: 'Recent posts' },
} as unknown as SiteConfig;
const where = { docs: 'i18n/fr/docusaurus-plugin-content-docs/current.json', blog: 'i18n/fr/docusaurus-plugin-content-blog/options.json' };

/** Issue 22 part 2: Docusaurus's content plugins' translation files, current.json and the blog's options.json. */
describe('translatePlugins', () => {
  it("gives the current docs version current.json's label and the blog options.json's title, description and sidebar title", () => {
    const translated = translatePlugins(config, { 'version.label': 'Prochaine' }, { title: 'Le blog', description: 'Nouvelles', 'sidebar.title': 'Articles récents' }, where);
    expect(translated.docs.versions.map((version) => version.label)).toEqual(['Prochaine', '1.0']);
    expect(translated.blog).toEqual({ title: 'Le blog', description: 'Nouvelles', sidebarTitle: 'Articles récents' });
    expect(translated.warnings).toEqual([]);
  });

  it('names each id it does not read in a warning of its own, with its file', () => {
    const { warnings } = translatePlugins(config, { 'sidebar.docs.category.Guides': 'Guides', 'sidebar.docs.link.Home': 'Accueil' }, { 'post.title': 'x' }, where);
    expect(warnings.map((warning) => `${warning.source?.file}  ${warning.message}`)).toEqual([
      'i18n/fr/docusaurus-plugin-content-docs/current.json  sidebar.docs.category.Guides: sidebar labels are not translated yet',
      'i18n/fr/docusaurus-plugin-content-docs/current.json  sidebar.docs.link.Home: sidebar labels are not translated yet',
      'i18n/fr/docusaurus-plugin-content-blog/options.json  post.title: no blog label it translates',
    ]);
  });
});
