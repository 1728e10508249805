import type { SchemaNode } from './apiPageData.js';
import type { SchemaObject } from './openapiTypes.js';
import { componentSchemaName } from './pageSchemas.js';
import type { DescriptionRenderer } from './schemaTree.js';

/**
 * What each allowed value means, from `x-enumDescriptions` (Redocly: an object keyed by
 * value) or `x-enum-descriptions` (an array in the order of `enum`), as inline HTML.
 */
export function enumDescriptionsOf(schema: SchemaObject, values: unknown[], md: DescriptionRenderer): Array<string | undefined> | undefined {
  const byValue = schema['x-enumDescriptions'];
  const inOrder = schema['x-enum-descriptions'];
  let texts: unknown[] | undefined;
  if (byValue && typeof byValue === 'object' && !Array.isArray(byValue)) texts = values.map((value) => (byValue as Record<string, unknown>)[String(value)]);
  else if (Array.isArray(byValue)) texts = byValue;
  else if (Array.isArray(inOrder)) texts = inOrder;
  if (!texts) return undefined;
  const html = values.map((_, index) => {
    const text = texts[index];
    return typeof text === 'string' ? md(text) : undefined;
  });
  return html.some(Boolean) ? html : undefined;
}

/** The schema a `discriminator.mapping` value names: a `$ref`, or (OpenAPI's short form) a component name. */
const mappingRef = (target: string) => (target.startsWith('#') || target.includes('/') ? target : `#/components/schemas/${target}`);

/** A node's `discriminator`: its property and each value with the schema it selects, mapped or implied by the alternatives' names. */
export function discriminatorOf(schema: SchemaObject): { view: NonNullable<SchemaNode['discriminator']>; valueOf: (ref: string | undefined) => string | undefined } | undefined {
  const discriminator = schema.discriminator as { propertyName?: unknown; mapping?: Record<string, unknown> } | undefined;
  if (!discriminator || typeof discriminator.propertyName !== 'string') return undefined;
  const mapping = Object.entries(discriminator.mapping ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const valueOfRef = new Map(mapping.map(([value, target]) => [mappingRef(target), value]));
  // Without a mapping entry, an alternative is selected by its component name (OpenAPI 3.0.3, Discriminator Object).
  const alternatives = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map((alternative) => alternative.$ref).filter((ref): ref is string => typeof ref === 'string');
  const implied = alternatives.filter((ref) => !valueOfRef.has(ref) && componentSchemaName(ref)).map((ref) => [componentSchemaName(ref)!, ref] as const);
  const entries = [...mapping.map(([value, target]) => [value, mappingRef(target)] as const), ...implied];
  return {
    view: { propertyName: discriminator.propertyName, mapping: entries.map(([value, ref]) => ({ value, target: ref.split('/').at(-1)! })) },
    valueOf: (ref) => (ref ? (valueOfRef.get(ref) ?? (alternatives.includes(ref) ? componentSchemaName(ref) : undefined)) : undefined),
  };
}

/** JSON Schema keywords the trees do not show: each is reported once per document. */
export const UNSHOWN_KEYWORDS = ['not', 'if', 'then', 'else', 'patternProperties', 'prefixItems', 'contains', 'propertyNames', 'dependentSchemas', 'dependentRequired', 'unevaluatedProperties', 'unevaluatedItems'];

/** Whether a property shows where it is read: requests leave read-only properties out, responses write-only ones. */
export function isShownIn(property: SchemaObject, usage: 'request' | 'response' | 'schema'): boolean {
  if (property['x-internal'] === true) return false;
  if (usage === 'request') return property.readOnly !== true;
  if (usage === 'response') return property.writeOnly !== true;
  return true;
}
