import { applyColorReplacements, resolveColorReplacements, type ThemeRegistrationResolved } from 'shiki';

/** A style in one theme, as vscode-textmate folds it down a scope path. */
export interface Style {
  fontStyle: number;
  foreground: number;
  background: number;
}

/** What shiki's `setTheme` gives for a theme. */
export interface LoadedTheme {
  theme: ThemeRegistrationResolved;
  colorMap: string[];
}

/** Turns a line's tokens (for both themes at once) into HTML spans. */
export interface SpanStyles {
  /** `tokens` are vscode-textmate's: start offset, then metadata whose style is a pair of both themes' styles. */
  lineHtml(line: string, tokens: Uint32Array): string;
}

// vscode-textmate's font style bits.
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

/** shiki's style object for one theme's token (`getTokenStyleObject`): keys in shiki's order. */
function styleObject(color: string | undefined, fontStyle: number): Record<string, string> {
  const styles: Record<string, string> = {};
  if (color) styles.color = color;
  if (fontStyle) {
    if (fontStyle & ITALIC) styles['font-style'] = 'italic';
    if (fontStyle & BOLD) styles['font-weight'] = 'bold';
    const decorations = [];
    if (fontStyle & UNDERLINE) decorations.push('underline');
    if (fontStyle & STRIKETHROUGH) decorations.push('line-through');
    if (decorations.length) styles['text-decoration'] = decorations.join(' ');
  }
  return styles;
}

/** Text as hast-util-to-html writes it: `<` and `&` as hexadecimal references, nothing else. */
const escapeText = (text: string) => text.replace(/[&<]/g, (char) => (char === '&' ? '&#x26;' : '&#x3C;'));

const WHITESPACE_ONLY = /^\s+$/;

/**
 * The HTML shiki's `codeToHast` (themes `light` and `dark`, `defaultColor: false`, CSS
 * variables) and hast-util-to-html make of a line, computed directly: each token's style is
 * `--shiki-light:…;--shiki-dark:…` (plus font style variables), whitespace-only tokens join
 * the next token, text is escaped as hast-util-to-html does. A test holds it equal to shiki's
 * own output on every code block of the site and the benchmark corpus.
 */
export function createSpanStyles(styleOf: (metadata: number) => [Style, Style], themes: [LoadedTheme, LoadedTheme]): SpanStyles {
  const names = ['light', 'dark'];
  const colors = themes.map(({ theme, colorMap }) => {
    const replacements = resolveColorReplacements(theme);
    return (id: number) => applyColorReplacements(colorMap[id], replacements);
  });
  const styleAttributes = new Map<string, string>();
  /** The style attribute of a token (shiki's `flatTokenVariants`), memoised by the pair of styles. */
  const styleAttribute = (pair: [Style, Style]): string => {
    const key = `${pair[0].fontStyle},${pair[0].foreground},${pair[1].fontStyle},${pair[1].foreground}`;
    let attribute = styleAttributes.get(key);
    if (attribute === undefined) {
      const objects = pair.map((style, at) => styleObject(colors[at]!(style.foreground), style.fontStyle));
      const keys = [...new Set(objects.flatMap((object) => Object.keys(object)))];
      const entries = objects.flatMap((object, at) =>
        keys.map((name) => `--shiki-${names[at]}${name === 'color' ? '' : name === 'background-color' ? '-bg' : `-${name}`}:${object[name] || 'inherit'}`),
      );
      attribute = entries.length ? ` style="${entries.join(';').replace(/&/g, '&#x26;').replace(/"/g, '&#x22;')}"` : '';
      styleAttributes.set(key, attribute);
    }
    return attribute;
  };

  return {
    lineHtml(line, tokens) {
      let html = '';
      let carry = '';
      const count = tokens.length / 2;
      for (let index = 0; index < count; index++) {
        const start = tokens[2 * index]!;
        const end = index + 1 < count ? tokens[2 * index + 2]! : line.length;
        if (start === end) continue;
        const content = line.slice(start, end);
        // shiki's `mergeWhitespaceTokens`: whitespace before another token becomes part of it.
        if (WHITESPACE_ONLY.test(content) && hasTokenAfter(tokens, index, count, line.length)) {
          carry += content;
          continue;
        }
        html += `<span${styleAttribute(styleOf(tokens[2 * index + 1]!))}>${escapeText(carry + content)}</span>`;
        carry = '';
      }
      return html;
    },
  };
}

/** Whether a non-empty token follows token `index` (shiki drops empty ones before merging whitespace). */
function hasTokenAfter(tokens: Uint32Array, index: number, count: number, length: number): boolean {
  for (let next = index + 1; next < count; next++) {
    const end = next + 1 < count ? tokens[2 * next + 2]! : length;
    if (tokens[2 * next]! !== end) return true;
  }
  return false;
}
