import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { forEachElement } from './forEachElement.js';
import type { CodeHighlighter } from './highlighter.js';

/** Options for `rehypeCodeBlocks`. */
export interface RehypeCodeBlocksOptions {
  highlighter: CodeHighlighter;
  /** Highlighted blocks by content hash, shared across pages and builds. */
  cache: Map<string, Element>;
}

/** What a fence's meta string says: ```` ```ts title="a.ts" {1,3-4} ````. */
export function parseCodeMeta(meta: string | undefined): { title?: string; highlight: Set<number>; showLineNumbers: boolean } {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(text)?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map((value) => Number(value.trim()));
    if (!from) continue;
    for (let line = from; line <= (to || from); line++) highlight.add(line);
  }
  return { title: title?.[1] ?? title?.[2] ?? title?.[3], highlight, showLineNumbers: /\bshowLineNumbers\b/.test(text) };
}

/**
 * Highlights fenced code at build time with a light and a dark theme (CSS variables,
 * switched by `[data-theme]`), adds the title bar and highlighted lines, and wraps the
 * block for the copy button. No highlighting code reaches the browser.
 */
export function rehypeCodeBlocks(options: RehypeCodeBlocksOptions) {
  return async (tree: Root) => {
    const blocks: Array<{ parent: Element | Root; index: number; code: Element; pre: Element }> = [];
    forEachElement(tree, (node, index, parent) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (code) blocks.push({ parent: parent as Element | Root, index, code, pre: node });
    });
    for (const block of blocks) {
      block.parent.children[block.index] = await highlightBlock(block.code, options);
    }
  };
}

async function highlightBlock(code: Element, { highlighter, cache }: RehypeCodeBlocksOptions): Promise<Element> {
  const className = ([] as unknown[]).concat(code.properties.className ?? []).map(String);
  const fenceLang = className.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const meta = (code.data as { meta?: string } | undefined)?.meta ?? (code.properties.metastring as string | undefined);
  const text = toString(code).replace(/\n$/, '');
  const key = createHash('sha1').update(`${fenceLang}\0${meta ?? ''}\0${text}`).digest('hex');
  const cached = cache.get(key);
  if (cached) return structuredClone(cached);

  const { title, highlight, showLineNumbers } = parseCodeMeta(meta);
  const lang = await highlighter.resolveLanguage(fenceLang);
  const hast = await highlighter.codeToHast(text, {
    lang,
    themes: highlighter.themes,
    defaultColor: false,
    transformers: [
      {
        line(node, line) {
          if (highlight.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
    ],
  });
  const pre = hast.children[0] as Element;
  pre.properties.tabIndex = 0;
  if (showLineNumbers) pre.properties.className = [...([] as unknown[]).concat(pre.properties.className ?? []).map(String), 'line-numbers'];
  const children: ElementContent[] = [];
  if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] });
  children.push(pre);
  const wrapper: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: fenceLang ?? 'text' },
    children,
  };
  cache.set(key, structuredClone(wrapper));
  return wrapper;
}
