import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, SchemaObject } from '../../../src/compile/openapi/openapiTypes.js';
import { validateSchema } from '../../../src/server/sandbox/validateSchema.js';

const spec = JSON.parse(readFileSync(new URL('../../../openapi/monk.json', import.meta.url), 'utf8')) as OpenApiDocument & Record<string, any>;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, formats: { 'date-time': DATE_TIME, int64: true, int32: true, double: true, float: true, 'uri-reference': true } });
ajv.addSchema({ components: spec.components }, 'monk');

const compiled = new Map<SchemaObject, ReturnType<typeof ajv.compile>>();
/** ajv, compiled once per schema, resolving `#/components/...` refs against the document. */
function ajvValid(schema: SchemaObject, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"monk#/components')))));
  return validate(value) === true;
}

/** Every media-type example of the document, with the schema it must satisfy. */
function examples(): Array<{ where: string; schema: SchemaObject; value: unknown }> {
  const out: Array<{ where: string; schema: SchemaObject; value: unknown }> = [];
  const resolve = (value: any) => (value?.$ref ? value.$ref.split('/').slice(1).reduce((node: any, key: string) => node[key], spec) : value);
  for (const [path, item] of Object.entries<any>(spec.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      const medias = [operation.requestBody?.content?.['application/json'], ...Object.values<any>(operation.responses ?? {}).map((response) => resolve(response).content?.['application/json'])];
      medias.forEach((media, index) => {
        if (!media?.schema) return;
        const values = 'example' in media ? [media.example] : Object.values<any>(media.examples ?? {}).map((entry) => entry.value);
        values.forEach((value) => out.push({ where: `${method} ${path} #${index}`, schema: media.schema, value }));
      });
    }
  }
  return out;
}

/** Broken copies of a value: each top-level field removed, and each replaced by values of other types. */
function mutations(value: unknown): unknown[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [null, 'text', 3, [], {}];
  const out: unknown[] = [];
  for (const key of Object.keys(value)) {
    const { [key]: _removed, ...rest } = value as Record<string, unknown>;
    out.push(rest);
    for (const replacement of [null, 'text', -1, 1.5, true, [], {}, ['x'], 'not-a-date', '']) out.push({ ...value, [key]: replacement });
  }
  return out;
}

describe('validateSchema: the sandbox validator', () => {
  it('agrees with ajv on every documented example and on thousands of broken copies', () => {
    let compared = 0;
    const disagreements: string[] = [];
    for (const { where, schema, value } of examples()) {
      for (const candidate of [value, ...mutations(value)]) {
        const ours = validateSchema(spec, schema, candidate).length === 0;
        if (ours !== ajvValid(schema, candidate)) disagreements.push(`${where}: ${JSON.stringify(candidate).slice(0, 120)} ours=${ours}`);
        compared++;
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(2000);
  });

  it('reports every problem with its location, pydantic style', () => {
    const issues = validateSchema(spec, { $ref: '#/components/schemas/BuyRequest' }, { token: 'DEGEN!', amount_usd: 0, stop_loss: 80, extra: 1 }, ['body']);
    expect(issues).toEqual([
      { loc: ['body', 'chain'], type: 'missing', msg: 'Field required' },
      { loc: ['body', 'token'], type: 'string_pattern_mismatch', msg: `String should match pattern '${spec.components!.schemas!.TokenRef!.pattern}'` },
      { loc: ['body', 'amount_usd'], type: 'greater_than_equal', msg: 'Input should be greater than or equal to 1' },
      { loc: ['body', 'stop_loss'], type: 'less_than_equal', msg: 'Input should be less than or equal to 50' },
    ]);
    expect(validateSchema(spec, { type: 'object', additionalProperties: false, properties: {} }, { a: 1 })).toEqual([{ loc: ['a'], type: 'extra_forbidden', msg: 'Extra inputs are not permitted' }]);
    expect(validateSchema(spec, { $ref: '#/components/schemas/Chain' }, 'bitcoin')).toEqual([{ loc: [], type: 'enum', msg: "Input should be 'ethereum', 'base', 'solana' or 'arbitrum'" }]);
  });
});
