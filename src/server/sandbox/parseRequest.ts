import { jsonMediaType } from '../../compile/openapi/examples.js';
import { bodyKindOf } from '../../compile/openapi/samples/sampleRequest.js';
import type { OpenApiDocument, SchemaObject } from '../../compile/openapi/openapiTypes.js';
import { resolveRef } from '../../compile/openapi/resolveRef.js';
import { typesOf } from '../../compile/openapi/schemaTree.js';
import type { SandboxRoute } from './matchRoute.js';
import { dropUnknown } from './dropUnknown.js';
import { validateSchema, type ValidationIssue } from './validateSchema.js';

/** A request that passed validation: parameters typed per their schemas, the body parsed. */
export interface ParsedRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

/** A text value from a URL or header, typed as its schema says; `undefined` when it cannot be. */
function coerce(spec: OpenApiDocument, schema: SchemaObject, text: string): { value: unknown } | { issue: Omit<ValidationIssue, 'loc'> } {
  const types = typesOf(resolveRef(spec, schema));
  if (types.includes('integer') && !types.includes('string')) {
    return /^-?\d+$/.test(text) ? { value: Number(text) } : { issue: { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' } };
  }
  if (types.includes('number') && !types.includes('string')) {
    const value = Number(text);
    return text.trim() && Number.isFinite(value) ? { value } : { issue: { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' } };
  }
  if (types.includes('boolean') && !types.includes('string')) {
    if (/^(true|1)$/i.test(text)) return { value: true };
    if (/^(false|0)$/i.test(text)) return { value: false };
    return { issue: { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' } };
  }
  return { value: text };
}

function parseParameters(spec: OpenApiDocument, route: SandboxRoute, raw: { path: Record<string, string>; url: URL; headers: Headers }, issues: ValidationIssue[]) {
  const parsed: Pick<ParsedRequest, 'path' | 'query' | 'headers'> = { path: {}, query: {}, headers: {} };
  for (const parameter of route.parameters) {
    if (parameter.in === 'cookie') continue;
    const text = parameter.in === 'path' ? safeDecode(raw.path[parameter.name]) : parameter.in === 'query' ? raw.url.searchParams.get(parameter.name) : raw.headers.get(parameter.name);
    const loc = [parameter.in, parameter.name];
    if (text === null || text === undefined) {
      if (parameter.required || parameter.in === 'path') issues.push({ loc, type: 'missing', msg: 'Field required' });
      continue;
    }
    const coerced = coerce(spec, parameter.schema, text);
    if ('issue' in coerced) {
      issues.push({ loc, ...coerced.issue });
      continue;
    }
    issues.push(...validateSchema(spec, parameter.schema, coerced.value, loc));
    parsed[parameter.in === 'header' ? 'headers' : parameter.in][parameter.name] = coerced.value;
  }
  return parsed;
}

const safeDecode = (text: string | undefined) => {
  if (text === undefined) return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

async function parseBody(spec: OpenApiDocument, route: SandboxRoute, request: Request, issues: ValidationIssue[]): Promise<unknown> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const requestBody = route.operation.requestBody ? resolveRef(spec, route.operation.requestBody) : undefined;
  if (!requestBody) return undefined;
  if (!text.trim()) {
    if (requestBody.required) issues.push({ loc: ['body'], type: 'missing', msg: 'Field required' });
    return undefined;
  }
  // A form, file or text body of a media type the operation takes is accepted as sent: the sandbox validates and keeps JSON only.
  const sentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (bodyKindOf(sentType) !== 'json' && Object.keys(requestBody.content ?? {}).some((type) => type.toLowerCase() === sentType)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    issues.push({ loc: ['body'], type: 'json_invalid', msg: `JSON decode error: ${(error as Error).message}` });
    return undefined;
  }
  const schema = requestBody.content?.[jsonMediaType(requestBody.content) ?? '']?.schema;
  if (!schema) return body;
  const problems = validateSchema(spec, schema, body, ['body']);
  issues.push(...problems);
  // What the schema does not describe is not kept: a sandbox must not store (and serve back) arbitrary data.
  return problems.length ? body : dropUnknown(spec, schema, body);
}

/** Types and validates every parameter and the body of a request; the issues say what is wrong (422). */
export async function parseRequest(spec: OpenApiDocument, route: SandboxRoute, rawPath: Record<string, string>, request: Request): Promise<{ request: ParsedRequest } | { issues: ValidationIssue[] }> {
  const issues: ValidationIssue[] = [];
  const parameters = parseParameters(spec, route, { path: rawPath, url: new URL(request.url), headers: request.headers }, issues);
  const body = await parseBody(spec, route, request, issues);
  return issues.length ? { issues } : { request: { ...parameters, body } };
}
