import { slugifyId } from '../../shared/slug.js';
import { HTTP_METHODS, isInternal, listOperations, type OperationEntry } from './loadSpec.js';
import type { OpenApiDocument, PathItem } from './openapiTypes.js';
import { resolveRef } from './resolveRef.js';

/** Something the reference gives a page: an operation of `paths`, a callback of one, or a webhook (3.1). */
export interface ReferenceEntry extends OperationEntry {
  kind: 'operation' | 'webhook' | 'callback';
  /** The path item holding the operation (its shared parameters). */
  pathItem: PathItem | undefined;
  /** Where the operation is in the document, for messages: `paths./pets.get`, `webhooks.newPet.post`. */
  field: string;
  /** Tags it is listed under: its own; else a callback's operation's, `Webhooks` for a webhook, `Other` for an operation. */
  tags: string[];
  /** For a callback: its name and the operation it belongs to. */
  callback?: { name: string; parentId: string };
}

/** The operations of a path item that are not internal, in display order. */
function operationsOf(item: PathItem | undefined) {
  return HTTP_METHODS.filter((method) => item?.[method] && !isInternal(item, item[method]!)).map((method) => ({ method, operation: item![method]! }));
}

/**
 * Every entry of the reference in reading order: each operation followed by its callbacks, then
 * the webhooks. Those without `operationId` get a key from where they are (`webhook-post-new-pet`,
 * `<operation>-<callback>-post`).
 */
export function listReferenceEntries(spec: OpenApiDocument): ReferenceEntry[] {
  const entries: ReferenceEntry[] = [];
  for (const entry of listOperations(spec)) {
    const field = `paths.${entry.path}.${entry.method}`;
    const tags = entry.operation.tags ?? ['Other'];
    entries.push({ ...entry, kind: 'operation', pathItem: spec.paths[entry.path], field, tags });
    for (const [name, raw] of Object.entries(entry.operation.callbacks ?? {})) {
      for (const [expression, rawItem] of Object.entries(resolveRef(spec, raw) as Record<string, PathItem>)) {
        const pathItem = resolveRef(spec, rawItem);
        for (const { method, operation } of operationsOf(pathItem)) {
          const id = operation.operationId || slugifyId(`${entry.id} ${name} ${method}`);
          const callback = { name, parentId: entry.id };
          entries.push({ kind: 'callback', method, path: expression, operation, id, pathItem, field: `${field}.callbacks.${name}.${expression}.${method}`, tags: operation.tags ?? tags, callback });
        }
      }
    }
  }
  for (const [name, rawItem] of Object.entries(spec.webhooks ?? {})) {
    const pathItem = resolveRef(spec, rawItem);
    for (const { method, operation } of operationsOf(pathItem)) {
      const id = operation.operationId || slugifyId(`webhook ${method} ${name}`);
      entries.push({ kind: 'webhook', method, path: name, operation, id, pathItem, field: `webhooks.${name}.${method}`, tags: operation.tags ?? ['Webhooks'] });
    }
  }
  return entries;
}
