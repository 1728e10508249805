import { OpenApiError } from '../../shared/errors.js';
import { parseRef, pointerOf, valueAt } from './jsonPointer.js';
import type { OpenApiDocument } from './openapiTypes.js';

/** What every `$ref` problem suggests. */
export const REF_HINT = 'a $ref must point at an object in this document, e.g. "#/components/schemas/Agent"';

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);
const refOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { $ref?: unknown }).$ref : undefined);

/**
 * Follows `ref` to the object it names, and on through targets that are themselves `$ref`s
 * (an alias chain). `at` is the JSON pointer of the `$ref` being followed, for messages.
 * Says what is wrong instead: not a pointer into the document, no target, a target that is
 * not an object, or a circular chain (`A -> B -> A`).
 */
export function followRef(spec: OpenApiDocument, ref: string, at?: string): { value: object } | { problem: string } {
  const chain: string[] = at ? [at] : [];
  let current = ref;
  for (;;) {
    const head = chain.length ? `$ref at ${chain.at(-1)}` : '$ref';
    const parsed = parseRef(current);
    if ('problem' in parsed) return { problem: `${head} is not valid: ${parsed.problem}` };
    const target = pointerOf(parsed.keys);
    const value = valueAt(spec, parsed.keys);
    if (value === undefined) return { problem: `${head} points to ${current}, which does not exist` };
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: `${head} points to ${current}, which is ${kindOf(value)}, not an object` };
    const next = refOf(value);
    if (typeof next !== 'string') return { value };
    const repeated = chain.indexOf(target);
    if (repeated !== -1) {
      const cycle = [...chain.slice(repeated), target];
      return { problem: `$ref at ${cycle[0]} is a circular alias chain: ${cycle.join(' -> ')}` };
    }
    chain.push(target);
    current = next;
  }
}

/**
 * Follows a local `$ref` (`#/components/...`) and any alias chain; returns the value itself
 * when it has none. A bad reference throws an `OpenApiError` naming it (documents read by
 * `loadSpec` have every reference checked already, with the file).
 */
export function resolveRef<T>(spec: OpenApiDocument, value: T): T {
  const ref = refOf(value);
  if (typeof ref !== 'string') return value;
  const followed = followRef(spec, ref);
  if ('problem' in followed) throw new OpenApiError(followed.problem, { hint: REF_HINT });
  return followed.value as T;
}
