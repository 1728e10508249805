/**
 * `$ref` values as JSON pointers into the document (RFC 6901 in a URI fragment, RFC 3986):
 * `#/components/schemas/Agent`, `#/paths/~1agent~1{agent_id}`. Only local references are
 * supported: the document is one file.
 */

/** The keys a `$ref` walks from the document root, or why it is not a pointer into the document. */
export function parseRef(ref: string): { keys: string[] } | { problem: string } {
  if (!ref.startsWith('#')) return { problem: `"${ref}" is not a reference into this document (only "#/…" references are supported)` };
  if (ref === '#') return { keys: [] };
  if (!ref.startsWith('#/')) return { problem: `"${ref}" is not a JSON pointer (it must start with "#/")` };
  const keys: string[] = [];
  for (const raw of ref.slice(2).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { problem: `"${ref}" has a malformed percent-encoding in "${raw}"` };
    }
    if (/~(?![01])/.test(segment)) return { problem: `"${ref}" has a "~" not followed by 0 or 1 in "${raw}" (write "~0" for "~" and "~1" for "/")` };
    // RFC 6901: "~1" first, then "~0", so "~01" is "~1", not "/".
    keys.push(segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return { keys };
}

/** The JSON pointer (as a `$ref` would write it) of a location given by its keys. */
export function pointerOf(keys: Array<string | number>): string {
  return `#${keys.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/** What a `$ref` points at: the value, or `undefined` when the document has nothing there. */
export function valueAt(document: unknown, keys: string[]): unknown {
  let node = document;
  for (const key of keys) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
