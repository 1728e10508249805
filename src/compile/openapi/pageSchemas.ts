import { slugifyId } from '../../shared/slug.js';

/**
 * Where a schema is read: a request body hides `readOnly` properties, a response hides
 * `writeOnly` ones, a schema's own page shows both, marked.
 */
export type SchemaUsage = 'request' | 'response' | 'schema';

/** Nesting levels a page shows: a named schema whose properties would sit deeper links to its own page instead. */
export const EXPANDED_LEVELS = 2;

/** `#/components/schemas/Agent` → `Agent`; undefined for any other reference. */
export function componentSchemaName(ref: string): string | undefined {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  return match ? match[1]!.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/**
 * The named schemas one page renders: each (`$ref`, usage) is rendered once, at an anchor,
 * and every later occurrence, recursive ones included, links to that anchor. This, with
 * the depth limit, bounds a page by the size of the schemas it names instead of the
 * number of paths through them (a document with shared, circular schemas has millions).
 */
export class PageSchemas {
  private readonly anchors = new Map<string, string>();
  private readonly ids = new Set<string>();

  /** `schemaPageOf` gives the route of a component schema's own page (`undefined`: none, render it in place). */
  constructor(readonly schemaPageOf: (ref: string) => string | undefined) {}

  /** The anchor id of the schema's rendering on this page, when it has one already. */
  renderedAt(ref: string, usage: SchemaUsage): string | undefined {
    return this.anchors.get(`${usage} ${ref}`);
  }

  /** Records the schema's rendering starting here and returns its anchor id (`schema-response-agent`). */
  claim(ref: string, name: string, usage: SchemaUsage): string {
    const base = `schema-${usage === 'schema' ? '' : `${usage}-`}${slugifyId(name) || 'anonymous'}`;
    let id = base;
    for (let suffix = 2; this.ids.has(id); suffix += 1) id = `${base}-${suffix}`;
    this.ids.add(id);
    this.anchors.set(`${usage} ${ref}`, id);
    return id;
  }
}
