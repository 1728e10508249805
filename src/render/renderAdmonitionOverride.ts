import type { Element, ElementContent, Root } from 'hast';
import type { ComponentType, ReactNode } from 'react';
import { DEFAULT_TITLE_ATTRIBUTE } from '../compile/mdx/admonitionTypes.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';

const { Children, createElement, isValidElement } = requireCommonJs('react') as typeof import('react');
const { renderToStaticMarkup } = requireCommonJs('react-dom/server') as typeof import('react-dom/server');

/** Props Docusaurus gives its Admonition component for a `:::type[Title]` block. */
type AdmonitionProps = { type: string; title?: ReactNode; children?: ReactNode };

/**
 * Text React writes unchanged (no character it escapes), put where the title and the body go,
 * then replaced by their HTML: React cannot take finished HTML as children without a wrapper.
 */
const TITLE_SLOT = '\u{E000}docsite-admonition-title\u{E000}';
const BODY_SLOT = '\u{E000}docsite-admonition-body\u{E000}';

/** A component the site's theme overrides: the generated wrapper names the override's file (see `overrideModule`). */
export const isOverridden = (component: unknown): component is ComponentType<AdmonitionProps> => typeof component === 'function' && typeof (component as { themeOverride?: unknown }).themeOverride === 'string';

let parseFragment: ((html: string) => Root) | undefined;

/**
 * Loads the HTML parser `renderAdmonitionOverride` needs (rehype-parse, parse5): only a site with
 * theme overrides does (`importTheme`), as only an override can be the Admonition it renders
 * with. Imported at start, the parser cost every build about 40 ms of CPU (an edit build's too).
 */
export async function loadAdmonitionParser(): Promise<void> {
  if (parseFragment) return;
  const [{ default: rehypeParse }, { unified }] = await Promise.all([import('rehype-parse'), import('unified')]);
  const processor = unified().use(rehypeParse, { fragment: true });
  parseFragment = (html) => processor.parse(html) as Root;
}

/** True when a page's HTML may hold a `:::` admonition (an `<aside>` the compiler wrote). */
const mayHoldAdmonition = (html: string) => html.includes(' data-admonition="');

/**
 * Renders the `:::type` admonitions of a page's HTML (compiled before the theme is known, as
 * `<aside class="admonition admonition-type" data-admonition="type">` with a title paragraph)
 * through the site's Admonition override instead, with Docusaurus's props: `type`, `title`
 * (only when the block names one, as Docusaurus leaves the default to the component) and
 * `children`. Nested admonitions are rendered first; everything outside them is kept byte for byte.
 */
export function renderAdmonitionOverride(html: string, Admonition: ComponentType<AdmonitionProps>): string {
  if (!mayHoldAdmonition(html)) return html;
  if (!parseFragment) throw new Error('docsite: loadAdmonitionParser() must be awaited before a theme override renders admonitions');
  const tree = parseFragment(html);
  return spliceAdmonitions(html, 0, html.length, tree.children, Admonition);
}

type AsideProps = { 'data-admonition'?: string; children?: ReactNode };
const asides = new WeakMap<object, ComponentType<AsideProps>>();

/**
 * The `aside` of MDX pages' components when Admonition is overridden: compiled MDX writes a
 * `:::type` block as `<aside data-admonition="type">` through its components, so the block is
 * rendered by the override there, with the title paragraph's content as `title`. Other asides stay.
 */
export function admonitionAside(Admonition: ComponentType<AdmonitionProps>): ComponentType<AsideProps> {
  let aside = asides.get(Admonition);
  if (!aside) {
    aside = ({ 'data-admonition': type, ...props }: AsideProps) => {
      if (!type) return createElement('aside', props);
      const [first, ...rest] = Children.toArray(props.children);
      const titleProps = isValidElement<{ className?: string; children?: ReactNode; [DEFAULT_TITLE_ATTRIBUTE]?: string }>(first) && first.props.className === 'admonition-title' ? first.props : undefined;
      const title = titleProps?.children;
      const named = titleProps !== undefined && titleProps[DEFAULT_TITLE_ATTRIBUTE] === undefined;
      return createElement(Admonition, { type, ...(named ? { title } : {}) }, ...(titleProps ? rest : [first, ...rest]));
    };
    asides.set(Admonition, aside);
  }
  return aside;
}

/** `html[start, end)`, with each outermost admonition among `nodes` (positions into `html`) rendered by the override. */
function spliceAdmonitions(html: string, start: number, end: number, nodes: Root['children'], Admonition: ComponentType<AdmonitionProps>): string {
  let out = '';
  let at = start;
  for (const node of outermostAdmonitions(nodes)) {
    const from = node.position!.start.offset!;
    const to = node.position!.end.offset!;
    out += html.slice(at, from) + renderOne(html, node, Admonition);
    at = to;
  }
  return out + html.slice(at, end);
}

/** The admonition asides among `nodes` and their descendants, not those inside another. */
function outermostAdmonitions(nodes: Root['children']): Element[] {
  const found: Element[] = [];
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (isAdmonition(node)) found.push(node);
    else found.push(...outermostAdmonitions(node.children));
  }
  return found;
}

const isAdmonition = (node: Element) => node.tagName === 'aside' && typeof node.properties.dataAdmonition === 'string' && node.position?.end.offset !== undefined;

function renderOne(html: string, aside: Element, Admonition: ComponentType<AdmonitionProps>): string {
  const type = aside.properties.dataAdmonition as string;
  const [title, ...body] = aside.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const hasTitle = title?.type === 'element' && title.tagName === 'p' && (title.properties.className as string[] | undefined)?.includes('admonition-title');
  const titleHtml = hasTitle ? innerHtml(html, title) : undefined;
  const bodyNodes = hasTitle ? body : aside.children;
  const bodyHtml = bodyNodes.length ? spliceAdmonitions(html, bodyNodes[0]!.position!.start.offset!, bodyNodes.at(-1)!.position!.end.offset!, bodyNodes, Admonition) : '';
  // The compiler writes (and marks) the type's default title when the block gives none: Docusaurus passes no title then.
  const named = titleHtml !== undefined && (title as Element).properties.dataDefaultTitle === undefined;
  const rendered = renderToStaticMarkup(createElement(Admonition, { type, ...(named ? { title: TITLE_SLOT } : {}) }, BODY_SLOT));
  return rendered.replace(TITLE_SLOT, () => titleHtml ?? '').replace(BODY_SLOT, () => bodyHtml);
}

/** The HTML between an element's start and end tags, as written. */
function innerHtml(html: string, element: ElementContent & Element): string {
  const children = element.children;
  if (children.length === 0) return '';
  return html.slice(children[0]!.position!.start.offset!, children.at(-1)!.position!.end.offset!);
}
