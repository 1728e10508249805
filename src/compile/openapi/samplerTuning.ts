/**
 * openapi-sampler with two changes for samples people run: numbers closest to zero within the
 * schema's range (the sampler takes `minimum`, so an int64 range gave -9223372036854776000,
 * which JSON cannot even carry exactly), and short request bodies: required properties and
 * those with an example, never deprecated ones.
 */
import { requireCommonJs } from '../../shared/requireCommonJs.js';
import type { OpenApiDocument, SchemaObject } from './openapiTypes.js';
import { resolveRef } from './resolveRef.js';

type Sampler = (schema: SchemaObject, options: SamplerOptions, spec: unknown, context: unknown) => unknown;
/** Options of openapi-sampler, plus ours (it passes unknown options on to the samplers). */
export interface SamplerOptions {
  skipReadOnly?: boolean;
  skipWriteOnly?: boolean;
  quiet?: boolean;
  /** Only required properties and those with an example; no deprecated ones. */
  docsiteShort?: boolean;
}
interface SamplerModule {
  sample(schema: SchemaObject, options: SamplerOptions, spec: unknown): unknown;
  _registerSampler(type: string, sampler: Sampler): void;
  _samplers: Record<string, Sampler>;
}

/** The value of a number schema nearest to zero that its bounds allow (1 past an exclusive bound). */
export function sampleNumberNearZero(schema: SchemaObject): number {
  if (schema.type === 'number' && (schema.format === 'float' || schema.format === 'double') && schema.minimum === undefined && schema.maximum === undefined) return 0.1;
  const step = schema.type === 'integer' ? 1 : 0.1;
  const low = lowerBound(schema, step);
  const high = upperBound(schema, step);
  let value = 0;
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = high;
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return schema.type === 'integer' ? Math.round(value) : value;
}

/** The lowest value allowed, from `minimum` and `exclusiveMinimum` (a number in 3.1, a flag in 3.0). */
function lowerBound(schema: SchemaObject, step: number): number | undefined {
  const exclusive = schema.exclusiveMinimum;
  if (typeof exclusive === 'number') return exclusive + step;
  if (typeof schema.minimum !== 'number') return undefined;
  return exclusive === true ? schema.minimum + step : schema.minimum;
}

function upperBound(schema: SchemaObject, step: number): number | undefined {
  const exclusive = schema.exclusiveMaximum;
  if (typeof exclusive === 'number') return exclusive - step;
  if (typeof schema.maximum !== 'number') return undefined;
  return exclusive === true ? schema.maximum - step : schema.maximum;
}

/** A property a short sample keeps: required, or documented with an example, and not deprecated. */
function keepsProperty(spec: OpenApiDocument, name: string, property: SchemaObject, required: Set<string>): boolean {
  const target = resolveRef(spec, property as SchemaObject & { $ref?: string });
  if (property.deprecated === true || target.deprecated === true) return false;
  if (required.has(name)) return true;
  return [property, target].some((schema) => schema.example !== undefined || (Array.isArray(schema.examples) && schema.examples.length > 0));
}

let loaded: SamplerModule | undefined;

/** openapi-sampler with our number and object samplers registered (once per process). */
export function tunedSampler(): SamplerModule {
  if (loaded) return loaded;
  // Required on first use: the public API (which every site config imports) carries this module, and most sites have no spec.
  const sampler = requireCommonJs('openapi-sampler') as SamplerModule;
  const sampleObject = sampler._samplers.object!;
  sampler._registerSampler('integer', (schema) => sampleNumberNearZero(schema));
  sampler._registerSampler('number', (schema) => sampleNumberNearZero(schema));
  sampler._registerSampler('object', (schema, options, spec, context) => {
    if (!options.docsiteShort || !schema.properties) return sampleObject(schema, options, spec, context);
    const required = new Set(schema.required ?? []);
    const properties = Object.fromEntries(Object.entries(schema.properties).filter(([name, property]) => keepsProperty(spec as OpenApiDocument, name, property, required)));
    return sampleObject({ ...schema, properties }, options, spec, context);
  });
  return (loaded = sampler);
}
