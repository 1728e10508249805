import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import inter from '@capsizecss/metrics/inter';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.resolve(import.meta.dirname, '../../../theme/styles/fonts.css'), 'utf8');

/** The overrides (`ascent-override` and the like) of the `@font-face` rule naming `family`. */
function overrides(source: string, family: string): Record<string, string> {
  const rule = [...source.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!).find((body) => body.includes(`font-family: ${family}`) || body.includes(`font-family: '${family}'`) || body.includes(`font-family: "${family}"`));
  expect(rule, family).toBeDefined();
  return Object.fromEntries([...rule!.matchAll(/([a-z-]+(?:override|adjust)):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

describe('metric-matched font fallbacks', () => {
  // The theme's literal values stand in for computing them at build time: they must stay what capsize computes.
  it.each([
    ['Inter Variable Fallback', inter, arial],
    ['JetBrains Mono Variable Fallback', jetBrainsMono, courierNew],
  ])('gives %s the overrides @capsizecss/core computes', (family, webFont, localFont) => {
    const { fontFaces } = createFontStack([webFont, localFont]);
    expect(overrides(css, family)).toEqual(overrides(fontFaces.replace(/font-family: "[^"]+";/, `font-family: "${family}";`), family));
  });

  it('names the fallbacks in the font stacks, right after the web fonts', () => {
    const tokens = readFileSync(path.resolve(import.meta.dirname, '../../../theme/styles/tokens.css'), 'utf8');
    expect(tokens).toContain("--font-sans: 'Inter Variable', 'Inter Variable Fallback', ");
    expect(tokens).toContain("--font-mono: 'JetBrains Mono Variable', 'JetBrains Mono Variable Fallback', ");
  });
});
