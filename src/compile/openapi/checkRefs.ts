import { OpenApiError } from '../../shared/errors.js';
import { pointerOf } from './jsonPointer.js';
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
export function listRefs(spec: OpenApiDocument): Array<{ keys: Keys; ref: string }> {
  const found: Array<{ keys: Keys; ref: string }> = [];
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
    if (typeof ref === 'string') found.push({ keys, ref });
    const entries = Object.entries(node);
    for (let index = entries.length - 1; index >= 0; index--) stack.push({ node: entries[index]![1], keys: [...keys, entries[index]![0]] });
  }
  return found;
}

/**
 * Checks every `$ref` of the document up front, so a bad one fails the load naming the
 * file and the JSON pointer of the `$ref` instead of failing later as a stack overflow or a
 * property of `undefined`: a target that does not exist or is not an object, a malformed
 * pointer, a circular alias chain. Circular schemas (through properties or items) are fine.
 */
export function checkRefs(spec: OpenApiDocument, file: string): void {
  for (const { keys, ref } of listRefs(spec)) {
    const at = pointerOf(keys);
    const followed = followRef(spec, ref, at);
    if ('problem' in followed) throw new OpenApiError(followed.problem, { source: { file }, field: at, hint: REF_HINT });
  }
}
