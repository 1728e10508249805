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
  return generated === undefined ? [] : [{ name: 'generated', value: generated, generated: true }];
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
  return examples.map(({ name, summary, value, generated }) => ({ name, summary, generated, json: JSON.stringify(value, null, 2) }));
}

/** The JSON media type of a content map (`application/json`, `application/problem+json`…), else the first one. */
export function jsonMediaType(content: Record<string, MediaTypeObject> | undefined): string | undefined {
  const types = Object.keys(content ?? {});
  return types.find((type) => /^application\/([\w.-]+\+)?json\b/.test(type)) ?? types[0];
}
