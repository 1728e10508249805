/**
 * prism-react-renderer's themes and the shiki themes docsite highlights with in their place.
 * A Docusaurus config names a prism theme object (`themes.github`); the stand-in module hands
 * it `{ shikiTheme }` instead, which the config mapping reads back.
 */
export const PRISM_TO_SHIKI: Record<string, string> = {
  dracula: 'dracula',
  duotoneDark: 'houston',
  duotoneLight: 'min-light',
  github: 'github-light',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  jettwaveDark: 'github-dark',
  jettwaveLight: 'github-light',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'material-theme-ocean',
  okaidia: 'monokai',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  palenight: 'material-theme-palenight',
  shadesOfPurple: 'poimandres',
  synthwave84: 'synthwave-84',
  ultramin: 'min-light',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
};

/** The marker a stand-in prism theme carries. */
export interface ShikiThemeMarker {
  shikiTheme: string;
}

/** The shiki theme a config value stands for, when it is a stand-in prism theme. */
export function shikiThemeOf(value: unknown): string | undefined {
  const theme = (value as Partial<ShikiThemeMarker> | undefined)?.shikiTheme;
  return typeof theme === 'string' ? theme : undefined;
}

/** Prism-react-renderer v1 named its theme modules in kebab case (`themes/night-owl`). */
export function prismThemeKey(moduleName: string): string {
  return moduleName.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}
