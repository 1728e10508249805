import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { slugifyId } from '../../shared/slug.js';
import { descriptionToHtml } from './markdownToHtml.js';

/** What naming an operation needs: its method, path and summary. */
interface Named {
  method: string;
  path: string;
  operation: { summary?: string };
}

const parser = unified().use(remarkParse).freeze();

/** The text of a Markdown tree: its text and inline code, markup and link targets dropped. */
function textOf(node: { value?: unknown; children?: unknown[] }): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => textOf(child as typeof node)).join('');
}

/** The stable key of an operation without `operationId`: method and path, slugged (`get /pets/{petId}` → `get-pets-petid`). */
export function generatedOperationId(method: string, path: string): string {
  return slugifyId(`${method} ${path}`);
}

/** The summary, when it says anything. */
const summaryOf = (entry: Named) => (typeof entry.operation.summary === 'string' && entry.operation.summary.trim() ? entry.operation.summary.trim() : undefined);

/**
 * An operation's title as plain text, for the page title, sidebar and search: the summary with
 * its Markdown stripped (`Get \`Pet\`` → `Get Pet`), or `METHOD /path` when it has none.
 */
export function operationTitle(entry: Named): string {
  const summary = summaryOf(entry);
  return summary ? markdownToPlainText(summary) : `${entry.method.toUpperCase()} ${entry.path}`;
}

/** One line of Markdown as plain text: `Get \`Pet\`` → `Get Pet`. */
export function markdownToPlainText(markdown: string): string {
  if (!/[`*_[\]<\\&]/.test(markdown)) return markdown;
  return textOf(parser.parse(markdown)).replace(/\s+/g, ' ').trim() || markdown;
}

/** The summary as inline HTML (code, emphasis, links), or undefined when it has no Markdown and the plain title says it all. */
export function operationTitleHtml(entry: Named): string | undefined {
  const summary = summaryOf(entry);
  if (!summary || !/[`*_[\]<\\&]/.test(summary)) return undefined;
  // Unsafe URLs are taken out as in descriptions; the summary's place in the page is its heading.
  const html = descriptionToHtml(summary).html.trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]!.includes('<p>') ? single[1] : undefined;
}
