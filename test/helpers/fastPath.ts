import path from 'node:path';
import { blankFrontmatter, createFastParser, fastPathBlocker } from '../../src/compile/mdx/fastMarkdown.js';
import { ADMONITIONS } from '../../src/compile/mdx/admonitionTypes.js';
import { preprocessSource } from '../../src/compile/mdx/docusaurusSyntax.js';
import type { FastParseEnv } from '../../src/compile/mdx/fastParseChecks.js';
import type { CodeHighlighter } from '../../src/compile/mdx/highlighter.js';
import { isCodeBlock, tokensToHtml, UnsupportedToken } from '../../src/compile/mdx/tokensToHtml.js';
import type { ContentFile } from '../../src/types.js';

const parser = createFastParser();
/** The source as the compiler hands it to either path: with Docusaurus's legacy admonition titles rewritten. */
const prepared = (source: string) => preprocessSource(source, { mdx: false, admonitions: new Set(ADMONITIONS) });

/** Why the routing sends this source to remark, or undefined when it lets markdown-it parse it. */
export function fastPathBlockerOf(source: string): string | undefined {
  const text = blankFrontmatter(prepared(source));
  const env: FastParseEnv = {};
  return fastPathBlocker(text, parser.parse(text, env), env);
}

/** Whether the markdown-it renderer takes the file itself (else the fast compiler quietly hands it to remark). */
export function rendersFast(content: ContentFile): boolean {
  const text = blankFrontmatter(prepared(content.source));
  const tokens = parser.parse(text, {});
  const codeBlocks = new Map(tokens.filter(isCodeBlock).map((token) => [token, '<pre></pre>']));
  try {
    tokensToHtml(tokens, text, { file: content.file, relFile: content.relPath, fileToRoute: new Map(), codeBlocks });
    return true;
  } catch (error) {
    if (error instanceof UnsupportedToken) return false;
    throw error;
  }
}

/** Whether the compiler's routing gives this plain markdown file to the markdown-it path. */
export const takesFastPath = (content: ContentFile) => !fastPathBlockerOf(content.source) && rendersFast(content);

/** A plain markdown file at `file` (by default `docs/page.md` under `root`). */
export const asFile = (root: string, source: string, file = path.join(root, 'docs/page.md')): ContentFile => ({ file, relPath: path.relative(root, file), source, frontmatter: {}, format: 'md' });

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * A highlighter that writes each block's language, highlighted lines and code as they reach
 * it, without grammars: the differential test compares what the two markdown paths hand the
 * highlighter, not shiki (whose grammars, loaded on first use, took most of its time).
 */
export const echoHighlighter: CodeHighlighter = {
  themes: { light: 'light', dark: 'dark' },
  resolveLanguage: async (lang) => lang ?? 'plaintext',
  codeToHast: async (code, options) => ({ type: 'root', children: [{ type: 'element', tagName: 'pre', properties: { dataLang: options.lang }, children: [{ type: 'text', value: code }] }] }),
  codeToHtml: async (code, options) => `<pre data-lang="${escape(options.lang)}" data-lines="${[...options.lineClasses].map(([line, classes]) => `${line}:${classes.join(' ')}`).join(',')}" class="${options.preClass ?? ''}"${options.codeStyle ? ` data-code-style="${options.codeStyle}"` : ''}>${escape(code)}</pre>`,
  stats: { onePass: 0, twoPass: 0, precompiled: 0, lines: 0, cachedLines: 0 },
};
