import { describe, expect, it } from 'vitest';
import { boundedExample, exampleViews, GENERATED_EXAMPLE_LINES, mediaExamples } from '../../../src/compile/openapi/examples.js';
import type { OpenApiDocument, SchemaObject } from '../../../src/compile/openapi/openapiTypes.js';

/** An object of `width` string fields, each holding the same object one level down, `depth` levels deep. */
function wideAndDeep(width: number, depth: number): SchemaObject {
  const properties: Record<string, SchemaObject> = {};
  for (let index = 0; index < width; index++) properties[`field_${index}`] = depth > 0 ? wideAndDeep(width, depth - 1) : { type: 'string' };
  return { type: 'object', required: Object.keys(properties), properties };
}

const spec = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} } as unknown as OpenApiDocument;
const lines = (json: string) => json.split('\n').length;

describe('generated response examples of bounded length', () => {
  it('keeps an example that fits as it is', () => {
    const value = { id: 'ord_1', items: [{ sku: 'a' }] };
    expect(boundedExample(value)).toEqual({ value });
  });

  it('empties objects below the deepest level that fits, keeping every top-level field, and says how deep', () => {
    // 4 + 16 + 64 + 256 fields when whole; the objects of the fourth level (depth 3) are emptied.
    const [example] = exampleViews(mediaExamples(spec, { schema: wideAndDeep(4, 3) }, 'response'));
    expect(example!.cutBelowDepth).toBe(2);
    expect(lines(example!.json)).toBeLessThanOrEqual(GENERATED_EXAMPLE_LINES);
    const value = JSON.parse(example!.json) as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(value)).toEqual(['field_0', 'field_1', 'field_2', 'field_3']);
    expect(Object.keys(value.field_0!.field_0!)).toHaveLength(4);
    expect(value.field_0!.field_0!.field_0).toEqual({});
  });

  it('never cuts a request body: the samples send it', () => {
    const [example] = exampleViews(mediaExamples(spec, { schema: wideAndDeep(4, 3) }, 'request'));
    expect(example!.cutBelowDepth).toBeUndefined();
    expect(lines(example!.json)).toBeGreaterThan(GENERATED_EXAMPLE_LINES);
  });

  it('samples a schema once per document: responses of the same schema share one example and its printed JSON', () => {
    const shared = { ...spec, components: { schemas: { Error: wideAndDeep(2, 1) } } } as unknown as OpenApiDocument;
    const first = mediaExamples(shared, { schema: { $ref: '#/components/schemas/Error' } }, 'response');
    const second = mediaExamples(shared, { schema: { $ref: '#/components/schemas/Error' } }, 'response');
    expect(second).toBe(first);
    expect(exampleViews(second)[0]).toBe(exampleViews(first)[0]);
    expect(JSON.parse(exampleViews(first)[0]!.json)).toEqual({ field_0: { field_0: 'string', field_1: 'string' }, field_1: { field_0: 'string', field_1: 'string' } });
    // Another document's schema of the same name is its own.
    const other = { ...spec, components: { schemas: { Error: { type: 'object', required: ['code'], properties: { code: { type: 'integer' } } } } } } as unknown as OpenApiDocument;
    expect(exampleViews(mediaExamples(other, { schema: { $ref: '#/components/schemas/Error' } }, 'response'))[0]!.json).toBe('{\n  "code": 0\n}');
  });
});

