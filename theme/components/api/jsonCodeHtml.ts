import { escapeHtml } from './schemaTreeWriter';
import { jsonTokens } from './jsonTokens';

/**
 * What `JsonCode` writes inside its `<code>`, as a string: each token React would write as a
 * `<span class="json-…">`, plain text between them escaped as React escapes it. Plain tokens
 * never stand side by side (`jsonTokens` joins them), so React puts no `<!-- -->` between texts.
 * Stripe's examples are about a sixth of its API pages' elements.
 */
export function jsonCodeInnerHtml(json: string): string {
  let html = '';
  for (const token of jsonTokens(json)) html += token.kind === 'plain' ? escapeHtml(token.text) : `<span class="json-${token.kind}">${escapeHtml(token.text)}</span>`;
  return html;
}
