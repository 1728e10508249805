import type { Code, Heading, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ExampleView, ParameterView, ResponseView, SecurityView } from '../compile/openapi/apiPageData.js';
import { constraintText, typeText } from '../compile/openapi/schemaWords.js';
import { mdastToMarkdown } from '../render/htmlToMarkdown.js';
import { inlineHtml } from '../shared/inlineHtml.js';
import { spliceTrees, treeBlocksOf, treePlaceholder } from './apiArticleMarkdown.js';
import { word, wordParts, type OperationWordId } from './operationWords.js';
import type { DescriptionMdast } from './schemaTreeMdast.js';
import type { TwinOperation } from './twinOperation.js';

/*
 * An operation page's Markdown twin written from its data: the Markdown tree that converting
 * the rendered article (`ApiOperation.tsx` in `ApiLayout`, see `htmlToMarkdown`) gives, built
 * node by node, so no page goes through parse5 and hast-util-to-mdast. Only the document's own
 * HTML (descriptions) and the two tables (whose cells hast-util-to-mdast fills in its own way)
 * are converted, each distinct one once (`DescriptionMdast`). What the page's interface holds
 * (hash links, tab lists, the server picker, try-it) is not content, as in the conversion.
 */

/** An operation whose twin this cannot write as the conversion would: its twin is converted from its article. */
export class NotFromData extends Error {}

/** HTML's whitespace collapsing, which hast-util-to-mdast applies to text. */
export const squash = (value: string) => value.replace(/[ \t\n\r\f]+/g, ' ');
export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value: squash(value) });

/** A paragraph as a block of phrasing converts: adjacent text joined, whitespace collapsed, trimmed at both ends. */
export function paragraph(children: PhrasingContent[]): Paragraph | undefined {
  const out: PhrasingContent[] = [];
  for (const child of children) {
    const last = out.at(-1);
    if (child.type === 'text' && last?.type === 'text') out[out.length - 1] = text(last.value + child.value);
    else out.push(child);
  }
  for (let index = 0; index < out.length; index++) {
    const child = out[index]!;
    if (child.type === 'text') out[index] = text(squash(child.value));
  }
  const first = out[0];
  if (first?.type === 'text') out[0] = text(first.value.replace(/^ /, ''));
  const last = out.at(-1);
  if (last?.type === 'text') out[out.length - 1] = text(last.value.replace(/ $/, ''));
  const kept = out.filter((child) => child.type !== 'text' || child.value !== '');
  return kept.length ? { type: 'paragraph', children: kept } : undefined;
}

export const blocksOf = (...children: PhrasingContent[]): RootContent[] => {
  const made = paragraph(children);
  return made ? [made] : [];
};

export const heading = (depth: 1 | 2, children: PhrasingContent[]): Heading => ({ type: 'heading', depth, children: paragraph(children)?.children ?? [] });
const section = (id: OperationWordId): Heading => heading(2, [text(word(id))]);

/** A word with phrasing in its `{name}` places. */
function wordNodes(id: OperationWordId, places: Readonly<Record<string, PhrasingContent[]>>): PhrasingContent[] {
  return wordParts(id).flatMap((part) => ('text' in part ? (part.text ? [text(part.text)] : []) : (places[part.place] ?? [text(`{${part.place}}`)])));
}

/** Block elements an inline description (`inlineHtml`) must not hold: inside a `<span>` of the page they convert otherwise. */
const BLOCK_TAG = /<(?:p|div|ul|ol|li|pre|table|h[1-6]|blockquote|hr|details|section|dl|figure)\b/i;

/** An inline description (in a `<span>` of the page) as phrasing. */
function inline(html: string | undefined, md: DescriptionMdast): PhrasingContent[] {
  const unwrapped = inlineHtml(html);
  if (!unwrapped) return [];
  if (BLOCK_TAG.test(unwrapped)) throw new NotFromData('an inline description holds blocks');
  return md(html!, true) as PhrasingContent[];
}

export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `ParametersTable.tsx` as HTML, converted (a cell holds a description and a list, which hast-util-to-mdast joins in its own way). */
function parametersTableHtml(parameters: ParameterView[]): string {
  const rows = parameters.map((parameter) => {
    const type = typeText(parameter.type) + (parameter.format !== undefined ? ` (${parameter.format})` : '');
    const facts = [
      ...(parameter.enum ? [word('docsite.Api.allowedValues', { values: parameter.enum.map((value) => `<code>${escapeHtml(value)}</code>`).join(', ') })] : []),
      ...(parameter.default !== undefined ? [word('docsite.Api.default', { value: `<code>${escapeHtml(parameter.default)}</code>` })] : []),
      ...parameter.constraints.map((constraint) => escapeHtml(constraintText(constraint))),
      ...(parameter.example !== undefined ? [word('docsite.Api.example', { value: `<code>${escapeHtml(parameter.example)}</code>` })] : []),
    ];
    const required = parameter.required ? ` <span>${word('docsite.Api.required')}</span>` : '';
    const where = `<span>${word(`docsite.Api.location.${parameter.in}`)} · <code>${escapeHtml(type)}</code></span>`;
    const description = parameter.descriptionHtml ? `<div>${parameter.descriptionHtml}</div>` : '';
    return `<tr><td><code>${escapeHtml(parameter.name)}</code>${required}${where}</td><td>${description}<ul>${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul></td></tr>`;
  });
  return `<table><thead><tr><th>${word('docsite.Api.parameter')}</th><th>${word('docsite.Api.description')}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The response headers' table of `Responses.tsx` as HTML, converted. */
function headersTableHtml(headers: ResponseView['headers']): string {
  const rows = headers.map((header) => `<tr><td><code>${escapeHtml(header.name)}</code></td><td>${header.type ? `<code>${escapeHtml(typeText(header.type))}</code>` : ''}</td><td>${inlineHtml(header.descriptionHtml)}</td></tr>`);
  return `<table><thead><tr><th>${word('docsite.Api.header')}</th><th>${word('docsite.Api.type')}</th><th>${word('docsite.Api.description')}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** A highlighted code block as converted: its text, trailing blank lines trimmed. */
const codeBlock = (lang: string | undefined, value: string): Code => ({ type: 'code', lang: lang ?? null, meta: null, value: value.replace(/(?:\r?\n|\r)+$/, '') });

/** `Examples.tsx`: each example's label, then its JSON. */
function examplesOf(examples: ExampleView[]): RootContent[] {
  return examples.flatMap((example) => {
    const generated = example.cutBelowDepth === undefined ? word('docsite.Api.generatedExample') : word('docsite.Api.cutExample', { depth: example.cutBelowDepth });
    const label = example.generated ? generated : examples.length > 1 ? word('docsite.Api.namedExample', { name: example.summary ?? example.name }) : word('docsite.Api.exampleLabel');
    return [...blocksOf(text(label)), codeBlock('json', example.json)];
  });
}

/** `AuthHeaders.tsx`: the lead, then an item per credential. */
function authorizationOf(security: SecurityView[], md: DescriptionMdast): RootContent[] {
  const placeOf = (entry: SecurityView) => (entry.in === 'query' || entry.in === 'cookie' ? entry.in : 'header');
  const places = new Set(security.map(placeOf));
  const lead =
    security.length === 1 ? word(`docsite.Api.sendOne.${placeOf(security[0]!)}`) : word(places.size === 1 ? `docsite.Api.sendAll.${[...places][0]!}` : 'docsite.Api.sendAll.mixed', { count: security.length });
  const items = security.map((entry): ListItem => {
    const hint =
      entry.kind === 'basic'
        ? wordNodes('docsite.Api.basicEnvHint', { userVar: [code(entry.envVar)], passwordVar: [code(entry.passwordEnvVar ?? '')] })
        : [...wordNodes('docsite.Api.envHint', { envVar: [code(entry.envVar)] }), ...(entry.note ? [text(` ${entry.note}`)] : [])];
    const children = [
      code(entry.header),
      ...(entry.valuePrefix ? wordNodes('docsite.Api.scheme', { prefix: [code(entry.valuePrefix.trim())] }) : []),
      ...(entry.descriptionHtml ? [text(' — '), ...inline(entry.descriptionHtml, md)] : []),
      text(' '),
      ...hint,
    ];
    return { type: 'listItem', spread: false, checked: null, children: blocksOf(...children) as Paragraph[] };
  });
  const list: List = { type: 'list', ordered: false, start: null, spread: false, children: items };
  return [...blocksOf(text(lead)), list];
}

/** `Responses.tsx`: each response's status and description, headers, media type and body tree (a placeholder, see `spliceTrees`). */
function responsesOf(responses: ResponseView[], md: DescriptionMdast, treeAt: () => number): RootContent[] {
  return responses.flatMap((response) => [
    ...blocksOf(text(`${response.status} `), ...inline(response.descriptionHtml, md)),
    ...(response.headers.length ? md(headersTableHtml(response.headers)) : []),
    ...(response.mediaType ? blocksOf(...wordNodes('docsite.Api.body', { mediaType: [code(response.mediaType)] })) : []),
    ...(response.schema ? blocksOf(text(treePlaceholder(treeAt()))) : []),
  ]);
}

/** The left column (`Reference` of `ApiOperation.tsx`), trees as placeholders numbered by `treeAt`. */
function referenceOf(operation: TwinOperation, md: DescriptionMdast, treeAt: () => number): RootContent[] {
  const body = operation.requestBody;
  const docs = operation.externalDocs;
  return [
    ...sentByTheApi(operation),
    ...(operation.descriptionHtml ? md(operation.descriptionHtml) : []),
    ...(docs ? blocksOf({ type: 'link', url: docs.url, title: null, children: [text(squash(docs.description ?? docs.url))] }) : []),
    ...(operation.security.length ? [section('docsite.Api.section.authorization'), ...authorizationOf(operation.security, md)] : []),
    ...(operation.parameters.length ? [section('docsite.Api.section.parameters'), ...md(parametersTableHtml(operation.parameters))] : []),
    ...(body
      ? [
          section('docsite.Api.section.request-body'),
          ...blocksOf(text(`${word(body.required ? 'docsite.Api.bodyRequired' : 'docsite.Api.bodyOptional')}, `), code(body.mediaType)),
          ...(body.descriptionHtml ? md(body.descriptionHtml) : []),
          ...(body.schema ? blocksOf(text(treePlaceholder(treeAt()))) : []),
          ...examplesOf(body.examples),
        ]
      : []),
    section('docsite.Api.section.responses'),
    ...responsesOf(operation.responses, md, treeAt),
  ];
}

/** `SentByTheApi`: what a webhook or callback is. */
function sentByTheApi(operation: TwinOperation): RootContent[] {
  if (operation.kind === 'webhook') return blocksOf(...wordNodes('docsite.Api.webhook', { path: [code(operation.path)] }));
  const callback = operation.callback;
  if (operation.kind !== 'callback' || !callback) return [];
  return blocksOf(...wordNodes('docsite.Api.callback', { name: [code(callback.name)], operation: [{ type: 'link', url: callback.href, title: null, children: [text(squash(callback.title))] }] }));
}

/** The right column (`Console`): each sample under its tab's label, each status's examples, try-it's heading (the panel is an island). */
function consoleOf(operation: TwinOperation): RootContent[] {
  const samples = operation.samples.flatMap((sample) => [...blocksOf(text(sample.label)), codeBlock(sample.lang, sample.code)]);
  const examples = operation.responses.flatMap((response) => [
    ...blocksOf(text(response.status)),
    ...(response.examples.length ? examplesOf(response.examples) : blocksOf(text(word('docsite.Api.noResponseBody')))),
  ]);
  return [
    ...(operation.samples.length ? [section('docsite.Api.section.code-samples'), ...samples] : []),
    ...(operation.responses.length ? [section('docsite.Api.section.response-examples'), ...examples] : []),
    ...(operation.tryIt ? [section('docsite.Api.section.try-it')] : []),
  ];
}

/**
 * The article's Markdown: the title (`DocLayout`: the summary's HTML when it has Markdown, else
 * the page's title), the endpoint, the reference, the console. Throws `NotFromData` for a
 * construct only the conversion writes right.
 */
export function operationMarkdown(operation: TwinOperation, title: string, md: DescriptionMdast): string {
  const base = operation.url.slice(0, operation.url.length - operation.path.length).replace(/\/+$/, '');
  const titleBlocks = operation.summaryHtml ? md(`<h1>${operation.summaryHtml}</h1>`) : [heading(1, [text(title)])];
  const endpoint = blocksOf(text(`${operation.method.toUpperCase()} `), code(base + operation.path), ...(operation.deprecated ? [text(word('docsite.Api.deprecated'))] : []));
  const trees = [operation.requestBody?.schema, ...operation.responses.map((response) => response.schema)].filter((tree) => tree !== undefined);
  let next = 0;
  const children = [...titleBlocks, ...endpoint, ...referenceOf(operation, md, () => next++), ...consoleOf(operation)];
  if (next !== trees.length) throw new NotFromData('the schema trees were not all placed');
  spliceTrees(children, treeBlocksOf(trees, md));
  return mdastToMarkdown({ type: 'root', children });
}
