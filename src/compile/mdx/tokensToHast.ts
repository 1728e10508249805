import type { Element, ElementContent, Properties, Root, RootContent, Text } from 'hast';
import type Token from 'markdown-it/lib/token.mjs';
import { joinStrings } from '../../shared/joinStrings.js';
import type { LinkSourceMeta } from './fastMarkdown.js';
import { DEFAULT_TITLES } from './remarkAdmonitions.js';
import { HTML_TRUNCATE_MARKER, TRUNCATE_TAG } from './remarkTruncate.js';

/** A token this converter does not know; the caller compiles the file with remark instead. */
export class UnsupportedToken extends Error {}

const text = (value: string): Text => ({ type: 'text', value });
const element = (tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });

/** mdast-util-to-hast's `wrap`: a line ending between nodes, and around them when loose. */
function wrap(nodes: ElementContent[], loose: boolean): ElementContent[] {
  const result: ElementContent[] = loose ? [text('\n')] : [];
  nodes.forEach((node, index) => {
    if (index) result.push(text('\n'));
    result.push(node);
  });
  if (loose && nodes.length) result.push(text('\n'));
  return result;
}

const isParagraph = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'p';

/** mdast-util-to-hast's list item: tight items lose their paragraphs, with its exact line endings. */
function listItemChildren(results: ElementContent[], loose: boolean): ElementContent[] {
  const children: ElementContent[] = [];
  results.forEach((child, index) => {
    if (loose || index !== 0 || !isParagraph(child)) children.push(text('\n'));
    if (isParagraph(child) && !loose) children.push(...child.children);
    else children.push(child);
  });
  const tail = results.at(-1);
  if (tail && (loose || !isParagraph(tail))) children.push(text('\n'));
  return children;
}

/**
 * Turns markdown-it's block tokens into the hast tree remark-rehype would make from the
 * same markdown (same elements, properties and line-ending text nodes), so the shared
 * rehype plugins and serializer produce the same HTML on both paths. Links carry their
 * source position for link-check messages.
 */
export function tokensToHast(tokens: Token[], source: string): Root {
  let index = 0;
  // Per line, where the last located link ended, so a repeated link on one line gets its own column.
  const searchFrom = new Map<number, number>();
  // Split into lines only once a link needs its column.
  let sourceLines: string[] | undefined;

  // Table cells have no line of their own: they are on their row's.
  let rowLine = 0;
  const locate = (meta: LinkSourceMeta | undefined, inline: Token, node: Element) => {
    if (!meta) return;
    const line = (inline.map?.[0] ?? rowLine) + 1 + (inline.content.slice(0, meta.offset).match(/\n/g)?.length ?? 0);
    const firstLine = meta.text.split('\n')[0]!;
    const from = searchFrom.get(line) ?? 0;
    const at = (sourceLines ??= source.split('\n'))[line - 1]?.indexOf(firstLine, from) ?? -1;
    if (at >= 0) searchFrom.set(line, at + firstLine.length);
    const column = at >= 0 ? at + 1 : undefined;
    node.position = { start: { line, column: column ?? 1 }, end: { line, column: column ?? 1 } };
  };

  const inlineChildren = (inline: Token): ElementContent[] => {
    const stack: ElementContent[][] = [[]];
    const elements: Element[] = [];
    const push = (node: ElementContent) => stack.at(-1)!.push(node);
    const open = (node: Element) => {
      push(node);
      elements.push(node);
      stack.push(node.children);
    };
    const close = () => {
      elements.pop();
      stack.pop();
    };
    for (const token of inline.children ?? []) {
      switch (token.type) {
        case 'text':
          if (token.content) push(text(token.content));
          break;
        case 'softbreak':
          push(text('\n'));
          break;
        case 'hardbreak':
          push(element('br'));
          push(text('\n'));
          break;
        case 'code_inline':
          push(element('code', {}, [text(token.content)]));
          break;
        case 'html_inline':
          push({ type: 'raw', value: token.content } as unknown as ElementContent);
          break;
        case 'em_open':
          open(element('em'));
          break;
        case 'strong_open':
          open(element('strong'));
          break;
        case 'link_open': {
          const properties: Properties = { href: token.attrGet('href') ?? '' };
          const title = token.attrGet('title');
          if (title) properties.title = title;
          const link = element('a', properties);
          locate(token.meta as LinkSourceMeta | undefined, inline, link);
          open(link);
          break;
        }
        case 'image': {
          const properties: Properties = { src: token.attrGet('src') ?? '', alt: altText(token.children ?? []) };
          const title = token.attrGet('title');
          if (title) properties.title = title;
          push(element('img', properties));
          break;
        }
        case 'em_close':
        case 'strong_close':
        case 'link_close':
          close();
          break;
        default:
          throw new UnsupportedToken(`inline token ${token.type}`);
      }
    }
    return stack[0]!;
  };

  /** Block nodes until the closing token of the current container (or the end). */
  const blocks = (closeType?: string): ElementContent[] => {
    const nodes: ElementContent[] = [];
    while (index < tokens.length) {
      const token = tokens[index++]!;
      if (token.type === closeType) return nodes;
      const node = block(token);
      if (node) nodes.push(node);
    }
    return nodes;
  };

  const block = (token: Token): ElementContent | undefined => {
    switch (token.type) {
      case 'paragraph_open': {
        const inline = tokens[index++]!;
        index++; // paragraph_close
        return element('p', {}, inlineChildren(inline));
      }
      case 'heading_open': {
        const inline = tokens[index++]!;
        index++;
        return element(token.tag, {}, inlineChildren(inline));
      }
      case 'blockquote_open':
        return element('blockquote', {}, wrap(blocks('blockquote_close'), true));
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const loose = isLoose(token);
        const properties: Properties = {};
        const start = Number(token.attrGet('start') ?? 1);
        if (token.type === 'ordered_list_open' && start !== 1) properties.start = start;
        const items: ElementContent[] = [];
        const closeType = token.type.replace('_open', '_close');
        while (index < tokens.length && tokens[index]!.type !== closeType) {
          index++; // list_item_open
          items.push(element('li', {}, listItemChildren(blocks('list_item_close'), loose)));
        }
        index++;
        return element(token.type === 'ordered_list_open' ? 'ol' : 'ul', properties, wrap(items, true));
      }
      case 'fence':
      case 'code_block': {
        const info = token.info.trim();
        const lang = info.split(/\s/)[0] ?? '';
        const meta = info.slice(lang.length).trim();
        const code = element('code', lang ? { className: [`language-${lang}`] } : {}, [text(token.content)]);
        if (meta) code.data = { meta } as Element['data'];
        return element('pre', {}, [code]);
      }
      case 'hr':
        return element('hr');
      case 'html_block': {
        const value = token.content.replace(/\n$/, '');
        if (token.level === 0 && HTML_TRUNCATE_MARKER.test(value.trim())) return element(TRUNCATE_TAG);
        return { type: 'raw', value } as unknown as ElementContent;
      }
      case 'table_open':
        return element('table', {}, wrap(blocks('table_close'), true));
      case 'thead_open':
        return element('thead', {}, wrap(blocks('thead_close'), true));
      case 'tbody_open':
        return element('tbody', {}, wrap(blocks('tbody_close'), true));
      case 'tr_open':
        rowLine = token.map?.[0] ?? rowLine;
        return element('tr', {}, wrap(blocks('tr_close'), true));
      case 'th_open':
      case 'td_open': {
        const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
        const inline = tokens[index++]!;
        index++;
        return element(token.tag, align ? { align } : {}, inlineChildren(inline));
      }
      case 'admonition_open': {
        const name = token.info;
        const label = tokens[index]?.meta?.admonitionLabel ? tokens[index++]! : undefined;
        const title = element('p', { className: ['admonition-title'] }, label ? inlineChildren(label) : [text(DEFAULT_TITLES[name] ?? name)]);
        return element('aside', { className: ['admonition', `admonition-${name}`], 'data-admonition': name }, [title, ...blocks('admonition_close')]);
      }
      default:
        throw new UnsupportedToken(`block token ${token.type}`);
    }
  };

  /** A list is loose when markdown-it left its items' paragraphs visible. */
  const isLoose = (open: Token): boolean => {
    for (let at = index; at < tokens.length; at++) {
      const token = tokens[at]!;
      if (token.level <= open.level) return false;
      if (token.type === 'paragraph_open' && token.level === open.level + 2) return !token.hidden;
    }
    return false;
  };

  const children = wrap(blocks(), false) as RootContent[];
  return { type: 'root', children };
}

/** An image's alt text as remark computes it: the label's text without markup. */
function altText(tokens: Token[]): string {
  return joinStrings(
    tokens.map((token) => {
      if (token.type === 'image') return altText(token.children ?? []);
      if (token.type === 'text' || token.type === 'code_inline' || token.type === 'html_inline') return token.content;
      if (token.type === 'softbreak') return '\n';
      return '';
    }),
  );
}
