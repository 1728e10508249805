import type { NavbarItem, Severity, UserConfig } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import { accepted, eachKey, isObject, publicPath, type KeyHandler } from './eachKey.js';
import { mapClassicPreset, type MappedPreset } from './mapClassicPreset.js';
import { isClientRedirects, mapClientRedirects } from './mapClientRedirects.js';
import { isMermaidTheme, mapMermaid } from './mapMermaid.js';
import { mapStylesheets } from './mapStylesheets.js';
import { mapThemeConfig, type DocLink } from './mapThemeConfig.js';
import { isBlogPlugin, mapBlogPlugins, type BlogPluginEntry } from './mapBlogPlugins.js';
import { isDocsPlugin, mapDocsPlugins, type DocsPluginEntry, type MappedDocsSection } from './mapDocsPlugins.js';
import { isModuleAliasPlugin, readAliases } from './mapModuleAliases.js';
import { isInstalledPlugin } from './installedPlugins.js';
import { isLocalPlugin } from './localPlugins.js';
import { consequenceOf, pluginName } from './unsupportedPlugins.js';

/** A Docusaurus config as docsite's user config, before its sidebars are read. */
export interface MappedConfig {
  config: UserConfig;
  preset: MappedPreset;
  /** Navbar items that link a doc by id (see `DocsPlace.docLinks`). */
  docLinks: Map<NavbarItem, DocLink>;
  /** The docs plugin instances with an `id`: the further docs sections, before their sidebars are read. */
  sections: MappedDocsSection[];
}

const severity = (value: unknown): Severity => (value === 'log' ? 'warn' : (value as Severity));
/** Whether a preset's options have the classic preset's own keys (`docs`, `blog`, `pages`, `theme`), as presets wrapping it do. */
const takesClassicOptions = (options: unknown) => isObject(options) && ['docs', 'blog', 'pages', 'theme'].some((key) => key in options);
const isClassicPreset = (name: string) => name === 'classic' || /(^|[/\\])(@docusaurus\/)?preset-classic([/\\]|$)/.test(name);

/** Keys that only steer `docusaurus deploy` or the dev server: nothing docsite builds depends on them. */
const DEPLOY_KEYS = ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort'];

/**
 * Maps a loaded Docusaurus config onto docsite's `UserConfig`: the top-level keys, the
 * classic preset and `themeConfig`. Everything else gets one warning in `warnings`.
 * `generatedDir`: where the local plugins' lifecycles wrote Docusaurus's generated folder, when they ran.
 */
export function mapConfig(input: unknown, warnings: ConfigWarnings, siteDir = process.cwd(), generatedDir?: string): MappedConfig {
  const raw = isObject(input) ? input : {};
  const config: UserConfig = { title: String(raw.title ?? ''), productName: String(raw.title ?? ''), url: String(raw.url ?? '') };
  let preset: MappedPreset | undefined;
  const found: FoundPlugins = { stylesheets: [], docsPlugins: [], blogPlugins: [], aliases: {}, siteDir, ...(generatedDir && { generatedDir }) };
  const { stylesheets, docsPlugins, blogPlugins } = found;
  const plugins = (kind: 'plugin' | 'theme') => pluginsHandler(kind, { config, found }, warnings);
  eachKey(raw, '', warnings, {
    ...Object.fromEntries(DEPLOY_KEYS.map((key) => [key, accepted])),
    title: accepted,
    url: accepted,
    // Read below, once the preset says where the docs live.
    themeConfig: accepted,
    tagline: (value) => (config.tagline = String(value)),
    baseUrl: (value) => (config.baseUrl = String(value)),
    favicon: (value) => (config.favicon = publicPath(value)),
    trailingSlash: (value, keyPath) => {
      // docsite writes `docs/intro.html` and serves it at `/docs/intro`: Docusaurus's `false`.
      if (value !== false) warnings.unsupported(keyPath, 'pages are served without a trailing slash');
    },
    onBrokenLinks: (value) => (config.onBrokenLinks = severity(value)),
    onBrokenMarkdownLinks: (value) => (config.onBrokenMarkdownLinks = severity(value)),
    onDuplicateRoutes: (value) => (config.onDuplicateRoutes = severity(value)),
    onBrokenAnchors: (value) => (config.onBrokenAnchors = severity(value)),
    i18n: (value, keyPath) => (config.i18n = mapI18n(value, keyPath, warnings)),
    customFields: (value) => (config.customFields = value as Record<string, unknown>),
    markdown: (value, keyPath) => mapMarkdown(value, keyPath, (config.markdown ??= {}), warnings),
    staticDirectories: (value, keyPath) => {
      const folders = value as string[];
      if (folders.length > 0) config.staticDir = folders[0];
      if (folders.length > 1) warnings.unsupported(keyPath, `only the first folder, ${folders[0]}, is copied`);
    },
    presets: (value, keyPath) => {
      (value as unknown[]).forEach((entry, index) => {
        const name = pluginName(entry);
        const options = Array.isArray(entry) ? entry[1] : undefined;
        if (isClassicPreset(name) && !preset) preset = mapClassicPreset(options, `${keyPath}[${index}]`, warnings);
        else if (!preset && takesClassicOptions(options)) {
          // A preset wrapping the classic one (Meta's docusaurus-plugin-internaldocs-fb): its
          // docs, blog, pages and theme are the classic preset's; any other key is warned below.
          warnings.plugin('plugin preset', name, "its docs, blog, pages and theme options are read as the classic preset's", `${keyPath}[${index}]`);
          preset = mapClassicPreset(options, `${keyPath}[${index}]`, warnings);
        } else warnings.plugin('plugin preset', name, 'ignored', `${keyPath}[${index}]`);
      });
    },
    stylesheets: (value, keyPath) => stylesheets.push(...mapStylesheets(value, keyPath, siteDir, warnings)),
    plugins: plugins('plugin'),
    themes: plugins('theme'),
  });
  const instances = mapDocsPlugins(docsPlugins, preset !== undefined && !preset.docsOff, warnings);
  const blogs = mapBlogPlugins(blogPlugins, preset?.blog !== undefined, warnings);
  preset ??= mapClassicPreset(undefined, 'presets[0]', warnings);
  // A site that lists the blog plugin itself (no preset blog): its instance without an id is the blog.
  if (blogs.main) preset = { ...preset, blog: blogs.main };
  if (blogs.sections.length) config.blogSections = blogs.sections;
  // Docusaurus's default: a missing anchor does not fail the build as a missing page does.
  config.onBrokenAnchors ??= 'warn';
  // A site that lists the docs plugin itself (no preset docs): its instance without an id is the docs.
  if (instances.main) preset = { ...preset, ...instances.main };
  const docLinks = new Map<NavbarItem, DocLink>();
  const sections = new Map(instances.sections.map((section) => [section.id, { routeBasePath: section.docs.routeBasePath!, stripNumberPrefixes: section.stripNumberPrefixes }]));
  const { mermaid: mermaidThemeConfig, ...theme } = mapThemeConfig(raw.themeConfig ?? {}, { routeBasePath: preset.docs.routeBasePath ?? 'docs', stripNumberPrefixes: preset.stripNumberPrefixes, docLinks, sections }, warnings);
  const mermaid = mapMermaid({ fences: config.markdown?.mermaid === true, themeKeyPath: found.mermaidThemeKeyPath, themeConfig: mermaidThemeConfig }, warnings);
  if (config.markdown?.mermaid !== undefined) config.markdown.mermaid = mermaid;
  if (Object.keys(found.aliases).length) config.moduleAliases = found.aliases;
  const allCss = [...preset.customCss, ...stylesheets];
  const customCss = allCss.length ? { customCss: allCss } : {};
  return {
    config: { ...config, ...theme, docs: preset.docs, blog: preset.blog, pages: preset.pages, ...customCss },
    preset,
    docLinks,
    sections: instances.sections,
  };
}

/** What `plugins` and `themes` hold that docsite reads: stylesheets, docs and blog plugin instances, the mermaid theme. */
interface FoundPlugins {
  stylesheets: string[];
  docsPlugins: DocsPluginEntry[];
  blogPlugins: BlogPluginEntry[];
  /** Where `@docusaurus/theme-mermaid` is listed, when it is. */
  mermaidThemeKeyPath?: string;
  /** `docusaurus-plugin-module-alias`'s aliases, their paths absolute (from `siteDir`). */
  aliases: Record<string, string>;
  siteDir: string;
  /** Where the plugins' lifecycles wrote `.docusaurus`, when they ran (see `AliasPlace`). */
  generatedDir?: string;
}

/** Reads a `plugins` or `themes` list: what docsite builds goes into `found` (or `config`), anything else is warned. */
function pluginsHandler(kind: 'plugin' | 'theme', { config, found }: { config: UserConfig; found: FoundPlugins }, warnings: ConfigWarnings): KeyHandler {
  return (value, keyPath) =>
    (value as unknown[]).forEach((entry, index) => {
      const name = pluginName(entry);
      const options = Array.isArray(entry) ? entry[1] : undefined;
      if (kind === 'plugin' && isClientRedirects(name)) config.redirects = mapClientRedirects(options, `${keyPath}[${index}][1]`, warnings);
      else if (kind === 'plugin' && isDocsPlugin(name)) found.docsPlugins.push({ options, keyPath: `${keyPath}[${index}]` });
      else if (kind === 'plugin' && isBlogPlugin(name)) found.blogPlugins.push({ options, keyPath: `${keyPath}[${index}]` });
      else if (kind === 'plugin' && isModuleAliasPlugin(name)) moduleAliasOptions(options, { plugin: name, keyPath: `${keyPath}[${index}]` }, found, warnings);
      // docsite compiles Sass itself, with the site's own sass package (see `siteSass`); the plugin's sass-loader options are not read.
      else if (kind === 'plugin' && name === 'docusaurus-plugin-sass') {
        if (options !== undefined) warnings.add('unsupported-docusaurus-option', `${keyPath}[${index}][1]: docusaurus-plugin-sass's options are not read: Sass is compiled with the site's sass package and its defaults`, `${keyPath}[${index}]`);
      } else if (kind === 'theme' && isClassicTheme(name)) found.stylesheets.push(...themeCustomCss(options, `${keyPath}[${index}][1]`, warnings));
      else if (kind === 'theme' && isMermaidTheme(name)) found.mermaidThemeKeyPath = `${keyPath}[${index}]`;
      // The site's own plugins and the installed ones docsite runs are created and run by `loadDocusaurusConfig`, which names the hooks docsite does not run.
      else if (kind === 'plugin' && (isLocalPlugin(entry) || isInstalledPlugin(entry))) return;
      else warnings.plugin(kind, name, consequenceOf(name), `${keyPath}[${index}]`);
    });
}

/** `docusaurus-plugin-module-alias`'s options: `alias`, read into `found.aliases`. */
function moduleAliasOptions(options: unknown, from: { plugin: string; keyPath: string }, found: FoundPlugins, warnings: ConfigWarnings) {
  eachKey(options, `${from.keyPath}[1]`, warnings, { alias: (value) => readAliases(value, from, { siteDir: found.siteDir, generatedDir: found.generatedDir }, warnings, found.aliases) });
}

const isClassicTheme = (name: string) => /(^|[/\\])(@docusaurus\/)?theme-classic([/\\]|$)/.test(name);

/** `themes: [['@docusaurus/theme-classic', { customCss }]]`, as a site without the preset sets its stylesheets. */
function themeCustomCss(options: unknown, keyPath: string, warnings: ConfigWarnings): string[] {
  const css: string[] = [];
  eachKey(options, keyPath, warnings, { customCss: (value) => css.push(...([] as unknown[]).concat(value).map(String)) });
  return css;
}

/** What Docusaurus 3's MDX 1 compatibility (`markdown.mdx1Compat`) turns on, which docsite always reads. */
const MDX1_COMPAT = ['comments', 'admonitions', 'headingIds'];

/** The site's `markdown` options: `format`, `mermaid`, `remarkRehypeOptions`, `mdx1Compat`. */
function mapMarkdown(value: unknown, prefix: string, markdown: NonNullable<UserConfig['markdown']>, warnings: ConfigWarnings) {
  eachKey(value, prefix, warnings, {
    format: (format, formatPath) => {
      if (format === 'mdx' || format === 'detect') markdown.format = format;
      else warnings.unsupported(formatPath, '.md files are read as MDX when they import, export or use a component, .mdx files always');
    },
    mermaid: (on) => (markdown.mermaid = on === true),
    remarkRehypeOptions: (options, optionsPath) => (isObject(options) ? (markdown.remarkRehypeOptions = options) : warnings.unsupported(optionsPath, "remark-rehype's defaults are used")),
    mdx1Compat: (compat, compatPath) =>
      eachKey(compat, compatPath, warnings, Object.fromEntries(MDX1_COMPAT.map((key) => [key, (on: unknown, keyPath: string) => on === false && warnings.unsupported(keyPath, 'docsite always reads it as Docusaurus does by default')]))),
  });
}

/** Locale options docsite reads; Docusaurus's others (`calendar`) are warned. */
const LOCALE_KEYS = ['label', 'direction', 'htmlLang', 'path'] as const;

/** Docusaurus's `i18n` as docsite's: the same shape, with the keys docsite reads and a warning for each other. */
function mapI18n(i18n: unknown, prefix: string, warnings: ConfigWarnings): NonNullable<UserConfig['i18n']> {
  const mapped: NonNullable<UserConfig['i18n']> = { defaultLocale: 'en', locales: [] };
  eachKey(i18n, prefix, warnings, {
    defaultLocale: (value) => (mapped.defaultLocale = String(value)),
    locales: (value) => (mapped.locales = (value as unknown[]).map(String)),
    localeConfigs: (value, keyPath) => {
      mapped.localeConfigs = {};
      for (const [code, options] of Object.entries(isObject(value) ? value : {})) {
        const own: Record<string, unknown> = (mapped.localeConfigs[code] = {});
        eachKey(options, `${keyPath}.${code}`, warnings, Object.fromEntries(LOCALE_KEYS.map((key) => [key, (entry: unknown) => (own[key] = entry)])));
      }
    },
  });
  if (!mapped.locales.length) mapped.locales = [mapped.defaultLocale];
  return mapped;
}
