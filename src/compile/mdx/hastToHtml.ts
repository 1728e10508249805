import type { Element, Root, RootContent } from 'hast';
import { joinStrings } from '../../shared/joinStrings.js';

/**
 * The attribute names of the properties the markdown-it path's trees carry (`tokensToHast`,
 * heading ids and anchors, code blocks), as property-information names them. A tree with
 * any other property goes to hast-util-to-html instead.
 */
const ATTRIBUTES: Record<string, string> = {
  href: 'href',
  title: 'title',
  src: 'src',
  alt: 'alt',
  id: 'id',
  className: 'class',
  start: 'start',
  align: 'align',
  ariaHidden: 'aria-hidden',
  tabIndex: 'tabindex',
  dataLanguage: 'data-language',
  'data-admonition': 'data-admonition',
};

/** hast-util-to-html's void elements (html-void-elements): no closing tag. */
const VOIDS = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'image', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** As stringify-entities writes them with hast-util-to-html's defaults: hexadecimal, upper case. */
const reference = (character: string) => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;
const escapeText = (value: string) => (/[&<]/.test(value) ? value.replace(/[&<]/g, reference) : value);
const escapeAttribute = (value: string) => (/[\0"&'`]/.test(value) ? value.replace(/[\0"&'`]/g, reference) : value);

/** Thrown inside the walk for a node or property this serialiser does not know. */
class Unsupported extends Error {}

/**
 * Serialises a tree of the markdown-it path exactly as hast-util-to-html does with its
 * defaults and `allowDangerousHtml` (a test holds both equal on real content), or returns
 * undefined when the tree holds something else. Those trees are a few kinds of element,
 * text and raw HTML; the general serialiser was a sixth of compiling a plain page.
 */
export function hastToHtml(tree: Root): string | undefined {
  const parts: string[] = [];
  const walk = (nodes: RootContent[], inRawText: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(inRawText ? node.value : escapeText(node.value));
      else if (node.type === 'element') element(node);
      else if ((node as { type: string }).type === 'raw') parts.push((node as unknown as { value: string }).value);
      else throw new Unsupported(node.type);
    }
  };
  const element = (node: Element) => {
    parts.push('<', node.tagName);
    for (const key in node.properties) {
      const value = node.properties[key];
      if (value === null || value === undefined) continue;
      const name = ATTRIBUTES[key];
      if (!name) throw new Unsupported(key);
      let text: string;
      if (typeof value === 'string') text = value;
      else if (typeof value === 'number' && !Number.isNaN(value)) text = String(value);
      else if (Array.isArray(value) && key === 'className') text = value.join(' ');
      else throw new Unsupported(key);
      parts.push(' ', name, '="', escapeAttribute(text), '"');
    }
    parts.push('>');
    const before = parts.length;
    walk(node.children, node.tagName === 'script' || node.tagName === 'style');
    // A void element with content is written with its closing tag.
    const isVoid = VOIDS.has(node.tagName.toLowerCase()) && parts.slice(before).every((part) => part === '');
    if (!isVoid) parts.push('</', node.tagName, '>');
  };
  try {
    walk(tree.children, false);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  return joinStrings(parts);
}
