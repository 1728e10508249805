import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { createCodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { runModule } from '../../../src/render/runModule.js';
import type { ContentFile } from '../../../src/types.js';

let compiler: MarkdownCompiler;
beforeAll(async () => {
  const highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
  compiler = createMarkdownCompiler({ root: '/site', highlighter, fileToRoute: new Map([['/site/docs/page.mdx', '/docs/page']]) });
});

const page = (source: string, frontmatter: Record<string, unknown> = {}): ContentFile => ({ file: '/site/docs/page.mdx', relPath: 'docs/page.mdx', source, frontmatter, format: 'mdx' });
/** Runs a compiled page (a function body, or a bundled module when it exports) and returns its exports. */
const exportsOf = async (source: string, frontmatter?: Record<string, unknown>) => {
  const { output, format } = await compiler.compile(page(source, frontmatter));
  if (format === 'module') return runModule(output, '/site/docs/page.mdx', {}, {});
  const runtime = await import('react/jsx-runtime');
  return new Function('runtime', output)(runtime) as Record<string, unknown>;
};

describe('rehypeMdxExports', () => {
  it('exports toc (h2-h6, value as HTML), contentTitle, frontMatter and metadata', async () => {
    const exports = await exportsOf('# The *title*\n\n## Use `x` {#use}\n\n### Three\n\n###### Six\n', { title: 'Front', custom: 1 });
    expect(exports.toc).toEqual([
      { value: 'Use <code>x</code>', id: 'use', level: 2 },
      { value: 'Three', id: 'three', level: 3 },
      { value: 'Six', id: 'six', level: 6 },
    ]);
    expect(exports.contentTitle).toBe('The title');
    expect(exports.frontMatter).toEqual({ title: 'Front', custom: 1 });
    expect(exports.metadata).toEqual({ title: 'Front', description: '', permalink: '/docs/page', frontMatter: { title: 'Front', custom: 1 } });
  });

  it('takes the title from the content title without a frontmatter title, and leaves contentTitle undefined without an h1', async () => {
    expect(((await exportsOf('# Heading one\n\nText.\n')).metadata as { title: string }).title).toBe('Heading one');
    expect((await exportsOf('## Two\n')).contentTitle).toBeUndefined();
  });

  it("leaves a name the page exports itself to the page's own export", async () => {
    const exports = await exportsOf('export const toc = ["mine"];\n\n## Heading\n');
    expect(exports.toc).toEqual(['mine']);
    expect(exports.frontMatter).toEqual({});
  });
});
