import type { ApiInfoView, SchemaNode } from '../compile/openapi/apiPageData.js';
import { infoMarkdown } from './infoMarkdown.js';
import { apiArticleMarkdown, createDescriptionMdast } from './apiArticleMarkdown.js';
import { NotFromData, operationMarkdown } from './operationMarkdown.js';
import type { DescriptionMdast } from './schemaTreeMdast.js';
import type { TwinOperation } from './twinOperation.js';

export { createDescriptionMdast };

/** What a twin is written from: a page's rendered article (an API page's with its schema trees, see `apiArticleMarkdown`), or an operation or info page's data. */
export type TwinSource = { html: string; trees: SchemaNode[] } | { operation: TwinOperation; title: string } | { info: ApiInfoView; title: string };

/**
 * The twin's Markdown; undefined for an operation or info page holding a construct only the conversion
 * writes right (`NotFromData`): the caller sends its article then.
 */
export function convertTwin(source: TwinSource, md: DescriptionMdast): string | undefined {
  if ('html' in source) return apiArticleMarkdown(source.html, source.trees, md);
  try {
    return 'info' in source ? infoMarkdown(source.info, source.title, md) : operationMarkdown(source.operation, source.title, md);
  } catch (error) {
    if (error instanceof NotFromData) return undefined;
    throw error;
  }
}
