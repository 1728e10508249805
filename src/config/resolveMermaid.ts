import type { MermaidConfig, UserConfig } from '../types.js';

/** Docusaurus's mermaid themes when a site names none: `default` in light mode, `dark` in dark mode. */
export const DEFAULT_MERMAID_THEMES = { light: 'default', dark: 'dark' } as const;

/**
 * `markdown.mermaid` resolved: false (fences are code), or how diagrams show. `true` draws them
 * with Docusaurus's default themes; an object may name the themes, mermaid's options, or
 * `draw: false` (the source only, as a Docusaurus site without `@docusaurus/theme-mermaid`).
 */
export function resolveMermaid(option: NonNullable<UserConfig['markdown']>['mermaid']): MermaidConfig | false {
  if (!option) return false;
  const given = option === true ? {} : option;
  return {
    draw: given.draw ?? true,
    theme: { light: given.theme?.light ?? DEFAULT_MERMAID_THEMES.light, dark: given.theme?.dark ?? DEFAULT_MERMAID_THEMES.dark },
    options: given.options ?? {},
  };
}
