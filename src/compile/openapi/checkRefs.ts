import { OpenApiError } from '../../shared/errors.js';
import { parseRef, pointerOf, valueAt } from './jsonPointer.js';
import type { OpenApiDocument } from './openapiTypes.js';
import { followRef, REF_HINT } from './resolveRef.js';

type Keys = Array<string | number>;

/** Keys whose values are data, not OpenAPI objects: a `$ref` inside an example is just text. */
const LITERAL_KEYS = new Set(['example', 'default', 'const', 'enum']);

/** Whether the value at `keys` is literal data (examples, defaults, extensions). */
function isLiteral(keys: Keys): boolean {
  const key = keys.at(-1);
  if (typeof key !== 'string') return false;
  // `examples` holds literal values in a schema (an array) and Example objects, whose `value` is literal, elsewhere.
  return LITERAL_KEYS.has(key) || key.startsWith('x-') || (key === 'value' && keys.at(-3) === 'examples');
}

/** Every `$ref` of the document with where it is, in document order. */
export function listRefs(spec: OpenApiDocument): Array<{ keys: Keys; ref: string; holder: object }> {
  const found: Array<{ keys: Keys; ref: string; holder: object }> = [];
  // An explicit stack: a deeply nested document must not overflow the call stack.
  const stack: Array<{ node: unknown; keys: Keys }> = [{ node: spec, keys: [] }];
  while (stack.length) {
    const { node, keys } = stack.pop()!;
    if (typeof node !== 'object' || node === null || isLiteral(keys)) continue;
    if (Array.isArray(node)) {
      if (keys.at(-1) !== 'examples') for (let index = node.length - 1; index >= 0; index--) stack.push({ node: node[index], keys: [...keys, index] });
      continue;
    }
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') found.push({ keys, ref, holder: node });
    const entries = Object.entries(node);
    for (let index = entries.length - 1; index >= 0; index--) stack.push({ node: entries[index]![1], keys: [...keys, entries[index]![0]] });
  }
  return found;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schemas a schema *is* (not contains): its `$ref` target and its allOf/oneOf/anyOf members, with their pointers. */
function sameValueEdges(spec: OpenApiDocument, node: object, at: string): Array<{ node: object; at: string }> {
  const edges: Array<{ node: object; at: string }> = [];
  const ref = (node as { $ref?: unknown }).$ref;
  const parsed = typeof ref === 'string' ? parseRef(ref) : undefined;
  const target = parsed && 'keys' in parsed ? valueAt(spec, parsed.keys) : undefined;
  if (parsed && 'keys' in parsed && isObject(target)) edges.push({ node: target, at: pointerOf(parsed.keys) });
  for (const kind of ['allOf', 'oneOf', 'anyOf']) {
    const members = (node as Record<string, unknown>)[kind];
    if (Array.isArray(members)) members.forEach((member, index) => isObject(member) && edges.push({ node: member, at: `${at}/${kind}/${index}` }));
  }
  return edges;
}

/**
 * The path by which the schema holding a `$ref` is itself again through `$ref`, allOf, oneOf
 * and anyOf alone (no property or item in between), or `undefined`. Such a schema has no
 * finite meaning: validating or flattening it never ends.
 */
function selfInclusion(spec: OpenApiDocument, start: object, at: string): string[] | undefined {
  const visited = new Set<object>();
  const walk = (node: object, path: string[]): string[] | undefined => {
    for (const edge of sameValueEdges(spec, node, path.at(-1)!)) {
      if (edge.node === start) return [...path, at];
      if (visited.has(edge.node)) continue;
      visited.add(edge.node);
      const found = walk(edge.node, [...path, edge.at]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [at]);
}

/**
 * Checks every `$ref` of the document up front, so a bad one fails the load naming the
 * file and the JSON pointer of the `$ref` instead of failing later as a stack overflow or a
 * property of `undefined`: a target that does not exist or is not an object, a malformed
 * pointer, a circular alias chain, a schema that is itself through allOf/oneOf/anyOf.
 * Circular schemas (containing themselves through properties or items) are fine.
 */
export function checkRefs(spec: OpenApiDocument, file: string): void {
  const refs = listRefs(spec);
  const fail = (message: string, at: string) => new OpenApiError(message, { source: { file }, field: at, hint: REF_HINT });
  for (const { keys, ref } of refs) {
    const at = pointerOf(keys);
    const followed = followRef(spec, ref, at);
    if ('problem' in followed) throw fail(followed.problem, at);
  }
  for (const { keys, holder } of refs) {
    const at = pointerOf(keys);
    const cycle = selfInclusion(spec, holder, at);
    if (cycle) throw fail(`$ref at ${at} makes a schema contain itself through allOf, oneOf or anyOf alone: ${cycle.join(' -> ')}`, at);
  }
}
