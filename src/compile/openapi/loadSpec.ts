import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeText } from '../../collect/readText.js';
import { OpenApiError } from '../../shared/errors.js';
import { checkRefs } from './checkRefs.js';
import type { OpenApiDocument, OperationObject } from './openapiTypes.js';

/** HTTP methods an OpenAPI path item may hold, in display order. */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'trace'] as const;

/** One operation with its method and path, in document order. */
export interface OperationEntry {
  method: (typeof HTTP_METHODS)[number];
  path: string;
  operation: OperationObject;
}

/** Reads and parses the OpenAPI document; JSON errors name line and column, bad `$ref`s their JSON pointer. */
export async function loadSpec(specFile: string, root: string): Promise<OpenApiDocument> {
  const relPath = path.relative(root, specFile);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(specFile);
  } catch {
    throw new OpenApiError(`OpenAPI document not found: ${relPath}`, { source: { file: relPath }, hint: 'check openapi.specPath in site.config.ts' });
  }
  const text = decodeText(bytes, relPath);
  let spec: OpenApiDocument;
  try {
    spec = JSON.parse(text);
  } catch (error) {
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? NaN);
    const before = Number.isNaN(offset) ? '' : text.slice(0, offset);
    const line = before ? before.split('\n').length : undefined;
    const column = before ? offset - before.lastIndexOf('\n') : undefined;
    throw new OpenApiError(`invalid JSON: ${(error as Error).message}`, { source: { file: relPath, line, column } });
  }
  if (typeof spec !== 'object' || spec === null || typeof spec.openapi !== 'string' || !spec.openapi.startsWith('3.')) {
    throw new OpenApiError('not an OpenAPI 3 document: missing or unsupported "openapi" version', { source: { file: relPath }, field: 'openapi' });
  }
  if (!spec.info?.title) throw new OpenApiError('info.title is required', { source: { file: relPath }, field: 'info.title' });
  if (typeof spec.paths !== 'object' || spec.paths === null) throw new OpenApiError('paths is required', { source: { file: relPath }, field: 'paths' });
  checkRefs(spec, relPath);
  const seen = new Map<string, string>();
  for (const entry of listOperations(spec)) {
    const where = `paths.${entry.path}.${entry.method}`;
    if (!entry.operation.operationId) throw new OpenApiError(`${where}.operationId is required (it names the operation's page)`, { source: { file: relPath }, field: `${where}.operationId` });
    const previous = seen.get(entry.operation.operationId);
    if (previous) throw new OpenApiError(`duplicate operationId '${entry.operation.operationId}' in ${previous} and ${where}`, { source: { file: relPath }, field: `${where}.operationId` });
    seen.set(entry.operation.operationId, where);
  }
  return spec;
}

/** Every operation in document order. */
export function listOperations(spec: OpenApiDocument): OperationEntry[] {
  return Object.entries(spec.paths ?? {}).flatMap(([pathName, item]) =>
    HTTP_METHODS.filter((method) => item?.[method]).map((method) => ({ method, path: pathName, operation: item[method]! })),
  );
}
