/**
 * A schema's type and limits as data, and their words. The compiled tree keeps what a
 * schema says (a kind and its values); the page puts it in its locale's words when it
 * renders (`theme/components/api/`, through `docsite.Api.*` ids a `code.json` translates),
 * so one compiled tree serves every locale, and the Markdown twins read the English.
 */

/**
 * A type as the tree keeps it: a bare string is a name shown as it is (a JSON type such as
 * `string`, or a schema's name such as `Agent`); the words around names are kinds.
 */
export type SchemaType = string | { word: 'oneOf' | 'anyOf' | 'any' } | { arrayOf: SchemaType } | { union: SchemaType[] };

/** Which limit a constraint sets; its words are `docsite.Api.constraint.<kind>`. */
export type ConstraintKind =
  | 'minimum'
  | 'exclusiveMinimum'
  | 'maximum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'minLength'
  | 'maxLength'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'minProperties'
  | 'maxProperties'
  | 'pattern'
  | 'default';

/** One limit of a schema: its kind and the value as shown (a number, a pattern, a default's JSON); `uniqueItems` has none. */
export interface Constraint {
  kind: ConstraintKind;
  value?: string;
}

/** The English words of types and constraints, by `docsite.Api.*` id (part of `API_STRINGS`); `{value}` and `{type}` are filled in. */
export const SCHEMA_WORDS = {
  'docsite.Api.schemaType.oneOf': 'one of',
  'docsite.Api.schemaType.anyOf': 'any of',
  'docsite.Api.schemaType.any': 'any',
  'docsite.Api.schemaType.arrayOf': 'array of {type}',
  'docsite.Api.constraint.minimum': '≥ {value}',
  'docsite.Api.constraint.exclusiveMinimum': '> {value}',
  'docsite.Api.constraint.maximum': '≤ {value}',
  'docsite.Api.constraint.exclusiveMaximum': '< {value}',
  'docsite.Api.constraint.multipleOf': 'multiple of {value}',
  'docsite.Api.constraint.minLength': 'length ≥ {value}',
  'docsite.Api.constraint.maxLength': 'length ≤ {value}',
  'docsite.Api.constraint.minItems': 'items ≥ {value}',
  'docsite.Api.constraint.maxItems': 'items ≤ {value}',
  'docsite.Api.constraint.uniqueItems': 'unique items',
  'docsite.Api.constraint.minProperties': 'properties ≥ {value}',
  'docsite.Api.constraint.maxProperties': 'properties ≤ {value}',
  'docsite.Api.constraint.pattern': 'pattern {value}',
  'docsite.Api.constraint.default': 'default {value}',
} as const;

/** An id of the schema words. */
export type SchemaWordId = keyof typeof SCHEMA_WORDS;

/** How a caller says a word: the theme's `apiText` (the page's locale), or `englishWord`. */
export type SayWord = (id: SchemaWordId, values?: Readonly<Record<string, string>>) => string;

/** The English of a schema word, `{name}`s filled in once (a value's own braces, as in a pattern `\d{3}`, stay as they are). */
export const englishWord: SayWord = (id, values = {}) => SCHEMA_WORDS[id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A type in words: `string`, `number | null`, `array of Agent`, `one of`. */
export function typeText(type: SchemaType, say: SayWord = englishWord): string {
  if (typeof type === 'string') return type;
  if ('word' in type) return say(`docsite.Api.schemaType.${type.word}`);
  if ('arrayOf' in type) return say('docsite.Api.schemaType.arrayOf', { type: typeText(type.arrayOf, say) });
  return type.union.map((part) => typeText(part, say)).join(' | ');
}

/** A constraint in words: `≥ 1`, `length ≤ 64`, `pattern ^agt_…$`, `default 20`. */
export const constraintText = (constraint: Constraint, say: SayWord = englishWord): string =>
  say(`docsite.Api.constraint.${constraint.kind}`, constraint.value === undefined ? {} : { value: constraint.value });
