import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeText } from '../../collect/readText.js';
import { OpenApiError } from '../../shared/errors.js';
import { bundleExternalRefs } from './bundleExternalRefs.js';
import { checkRefs } from './checkRefs.js';
import { listReferenceEntries } from './listReferenceEntries.js';
import { generatedOperationId } from './operationTitle.js';
import { parseSpecText } from './parseSpecText.js';
import type { OpenApiDocument, OperationObject, PathItem } from './openapiTypes.js';

/** HTTP methods an OpenAPI path item may hold, in display order. */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'trace'] as const;

/** One operation with its method and path, in document order. */
export interface OperationEntry {
  method: (typeof HTTP_METHODS)[number];
  path: string;
  operation: OperationObject;
  /** The operation's key (route slug, try-it ids): its `operationId`, else generated from method and path. */
  id: string;
}

/** Reads and parses the OpenAPI document (JSON or YAML); syntax errors name line and column, bad `$ref`s their JSON pointer. */
export async function loadSpec(specFile: string, root: string): Promise<OpenApiDocument> {
  return (await readSpec(specFile, root)).spec;
}

/** `loadSpec`, with the files it read: the document's and every file its `$ref`s reach (absolute paths; what `docsite dev` watches). */
export async function readSpec(specFile: string, root: string): Promise<{ spec: OpenApiDocument; files: string[] }> {
  const relPath = path.relative(root, specFile);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(specFile);
  } catch {
    throw new OpenApiError(`OpenAPI document not found: ${relPath}`, { source: { file: relPath }, hint: 'check openapi.specPath in site.config.ts' });
  }
  const text = decodeText(bytes, relPath);
  const spec = parseSpecText(text, relPath) as OpenApiDocument;
  checkShape(spec, relPath);
  const referenced = await bundleExternalRefs(spec, specFile, root);
  checkRefs(spec, relPath);
  const seen = new Map<string, string>();
  for (const entry of listReferenceEntries(spec)) {
    const previous = seen.get(entry.id);
    if (previous) throw new OpenApiError(`duplicate operationId '${entry.id}' in ${previous} and ${entry.field}`, { source: { file: relPath }, field: `${entry.field}.operationId` });
    seen.set(entry.id, entry.field);
  }
  return { spec, files: [specFile, ...referenced] };
}

/**
 * `x-internal: true` on an operation or its path item hides it: no page, no sandbox route
 * (the Redocly convention for endpoints kept out of public documentation).
 */
export function isInternal(pathItem: PathItem | undefined, operation: OperationObject): boolean {
  return (pathItem as Record<string, unknown> | undefined)?.['x-internal'] === true || (operation as Record<string, unknown>)['x-internal'] === true;
}

/** The top level: an OpenAPI 3 version, a title, and `paths` (which 3.1 may leave out when it has webhooks or components). */
function checkShape(spec: OpenApiDocument, relPath: string): void {
  // YAML reads `openapi: 3.1` and `version: 2` as numbers.
  if (typeof spec?.openapi === 'number') spec.openapi = String(spec.openapi);
  if (typeof spec?.info?.version === 'number') spec.info.version = String(spec.info.version);
  if (typeof spec !== 'object' || spec === null || typeof spec.openapi !== 'string' || !spec.openapi.startsWith('3.')) {
    throw new OpenApiError('not an OpenAPI 3 document: missing or unsupported "openapi" version', { source: { file: relPath }, field: 'openapi' });
  }
  if (!spec.info?.title) throw new OpenApiError('info.title is required', { source: { file: relPath }, field: 'info.title' });
  const optional = !spec.openapi.startsWith('3.0') && (spec.webhooks !== undefined || spec.components !== undefined);
  if (spec.paths === undefined && optional) spec.paths = {};
  if (typeof spec.paths !== 'object' || spec.paths === null) {
    throw new OpenApiError('paths is required', { source: { file: relPath }, field: 'paths', hint: optional ? undefined : 'OpenAPI 3.1 documents may leave it out when they have webhooks or components' });
  }
}

/** Every operation of `paths` in document order (the API's own endpoints; see `listReferenceEntries` for webhooks and callbacks). */
export function listOperations(spec: OpenApiDocument): OperationEntry[] {
  return Object.entries(spec.paths ?? {}).flatMap(([pathName, item]) =>
    HTTP_METHODS.filter((method) => item?.[method] && !isInternal(item, item[method]!)).map((method) => {
      const operation = item[method]!;
      return { method, path: pathName, operation, id: operation.operationId || generatedOperationId(method, pathName) };
    }),
  );
}
