/**
 * What readers type to find an API operation: `POST /agent/{agent_id}/buy`, `buyTokens`,
 * `take_profit`, `dry_run`, `404`, `not_found`. Read from the operation's page data, so the
 * terms are indexed even where the rendered page shows them in a way the section splitter
 * cannot read (a collapsed schema tree, a tab). The page data is read structurally (names,
 * enums, statuses wherever they sit) so the index keeps working as the API views evolve.
 */

/** The facts of one operation page. */
export interface ApiFacts {
  /** Method and path, operation id: always indexed with the page's intro. */
  headline: string[];
  /** Parameter and field names, enum values, statuses, error codes, header names. */
  details: string[];
}

/** Page data that is code or markup, not facts (samples repeat every name three times). */
const SKIPPED_KEYS = new Set(['samples', 'tryIt', 'descriptionHtml', 'html', 'headings', 'bodySchema', 'summary', 'description']);

/** `"not_found"` → `not_found`: enum values and examples are JSON-encoded in the views. */
const unquote = (value: string) => value.replace(/^"(.*)"$/, '$1');

function walk(value: unknown, found: Set<string>, depth: number): void {
  if (depth > 40 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, found, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string' && ('type' in record || 'in' in record || 'required' in record)) found.add(record.name);
  if (typeof record.header === 'string') found.add(record.header);
  if (typeof record.status === 'string') found.add(record.status);
  if (Array.isArray(record.enum)) for (const item of record.enum) if (typeof item === 'string' || typeof item === 'number') found.add(unquote(String(item)));
  for (const [key, child] of Object.entries(record)) {
    if (SKIPPED_KEYS.has(key)) continue;
    if (typeof child === 'string' && (key === 'example' || key === 'json')) {
      for (const match of child.matchAll(/"(?:code|error|error_code)"\s*:\s*"([\w.-]{2,60})"/g)) found.add(match[1]!);
    } else walk(child, found, depth + 1);
  }
}

/** The facts of an operation view (`ApiPageData.operation`), or undefined for other pages. */
export function collectApiFacts(operation: unknown): ApiFacts | undefined {
  if (!operation || typeof operation !== 'object') return undefined;
  const view = operation as Record<string, unknown>;
  const headline: string[] = [];
  if (typeof view.method === 'string' && typeof view.path === 'string') headline.push(`${view.method.toUpperCase()} ${view.path}`);
  if (typeof view.operationId === 'string') headline.push(view.operationId);
  const found = new Set<string>();
  walk(view, found, 0);
  return { headline, details: [...found].filter((fact) => fact.trim() !== '') };
}
