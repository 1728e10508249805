/**
 * The request a code sample makes, independent of language. Pure data and string helpers,
 * shared by the build (samples on every operation page) and the try-it panel (its request
 * preview), so it must not import anything from node.
 */

/** A header of a sample request. */
export interface SampleHeader {
  name: string;
  /** Literal value; for a credential read from the environment, what try-it shows instead (masked). */
  value: string;
  /** Read the value from this environment variable instead of writing it into the code. */
  env?: string;
  /** Text before the value, e.g. `Bearer `. */
  prefix?: string;
}

/** Everything a sample needs to make one request. */
export interface SampleRequest {
  method: string;
  /** API base URL; with `env`, samples read it from that variable and fall back to `url`. */
  base: { url: string; env?: string };
  /** Path after the base URL, parameters filled in and percent-encoded, e.g. `/agent/agt_7Qm2c9XkLp`. */
  path: string;
  /** Query parameters in order, with their JSON values (`20`, `"base"`). */
  query: Array<[string, unknown]>;
  headers: SampleHeader[];
  /** JSON request body. */
  body?: unknown;
}

/** A value as it appears in a URL or a form field: strings bare, everything else as JSON. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `name=value&…`, percent-encoded. */
export function queryString(query: SampleRequest['query']): string {
  return query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(textOf(value))}`).join('&');
}

/** The path with its query string. */
export function pathWithQuery(request: SampleRequest): string {
  const query = queryString(request.query);
  return query ? `${request.path}?${query}` : request.path;
}

/** Fills `{name}` placeholders of a path template with percent-encoded values. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (placeholder, name: string) => (values[name] === undefined ? placeholder : encodeURIComponent(values[name])));
}
