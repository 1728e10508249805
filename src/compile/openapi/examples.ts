import type { ExampleView } from './apiPageData.js';
import type { MediaTypeObject, OpenApiDocument, SchemaObject } from './openapiTypes.js';
import { resolveRef } from './resolveRef.js';
import { tunedSampler } from './samplerTuning.js';

/** An example value of a body, with where it came from. */
export interface ExampleValue {
  name: string;
  summary?: string;
  value: unknown;
  /** No example is documented: the value was generated from the schema by openapi-sampler. */
  generated: boolean;
  /** A generated response example too long to show whole: objects and arrays nested deeper than this are shown empty (see `boundedExample`). */
  cutBelowDepth?: number;
}

/**
 * Lines a generated response example may take on the page. Stripe's error response embeds a
 * whole PaymentIntent: 1,100 lines, 100 KB of highlighted HTML per example, a third of the
 * page; the schema tree beside it documents every field anyway.
 */
export const GENERATED_EXAMPLE_LINES = 200;

/** `value` with objects and arrays deeper than `depth` emptied (`{}`, `[]`); the top level is depth 0. */
function cutBelow(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth < 0) return Array.isArray(value) ? [] : {};
  if (Array.isArray(value)) return value.map((item) => cutBelow(item, depth - 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutBelow(item, depth - 1)]));
}

const linesOf = (value: unknown) => JSON.stringify(value, null, 2).split('\n').length;

/**
 * A generated example as deep as fits in `GENERATED_EXAMPLE_LINES` (at least its top level's
 * fields), with how deep it was cut; one that fits is returned as it is.
 */
export function boundedExample(value: unknown): { value: unknown; cutBelowDepth?: number } {
  if (linesOf(value) <= GENERATED_EXAMPLE_LINES) return { value };
  let depth = 0;
  while (linesOf(cutBelow(value, depth + 1)) <= GENERATED_EXAMPLE_LINES) depth++;
  return { value: cutBelow(value, depth), cutBelowDepth: depth };
}

/**
 * The examples of a request or response body: the media type's `example`, else every entry
 * of its `examples` map, else one value generated from the schema with openapi-sampler
 * (which itself prefers schema-level `example`/`examples`, defaults and enums).
 */
export function mediaExamples(spec: OpenApiDocument, media: MediaTypeObject | undefined, direction: 'request' | 'response'): ExampleValue[] {
  if (!media) return [];
  if (media.example !== undefined) return [{ name: 'example', value: media.example, generated: false }];
  const named = Object.entries(media.examples ?? {}).map(([name, entry]) => {
    const example = resolveRef(spec, entry);
    return { name, summary: example.summary, value: example.value, generated: false };
  });
  if (named.length) return named;
  if (!media.schema) return [];
  if (direction === 'response') return generatedResponseExamples(spec, media.schema);
  const generated = sampleSchema(spec, media.schema, direction);
  // A request's example is the body samples send: whole. A response's is read: bounded.
  return generated === undefined ? [] : [{ name: 'generated', value: generated, generated: true }];
}

/** Generated response examples of each document by schema (as JSON): the same schema always samples the same. */
const responseExamples = new WeakMap<OpenApiDocument, Map<string, ExampleValue[]>>();

/**
 * A response's generated example, bounded (`boundedExample`), made once per schema: responses
 * repeat across operations (Stripe's `default` error response, on all 283 operations, embeds a
 * PaymentIntent of 1,100 lines, sampled and cut down each time). Callers only read it.
 */
function generatedResponseExamples(spec: OpenApiDocument, schema: SchemaObject): ExampleValue[] {
  let bySchema = responseExamples.get(spec);
  if (!bySchema) responseExamples.set(spec, (bySchema = new Map()));
  const key = JSON.stringify(schema);
  let examples = bySchema.get(key);
  if (!examples) {
    const generated = sampleSchema(spec, schema, 'response');
    examples = generated === undefined ? [] : [{ name: 'generated', ...boundedExample(generated), generated: true }];
    bySchema.set(key, examples);
  }
  return examples;
}

/**
 * A value for a schema from openapi-sampler (numbers within their range, nearest zero);
 * read-only fields are left out of requests, write-only out of responses. Requests keep only
 * required properties and those with an example, never deprecated ones, so samples stay short
 * (`short: false` keeps every property, for a parameter whose value is the object itself).
 */
export function sampleSchema(spec: OpenApiDocument, schema: SchemaObject, direction: 'request' | 'response', short = direction === 'request'): unknown {
  try {
    const options = { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true, docsiteShort: short };
    return tunedSampler().sample(schema, options, spec);
  } catch {
    // A schema the sampler cannot handle simply has no example; the tree still documents it.
    return undefined;
  }
}

/** Examples as pages show them: pretty-printed JSON. */
export function exampleViews(examples: ExampleValue[]): ExampleView[] {
  return examples.map((example) => {
    // A generated response example is shared by every response of its schema: printed once.
    let view = printed.get(example);
    if (!view) {
      const { name, summary, value, generated, cutBelowDepth } = example;
      printed.set(example, (view = { name, summary, generated, json: JSON.stringify(value, null, 2), ...(cutBelowDepth !== undefined && { cutBelowDepth }) }));
    }
    return view;
  });
}

const printed = new WeakMap<ExampleValue, ExampleView>();

/** The JSON media type of a content map (`application/json`, `application/problem+json`…), else the first one. */
export function jsonMediaType(content: Record<string, MediaTypeObject> | undefined): string | undefined {
  const types = Object.keys(content ?? {});
  return types.find((type) => /^application\/([\w.-]+\+)?json\b/.test(type)) ?? types[0];
}
