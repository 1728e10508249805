import type { OpenApiDocument, SchemaObject } from '../../compile/openapi/openapiTypes.js';
import { flattenSchema, typesOf } from '../../compile/openapi/schemaTree.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object built only from defaults, when every required property of the schema has one.
 * `within` holds the `$ref`s being built: a circular schema is not built inside itself.
 */
function fromDefaults(spec: OpenApiDocument, schema: SchemaObject, within: ReadonlySet<string>): Record<string, unknown> | undefined {
  const { schema: flat, ref } = flattenSchema(spec, schema);
  if (ref && within.has(ref)) return undefined;
  if (!typesOf(flat).includes('object') || !flat.properties) return undefined;
  const filled = applyDefaults(spec, flat, {}, ref ? new Set([...within, ref]) : within) as Record<string, unknown>;
  return (flat.required ?? []).every((name) => name in filled) ? filled : undefined;
}

/**
 * Fills what a request left out the way the API documents it: missing properties take their
 * `default`, and a missing nested object whose fields all have defaults (the agent's
 * `strategy` and `risk`) is built from them. Present values are kept as sent.
 */
export function applyDefaults(spec: OpenApiDocument, schema: SchemaObject, value: unknown, within: ReadonlySet<string> = new Set()): unknown {
  const flat = flattenSchema(spec, schema).schema;
  if (!isObject(value) || !flat.properties) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [name, raw] of Object.entries(flat.properties)) {
    const property = flattenSchema(spec, raw).schema;
    if (name in out) {
      out[name] = applyDefaults(spec, property, out[name]);
      continue;
    }
    if (property.default !== undefined) out[name] = structuredClone(property.default);
    else {
      const built = fromDefaults(spec, raw, within);
      if (built) out[name] = built;
    }
  }
  return out;
}
