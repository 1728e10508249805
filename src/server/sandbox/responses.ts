import { randomInt } from 'node:crypto';
import { jsonMediaType, mediaExamples } from '../../compile/openapi/examples.js';
import type { OpenApiDocument, OperationObject } from '../../compile/openapi/openapiTypes.js';
import { resolveRef } from '../../compile/openapi/resolveRef.js';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new identifier in the document's style: `agt_` + 10 letters or digits. */
export function newId(prefix: string, length = 10): string {
  let id = prefix;
  for (let index = 0; index < length; index++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/** The current time as the document writes it: ISO 8601, UTC, whole seconds. */
export const nowIso = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A JSON response. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The documented example (the first one) of a response, else one generated from its schema. */
export function responseExample(spec: OpenApiDocument, operation: OperationObject, status: string): unknown {
  const raw = operation.responses?.[status];
  if (!raw) return undefined;
  const response = resolveRef(spec, raw);
  const mediaType = jsonMediaType(response.content);
  return structuredClone(mediaExamples(spec, mediaType ? response.content?.[mediaType] : undefined, 'response')[0]?.value);
}

/** Every documented example value of a response. */
export function responseExamples(spec: OpenApiDocument, operation: OperationObject, status: string): unknown[] {
  const raw = operation.responses?.[status];
  if (!raw) return [];
  const response = resolveRef(spec, raw);
  const mediaType = jsonMediaType(response.content);
  return mediaExamples(spec, mediaType ? response.content?.[mediaType] : undefined, 'response').map((example) => structuredClone(example.value));
}

/** The first 2xx status an operation documents. */
export function successStatus(operation: OperationObject): string {
  return Object.keys(operation.responses ?? {}).find((status) => status.startsWith('2')) ?? '200';
}

/**
 * An error in the documented shape (`{"error": {"code", "message", "request_id"}}`): the
 * operation's example for that status with a fresh request id and, when given, a message.
 */
export function errorResponse(spec: OpenApiDocument, operation: OperationObject | undefined, status: number, message?: string, headers?: Record<string, string>): Response {
  const example = operation ? responseExample(spec, operation, String(status)) : undefined;
  const error = (example as { error?: Record<string, unknown> } | undefined)?.error ?? { code: status === 404 ? 'not_found' : 'internal_error', message: '' };
  return json(status, { error: { ...error, ...(message ? { message } : {}), request_id: newId('req_', 16) } }, headers);
}
