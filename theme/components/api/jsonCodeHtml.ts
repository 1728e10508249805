import { escapeHtml } from './schemaTreeWriter';
import { jsonTokens } from './jsonTokens';
import { WrittenHtml } from './writtenHtml';

/** Examples kept at most: Stripe's 849 response examples are 168 distinct ones (0.6 MB). */
export const WRITTEN_EXAMPLES_KEPT = 1000;
/** Characters kept at most, keys and HTML together. */
export const WRITTEN_EXAMPLES_CHARS = 16_000_000;
/** Examples written, by their JSON (the only input). */
const written = new WrittenHtml(WRITTEN_EXAMPLES_KEPT, WRITTEN_EXAMPLES_CHARS);
/** How many examples are kept written (for tests). */
export const writtenExampleCount = () => written.size;

/**
 * What `JsonCode` writes inside its `<code>`, as a string: each token React would write as a
 * `<span class="json-…">`, plain text between them escaped as React escapes it. Plain tokens
 * never stand side by side (`jsonTokens` joins them), so React puts no `<!-- -->` between texts.
 * Stripe's examples are about a sixth of its API pages' elements, and most repeat (a generated
 * response example is shared by every response of its schema): each distinct one is written once.
 */
export function jsonCodeInnerHtml(json: string): string {
  return written.get(json, () => {
    let html = '';
    for (const token of jsonTokens(json)) html += token.kind === 'plain' ? escapeHtml(token.text) : `<span class="json-${token.kind}">${escapeHtml(token.text)}</span>`;
    return html;
  });
}
