import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.js';
import { configWhere as where, problemsOf } from '../../helpers/configProblems.js';

const minimal = { title: 'T', productName: 'P', url: 'https://docs.example' };
function remarkOne() {}
function remarkTwo() {}
function rehypeThree() {}

describe('markdown plugins in the config', () => {
  it('has none by default', () => {
    const { markdown } = validateConfig(minimal, where);
    expect(markdown.plugins.docs).toEqual({ beforeDefaultRemark: [], remark: [], beforeDefaultRehype: [], rehype: [] });
    expect(markdown.remarkRehypeOptions).toEqual({});
  });

  it("gives each section markdown's plugins first, then its own, each with its options and the field that named it", () => {
    const { markdown } = validateConfig(
      { ...minimal, markdown: { remarkPlugins: [remarkOne], remarkRehypeOptions: { footnoteLabel: 'Notes' } }, docs: { remarkPlugins: [[remarkTwo, { loud: true }]], beforeDefaultRehypePlugins: [rehypeThree] } },
      where,
    );
    expect(markdown.plugins.docs.remark).toEqual([
      { plugin: remarkOne, field: 'markdown.remarkPlugins[0]' },
      { plugin: remarkTwo, options: { loud: true }, field: 'docs.remarkPlugins[0]' },
    ]);
    expect(markdown.plugins.docs.beforeDefaultRehype).toEqual([{ plugin: rehypeThree, field: 'docs.beforeDefaultRehypePlugins[0]' }]);
    expect(markdown.plugins.blog.remark).toEqual([{ plugin: remarkOne, field: 'markdown.remarkPlugins[0]' }]);
    expect(markdown.remarkRehypeOptions).toEqual({ footnoteLabel: 'Notes' });
  });

  it('names an entry that is not a plugin by its key path', () => {
    expect(problemsOf({ ...minimal, markdown: { rehypePlugins: ['rehype-katex'] }, pages: { remarkPlugins: [[{}, {}]] } })).toEqual([
      'pages.remarkPlugins[0]: expected a plugin function or [plugin, options], got an array starting with object',
      'markdown.rehypePlugins[0]: expected a plugin function or [plugin, options], got string',
    ]);
  });
});
