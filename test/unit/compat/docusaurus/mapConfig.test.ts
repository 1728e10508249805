import { describe, expect, it } from 'vitest';
import { ConfigWarnings } from '../../../../src/compat/docusaurus/configWarnings.js';
import { mapConfig } from '../../../../src/compat/docusaurus/mapConfig.js';

/** Maps a config written as source text (evaluated here as the loader would). */
function map(source: string) {
  const warnings = new ConfigWarnings('docusaurus.config.js', source);
  const mapped = mapConfig(new Function(`return (${source});`)(), warnings);
  return { ...mapped, messages: warnings.diagnostics.map((diagnostic) => `${diagnostic.source?.line ?? '-'}  ${diagnostic.message}`) };
}

describe('mapConfig (Docusaurus config → docsite user config)', () => {
  it('maps the top-level keys and warns about the rest, naming the line', () => {
    const { config, messages } = map(`{
  title: 'T',
  url: 'https://t.example',
  favicon: 'img/f.ico',
  onBrokenMarkdownLinks: 'log',
  staticDirectories: ['public', 'static'],
  i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] },
  trailingSlash: false,
  projectName: 'p',
  headTags: [],
}`);
    expect(config).toMatchObject({ title: 'T', productName: 'T', favicon: '/img/f.ico', onBrokenMarkdownLinks: 'warn', staticDir: 'public', i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] } });
    expect(messages).toEqual([
      '6  staticDirectories is not supported yet: only the first folder, public, is copied',
      '10  headTags is not supported yet: ignored',
    ]);
  });

  it('reads i18n as Docusaurus writes it: locales and their configs, a warning for calendar', () => {
    const { config, messages } = map(`{
  title: 'T', url: 'https://t.example',
  i18n: { defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { label: 'عربي', direction: 'rtl', htmlLang: 'ar-EG', path: 'arabic', calendar: 'islamic' } } },
  themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } },
}`);
    expect(config.i18n).toEqual({ defaultLocale: 'en', locales: ['en', 'ar'], localeConfigs: { ar: { label: 'عربي', direction: 'rtl', htmlLang: 'ar-EG', path: 'arabic' } } });
    expect(config.navbar?.items).toEqual([{ type: 'localeDropdown', position: 'right' }]);
    expect(messages).toEqual(['3  i18n.localeConfigs.ar.calendar is not supported yet: ignored']);
  });

  it('names each plugin and theme once, with what the site loses; local plugin functions are left to loadDocusaurusConfig, which runs them', () => {
    const { messages } = map(`{
  title: 'T', url: 'https://t.example',
  plugins: [['@docusaurus/plugin-pwa', {}], function myPlugin() {}],
  themes: ['@docusaurus/theme-mermaid'],
  presets: [['docusaurus-preset-openapi', {}]],
}`);
    expect(messages).toEqual([
      '3  plugin @docusaurus/plugin-pwa is not supported: no service worker or web manifest is written',
      '5  plugin preset docusaurus-preset-openapi is not supported: ignored',
      '4  theme @docusaurus/theme-mermaid is not supported: without markdown.mermaid: true, mermaid fences are code and <Mermaid> shows its source',
    ]);
  });

  it('takes docusaurus-plugin-sass without a warning (docsite compiles Sass with the site\'s sass), and names its options, which it does not read', () => {
    const plain = map(`{ title: 'T', url: 'https://t.example', plugins: ['docusaurus-plugin-sass'] }`);
    expect(plain.messages).toEqual([]);
    const withOptions = map(`{
  title: 'T',
  url: 'https://t.example',
  plugins: [['docusaurus-plugin-sass', { sassOptions: {} }]],
}`);
    expect(withOptions.messages).toEqual(["4  plugins[0][1]: docusaurus-plugin-sass's options are not read: Sass is compiled with the site's sass package and its defaults"]);
  });

  it('draws mermaid diagrams with markdown.mermaid and @docusaurus/theme-mermaid, in the themes and options of themeConfig.mermaid; keeps their source without the theme', () => {
    const drawn = map(`{
  title: 'T', url: 'https://t.example',
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid'],
  themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 100 }, look: 'x' } },
}`);
    expect(drawn.config.markdown).toEqual({ mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 100 } } });
    expect(drawn.messages).toEqual(['5  themeConfig.mermaid.look is not supported yet: ignored']);
    const plain = map(`{ title: 'T', url: 'https://t.example', markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'] }`);
    expect([plain.config.markdown, plain.messages]).toEqual([{ mermaid: true }, []]);
    const source = map(`{ title: 'T', url: 'https://t.example', markdown: { mermaid: true } }`);
    expect([source.config.markdown, source.messages]).toEqual([{ mermaid: { draw: false } }, []]);
  });

  it("reads the classic preset: docs at /, exclude names, blog off, pages path; warns about globs and a postsPerPage neither a number nor 'ALL'", () => {
    const { config, preset, messages } = map(`{
  title: 'T', url: 'https://t.example',
  presets: [['classic', {
    docs: { path: 'guides', routeBasePath: '/', exclude: ['**/_*.md', 'drafts.md', '**/*.test.md'], numberPrefixParser: false, remarkPlugins: [], sidebarCollapsible: false, sidebarCollapsed: false },
    blog: false,
    pages: { path: 'site-pages' },
  }]],
}`);
    expect(config.docs).toEqual({ path: 'guides', routeBasePath: '/', exclude: ['drafts.md'], sidebarCollapsible: false, sidebarCollapsed: false });
    expect(config.blog).toBeUndefined();
    expect(config.pages).toEqual({ path: 'site-pages' });
    expect(preset.stripNumberPrefixes).toBe(false);
    expect(messages).toEqual(['4  presets[0].docs.exclude is not supported yet: only plain file names are excluded']);
    expect(map(`{ title: 'T', url: 'u', presets: [['classic', { blog: { postsPerPage: 'some' } }]] }`).messages).toEqual([
      '1  presets[0].blog.postsPerPage is not supported yet: 10 posts per page',
    ]);
  });

  it('maps themeConfig: navbar links get a leading slash, unsupported item types and simple footer links are warned', () => {
    const { config, messages } = map(`{
  title: 'T', url: 'https://t.example',
  themeConfig: {
    navbar: {
      logo: { alt: 'Logo', src: 'img/logo.svg', width: '32' },
      items: [
        { to: 'docs/intro', label: 'Docs' },
        { type: 'dropdown', label: 'More', items: [] },
        { type: 'html', value: '<b>x</b>' },
      ],
    },
    footer: { links: [{ label: 'Simple', to: '/x' }] },
    prism: { theme: { plain: {} }, magicComments: [] },
    algolia: { appId: 'a' },
  },
}`);
    expect(config.navbar).toEqual({ logo: { alt: 'Logo', src: '/img/logo.svg', width: 32 }, items: [{ type: 'link', label: 'Docs', position: 'left', to: '/docs/intro' }] });
    expect(messages).toEqual([
      "8  themeConfig.navbar.items[1]: navbar item type 'dropdown' is not supported yet: the dropdown is left out of the navbar",
      "9  themeConfig.navbar.items[2]: navbar item type 'html' is not supported yet: the item is left out of the navbar",
      '12  themeConfig.footer.links[0]: a footer link outside a column is not supported yet: ignored',
      '13  themeConfig.prism.theme is not supported yet: only prism-react-renderer themes are mapped to shiki themes',
      "14  themeConfig.algolia is not supported yet: docsite's own search is used",
    ]);
  });

  it("maps the blog's Docusaurus options: dated routes, sidebar, reading time, authors and tags files, onInlineTags ('log' warns) and feedOptions", () => {
    const { config, messages } = map(`{
  title: 'T', url: 'https://t.example',
  presets: [['classic', { blog: {
    postsPerPage: 'ALL', blogSidebarCount: 0, blogSidebarTitle: 'Latest', showReadingTime: false,
    authorsMapPath: '../authors.yml', tags: false, onInlineTags: 'log',
    feedOptions: { type: ['rss', 'json'], title: 'F', description: 'D', copyright: 'C', language: 'fr', limit: 5 },
  } }]],
}`);
    expect(config.blog).toEqual({
      postsPerPage: 'ALL',
      sidebarCount: 0,
      sidebarTitle: 'Latest',
      showReadingTime: false,
      authorsMapPath: '../authors.yml',
      tags: false,
      onInlineTags: 'warn',
      datedPaths: true,
      feed: { types: ['rss', 'json'], title: 'F', description: 'D', copyright: 'C' },
    });
    expect(messages).toEqual(['6  presets[0].blog.feedOptions.language is not supported yet: feeds are marked as English', '6  presets[0].blog.feedOptions.limit is not supported yet: ignored']);
  });

  it("reads the preset's page history options of docs and blog: editUrl (string or function), showLastUpdate*, editLocalizedFiles false; warns about editLocalizedFiles true", () => {
    const { config, messages } = map(`{
  title: 'T', url: 'https://t.example',
  presets: [['classic', {
    docs: { editUrl: 'https://github.com/o/r/edit/main/', editLocalizedFiles: false, showLastUpdateTime: true, showLastUpdateAuthor: true },
    blog: { editUrl: ({ blogPath }) => 'https://e.example/' + blogPath,
      editLocalizedFiles: true, showLastUpdateTime: true },
  }]],
}`);
    expect(config.docs).toMatchObject({ editUrl: 'https://github.com/o/r/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true });
    expect(config.blog).toMatchObject({ showLastUpdateTime: true });
    expect(config.blog!.showLastUpdateAuthor).toBeUndefined();
    expect((config.blog!.editUrl as (params: { blogPath: string }) => string)({ blogPath: 'a.md' })).toBe('https://e.example/a.md');
    expect(messages).toEqual(['6  presets[0].blog.editLocalizedFiles is not supported yet: edit links point at the files in the content folder (docsite builds no translations)']);
  });

  it("gives a blog Docusaurus's defaults: dated routes, RSS and Atom; feedOptions.type 'all' and null", () => {
    expect(map(`{ title: 'T', url: 'u' }`).config.blog).toEqual({ datedPaths: true, feed: { types: ['rss', 'atom'] } });
    expect(map(`{ title: 'T', url: 'u', presets: [['classic', { blog: { feedOptions: { type: 'all' } } }]] }`).config.blog!.feed).toEqual({ types: ['rss', 'atom', 'json'] });
    expect(map(`{ title: 'T', url: 'u', presets: [['classic', { blog: { feedOptions: { type: null } } }]] }`).config.blog!.feed).toEqual({ types: [] });
  });

  it('reads the theme customCss, one path or a list', () => {
    expect(map(`{ title: 'T', url: 'u', presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] }`).config.customCss).toEqual(['./src/css/custom.css']);
    expect(map(`{ title: 'T', url: 'u', presets: [['classic', { theme: { customCss: ['a.css', 'b.css'] } }]] }`).config.customCss).toEqual(['a.css', 'b.css']);
    expect(map(`{ title: 'T', url: 'u' }`).config.customCss).toBeUndefined();
  });

  it('maps @docusaurus/plugin-client-redirects onto redirects, warning about rules of another shape', () => {
    const { config, messages } = map(`{
  title: 'T', url: 'u',
  plugins: [['@docusaurus/plugin-client-redirects', {
    redirects: [{ from: '/a', to: '/b' }, { from: ['/c', '/d'], to: '/b' }, { from: 3, to: '/b' }],
    createRedirects: (path) => undefined,
    fromExtensions: ['html'],
    toExtensions: ['htm'],
  }]],
}`);
    expect(config.redirects).toMatchObject({ rules: [{ from: '/a', to: '/b' }, { from: ['/c', '/d'], to: '/b' }], fromExtensions: ['html'], toExtensions: ['htm'] });
    expect(typeof config.redirects!.createRedirects).toBe('function');
    expect(messages).toEqual(['4  plugins[0][1].redirects[2] is not supported yet: a redirect is { from, to } with from a path or a list of paths']);
  });

  it("maps the docs preset's admonitions and prism's magic comments, warning about shapes it cannot read", () => {
    const { config, messages } = map(`{
  title: 'T', url: 'https://t.example',
  presets: [['classic', { docs: { admonitions: { keywords: ['security'], extendDefaults: false, tag: '!!!' } } }]],
  themeConfig: { prism: { magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'add', block: { start: 'add-start', end: 'add-end' } }] } },
}`);
    // The docs plugin's own: the blog and pages keep Docusaurus's defaults, as each content plugin has its own.
    expect(config.docs?.admonitions).toEqual({ keywords: ['security'], extendDefaults: false });
    expect(config.markdown).toBeUndefined();
    expect(config.code?.magicComments).toEqual([{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'add', block: { start: 'add-start', end: 'add-end' } }]);
    expect(messages).toEqual(['3  presets[0].docs.admonitions.tag is not supported yet: admonitions are written with :::']);
    expect(map(`{ title: 'T', url: 'https://t.example', presets: [['classic', { docs: { admonitions: false } }]] }`).config.docs?.admonitions).toEqual({ keywords: [], extendDefaults: false });
    const ownEach = map(`{ title: 'T', url: 'https://t.example', presets: [['classic', { blog: { admonitions: { keywords: ['release'] } }, pages: { admonitions: false } }]] }`);
    expect([ownEach.config.blog?.admonitions, ownEach.config.pages?.admonitions, ownEach.messages]).toEqual([{ keywords: ['release'] }, { keywords: [], extendDefaults: false }, []]);
    expect(map(`{ title: 'T', url: 'https://t.example',
  themeConfig: { prism: { magicComments: [{ line: 'x' }] } } }`).messages).toEqual(['2  themeConfig.prism.magicComments is not supported yet: each magic comment needs a className and a line or block: the default highlight comments are read']);
  });
});

describe('pluginName', () => {
  it('names a plugin given as a path into node_modules by its package', async () => {
    const { pluginName } = await import('../../../../src/compat/docusaurus/unsupportedPlugins.js');
    expect(pluginName('/site/node_modules/docusaurus-lunr-search/src/index.js')).toBe('docusaurus-lunr-search');
    expect(pluginName(['/site/node_modules/@docusaurus/plugin-pwa/lib/index.js', {}])).toBe('@docusaurus/plugin-pwa');
    expect(pluginName('./plugins/local')).toBe('./plugins/local');
  });

});
