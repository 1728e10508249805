import { resolveRef } from '../../compile/openapi/resolveRef.js';
import type { OpenApiDocument, SchemaObject } from '../../compile/openapi/openapiTypes.js';

/** One problem in a request, shaped like the API's `ValidationIssue` (FastAPI/pydantic style). */
export interface ValidationIssue {
  /** Where: the request part (`path`, `query`, `header`, `body`), then field names and indexes. */
  loc: Array<string | number>;
  msg: string;
  type: string;
}

type Loc = ValidationIssue['loc'];

const TYPE_MESSAGES: Record<string, [string, string]> = {
  string: ['string_type', 'Input should be a valid string'],
  integer: ['int_type', 'Input should be a valid integer'],
  number: ['float_type', 'Input should be a valid number'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  array: ['list_type', 'Input should be a valid list'],
  object: ['dict_type', 'Input should be a valid dictionary'],
  null: ['none_required', 'Input should be None'],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

const listText = (values: unknown[]) => {
  const quoted = values.map((value) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value)));
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
};

/** RFC 3339 date-time, as `format: date-time` means. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function checkString(schema: SchemaObject, value: string, loc: Loc, issues: ValidationIssue[]) {
  if (schema.minLength !== undefined && [...value].length < schema.minLength) issues.push({ loc, type: 'string_too_short', msg: `String should have at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}` });
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) issues.push({ loc, type: 'string_too_long', msg: `String should have at most ${schema.maxLength} characters` });
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) issues.push({ loc, type: 'string_pattern_mismatch', msg: `String should match pattern '${schema.pattern}'` });
  if (schema.format === 'date-time' && (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))) issues.push({ loc, type: 'datetime_parsing', msg: 'Input should be a valid datetime' });
}

function checkNumber(schema: SchemaObject, value: number, loc: Loc, issues: ValidationIssue[]) {
  const limits: Array<[unknown, (limit: number) => boolean, string, string]> = [
    [schema.minimum, (limit) => value >= limit, 'greater_than_equal', 'greater than or equal to'],
    [schema.exclusiveMinimum, (limit) => value > limit, 'greater_than', 'greater than'],
    [schema.maximum, (limit) => value <= limit, 'less_than_equal', 'less than or equal to'],
    [schema.exclusiveMaximum, (limit) => value < limit, 'less_than', 'less than'],
  ];
  for (const [limit, ok, type, words] of limits) {
    if (typeof limit === 'number' && !ok(limit)) issues.push({ loc, type, msg: `Input should be ${words} ${limit}` });
  }
}

function checkArray(spec: OpenApiDocument, schema: SchemaObject, value: unknown[], loc: Loc, issues: ValidationIssue[]) {
  const { minItems, maxItems } = schema;
  if (typeof minItems === 'number' && value.length < minItems) issues.push({ loc, type: 'too_short', msg: `List should have at least ${minItems} item${minItems === 1 ? '' : 's'} after validation, not ${value.length}` });
  if (typeof maxItems === 'number' && value.length > maxItems) issues.push({ loc, type: 'too_long', msg: `List should have at most ${maxItems} items after validation, not ${value.length}` });
  if (schema.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size !== value.length) issues.push({ loc, type: 'unique_items', msg: 'List items should be unique' });
  if (schema.items) value.forEach((item, index) => issues.push(...validateSchema(spec, schema.items!, item, [...loc, index])));
}

function checkObject(spec: OpenApiDocument, schema: SchemaObject, value: Record<string, unknown>, loc: Loc, issues: ValidationIssue[]) {
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) if (!(name in value)) issues.push({ loc: [...loc, name], type: 'missing', msg: 'Field required' });
  if (typeof schema.minProperties === 'number' && Object.keys(value).length < schema.minProperties) issues.push({ loc, type: 'too_short', msg: `Dictionary should have at least ${schema.minProperties} item${schema.minProperties === 1 ? '' : 's'}` });
  for (const [name, item] of Object.entries(value)) {
    const property = properties[name];
    if (property) issues.push(...validateSchema(spec, property, item, [...loc, name]));
    else if (schema.additionalProperties === false) issues.push({ loc: [...loc, name], type: 'extra_forbidden', msg: 'Extra inputs are not permitted' });
    else if (isObject(schema.additionalProperties)) issues.push(...validateSchema(spec, schema.additionalProperties, item, [...loc, name]));
  }
}

function checkAlternatives(spec: OpenApiDocument, schema: SchemaObject, value: unknown, loc: Loc, issues: ValidationIssue[]) {
  for (const part of schema.allOf ?? []) issues.push(...validateSchema(spec, part, value, loc));
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[kind];
    if (!alternatives) continue;
    const results = alternatives.map((alternative) => validateSchema(spec, alternative, value, loc));
    const matches = results.filter((result) => result.length === 0).length;
    if (kind === 'oneOf' && matches > 1) issues.push({ loc, type: 'union_ambiguous', msg: `Input should match exactly one of the allowed shapes, not ${matches}` });
    if (matches === 0) issues.push(...results.reduce((best, result) => (result.length < best.length ? result : best)));
  }
}

/**
 * Validates a JSON value against the JSON Schema subset OpenAPI 3.1 documents use: `$ref`,
 * type (with arrays and `null`), enum, const, string, number, array and object keywords,
 * `date-time`, and allOf/oneOf/anyOf. Returns every problem, pydantic style; empty means valid.
 */
export function validateSchema(spec: OpenApiDocument, raw: SchemaObject, value: unknown, loc: Loc = []): ValidationIssue[] {
  // `$ref` siblings (OpenAPI 3.1) only describe (description, default); the referenced schema validates.
  const schema = resolveRef(spec, raw);
  const issues: ValidationIssue[] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length && !types.some((type) => hasType(value, type))) {
    const [type, msg] = TYPE_MESSAGES[types.find((entry) => entry !== 'null') ?? 'null'] ?? ['type_error', 'Input has the wrong type'];
    return [{ loc, type, msg }];
  }
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value)) return [{ loc, type: 'literal_error', msg: `Input should be ${listText([schema.const])}` }];
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) return [{ loc, type: 'enum', msg: `Input should be ${listText(schema.enum)}` }];
  if (typeof value === 'string') checkString(schema, value, loc, issues);
  if (typeof value === 'number') checkNumber(schema, value, loc, issues);
  if (Array.isArray(value)) checkArray(spec, schema, value, loc, issues);
  if (isObject(value)) checkObject(spec, schema, value, loc, issues);
  checkAlternatives(spec, schema, value, loc, issues);
  return issues;
}
