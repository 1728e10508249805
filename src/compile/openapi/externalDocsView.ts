import type { ExternalDocsView } from './apiPageData.js';
import { markdownToPlainText } from './operationTitle.js';

/** An `externalDocs` object as the page shows it; one without a string `url` is left out. */
export function externalDocsView(docs: { url?: unknown; description?: unknown } | undefined): ExternalDocsView | undefined {
  if (!docs || typeof docs.url !== 'string') return undefined;
  // The description is Markdown: shown as a link's text, without its markup.
  const description = typeof docs.description === 'string' && docs.description.trim() ? markdownToPlainText(docs.description.trim()) : undefined;
  return description ? { url: docs.url, description } : { url: docs.url };
}
