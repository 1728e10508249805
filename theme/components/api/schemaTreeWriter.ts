import type { SchemaNode } from '../../../src/compile/openapi/apiPageData';
import { localize } from '../../i18n/pageStrings';
import { SCHEMA_WORDS } from '../../../src/compile/openapi/schemaWords';
import { API_STRINGS, apiConstraintText, apiText, apiTypeText, type ApiStringId } from '../../i18n/apiStrings';
import { inlineHtml } from './SectionHeading';
import { WrittenHtml } from './writtenHtml';

/*
 * A schema tree's HTML written as a string, exactly as React's server renderer writes the
 * elements of `SchemaTree.tsx` (`SchemaTreeElements`): the same markup, attributes, escaping
 * and `<!-- -->` between adjacent texts. Stripe's trees are about half of the elements its
 * API pages render: through React they cost more of the main thread than anything else of a
 * cold build. A fast path standing in for React: `DOCSITE_API_HTML_FROM_REACT=1` turns it
 * off (`fromReact.ts`), and `test/unit/theme/schemaTreeWriter.test.ts` holds it equal to React's output.
 */

/** React's `escapeTextForBrowser`: text and attribute values. */
const UNSAFE = /["'&<>]/;
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
export const escapeHtml = (text: string) => (UNSAFE.test(text) ? text.replace(/["'&<>]/g, (char) => ESCAPES[char]!) : text);

/** React's `isJavaScriptProtocol` and what it writes instead of such a URL. */
const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** HTML as React writes it: text beside text is parted by `<!-- -->`, so the browser keeps them two nodes. */
class HtmlOut {
  // One string appended to (V8 keeps it a rope until read): faster than an array of parts joined.
  private html = '';
  private lastText = false;
  /** `apiText` of words without values, looked up once a tree (the locale cannot change while it is written). */
  private readonly words = new Map<ApiStringId, string>();

  private readonly pieces = new Map<ApiStringId, string[]>();

  /** The string `id` split around its `{name}` places (odd indexes are the names). */
  wordPieces(id: ApiStringId): string[] {
    let pieces = this.pieces.get(id);
    if (pieces === undefined) this.pieces.set(id, (pieces = localize(id, API_STRINGS[id]).split(/\{(\w+)\}/)));
    return pieces;
  }

  word(id: ApiStringId): string {
    let word = this.words.get(id);
    if (word === undefined) this.words.set(id, (word = apiText(id)));
    return word;
  }

  open(tag: string, className?: string, attributes: { id?: string; href?: string } = {}): this {
    let html = `<${tag}`;
    if (className !== undefined) html += ` class="${escapeHtml(className)}"`;
    if (attributes.id != null) html += ` id="${escapeHtml(attributes.id)}"`;
    // Only `<a>` has an href here, and React keeps an `<a>`'s empty one.
    if (attributes.href != null) html += ` href="${escapeHtml(JAVASCRIPT_URL.test(attributes.href) ? BLOCKED_URL : attributes.href)}"`;
    this.html += `${html}>`;
    this.lastText = false;
    return this;
  }

  close(tag: string): this {
    this.html += `</${tag}>`;
    this.lastText = false;
    return this;
  }

  /** Text as a React child: nothing for '' (React writes nothing and keeps its state). */
  text(text: string | undefined): this {
    if (!text) return this;
    if (this.lastText) this.html += '<!-- -->';
    this.html += escapeHtml(text);
    this.lastText = true;
    return this;
  }

  /** `dangerouslySetInnerHTML`, written right after its element opens. */
  raw(html: string): this {
    this.html += html;
    return this;
  }

  /** An element holding only text. */
  element(tag: string, className: string | undefined, text: string | undefined): this {
    return this.open(tag, className).text(text).close(tag);
  }

  toString(): string {
    return this.html;
  }
}

/** `apiNodes` (`localizeNodes`): the string's text around its `{name}` places, each place written by its slot. */
function localized(out: HtmlOut, id: ApiStringId, slots: Readonly<Record<string, () => void>>) {
  out.wordPieces(id).forEach((part, at) => {
    if (at % 2 === 0) out.text(part);
    else if (part in slots) slots[part]!();
    else out.text(`{${part}}`);
  });
}

/** `NodeHead`. */
function nodeHead(out: HtmlOut, node: SchemaNode, label: string | undefined) {
  const type = apiTypeText(node.type);
  out.element('code', 'schema-name', node.name ?? label).text(' ').element('span', 'schema-type', type);
  if (node.title && node.title !== type && node.title !== label) out.text(' ').element('span', 'schema-title', node.title);
  if (node.format) out.text(' ').element('span', 'schema-format', node.format);
  if (node.discriminatorValue !== undefined && node.discriminatorValue !== label) {
    out.text(' ').open('span', 'schema-discriminator-value').text('= ').element('code', undefined, JSON.stringify(node.discriminatorValue)).close('span');
  }
  if (node.required) out.text(' ').element('span', 'schema-required', out.word('docsite.Api.required'));
  if (node.access) out.text(' ').element('span', 'schema-access', out.word(`docsite.Api.access.${node.access}`));
  if (node.deprecated) out.text(' ').element('span', 'schema-deprecated', out.word('docsite.Api.deprecated'));
}

/** `EnumFact`. */
function enumFact(out: HtmlOut, node: SchemaNode) {
  const values = node.enum!;
  out.open('li');
  if (node.enumDescriptions) {
    out.text(out.word(values.length === 1 ? 'docsite.Api.alwaysValueList' : 'docsite.Api.allowedValuesList')).open('ul', 'schema-enum');
    values.forEach((value, index) => {
      out.open('li').element('code', undefined, value);
      const meaning = node.enumDescriptions![index];
      if (meaning) out.text(' — ').open('span').raw(inlineHtml(meaning)).close('span');
      out.close('li');
    });
    out.close('ul');
  } else {
    localized(out, values.length === 1 ? 'docsite.Api.alwaysValue' : 'docsite.Api.allowedValues', {
      values: () =>
        values.forEach((value, index) => {
          out.open('span');
          if (index > 0) out.text(', ');
          out.element('code', undefined, value).close('span');
        }),
    });
  }
  out.close('li');
}

/** `DiscriminatorFact`. */
function discriminatorFact(out: HtmlOut, discriminator: NonNullable<SchemaNode['discriminator']>) {
  out.open('li');
  localized(out, 'docsite.Api.toldApartBy', { property: () => out.element('code', undefined, discriminator.propertyName) });
  if (discriminator.mapping.length > 0) out.text(': ');
  discriminator.mapping.forEach((entry, index) => {
    out.open('span');
    if (index > 0) out.text(', ');
    out.element('code', undefined, JSON.stringify(entry.value)).text(' → ').text(entry.target).close('span');
  });
  out.close('li');
}

/** A link to where a schema is rendered, in the words of `id` (`seeAbove`, `ownPage`). */
function schemaLink(out: HtmlOut, node: SchemaNode, id: 'docsite.Api.seeAbove' | 'docsite.Api.ownPage', fallback: 'docsite.Api.theSchema' | 'docsite.Api.thisSchema') {
  localized(out, id, { schema: () => out.open('a', undefined, { href: node.link!.href }).text(node.title ?? out.word(fallback)).close('a') });
}

/** `NodeFacts`. */
function nodeFacts(out: HtmlOut, node: SchemaNode) {
  const onPage = node.link?.onPage === true;
  if (node.descriptionHtml) out.open('div', 'schema-description').raw(node.descriptionHtml).close('div');
  if (!(node.enum || node.constraints || node.example || node.discriminator || onPage)) return;
  out.open('ul', 'schema-facts');
  if (node.enum) enumFact(out, node);
  if (node.discriminator) discriminatorFact(out, node.discriminator);
  for (const constraint of node.constraints ?? []) out.element('li', undefined, apiConstraintText(constraint));
  if (node.example) {
    out.open('li');
    localized(out, 'docsite.Api.example', { value: () => out.element('code', undefined, node.example) });
    out.close('li');
  }
  if (onPage) {
    out.open('li', 'schema-link');
    schemaLink(out, node, 'docsite.Api.seeAbove', 'docsite.Api.theSchema');
    out.close('li');
  }
  out.close('ul');
}

const childLabel = (out: HtmlOut, parent: SchemaNode, child: SchemaNode, index: number) =>
  parent.childKind === 'items' ? out.word('docsite.Api.arrayItems') : child.name ? undefined : (child.title ?? child.discriminatorValue ?? apiText('docsite.Api.option', { number: index + 1 }));

/** `Children`. */
function children(out: HtmlOut, node: SchemaNode) {
  if (!node.children?.length) return;
  const intro = node.childKind === 'oneOf' ? 'Exactly one of:' : node.childKind === 'anyOf' ? 'Any of:' : undefined;
  if (intro) out.element('p', 'schema-combinator', intro);
  out.open('ul', 'schema-children');
  node.children.forEach((child, index) => schemaItem(out, child, childLabel(out, node, child, index)));
  out.close('ul');
}

/** `SchemaItem`. */
function schemaItem(out: HtmlOut, node: SchemaNode, label: string | undefined) {
  const deep = node.link && !node.link.onPage;
  out.open('li', 'schema-node', { id: node.anchor });
  if (!node.children?.length && !deep) {
    out.open('div', 'schema-head');
    nodeHead(out, node, label);
    out.close('div');
    nodeFacts(out, node);
    out.close('li');
    return;
  }
  out.open('details').open('summary', 'schema-head');
  nodeHead(out, node, label);
  out.close('summary');
  nodeFacts(out, node);
  if (deep) {
    out.open('p', 'schema-link');
    schemaLink(out, node, 'docsite.Api.ownPage', 'docsite.Api.thisSchema');
    out.close('p');
  } else children(out, node);
  out.close('details').close('li');
}

/** Every word a tree may be written in: the schema words and those `HtmlOut.word`/`localized` ask for. */
const TREE_WORDS: ApiStringId[] = [
  ...(Object.keys(SCHEMA_WORDS) as ApiStringId[]),
  ...(['required', 'deprecated', 'access.read-only', 'access.write-only', 'arrayItems', 'option', 'alwaysValueList', 'allowedValuesList', 'alwaysValue', 'allowedValues', 'toldApartBy', 'example', 'seeAbove', 'ownPage', 'theSchema', 'thisSchema'] as const).map((id) => `docsite.Api.${id}` as ApiStringId),
];

/** Trees kept at most: Stripe's 849 trees are 254 distinct ones (3.7 MB of HTML). */
export const WRITTEN_TREES_KEPT = 1000;
/** Characters kept at most, keys and HTML together (a few huge trees must not hold hundreds of MB). */
export const WRITTEN_TREES_CHARS = 16_000_000;
/** Trees written, by their JSON, in the words of `writtenIn`. */
const written = new WrittenHtml(WRITTEN_TREES_KEPT, WRITTEN_TREES_CHARS);
let writtenIn: string | undefined;
/** How many trees are kept written (for tests). */
export const writtenTreeCount = () => written.size;

/**
 * What `SchemaTreeElements` writes inside its `<div class="schema-tree">`. The same tree stands
 * on many pages (Stripe's error response on all 283 operations): each distinct one, by its JSON
 * (all the writing reads), is written once in each language. The words are read for each tree
 * (a few dozen lookups): the theme's translations change with no event this module could hear.
 */
export function schemaTreeInnerHtml(node: SchemaNode): string {
  const words = TREE_WORDS.map((id) => localize(id, API_STRINGS[id])).join('\u0000');
  if (words !== writtenIn) {
    written.clear();
    writtenIn = words;
  }
  return written.get(JSON.stringify(node), () => writeTree(node));
}

function writeTree(node: SchemaNode): string {
  const out = new HtmlOut();
  out.open('p', 'schema-root').element('span', 'schema-type', apiTypeText(node.type));
  if (node.title) out.text(' ').element('span', 'schema-title', node.title);
  out.close('p');
  nodeFacts(out, node);
  if (node.link && !node.link.onPage) {
    out.open('p', 'schema-link');
    schemaLink(out, node, 'docsite.Api.ownPage', 'docsite.Api.thisSchema');
    out.close('p');
  } else children(out, node);
  return out.toString();
}
