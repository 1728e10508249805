import type { ParameterView } from './apiPageData.js';
import type { OpenApiDocument, OperationObject, ParameterObject, PathItem, SchemaObject } from './openapiTypes.js';
import { resolveRef } from './resolveRef.js';
import { constraintsOf, displayType, flattenSchema, schemaExample, type DescriptionRenderer } from './schemaTree.js';

/** A parameter with its `$ref` and its schema's `$ref` resolved. */
export interface ResolvedParameter extends ParameterObject {
  schema: SchemaObject;
}

/**
 * Path-item and operation parameters, resolved; an operation parameter overrides the path item's
 * of the same name and location. `x-internal: true` hides one (from the table, samples and
 * try-it), as it hides operations; an internal operation parameter hides the path item's too.
 */
export function collectParameters(spec: OpenApiDocument, pathItem: PathItem | undefined, operation: OperationObject): ResolvedParameter[] {
  const byKey = new Map<string, ResolvedParameter | undefined>();
  for (const raw of [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolveRef(spec, raw);
    const internal = (parameter as unknown as Record<string, unknown>)['x-internal'] === true;
    byKey.set(`${parameter.in}:${parameter.name}`, internal ? undefined : { ...parameter, schema: flattenSchema(spec, parameter.schema ?? {}).schema });
  }
  return [...byKey.values()].filter((parameter): parameter is ResolvedParameter => parameter !== undefined);
}

/** The example a reader would type: the parameter's own, then its schema's, its default or first allowed value. */
export function parameterExample(parameter: ResolvedParameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const examples = (parameter as { examples?: Record<string, { value?: unknown }> }).examples;
  const first = examples && Object.values(examples)[0];
  if (first?.value !== undefined) return first.value;
  const fromSchema = schemaExample(parameter.schema);
  if (fromSchema !== undefined) return fromSchema;
  if (parameter.schema.default !== undefined) return parameter.schema.default;
  return Array.isArray(parameter.schema.enum) ? parameter.schema.enum[0] : undefined;
}

/** A value as typed into a URL or a form field: strings bare, everything else as JSON. */
export function asText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One row of the parameters table. */
export function parameterView(spec: OpenApiDocument, parameter: ResolvedParameter, md: DescriptionRenderer): ParameterView {
  const { schema } = parameter;
  const { default: _default, ...withoutDefault } = schema;
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true || parameter.in === 'path',
    type: displayType(schema, spec),
    ...(typeof schema.format === 'string' ? { format: schema.format } : {}),
    descriptionHtml: md(parameter.description ?? schema.description),
    example: asText(parameterExample(parameter)),
    enum: Array.isArray(schema.enum) ? schema.enum.map((value) => asText(value)!) : undefined,
    default: asText(schema.default),
    constraints: constraintsOf(withoutDefault),
  };
}
