import type { OpenApiDocument, SchemaObject } from './openapiTypes.js';
import { resolveRef } from './resolveRef.js';

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

/** Human-readable limits of a schema, e.g. `≥ 1`, `length ≤ 64`, `pattern ^agt_…$`, `default 20`. */
export function constraintsOf(schema: SchemaObject): string[] {
  const out: string[] = [];
  const add = (condition: unknown, text: string) => condition !== undefined && condition !== false && out.push(text);
  // OpenAPI 3.0 makes `exclusiveMinimum: true` a flag on `minimum`; 3.1 (JSON Schema) a number of its own.
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  add(schema.minimum, `${exclusiveMin ? '>' : '≥'} ${schema.minimum}`);
  add(typeof schema.exclusiveMinimum === 'number' || undefined, `> ${schema.exclusiveMinimum}`);
  add(schema.maximum, `${exclusiveMax ? '<' : '≤'} ${schema.maximum}`);
  add(typeof schema.exclusiveMaximum === 'number' || undefined, `< ${schema.exclusiveMaximum}`);
  add(schema.multipleOf, `multiple of ${schema.multipleOf}`);
  add(schema.minLength, `length ≥ ${schema.minLength}`);
  add(schema.maxLength, `length ≤ ${schema.maxLength}`);
  add(schema.minItems, `items ≥ ${schema.minItems}`);
  add(schema.maxItems, `items ≤ ${schema.maxItems}`);
  add(schema.uniqueItems, 'unique items');
  add(schema.minProperties, `properties ≥ ${schema.minProperties}`);
  add(schema.maxProperties, `properties ≤ ${schema.maxProperties}`);
  add(schema.pattern, `pattern ${schema.pattern}`);
  add(schema.default, `default ${JSON.stringify(schema.default)}`);
  return out;
}

/** The first example a schema documents (`example`, then `examples[0]`). */
export function schemaExample(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  return Array.isArray(schema.examples) ? schema.examples[0] : undefined;
}

/** `string`, `number | null`, `array of string`, `one of`… */
export function displayType(schema: SchemaObject, spec: OpenApiDocument): string {
  if (Array.isArray(schema.oneOf)) return 'one of';
  if (Array.isArray(schema.anyOf)) return 'any of';
  const types = typesOf(schema);
  // OpenAPI 3.0's `nullable: true` is 3.1's `type: [..., 'null']`.
  if (schema.nullable === true && types.length > 0 && !types.includes('null')) types.push('null');
  if (types.length === 0) return schema.const !== undefined ? typeof schema.const : 'any';
  return types
    .map((type) => {
      if (type !== 'array' || !schema.items) return type;
      const item = flattenSchema(spec, schema.items);
      // A named item is shown by its name unless it is a plain scalar (`AgentId` is a string); an anonymous one by its own type, which ends: the document is a tree below its $refs.
      const itemTypes = typesOf(item.schema);
      const scalar = itemTypes.length > 0 && !itemTypes.includes('object') && !itemTypes.includes('array') && !item.schema.oneOf && !item.schema.anyOf;
      const itemType = item.refName && !scalar ? item.refName : item.refName ? itemTypes.join(' | ') : displayType(item.schema, spec);
      return `array of ${itemType}`;
    })
    .join(' | ');
}
