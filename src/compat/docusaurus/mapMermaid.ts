import type { MermaidOptions } from '../../config/userConfig.js';
import type { UserConfig } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import { eachKey, isObject } from './eachKey.js';

/** The theme that draws mermaid diagrams in Docusaurus (`themes: ['@docusaurus/theme-mermaid']`). */
export const isMermaidTheme = (name: string) => name === '@docusaurus/theme-mermaid' || name === 'theme-mermaid';

/** `themeConfig.mermaid` (`theme: { light, dark }`, `options`) as docsite's `MermaidOptions`. */
export function mapMermaidThemeConfig(value: unknown, prefix: string, warnings: ConfigWarnings): MermaidOptions {
  const mermaid: MermaidOptions = {};
  eachKey(value, prefix, warnings, {
    theme: (theme, themePath) => {
      mermaid.theme = {};
      eachKey(theme, themePath, warnings, {
        light: (name) => (mermaid.theme!.light = String(name)),
        dark: (name) => (mermaid.theme!.dark = String(name)),
      });
    },
    options: (options, optionsPath) => (isObject(options) ? (mermaid.options = options) : warnings.unsupported(optionsPath, "mermaid's defaults are used")),
  });
  return mermaid;
}

/** What the site's mermaid settings say, read from its config in any order. */
export interface MermaidSettings {
  /** `markdown.mermaid` is true. */
  fences: boolean;
  /** Where the themes list names `@docusaurus/theme-mermaid`, if it does. */
  themeKeyPath?: string;
  /** `themeConfig.mermaid`, if given. */
  themeConfig?: MermaidOptions;
}

/**
 * docsite's `markdown.mermaid` for a Docusaurus site: diagrams are drawn when the site turns on
 * `markdown.mermaid` and lists `@docusaurus/theme-mermaid`, as in Docusaurus; with the option but
 * not the theme they keep their source (a warning per page). The theme without the option leaves
 * fences as code, and `<Mermaid>` shows its source: one warning says so.
 */
export function mapMermaid(settings: MermaidSettings, warnings: ConfigWarnings): NonNullable<UserConfig['markdown']>['mermaid'] {
  if (!settings.fences) {
    if (settings.themeKeyPath) warnings.plugin('theme', '@docusaurus/theme-mermaid', 'without markdown.mermaid: true, mermaid fences are code and <Mermaid> shows its source', settings.themeKeyPath);
    return undefined;
  }
  if (!settings.themeKeyPath) return { draw: false };
  return settings.themeConfig && Object.keys(settings.themeConfig).length ? settings.themeConfig : true;
}
