import type { BlockContent, Link, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { SchemaNode } from '../compile/openapi/apiPageData.js';
import { constraintText, typeText } from '../compile/openapi/schemaWords.js';
import { createNestedLists, lastBulletOf, nestedListNode, type NestedLists } from './nestedListMarkdown.js';

/** The Markdown (mdast) of a description's HTML, as the page's HTML would convert: flow (`<div>`) or inline (`<span>`). */
export type DescriptionMdast = (html: string, inline?: boolean) => RootContent[];

/** HTML turns any run of whitespace in text into one space (hast-util-to-mdast minifies it so); the data must read the same. */
const squash = (text: string) => text.replace(/[ \t\n\r\f]+/g, ' ');
const text = (value: string): PhrasingContent => ({ type: 'text', value: squash(value) });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value: squash(value) });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children: merged(children) });

/** Adjacent text nodes as one (the HTML's text between elements is one node after conversion). */
function merged(children: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const child of children) {
    const last = out.at(-1);
    if (child.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + child.value };
    else if (child.type !== 'text' || child.value !== '') out.push(child);
  }
  return out;
}

/** A list whose items are spread when any is (hast-util-to-mdast's `listItemsSpread`). */
function list(items: ListItem[]): List {
  return { type: 'list', ordered: false, start: null, spread: items.length > 1 && items.some((item) => item.spread), children: items };
}

/** `NodeHead` of SchemaTree.tsx: name, type, title, format, discriminator value and flags on one line. */
function headOf(node: SchemaNode, label: string | undefined): PhrasingContent[] {
  const type = typeText(node.type);
  const parts: PhrasingContent[] = [code(node.name ?? label ?? ''), text(` ${type}`)];
  if (node.title && node.title !== type && node.title !== label) parts.push(text(` ${node.title}`));
  if (node.format) parts.push(text(` ${node.format}`));
  if (node.discriminatorValue !== undefined && node.discriminatorValue !== label) parts.push(text(' = '), code(JSON.stringify(node.discriminatorValue)));
  if (node.required) parts.push(text(' required'));
  if (node.access) parts.push(text(` ${node.access}`));
  if (node.deprecated) parts.push(text(' deprecated'));
  return parts;
}

/** The items of `ul.schema-facts` (`NodeFacts`), in the component's order. */
function factItems(node: SchemaNode, md: DescriptionMdast): ListItem[] {
  const items: ListItem[] = [];
  const item = (children: PhrasingContent[]): ListItem => ({ type: 'listItem', spread: false, checked: null, children: [paragraph(children)] });
  if (node.enum) {
    const values = node.enum;
    if (node.enumDescriptions) {
      const entries = values.map((value, index) => {
        const meaning = node.enumDescriptions![index];
        const inline = meaning ? [text(' — '), ...(md(meaning, true) as PhrasingContent[])] : [];
        return item([code(value), ...inline]);
      });
      // hast-util-to-mdast spreads an `<li>` holding a `<ul>` of two items or more.
      const spread = entries.length > 1;
      items.push({ type: 'listItem', spread, checked: null, children: [paragraph([text(values.length === 1 ? 'Always:' : 'Allowed values:')]), list(entries)] });
    } else {
      items.push(item([text(values.length === 1 ? 'Always ' : 'Allowed values: '), ...values.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), code(value)])]));
    }
  }
  if (node.discriminator) {
    const { propertyName, mapping } = node.discriminator;
    const entries = mapping.flatMap((entry, index) => [...(index > 0 ? [text(', ')] : []), code(JSON.stringify(entry.value)), text(` → ${entry.target}`)]);
    items.push(item([text('Told apart by '), code(propertyName), ...(mapping.length > 0 ? [text(': ')] : []), ...entries]));
  }
  for (const constraint of node.constraints ?? []) items.push(item([text(constraintText(constraint))]));
  if (node.example) items.push(item([text('Example: '), code(node.example)]));
  if (node.link?.onPage) {
    const link: Link = { type: 'link', url: node.link.href, title: null, children: [text(node.title ?? 'the schema')] };
    items.push(item([text('See '), link, text(' above.')]));
  }
  return items;
}

/** `NodeFacts`: the description's blocks, then the facts list when there are any. */
function factsOf(node: SchemaNode, md: DescriptionMdast): RootContent[] {
  const blocks: RootContent[] = node.descriptionHtml ? [...md(node.descriptionHtml)] : [];
  const items = factItems(node, md);
  if (items.length) blocks.push(list(items));
  return blocks;
}

/** `<p class="schema-link">`: a schema described on its own page. */
function ownPageLink(node: SchemaNode): Paragraph {
  const link: Link = { type: 'link', url: node.link!.href, title: null, children: [text(node.title ?? 'This schema')] };
  return paragraph([link, text(' is described on its own page.')]);
}

const childLabel = (parent: SchemaNode, child: SchemaNode, index: number) =>
  parent.childKind === 'items' ? 'items' : child.name ? undefined : (child.title ?? child.discriminatorValue ?? `option ${index + 1}`);

/** The nested lists written so far, for each description converter (one a thread, as the descriptions it converted). */
const nestedListsOf = new WeakMap<DescriptionMdast, NestedLists>();

function nestedLists(md: DescriptionMdast): NestedLists {
  let lists = nestedListsOf.get(md);
  if (!lists) nestedListsOf.set(md, (lists = createNestedLists()));
  return lists;
}

/**
 * `Children`: the oneOf/anyOf intro, then one item per property, item or alternative. Inside an
 * item (`before`: the item's blocks so far) the list is written once for all its repeats (see
 * `nestedListMarkdown`); the tree's own list stays a list, whose neighbours the caller knows.
 */
function childrenOf(node: SchemaNode, md: DescriptionMdast, before?: RootContent[]): RootContent[] {
  if (!node.children?.length) return [];
  const intro = node.childKind === 'oneOf' ? 'Exactly one of:' : node.childKind === 'anyOf' ? 'Any of:' : undefined;
  const build = () => list(node.children!.map((child, index) => itemOf(child, childLabel(node, child, index), md)));
  const introBlocks = intro ? [paragraph([text(intro)])] : [];
  if (!before) return [...introBlocks, build()];
  const bullet = !intro && lastBulletOf(before) === '-' ? '*' : '-';
  return [...introBlocks, nestedListNode(node, bullet, nestedLists(md), build)];
}

/**
 * `SchemaItem`: its head, then facts and children. An item is spread (blank lines around its
 * blocks) when anything follows its head, as hast-util-to-mdast decides for the `<li>`.
 */
function itemOf(node: SchemaNode, label: string | undefined, md: DescriptionMdast): ListItem {
  const deep = node.link && !node.link.onPage;
  const facts = factsOf(node, md);
  const rest = [...facts, ...(deep ? [ownPageLink(node)] : node.children?.length ? childrenOf(node, md, facts) : [])];
  return { type: 'listItem', spread: rest.length > 0, checked: null, children: [paragraph(headOf(node, label)), ...(rest as BlockContent[])] };
}

/** The Markdown of a `SchemaTree` as the page's HTML of it converts (see SchemaTree.tsx): the root's line, its facts, its children. */
export function schemaTreeMdast(node: SchemaNode, md: DescriptionMdast): RootContent[] {
  const root = paragraph([text(typeText(node.type)), ...(node.title ? [text(` ${node.title}`)] : [])]);
  const rest = node.link && !node.link.onPage ? [ownPageLink(node)] : childrenOf(node, md);
  return [root, ...factsOf(node, md), ...rest];
}
