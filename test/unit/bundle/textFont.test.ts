import { describe, expect, it } from 'vitest';
import { textFontFamily } from '../../../src/bundle/textFont.js';

const theme = ":root{--font-sans:'Inter Variable','Inter Variable Fallback',system-ui,sans-serif;--font-mono:'JetBrains Mono Variable',monospace}body{font-family:var(--font-sans)}";

describe('textFontFamily: the family the text is set in, as the bundled stylesheet leaves it', () => {
  it("is the theme's Inter while nothing sets the text font again", () => {
    expect(textFontFamily(theme)).toBe('Inter Variable');
  });

  it('follows a later --font-sans, and --ifm-font-family-base through the Infima carry-over', () => {
    expect(textFontFamily(`${theme}:root{--font-sans: "Source Serif 4", serif}`)).toBe('Source Serif 4');
    expect(textFontFamily(`${theme}:root{--font-sans:var(--ifm-font-family-base)}:root{--ifm-font-family-base: 'Brand Sans', system-ui, sans-serif;}`)).toBe('Brand Sans');
    expect(textFontFamily(`${theme}:root{--font-sans:var(--ifm-font-family-base)}:root{--ifm-font-family-base: 'Inter Variable', system-ui}`)).toBe('Inter Variable');
  });

  it('is undefined when the stylesheet does not say, or a var() leads nowhere', () => {
    expect(textFontFamily('body{color:red}')).toBeUndefined();
    expect(textFontFamily(`${theme}:root{--font-sans:var(--brand-font)}`)).toBeUndefined();
  });
});
