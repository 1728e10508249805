import type { OpenApiDocument, SchemaObject } from '../../compile/openapi/openapiTypes.js';
import { flattenSchema } from '../../compile/openapi/schemaTree.js';
import { validateSchema } from './validateSchema.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shapes that describe an object value: the schema, and the oneOf/anyOf alternative it matches. */
function shapesOf(spec: OpenApiDocument, schema: SchemaObject, value: unknown): SchemaObject[] {
  const alternatives = schema.oneOf ?? schema.anyOf ?? [];
  const chosen = alternatives.find((alternative) => validateSchema(spec, alternative, value).length === 0);
  return chosen ? [schema, flattenSchema(spec, chosen).schema] : [schema];
}

/**
 * A validated request body as the sandbox keeps it: properties its schema does not describe
 * are dropped, at every depth, so they are neither stored nor served back (where the schema
 * says `additionalProperties: false`, validation has rejected them already). Properties an
 * `additionalProperties` schema describes are kept; an object whose schema describes no
 * properties at all is free-form and kept as sent.
 */
export function dropUnknown(spec: OpenApiDocument, schema: SchemaObject, value: unknown): unknown {
  const flat = flattenSchema(spec, schema).schema;
  if (Array.isArray(value)) return flat.items ? value.map((item) => dropUnknown(spec, flat.items!, item)) : value;
  if (!isObject(value)) return value;
  const shapes = shapesOf(spec, flat, value);
  const properties: Record<string, SchemaObject> = Object.assign({}, ...shapes.map((shape) => shape.properties ?? {}));
  const additional = shapes.map((shape) => shape.additionalProperties).find(isObject) as SchemaObject | undefined;
  if (!additional && Object.keys(properties).length === 0) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const described = Object.hasOwn(properties, name) ? properties[name] : additional;
    if (described) kept[name] = dropUnknown(spec, described, item);
  }
  return kept;
}
