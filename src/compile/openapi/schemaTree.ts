import type { OpenApiDocument, SchemaObject } from './openapiTypes.js';
import { resolveRef } from './resolveRef.js';
import type { Constraint, ConstraintKind, SchemaType } from './schemaWords.js';

/** Markdown of the document to HTML; `field` (e.g. `requestBody.description`) names where it is, for warnings. */
export type DescriptionRenderer = (markdown: string | undefined, field?: string) => string | undefined;

/** A schema with its `$ref` followed, sibling keywords (OpenAPI 3.1) kept, `allOf` merged. */
export interface FlatSchema {
  schema: SchemaObject;
  /** Name of the referenced component (`Agent`), when the schema was a `$ref`. */
  refName?: string;
  ref?: string;
}

/** Follows a `$ref` (keeping the referrer's own keywords, which win) and merges `allOf` parts. */
export function flattenSchema(spec: OpenApiDocument, schema: SchemaObject, within: Set<SchemaObject> = new Set()): FlatSchema {
  // An allOf that includes itself (directly or through $refs) merges each part once.
  if (within.has(schema)) return { schema: {} };
  within.add(schema);
  let merged: SchemaObject = schema;
  let refName: string | undefined;
  let ref: string | undefined;
  if (typeof schema.$ref === 'string') {
    ref = schema.$ref;
    refName = ref.split('/').at(-1);
    const { $ref: _ignored, ...siblings } = schema;
    const target = flattenSchema(spec, resolveRef(spec, { $ref: ref }) as SchemaObject, within);
    merged = { ...target.schema, ...siblings };
  }
  if (Array.isArray(merged.allOf)) {
    const parts = merged.allOf.map((part) => flattenSchema(spec, part, within).schema);
    const { allOf: _parts, ...rest } = merged;
    merged = parts.reduce<SchemaObject>(
      (acc, part) => ({
        ...part,
        ...acc,
        properties: { ...part.properties, ...acc.properties },
        required: [...new Set([...(acc.required ?? []), ...(part.required ?? [])])],
      }),
      rest,
    );
  }
  within.delete(schema);
  return { schema: merged, refName, ref };
}

/** The JSON types a schema allows, `null` last. */
export function typesOf(schema: SchemaObject): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0 && schema.properties) return ['object'];
  if (types.length === 0 && schema.items) return ['array'];
  return [...types.filter((type) => type !== 'null'), ...types.filter((type) => type === 'null')];
}

/** The limits of a schema as data (`≥ 1`, `length ≤ 64`, `pattern ^agt_…$`, `default 20` in English: see `constraintText`). */
export function constraintsOf(schema: SchemaObject): Constraint[] {
  const out: Constraint[] = [];
  const add = (condition: unknown, kind: ConstraintKind, value?: unknown) => {
    if (condition !== undefined && condition !== false) out.push(value === undefined ? { kind } : { kind, value: String(value) });
  };
  // OpenAPI 3.0 makes `exclusiveMinimum: true` a flag on `minimum`; 3.1 (JSON Schema) a number of its own.
  add(schema.minimum, schema.exclusiveMinimum === true ? 'exclusiveMinimum' : 'minimum', schema.minimum);
  add(typeof schema.exclusiveMinimum === 'number' || undefined, 'exclusiveMinimum', schema.exclusiveMinimum);
  add(schema.maximum, schema.exclusiveMaximum === true ? 'exclusiveMaximum' : 'maximum', schema.maximum);
  add(typeof schema.exclusiveMaximum === 'number' || undefined, 'exclusiveMaximum', schema.exclusiveMaximum);
  add(schema.multipleOf, 'multipleOf', schema.multipleOf);
  add(schema.minLength, 'minLength', schema.minLength);
  add(schema.maxLength, 'maxLength', schema.maxLength);
  add(schema.minItems, 'minItems', schema.minItems);
  add(schema.maxItems, 'maxItems', schema.maxItems);
  add(schema.uniqueItems, 'uniqueItems');
  add(schema.minProperties, 'minProperties', schema.minProperties);
  add(schema.maxProperties, 'maxProperties', schema.maxProperties);
  add(schema.pattern, 'pattern', schema.pattern);
  add(schema.default, 'default', JSON.stringify(schema.default));
  return out;
}

/** The first example a schema documents (`example`, then `examples[0]`). */
export function schemaExample(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  return Array.isArray(schema.examples) ? schema.examples[0] : undefined;
}

/** `string`, `number | null`, `array of string`, `one of`… as data (see `typeText`). */
export function displayType(schema: SchemaObject, spec: OpenApiDocument): SchemaType {
  if (Array.isArray(schema.oneOf)) return { word: 'oneOf' };
  if (Array.isArray(schema.anyOf)) return { word: 'anyOf' };
  const types = typesOf(schema);
  // OpenAPI 3.0's `nullable: true` is 3.1's `type: [..., 'null']`.
  if (schema.nullable === true && types.length > 0 && !types.includes('null')) types.push('null');
  if (types.length === 0) return schema.const !== undefined ? typeof schema.const : { word: 'any' };
  const shown = types.map((type): SchemaType => {
    if (type !== 'array' || !schema.items) return type;
    const item = flattenSchema(spec, schema.items);
    // A named item is shown by its name unless it is a plain scalar (`AgentId` is a string); an anonymous one by its own type, which ends: the document is a tree below its $refs.
    const itemTypes = typesOf(item.schema);
    const scalar = itemTypes.length > 0 && !itemTypes.includes('object') && !itemTypes.includes('array') && !item.schema.oneOf && !item.schema.anyOf;
    const itemType = item.refName && !scalar ? item.refName : item.refName ? unionOf(itemTypes) : displayType(item.schema, spec);
    return { arrayOf: itemType };
  });
  return unionOf(shown);
}

/** One type as itself, several as their union. */
const unionOf = (types: SchemaType[]): SchemaType => (types.length === 1 ? types[0]! : { union: types });
