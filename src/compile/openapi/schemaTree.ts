import type { SchemaNode } from './apiPageData.js';
import type { OpenApiDocument, SchemaObject } from './openapiTypes.js';
import { resolveRef } from './resolveRef.js';

/** Turns a description (Markdown) into HTML; memoised per build by the caller. */
/** Markdown of the document to HTML; `field` (e.g. `requestBody.description`) names where it is, for warnings. */
export type DescriptionRenderer = (markdown: string | undefined, field?: string) => string | undefined;

interface TreeContext {
  spec: OpenApiDocument;
  md: DescriptionRenderer;
  /** `$ref`s of the ancestors, to stop at circular schemas. */
  stack: string[];
}

/** A schema with its `$ref` followed, sibling keywords (OpenAPI 3.1) kept, `allOf` merged. */
export interface FlatSchema {
  schema: SchemaObject;
  /** Name of the referenced component (`Agent`), when the schema was a `$ref`. */
  refName?: string;
  ref?: string;
}

/** Follows a `$ref` (keeping the referrer's own keywords, which win) and merges `allOf` parts. */
export function flattenSchema(spec: OpenApiDocument, schema: SchemaObject): FlatSchema {
  let merged: SchemaObject = schema;
  let refName: string | undefined;
  let ref: string | undefined;
  if (typeof schema.$ref === 'string') {
    ref = schema.$ref;
    refName = ref.split('/').at(-1);
    const { $ref: _ignored, ...siblings } = schema;
    const target = flattenSchema(spec, resolveRef(spec, { $ref: ref }) as SchemaObject);
    merged = { ...target.schema, ...siblings };
  }
  if (Array.isArray(merged.allOf)) {
    const parts = merged.allOf.map((part) => flattenSchema(spec, part).schema);
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
  add(schema.minimum, `≥ ${schema.minimum}`);
  add(schema.exclusiveMinimum, `> ${schema.exclusiveMinimum}`);
  add(schema.maximum, `≤ ${schema.maximum}`);
  add(schema.exclusiveMaximum, `< ${schema.exclusiveMaximum}`);
  add(schema.minLength, `length ≥ ${schema.minLength}`);
  add(schema.maxLength, `length ≤ ${schema.maxLength}`);
  add(schema.minItems, `items ≥ ${schema.minItems}`);
  add(schema.maxItems, `items ≤ ${schema.maxItems}`);
  add(schema.uniqueItems, 'unique items');
  add(schema.minProperties, `properties ≥ ${schema.minProperties}`);
  add(schema.pattern, `pattern ${schema.pattern}`);
  add(schema.default, `default ${JSON.stringify(schema.default)}`);
  return out;
}

/** The first example a schema documents (`example`, then `examples[0]`). */
export function schemaExample(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  return Array.isArray(schema.examples) ? schema.examples[0] : undefined;
}

/**
 * An expandable tree of a schema: every property with its type, format, required flag,
 * enum, constraints and example; arrays show their item, oneOf/anyOf their alternatives.
 * A schema that refers back to an ancestor is marked `circular` instead of recursing.
 */
export function buildSchemaTree(spec: OpenApiDocument, schema: SchemaObject, md: DescriptionRenderer): SchemaNode {
  return nodeOf(schema, { spec, md, stack: [] }, {});
}

function nodeOf(raw: SchemaObject, ctx: TreeContext, at: { name?: string; required?: boolean }): SchemaNode {
  const { schema, refName, ref } = flattenSchema(ctx.spec, raw);
  const node: SchemaNode = { ...at, type: displayType(schema, ctx.spec) };
  const title = (schema.title as string | undefined) ?? refName;
  if (title) node.title = title;
  if (typeof schema.format === 'string') node.format = schema.format;
  const description = ctx.md(schema.description);
  if (description) node.descriptionHtml = description;
  const values = schema.const !== undefined ? [schema.const] : schema.enum;
  if (Array.isArray(values)) node.enum = values.map((value) => JSON.stringify(value));
  const constraints = constraintsOf(schema);
  if (constraints.length) node.constraints = constraints;
  const example = schemaExample(schema);
  if (example !== undefined && typeof example !== 'object') node.example = JSON.stringify(example);
  if (ref && ctx.stack.includes(ref)) return { ...node, circular: true };
  const inner: TreeContext = ref ? { ...ctx, stack: [...ctx.stack, ref] } : ctx;
  const children = childrenOf(schema, inner);
  if (children) Object.assign(node, children);
  return node;
}

function childrenOf(schema: SchemaObject, ctx: TreeContext): Pick<SchemaNode, 'children' | 'childKind'> | undefined {
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[kind];
    if (Array.isArray(alternatives)) return { childKind: kind, children: alternatives.map((alternative) => nodeOf(alternative, ctx, {})) };
  }
  const types = typesOf(schema);
  if (types.includes('array') && schema.items) return { childKind: 'items', children: [nodeOf(schema.items, ctx, {})] };
  if (!types.includes('object')) return undefined;
  const required = new Set(schema.required ?? []);
  const children = Object.entries(schema.properties ?? {}).map(([name, property]) => nodeOf(property, ctx, { name, required: required.has(name) }));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    children.push(nodeOf(schema.additionalProperties, ctx, { name: '[any key]' }));
  }
  return children.length ? { childKind: 'properties', children } : undefined;
}

/** `string`, `number | null`, `array of string`, `one of`… */
export function displayType(schema: SchemaObject, spec: OpenApiDocument): string {
  if (Array.isArray(schema.oneOf)) return 'one of';
  if (Array.isArray(schema.anyOf)) return 'any of';
  const types = typesOf(schema);
  if (types.length === 0) return schema.const !== undefined ? typeof schema.const : 'any';
  return types
    .map((type) => {
      if (type !== 'array' || !schema.items) return type;
      const item = flattenSchema(spec, schema.items);
      const itemType = item.refName && typesOf(item.schema).includes('object') ? item.refName : typesOf(item.schema).join(' | ') || 'any';
      return `array of ${itemType}`;
    })
    .join(' | ');
}
