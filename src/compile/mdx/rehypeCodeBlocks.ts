import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { unescapeAll } from 'markdown-it/lib/common/utils.mjs';
import type { VFile } from 'vfile';
import { addWarningOnce, relPathOf, unknownLanguageWarning, warningsOf } from './contentWarnings.js';
import { forEachElement } from './forEachElement.js';
import { codeBlockKey, type CodeBlockCache } from './codeBlockCache.js';
import type { CodeHighlighter } from './highlighter.js';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHTED_LINE, type MagicComment } from './magicComments.js';

/** What a fence's meta string says: ```` ```ts title="a.ts" {1,3-4} showLineNumbers=5 ````. */
export function parseCodeMeta(meta: string | undefined): { title?: string; highlight: Set<number>; showLineNumbers: boolean; lineStart?: number } {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(text)?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map((value) => Number(value.trim()));
    if (!from) continue;
    for (let line = from; line <= (to || from); line++) highlight.add(line);
  }
  const lineNumbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(text);
  const parsed = { title: title?.[1] ?? title?.[2] ?? title?.[3], highlight, showLineNumbers: Boolean(lineNumbers) };
  return lineNumbers?.[1] ? { ...parsed, lineStart: Number(lineNumbers[1]) } : parsed;
}

/** What a block shows: its code without magic comments, each line's classes, and its meta string's title and line numbers. */
interface PreparedFence {
  code: string;
  lineClasses: Map<number, string[]>;
  title?: string;
  /** Classes of the `<pre>` besides shiki's, and the style of its `<code>` (the first line number). */
  preClass?: string;
  codeStyle?: string;
}

/**
 * A fence's code and line classes as Docusaurus reads them: a `{1,3-5}` range in the meta
 * string highlights those lines and leaves magic comments as written; otherwise magic comment
 * lines are taken out and mark the lines they name.
 */
export function prepareFence(fence: Fence, magicComments: readonly MagicComment[]): PreparedFence {
  const meta = parseCodeMeta(fence.meta);
  const ranged = meta.highlight.size > 0;
  const { code, lineClasses } = ranged
    ? { code: fence.text, lineClasses: new Map([...meta.highlight].map((line) => [line, [HIGHLIGHTED_LINE]])) }
    : applyMagicComments(fence.text, fence.fenceLang, magicComments);
  return {
    code,
    lineClasses,
    title: meta.title,
    preClass: meta.showLineNumbers ? 'line-numbers' : undefined,
    // CSS counters count up from the value set: one less than the first line's number.
    codeStyle: meta.lineStart !== undefined && meta.lineStart !== 1 ? `counter-reset:line ${meta.lineStart - 1}` : undefined,
  };
}

/** A highlighted block as raw HTML (for processors that end in an HTML string) or as elements (for MDX, which compiles them to JSX). */
export type CodeBlockOutput = 'html' | 'hast';

/** Highlights a fence into the finished block, once per distinct block. */
export type FenceRenderer<Output extends Element | string> = (fence: Fence) => Promise<Output>;

/** Highlights a `<code>` element of a fence into the finished block (see `createFenceRenderer`). */
export type CodeBlockRenderer = (code: Element) => Promise<Element | string>;

/** A `CodeBlockRenderer` for `rehypeCodeBlocks`, from a fence renderer. */
export const codeElementRenderer =
  (render: FenceRenderer<Element | string>): CodeBlockRenderer =>
  (code) =>
    render(fenceOf(code));

/** A `CodeBlockRenderer` with a fence renderer of its own. */
export const createCodeBlockRenderer = (highlighter: CodeHighlighter, output: CodeBlockOutput, magicComments?: readonly MagicComment[], stored?: CodeBlockCache): CodeBlockRenderer =>
  codeElementRenderer(createFenceRenderer(highlighter, output, magicComments, stored));

/** The code blocks a fence renderer keeps, the oldest dropped first: a site's shared snippets fit many times over. */
export const MAX_CACHED_BLOCKS = 2000;

/**
 * Highlights fenced code at build time with a light and a dark theme (CSS variables,
 * switched by `[data-theme]`), adds the title bar and highlighted lines, and wraps the
 * block for the copy button. No highlighting code reaches the browser. Blocks are cached by
 * content, so a block repeated across pages is highlighted once; as `html` it is also
 * serialised once (a block is hundreds of elements, and copying and serialising them again for
 * every repeat was a sixth of compiling a page). The cache keeps the `MAX_CACHED_BLOCKS` latest
 * blocks: where every page has code of its own, keeping them all held every block of the site
 * until the end (about 4 KB a block, 1.8 MB at 400 pages of the realistic corpus).
 */
export function createFenceRenderer(highlighter: CodeHighlighter, output: 'html', magicComments?: readonly MagicComment[], stored?: CodeBlockCache): FenceRenderer<string>;
export function createFenceRenderer(highlighter: CodeHighlighter, output: CodeBlockOutput, magicComments?: readonly MagicComment[], stored?: CodeBlockCache): FenceRenderer<Element | string>;
export function createFenceRenderer(highlighter: CodeHighlighter, output: CodeBlockOutput, magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS, stored?: CodeBlockCache): FenceRenderer<Element | string> {
  const cache = new Map<string, Promise<Element | string>>();
  const highlight = (fence: Fence) => {
    const prepared = prepareFence(fence, magicComments);
    return output === 'html' ? highlightBlockHtml(fence.fenceLang, prepared, highlighter) : highlightBlock(fence.fenceLang, prepared, highlighter);
  };
  return (fence) => {
    const key = createHash('sha1').update(`${fence.fenceLang}\0${fence.meta ?? ''}\0${fence.text}`).digest('hex');
    let block = cache.get(key);
    if (!block) {
      block = stored ? storedOrHighlighted(stored, codeBlockKey(output, fence, magicComments, highlighter.themes), output, () => highlight(fence)) : highlight(fence);
      // A failure is not kept: the next page with the block reports it too.
      block.catch(() => cache.delete(key));
      if (cache.size >= MAX_CACHED_BLOCKS) cache.delete(cache.keys().next().value!);
      cache.set(key, block);
    }
    return block;
  };
}

/**
 * A block from the code block cache (kept between builds), else highlighted and saved there:
 * `html` as it is, elements as JSON.
 */
async function storedOrHighlighted(stored: CodeBlockCache, key: string, output: CodeBlockOutput, highlight: () => Promise<Element | string>): Promise<Element | string> {
  const hit = stored.get(key);
  if (hit !== undefined) return output === 'html' ? hit : (JSON.parse(hit) as Element);
  const block = await highlight();
  stored.set(key, typeof block === 'string' ? block : JSON.stringify(block));
  return block;
}

/**
 * Replaces each fenced code block with the renderer's highlighted block, warning once per
 * language the highlighter does not know (`isKnown`) with the file and line.
 */
export function rehypeCodeBlocks({ render, isKnown }: { render: CodeBlockRenderer; isKnown?: (lang: string | undefined) => Promise<boolean> }) {
  return async (tree: Root, file: VFile) => {
    const blocks: Array<{ parent: Element | Root; index: number; code: Element }> = [];
    forEachElement(tree, (node, index, parent) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (code) blocks.push({ parent: parent as Element | Root, index, code });
    });
    for (const { parent, index, code } of blocks) {
      const lang = isKnown && fenceOf(code).fenceLang;
      if (lang && !(await isKnown(lang))) addWarningOnce(warningsOf(file), unknownLanguageWarning(lang, relPathOf(file), code.position?.start.line));
      const block = await render(code);
      parent.children[index] = typeof block === 'string' ? { type: 'raw', value: block } : structuredClone(block);
    }
  };
}

/** What a fence says: its language, meta string and code. */
export interface Fence {
  fenceLang: string | undefined;
  meta: string | undefined;
  text: string;
}

function fenceOf(code: Element): Fence {
  const className = ([] as unknown[]).concat(code.properties.className ?? []).map(String);
  return {
    fenceLang: className.find((name) => name.startsWith('language-'))?.slice('language-'.length),
    meta: (code.data as { meta?: string } | undefined)?.meta ?? (code.properties.metastring as string | undefined),
    text: toString(code).replace(/\n$/, ''),
  };
}

/** The fence of a markdown-it `fence` or `code_block` token, as `fenceOf` reads the `<code>` remark makes of it. */
export function fenceOfToken(token: { info: string; content: string }): Fence {
  // micromark splits the raw info string at its first space or tab, then decodes backslash
  // escapes and character references in each part (```` ```c\+\+ ```` is `c++`).
  const info = token.info.trim();
  const lang = info.split(/[ \t]/)[0] ?? '';
  const meta = info.slice(lang.length).trim();
  return { fenceLang: lang ? unescapeAll(lang) : undefined, meta: meta ? unescapeAll(meta) : undefined, text: token.content.replace(/\n$/, '') };
}

/** A block as elements, from shiki's hast. */
async function highlightBlock(fenceLang: string | undefined, { code, lineClasses, title, preClass, codeStyle }: PreparedFence, highlighter: CodeHighlighter): Promise<Element> {
  const lang = await highlighter.resolveLanguage(fenceLang);
  const hast = await highlighter.codeToHast(code, {
    lang,
    themes: highlighter.themes,
    defaultColor: false,
    transformers: [
      {
        line(node, line) {
          for (const className of lineClasses.get(line) ?? []) this.addClassToHast(node, className);
        },
      },
    ],
  });
  const pre = hast.children[0] as Element;
  // shiki gives `class` as one string; a separate className would be a second class attribute.
  if (preClass) pre.properties.class = `${String(pre.properties.class)} ${preClass}`;
  if (codeStyle) (pre.children[0] as Element).properties.style = codeStyle;
  return codeBlockElement(fenceLang, title, pre);
}

/** The same block as HTML, the `<pre>` made straight from the grammar's tokens (`CodeHighlighter.codeToHtml`). */
async function highlightBlockHtml(fenceLang: string | undefined, { code, lineClasses, title, preClass, codeStyle }: PreparedFence, highlighter: CodeHighlighter): Promise<string> {
  const lang = await highlighter.resolveLanguage(fenceLang);
  const pre = await highlighter.codeToHtml(code, { lang, lineClasses, preClass, codeStyle });
  // Loaded here, as shiki is (`lazyHighlighter.ts`): a build whose blocks all come from the cache never needs it.
  const { toHtml } = await import('hast-util-to-html');
  return toHtml(codeBlockElement(fenceLang, title, { type: 'raw', value: pre }), { allowDangerousHtml: true });
}

/** The wrapper: the title bar if any, then the code, for the copy button. */
function codeBlockElement(fenceLang: string | undefined, title: string | undefined, pre: ElementContent): Element {
  const children: ElementContent[] = [];
  if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] });
  children.push(pre);
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: fenceLang ?? 'text' },
    children,
  };
}
