import { describe, expect, it } from 'vitest';
import { infimaTokenCss } from '../../../src/bundle/infimaTokens.js';

describe('infimaTokenCss', () => {
  it('carries only the Infima properties the site sets onto docsite tokens, per theme', () => {
    const { css, diagnostics } = infimaTokenCss([{ relPath: 'src/css/custom.css', text: ':root {\n  --ifm-color-primary: #2e8555;\n  --ifm-font-family-base: Inter;\n}\n' }]);
    expect(css).toBe(":root{--accent:var(--ifm-color-primary);--font-sans:var(--ifm-font-family-base)}\n[data-theme='dark']{--accent:var(--ifm-color-primary)}");
    expect(diagnostics).toEqual([]);
  });

  it('writes nothing for a sheet without Infima properties', () => {
    expect(infimaTokenCss([{ relPath: 'a.css', text: '.x { color: red; }' }])).toEqual({ css: '', diagnostics: [] });
  });

  it('warns once, at its first line, about each Infima property docsite does not read', () => {
    const { diagnostics } = infimaTokenCss([
      { relPath: 'a.css', text: ':root {\n  --ifm-spacing-horizontal: 1rem;\n}' },
      { relPath: 'b.css', text: '[data-theme=dark] { --ifm-spacing-horizontal: 2rem; --ifm-hero-background-color: red; }' },
    ]);
    expect(diagnostics).toEqual([
      { severity: 'warning', code: 'unread-infima-property', message: "--ifm-spacing-horizontal is not carried over: docsite's theme reads its own tokens (theme/styles/tokens.css), not Infima's", source: { file: 'a.css', line: 2 } },
      { severity: 'warning', code: 'unread-infima-property', message: "--ifm-hero-background-color is not carried over: docsite's theme reads its own tokens (theme/styles/tokens.css), not Infima's", source: { file: 'b.css', line: 1 } },
    ]);
  });
});
