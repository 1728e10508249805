import { listOperations } from './loadSpec.js';
import type { OpenApiDocument, ResponseObject } from './openapiTypes.js';
import type { ApiScope } from './apiScope.js';
import { operationTitle } from './operationTitle.js';
import { resolveRef } from './resolveRef.js';

/** The API summary MDX pages use: operations with their page links, and every error response. */
export function buildApiScope(spec: OpenApiDocument | undefined, hrefOf: (operationId: string) => string): ApiScope {
  if (!spec) return { operations: [], errors: [] };
  const operations = listOperations(spec).map((entry) => ({
    operationId: entry.id,
    method: entry.method.toUpperCase(),
    path: entry.path,
    summary: operationTitle(entry),
    href: hrefOf(entry.id),
    tag: entry.operation.tags?.[0],
  }));
  const errors: ApiScope['errors'] = [];
  const seen = new Set<string>();
  const addError = (status: string, name: string, response: ResponseObject) => {
    const key = `${status}:${name}`;
    if (seen.has(key) || !/^[45]/.test(status)) return;
    seen.add(key);
    const media = response.content?.['application/json'];
    const examples = media?.example !== undefined ? [media.example] : Object.values(media?.examples ?? {}).map((example) => resolveRef(spec, example).value);
    const codes = [...new Set(examples.map((example) => (example as { error?: { code?: string } })?.error?.code).filter((code): code is string => Boolean(code)))];
    errors.push({ status, name, description: response.description ?? '', codes, example: examples[0] === undefined ? undefined : JSON.stringify(examples[0], null, 2) });
  };
  for (const { operation, id } of listOperations(spec)) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const name = response.$ref?.split('/').at(-1) ?? `${id} ${status}`;
      addError(status, name, resolveRef(spec, response));
    }
  }
  errors.sort((a, b) => a.status.localeCompare(b.status) || a.name.localeCompare(b.name));
  return { operations, errors };
}
