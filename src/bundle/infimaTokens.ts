import type { Diagnostic, SourceRef } from '../types.js';

/**
 * Infima's custom properties a Docusaurus site sets in its `custom.css`, and the docsite tokens
 * (`theme/styles/tokens.css`) each one becomes, in the light (`:root`) and dark themes. The
 * accent's text shade (`--accent-strong`) is a darker one on light pages and a lighter one on
 * dark pages, as in docsite's own tokens.
 */
const TOKENS: Record<string, { light: string[]; dark: string[] }> = {
  '--ifm-color-primary': { light: ['--accent'], dark: ['--accent'] },
  '--ifm-color-primary-dark': { light: ['--accent-strong'], dark: [] },
  '--ifm-color-primary-darker': { light: ['--focus'], dark: [] },
  '--ifm-color-primary-darkest': { light: [], dark: ['--accent-soft'] },
  '--ifm-color-primary-light': { light: [], dark: ['--accent-strong'] },
  '--ifm-color-primary-lighter': { light: [], dark: ['--focus'] },
  '--ifm-color-primary-lightest': { light: ['--accent-soft'], dark: [] },
  '--ifm-font-family-base': { light: ['--font-sans'], dark: [] },
  '--ifm-font-family-monospace': { light: ['--font-mono'], dark: [] },
  '--ifm-navbar-height': { light: ['--navbar-height'], dark: [] },
  '--ifm-code-font-size': { light: [], dark: [] },
};

/** `--accent-soft` is a background behind accent text: the site's shade, faded into the page's background. */
const SOFT = (name: string) => `color-mix(in srgb,var(${name}) 18%,var(--bg))`;

/** A stylesheet of the site, as read for its Infima properties. */
export interface SiteCss {
  /** Path from the site root, for messages. */
  relPath: string;
  text: string;
}

/**
 * The CSS that carries the Infima properties the site's stylesheets set onto docsite's tokens
 * (only those it sets), and a warning for each other `--ifm-*` property it sets: docsite's
 * theme reads none of them.
 */
export function infimaTokenCss(sheets: SiteCss[]): { css: string; diagnostics: Diagnostic[] } {
  const set = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const sheet of sheets) {
    for (const { name, source } of declaredProperties(sheet)) {
      if (name in TOKENS) set.add(name);
      else if (!diagnostics.some((diagnostic) => diagnostic.message.startsWith(`${name} `))) {
        diagnostics.push({ severity: 'warning', code: 'unread-infima-property', message: `${name} is not carried over: docsite's theme reads its own tokens (theme/styles/tokens.css), not Infima's`, source });
      }
    }
  }
  const declarations = (theme: 'light' | 'dark') =>
    [...set].flatMap((name) => TOKENS[name]![theme].map((token) => `${token}:${token === '--accent-soft' ? SOFT(name) : `var(${name})`}`)).join(';');
  const rules = [`:root{${declarations('light')}}`, `[data-theme='dark']{${declarations('dark')}}`].filter((rule) => !rule.endsWith('{}'));
  // Infima sizes all code by this property; docsite's inline code has its own size.
  if (set.has('--ifm-code-font-size')) rules.push('.markdown code,.code-block pre{font-size:var(--ifm-code-font-size)}');
  return { css: rules.join('\n'), diagnostics };
}

/** Every `--ifm-*` property the sheet declares, with its line. */
function declaredProperties(sheet: SiteCss): Array<{ name: string; source: SourceRef }> {
  const found: Array<{ name: string; source: SourceRef }> = [];
  sheet.text.split(/\r?\n/).forEach((line, index) => {
    for (const match of line.matchAll(/(--ifm-[\w-]+)\s*:/g)) found.push({ name: match[1]!, source: { file: sheet.relPath, line: index + 1 } });
  });
  return found;
}
