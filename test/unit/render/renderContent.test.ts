import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { createElement } from 'react';
import type { CompiledContent } from '../../../src/compile/mdx/compileMarkdown.js';
import { renderComponentPage, renderMdx, renderMdxModule } from '../../../src/render/renderContent.js';
import { ContentError } from '../../../src/shared/errors.js';
import { echoHighlighter } from '../../helpers/fastPath.js';

const compileMdx = async (source: string) =>
  createMarkdownCompiler({ root: '/site', highlighter: echoHighlighter, fileToRoute: new Map() }).compile({ file: '/site/docs/page.mdx', relPath: 'docs/page.mdx', source, frontmatter: {}, format: 'mdx' });
/** Runs compiled MDX as the renderer does: a function body, or (a page that exports) a bundled module. */
const renderPage = (compiled: CompiledContent, limitMs: number) =>
  compiled.format === 'module' ? renderMdxModule(compiled, '/site/docs/page.mdx', { scope: {}, components: {}, modules: {} }, 'docs/page.mdx', limitMs) : renderMdx(compiled.output, {}, {}, 'docs/page.mdx', limitMs);

describe('renderMdx', () => {
  it('renders a page whose code ends', async () => {
    expect(renderPage(await compileMdx('export const n = 1 + 1;\n\nTwo is {n}.\n'), 5_000)).toBe('<p>Two is 2.</p>');
    expect(renderPage(await compileMdx('Two is {1 + 1}.\n'), 5_000)).toBe('<p>Two is 2.</p>');
  });

  it.each([
    ['an export', 'export const x = (() => { while (true) {} })();\n\n# Never\n'],
    ['an expression', '# Never\n\n{(() => { for (;;) {} })()}\n'],
  ])('stops a page whose code never ends, in %s, at the time limit and names the file', async (_where, source) => {
    const code = await compileMdx(source);
    const error = (() => {
      try {
        renderPage(code, 200);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      message: 'running the page took longer than the time limit and was stopped after 0.2 s',
      source: { file: 'docs/page.mdx' },
      hint: 'look for a loop that never ends in its exports or expressions; DOCSITE_TIME_LIMIT=<seconds> sets the limit (60 by default)',
    });
  });
});

describe('renderComponentPage', () => {
  it('stops a .tsx page whose component never returns at the time limit and names the file', () => {
    const Endless = (): null => {
      for (;;) {}
    };
    const error = (() => {
      try {
        renderComponentPage({ Component: Endless }, {}, 'pages/endless.tsx', 200);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ message: 'running the page took longer than the time limit and was stopped after 0.2 s', source: { file: 'pages/endless.tsx' } });
  });

  it('renders a component page that ends, and names the file of one that throws', () => {
    expect(renderComponentPage({ Component: () => createElement('p', null, 'Done') }, {}, 'pages/done.tsx', 5_000)).toBe('<p>Done</p>');
    expect(() => renderComponentPage({ Component: () => { throw new Error('boom'); } }, {}, 'pages/boom.tsx', 5_000)).toThrow(expect.objectContaining({ message: 'error while rendering: boom', source: { file: 'pages/boom.tsx' } }));
  });
});
