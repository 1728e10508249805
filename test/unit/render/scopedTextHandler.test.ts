import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Handle } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawMdastToMarkdown } from '../../../src/render/htmlToMarkdown.js';
import { scopedTextHandler, textHandlers } from '../../../src/render/scopedTextHandler.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const options = { extensions: [gfmToMarkdown()], bullet: '-' as const, fences: true, rule: '-' as const };
const library = (tree: Root) => toMarkdown(tree, options);
const scoped = (tree: Root) => toMarkdown(tree, { ...options, handlers: { text: scopedTextHandler as Handle } });

const t = (value: string): PhrasingContent => ({ type: 'text', value });
const root = (...children: RootContent[]): Root => ({ type: 'root', children });
const p = (...children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });

/** A text in each construct that escapes differently: alone, between neighbours of each kind, in a list, heading, table cell, link, emphasis, strikethrough, autolink, quote. */
function contexts(value: string): Root[] {
  const item = (...children: PhrasingContent[]) => ({ type: 'listItem' as const, spread: false, children: [p(...children) as never] });
  return [
    root(p(t(value))),
    root(p(t('a\n'), t(value), t('\nb'))),
    root(p({ type: 'inlineCode', value: 'x' }, t(value), { type: 'inlineCode', value: 'y' })),
    root(p({ type: 'emphasis', children: [t('e')] }, t(value), { type: 'strong', children: [t('s')] })),
    root(p(t(value), { type: 'emphasis', children: [t(value)] }, t(value))),
    root(p({ type: 'delete', children: [t(value)] }, t(value))),
    root(p({ type: 'link', url: 'https://x.example', children: [t(value)] })),
    root(p({ type: 'link', url: value, children: [t(value)] })),
    root({ type: 'list', ordered: false, spread: false, children: [item(t(value)), item({ type: 'inlineCode', value: 'x' }, t(value))] }),
    root({ type: 'list', ordered: true, spread: false, children: [item(t(value))] }),
    root({ type: 'heading', depth: 2, children: [t(value)] }),
    root({ type: 'blockquote', children: [p(t(value)) as never] }),
    root({ type: 'table', children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [t(value)] }, { type: 'tableCell', children: [t(value), { type: 'inlineCode', value: 'a|b' }] }] }] }),
    root({ type: 'code', lang: value, value: 'x' }),
  ];
}

/** Texts from an alphabet of every ASCII punctuation mark, letters, digits, spaces and line endings (a fixed seed). */
function randomTexts(count: number): string[] {
  const alphabet = `${'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'}aZ09é  \t\n\r`;
  let seed = 20;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
}

const punctuation = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];
const texts = [
  ...['word', 'two words and more', ' leading', 'trailing ', 'a  b', '1. not a list', '1) nor this', '# not a heading', '- dash', '+ plus', '> quote', 'a_b_c', 'snake_case', '_x_', '__init__', '*stars*'],
  ...['a | b', 'x\\y', 'http://example.com', 'www.example.com', 'a@b.co', '~~gone~~', 'tab\there', 'line\nbreak', 'é ü 中文', '', 'ends with.', '[link](x)', '<tag>', '&amp;', '![img](x)', '===', '---', '2. '],
  ...punctuation.flatMap((mark) => [mark, `${mark}a`, `a${mark}`, `a${mark}b`, `${mark}${mark}`, ` ${mark} `, `\n${mark}`]),
  ...randomTexts(200),
];

/** The Markdown files of the Sable site, read back into trees (real text in real constructs). */
function siteTrees(): { file: string; tree: Root }[] {
  const files = readdirSync(path.join(repo, 'content'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  return files.map((file) => ({ file, tree: fromMarkdown(readFileSync(path.join(repo, 'content', file), 'utf8'), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) }));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('scopedTextHandler', () => {
  it('writes every text, in every construct, as mdast-util-to-markdown does', () => {
    const differ: string[] = [];
    for (const value of texts) {
      for (const tree of contexts(value)) if (scoped(tree) !== library(tree)) differ.push(JSON.stringify(tree));
    }
    expect(differ).toEqual([]);
  });

  it("writes every Markdown file of the Sable site's content as mdast-util-to-markdown does", () => {
    const trees = siteTrees();
    expect(trees.length).toBeGreaterThan(20);
    for (const { file, tree } of trees) expect(scoped(tree), file).toBe(library(tree));
  });

  it('tries only the patterns whose character is in the text or beside it', () => {
    /** How many patterns the escaping pass compiles (one call each it tries) for a paragraph of `value`. */
    const tried = (handler: Handle, value: string) => {
      let patterns = 0;
      const counting: Handle = (node, parent, state, info) => {
        const compile = state.compilePattern;
        state.compilePattern = (pattern) => ((patterns += 1), compile(pattern));
        try {
          return handler(node, parent, state, info);
        } finally {
          state.compilePattern = compile;
        }
      };
      toMarkdown(root(p(t(value))), { ...options, handlers: { text: counting } });
      return patterns;
    };
    const libraryText: Handle = (node, parent, state, info) => state.safe(node.value, { ...info, before: info.before, after: info.after });
    const [library, words, underscore] = [tried(libraryText, 'words'), tried(scopedTextHandler as Handle, 'words'), tried(scopedTextHandler as Handle, 'a_b')];
    // Only the patterns of the line endings around the paragraph's text, then those of `_` too.
    expect(words).toBeLessThan(library / 4);
    expect(underscore).toBeGreaterThan(words);
    expect(underscore).toBeLessThan(library / 4);
  });

  it('is the handler the twins use, and the switch turns it off', () => {
    expect(textHandlers()).toEqual({ text: scopedTextHandler });
    vi.stubEnv('DOCSITE_MARKDOWN_SAFE_FROM_LIBRARY', '1');
    expect(textHandlers()).toEqual({});
    const tree = root(p(t('a_b * c')));
    expect(rawMdastToMarkdown(tree)).toBe(library(tree));
  });
});
