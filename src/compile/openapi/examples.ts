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
  const generated = sampleSchema(spec, media.schema, direction);
  if (generated === undefined) return [];
  // A request's example is the body samples send: whole. A response's is read: bounded.
  if (direction === 'request') return [{ name: 'generated', value: generated, generated: true }];
  return [{ name: 'generated', ...boundedExample(generated), generated: true }];
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
  return examples.map(({ name, summary, value, generated, cutBelowDepth }) => ({ name, summary, generated, json: JSON.stringify(value, null, 2), ...(cutBelowDepth !== undefined && { cutBelowDepth }) }));
}

/** The JSON media type of a content map (`application/json`, `application/problem+json`…), else the first one. */
export function jsonMediaType(content: Record<string, MediaTypeObject> | undefined): string | undefined {
  const types = Object.keys(content ?? {});
  return types.find((type) => /^application\/([\w.-]+\+)?json\b/.test(type)) ?? types[0];
}
