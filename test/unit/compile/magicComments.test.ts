import { describe, expect, it } from 'vitest';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, fromDocusaurusMagicComment } from '../../../src/compile/mdx/magicComments.js';

const classes = (code: string, lang: string | undefined, comments = DEFAULT_MAGIC_COMMENTS) => {
  const result = applyMagicComments(code, lang, comments);
  return { code: result.code, lines: Object.fromEntries(result.lineClasses) };
};

describe('applyMagicComments', () => {
  it("reads highlight-next-line in each language's comment syntax and takes the comment line out", () => {
    for (const [lang, comment] of [['js', '// highlight-next-line'], ['ts', '/* highlight-next-line */'], ['jsx', '{/* highlight-next-line */}'], ['python', '# highlight-next-line'], ['html', '<!-- highlight-next-line -->'], ['sql', '-- highlight-next-line'], ['clojure', '; highlight-next-line'], ['latex', '% highlight-next-line']]) {
      expect(classes(`a\n  ${comment}\nb\nc`, lang), lang).toEqual({ code: 'a\nb\nc', lines: { 2: ['highlighted'] } });
    }
  });

  it('marks the lines between highlight-start and highlight-end, and to the end when left open', () => {
    expect(classes('# highlight-start\na\nb\n# highlight-end\nc\n# highlight-start\nd', 'bash')).toEqual({ code: 'a\nb\nc\nd', lines: { 1: ['highlighted'], 2: ['highlighted'], 4: ['highlighted'] } });
  });

  it("leaves a comment of another language's syntax as code (a # line in JavaScript)", () => {
    expect(classes('# highlight-next-line\na', 'js')).toEqual({ code: '# highlight-next-line\na', lines: {} });
  });

  it('reads any comment syntax in a language it does not know, and leaves code without magic comments untouched', () => {
    expect(classes('-- highlight-next-line\na', 'SnackPlayer')).toEqual({ code: 'a', lines: { 1: ['highlighted'] } });
    expect(classes('a // highlight-next-line\nb', 'js')).toEqual({ code: 'a // highlight-next-line\nb', lines: {} });
  });

  it("takes a config's own comments, giving both classes to a line two comments name, and Docusaurus's highlight class as the theme's", () => {
    const comments = [
      fromDocusaurusMagicComment({ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }),
      { className: 'code-add-line', line: 'highlight-add-next-line', block: { start: 'highlight-add-start', end: 'highlight-add-end' } },
    ];
    expect(classes('// highlight-add-start\n// highlight-next-line\na\nb\n// highlight-add-end\nc', 'js', comments)).toEqual({
      code: 'a\nb\nc',
      lines: { 1: ['highlighted', 'code-add-line'], 2: ['code-add-line'] },
    });
  });
});
