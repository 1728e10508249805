import { buildSchemaTree } from './buildSchemaTree.js';
import { jsonMediaType } from './examples.js';
import { listReferenceEntries } from './listReferenceEntries.js';
import type { OpenApiDocument, OperationObject, SchemaObject } from './openapiTypes.js';
import { componentSchemaName, PageSchemas, type SchemaUsage } from './pageSchemas.js';
import { resolveRef } from './resolveRef.js';

/**
 * The body schemas an operation page shows, in page order (request body, then responses),
 * picked as `compileOperation` picks them: the order decides which rendering comes first.
 */
export function operationSchemas(spec: OpenApiDocument, operation: OperationObject): Array<[SchemaObject, SchemaUsage]> {
  const schemas: Array<[SchemaObject, SchemaUsage]> = [];
  if (operation.requestBody) {
    const body = resolveRef(spec, operation.requestBody);
    const schema = body.content?.[jsonMediaType(body.content) ?? 'application/json']?.schema;
    if (schema) schemas.push([schema, 'request']);
  }
  for (const raw of Object.values(operation.responses ?? {})) {
    const response = resolveRef(spec, raw);
    const mediaType = jsonMediaType(response.content);
    const schema = mediaType ? response.content?.[mediaType]?.schema : undefined;
    if (schema) schemas.push([schema, 'response']);
  }
  return schemas;
}

/**
 * The component schemas that need a page of their own: those some page meets nested deeper
 * than it expands (and, in turn, those their own pages meet so), in the order first met.
 * Found by building every page's trees in shape only (no descriptions, types or facts), with
 * the same rules the pages are built with, so every link a page makes has its page.
 */
export function planSchemaPages(spec: OpenApiDocument): string[] {
  const needed: string[] = [];
  const seen = new Set<string>();
  const schemaPageOf = (ref: string) => {
    if (!componentSchemaName(ref)) return undefined;
    if (!seen.has(ref)) needed.push(ref);
    seen.add(ref);
    return ref;
  };
  const md = () => undefined;
  for (const entry of listReferenceEntries(spec)) {
    const page = new PageSchemas(schemaPageOf);
    for (const [schema, usage] of operationSchemas(spec, entry.operation)) buildSchemaTree(spec, schema, { md, usage, page, shapeOnly: true });
  }
  for (let index = 0; index < needed.length; index += 1) {
    buildSchemaTree(spec, { $ref: needed[index]! }, { md, usage: 'schema', page: new PageSchemas(schemaPageOf), shapeOnly: true });
  }
  return needed;
}
