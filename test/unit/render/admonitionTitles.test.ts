import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { loadAdmonitionParser } from '../../../src/render/renderAdmonitionOverride.js';
import { renderCompiled, type RenderContext } from '../../../src/render/renderContent.js';
import { admonitionTitle } from '../../../theme/i18n/admonitionStrings';
import { setThemeStrings } from '../../../theme/i18n/themeStrings';
import { echoHighlighter } from '../../helpers/fastPath.js';

const compile = (source: string, format: 'md' | 'mdx') =>
  createMarkdownCompiler({ root: '/site', highlighter: echoHighlighter, fileToRoute: new Map() }).compile({ file: `/site/docs/page.${format}`, relPath: `docs/page.${format}`, source, frontmatter: {}, format });
const context = (extra: Partial<RenderContext> = {}): RenderContext => ({ scope: {}, components: {}, modules: {}, admonitionTitle, ...extra });
const render = async (source: string, format: 'md' | 'mdx', extra?: Partial<RenderContext>) => renderCompiled(await compile(source, format), `/site/docs/page.${format}`, context(extra), `docs/page.${format}`).full;

// As `importTheme` does for a site with theme overrides, the only kind whose Admonition is overridden.
beforeAll(loadAdmonitionParser);

const SOURCE = ':::note\nRead this.\n:::\n\n:::tip[Note]\nA title of its own.\n:::\n\n:::important\nOld alias.\n:::\n';
const FRENCH = { 'theme.admonition.note': 'remarque', 'theme.admonition.tip': 'astuce', 'docsite.admonition.important': 'important' };

/** Issue 22: an admonition without a title of its own gets the theme's words for its type in the locale being built, though compiled content is shared by every locale. */
describe('admonition default titles', () => {
  afterEach(() => setThemeStrings());

  it('compiles a default title as marked English, the same in every locale, and a written title unmarked', async () => {
    const compiled = await compile(SOURCE, 'md');
    expect(compiled.output).toContain('<aside class="admonition admonition-note" data-admonition="note"><p class="admonition-title" data-default-title="note">Note</p>');
    expect(compiled.output).toContain('<p class="admonition-title">Note</p><p>A title of its own.</p>');
  });

  it.each(['md', 'mdx'] as const)('renders them in English without the mark, as before it existed (%s)', async (format) => {
    const html = await render(SOURCE, format);
    expect(html).toContain('<aside class="admonition admonition-note" data-admonition="note"><p class="admonition-title">Note</p>');
    expect(html).toContain('<p class="admonition-title">Important</p>');
    expect(html).not.toContain('data-default-title');
  });

  it.each(['md', 'mdx'] as const)("renders them in the locale's code.json words, capitalised, and leaves a title the block gives as written (%s)", async (format) => {
    setThemeStrings(FRENCH, 'fr');
    const html = await render(SOURCE, format);
    expect(html).toContain('<aside class="admonition admonition-note" data-admonition="note"><p class="admonition-title">Remarque</p>');
    expect(html).toContain('<aside class="admonition admonition-tip" data-admonition="tip"><p class="admonition-title">Note</p>');
    expect(html).toContain('<p class="admonition-title">Important</p>');
  });

  it.each(['md', 'mdx'] as const)('gives an Admonition override no title for a default one, a title for a written one, even one that reads like the default (%s)', async (format) => {
    const Admonition = Object.assign(({ type, title, children }: { type: string; title?: ReactNode; children?: ReactNode }) => createElement('div', { className: `mine-${type}` }, createElement('b', null, title ?? '(none)'), children), { themeOverride: 'Admonition' });
    const html = await render(':::note\nRead this.\n:::\n\n:::tip[Note]\nOwn.\n:::\n', format, { components: { Admonition } });
    expect(html).toContain('<div class="mine-note"><b>(none)</b>');
    expect(html).toContain('<div class="mine-tip"><b>Note</b>');
  });

  it("translates the Admonition component's title when the page gives none", () => {
    setThemeStrings({ 'theme.admonition.warning': 'attention' }, 'fr');
    expect(admonitionTitle('warning')).toBe('Attention');
    expect(admonitionTitle('danger')).toBe('Danger');
    expect(admonitionTitle('security')).toBe('Security');
  });
});
