import type { ApiPageData, SchemaNode } from '../compile/openapi/apiPageData.js';

/*
 * Apart from `apiArticleMarkdown.ts`, which loads the HTML-to-Markdown tools (parse5,
 * hast-util-to-mdast, mdast-util-to-markdown): the twins' sink needs only this, and a site
 * without API pages, or an edit build, should not load them.
 */

/** The schema trees an API page shows, in the order its HTML has them (request body, then each response's body; a schema page's one tree). */
export function schemaTreesOf(api: ApiPageData | undefined): SchemaNode[] {
  if (api?.schema) return [api.schema.tree];
  const operation = api?.operation;
  if (!operation) return [];
  return [operation.requestBody?.schema, ...operation.responses.map((response) => response.schema)].filter((tree) => tree !== undefined);
}
