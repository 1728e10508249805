import type { List, ListItem, RootContent } from 'mdast';
import type { ApiInfoView, ExternalDocsView } from '../compile/openapi/apiPageData.js';
import { mdastToMarkdown } from '../render/htmlToMarkdown.js';
import { blocksOf, code, escapeHtml, heading, NotFromData, paragraph, squash, text } from './operationMarkdown.js';
import { word } from './operationWords.js';
import type { DescriptionMdast } from './schemaTreeMdast.js';

/*
 * The API's info page's Markdown twin written from its data (`ApiInfo.tsx` in `ApiLayout`), as
 * `operationMarkdown` writes an operation's: the Markdown tree converting the article gives,
 * node by node. Its list of every operation is most of the page (Stripe's: 283 links, 64 KB of
 * HTML parsed and converted on the twins' thread); the facts list and the document's own HTML
 * are converted, each distinct one once (`DescriptionMdast`).
 */

/** The `<dl>` of `ApiInfo.tsx` as HTML, converted (hast-util-to-mdast makes a list of it in its own way). */
function metaHtml(info: ApiInfoView): string {
  const version = info.version ? `<dt>${word('docsite.Api.version')}</dt><dd>${escapeHtml(info.version)}</dd>` : '';
  const security = info.security.length
    ? `<dt>${word('docsite.Api.authHeaders')}</dt><dd>${info.security.map((entry, index) => `<span>${index > 0 ? ', ' : ''}<code>${escapeHtml(entry.header)}</code></span>`).join('')}</dd>`
    : '';
  const download = `<a href="${escapeHtml(info.specUrl)}" download="${escapeHtml(info.specFileName)}">${escapeHtml(word('docsite.Api.download', { file: info.specFileName }))}</a>`;
  return `<dl>${version}<dt>${word('docsite.Api.baseUrl')}</dt><dd><code>${escapeHtml(info.baseUrl)}</code></dd>${security}<dt>${word('docsite.Api.openApiDocument')}</dt><dd>${download}</dd></dl>`;
}

/** `ExternalDocs.tsx`: a paragraph holding the link. */
const externalDocsOf = (docs: ExternalDocsView | undefined): RootContent[] => (docs ? blocksOf({ type: 'link', url: docs.url, title: null, children: [text(squash(docs.description ?? docs.url))] }) : []);

/** A tag's list of operations: each a link holding the method, the path, the summary and the deprecated mark. */
function operationList(operations: ApiInfoView['groups'][number]['operations']): List {
  if (operations.length === 0) throw new NotFromData('a tag without operations');
  const items = operations.map((operation): ListItem => {
    const inside = paragraph([text(`${operation.method.toUpperCase()} `), code(operation.path), text(` ${operation.summary}`), ...(operation.deprecated ? [text(word('docsite.Api.deprecated'))] : [])]);
    const link = { type: 'link' as const, url: operation.href, title: null, children: inside?.children ?? [] };
    return { type: 'listItem', spread: false, checked: null, children: [{ type: 'paragraph', children: [link] }] };
  });
  return { type: 'list', ordered: false, start: null, spread: false, children: items };
}

/** The info page's Markdown: the title (`DocLayout`), the facts, the description, then each tag's heading, description and operations. Throws `NotFromData` for a construct only the conversion writes right. */
export function infoMarkdown(info: ApiInfoView, title: string, md: DescriptionMdast): string {
  const children: RootContent[] = [
    heading(1, [text(title)]),
    ...md(metaHtml(info)),
    ...(info.descriptionHtml ? md(info.descriptionHtml) : []),
    ...externalDocsOf(info.externalDocs),
    ...info.groups.flatMap((group) => [
      heading(2, [text(group.tag)]),
      ...(group.descriptionHtml ? md(group.descriptionHtml) : []),
      ...externalDocsOf(group.externalDocs),
      operationList(group.operations),
    ]),
  ];
  return mdastToMarkdown({ type: 'root', children });
}
