import type { BuildContext, Route } from '../../types.js';
import type { ApiPageData, ApiInfoView, OperationView } from './apiPageData.js';
import { listOperations } from './loadSpec.js';
import { markdownToHtml } from './markdownToHtml.js';
import type { OpenApiDocument } from './openapiTypes.js';

/** Page data for the info page and every operation page, keyed by route path. */
export async function buildApiPages(spec: OpenApiDocument, routes: Route[], ctx: BuildContext): Promise<Map<string, ApiPageData>> {
  const openapi = ctx.config.openapi!;
  const environment = openapi.proxy.upstream === 'sandbox' ? 'Sandbox (generated from the OpenAPI document; no real funds)' : openapi.proxy.upstream;
  const common = { proxyPath: openapi.proxy.path, environment };
  const pages = new Map<string, ApiPageData>();
  const apiRoutes = routes.filter((route) => route.kind === 'api');
  const routeOf = new Map(apiRoutes.map((route) => [route.operationId ?? '', route.path]));
  const operations = listOperations(spec);
  for (const { method, path, operation } of operations) {
    const view: OperationView = {
      operationId: operation.operationId!,
      method: method.toUpperCase(),
      path,
      summary: operation.summary ?? operation.operationId!,
      descriptionHtml: markdownToHtml(operation.description),
      tags: operation.tags ?? [],
      deprecated: operation.deprecated ?? false,
      security: [],
      parameters: [],
      responses: [],
      samples: [],
      dangerous: false,
    };
    pages.set(routeOf.get(operation.operationId!)!, { ...common, operation: view });
  }
  const tags = spec.tags ?? [];
  const tagNames = [...new Set([...tags.map((tag) => tag.name), ...operations.flatMap((entry) => entry.operation.tags ?? ['Other'])])];
  const info: ApiInfoView = {
    title: spec.info.title,
    version: spec.info.version,
    descriptionHtml: markdownToHtml(spec.info.description),
    specUrl: `/${openapi.specFile.split('/').at(-1)}`,
    baseUrl: openapi.publicBaseUrl,
    groups: tagNames.map((tag) => ({
      tag,
      description: tags.find((entry) => entry.name === tag)?.description,
      operations: operations
        .filter((entry) => (entry.operation.tags ?? ['Other']).includes(tag))
        .map((entry) => ({ method: entry.method.toUpperCase(), path: entry.path, summary: entry.operation.summary ?? entry.operation.operationId!, href: routeOf.get(entry.operation.operationId!)! })),
    })).filter((group) => group.operations.length > 0),
  };
  pages.set(routeOf.get('')!, { ...common, info });
  return pages;
}
