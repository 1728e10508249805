import type { OpenApiDocument } from './openapiTypes.js';

/** Follows a local `$ref` (`#/components/...`) chain; returns the value itself when it has none. */
export function resolveRef<T>(spec: OpenApiDocument, value: T): T {
  let current: unknown = value;
  for (let depth = 0; depth < 20; depth++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], spec);
    if (current === undefined) throw new Error(`unresolvable $ref ${ref}`);
  }
  throw new Error('$ref chain too deep');
}
