/**
 * The request a code sample makes, independent of language. Pure data and string helpers,
 * shared by the build (samples on every operation page) and the try-it panel (its request
 * preview), so it must not import anything from node.
 */

/** A header (or cookie) of a sample request. */
export interface SampleHeader {
  name: string;
  /** Literal value; for a credential read from the environment, what try-it shows instead (masked). */
  value: string;
  /** Read the value from this environment variable instead of writing it into the code. */
  env?: string;
  /** Text before the value, e.g. `Bearer `. */
  prefix?: string;
}

/** A query parameter: its JSON value (`20`, `"base"`), or a credential read from an environment variable. */
export type SampleQuery = [name: string, value: unknown, env?: string];

/** A file part of a multipart body: the form field, the local file the sample reads, its content type. */
export interface SampleFile {
  name: string;
  file: string;
  contentType: string;
}

/** The request body, as the operation's media type wants it sent. */
export type SampleBody =
  | { kind: 'json'; mediaType: string; value: unknown }
  | { kind: 'form'; mediaType: string; fields: Array<[string, string]> }
  | { kind: 'multipart'; mediaType: string; fields: Array<[string, string]>; files: SampleFile[] }
  | { kind: 'text'; mediaType: string; text: string }
  | { kind: 'binary'; mediaType: string; file: string };

/** How a sample reads the answer: JSON pretty-printed, text printed, binary saved to `file`, events streamed. */
export type SampleResponse = { kind: 'json' | 'text' | 'sse' | 'empty' } | { kind: 'binary'; file: string };

/** Everything a sample needs to make one request. */
export interface SampleRequest {
  method: string;
  /** API base URL; with `env`, samples read it from that variable and fall back to `url`. */
  base: { url: string; env?: string };
  /** Path after the base URL, parameters filled in and percent-encoded, e.g. `/agent/agt_7Qm2c9XkLp`. */
  path: string;
  /** Query parameters in order, already serialised per `style`/`explode` (a name may repeat). */
  query: SampleQuery[];
  headers: SampleHeader[];
  /** Cookies (cookie parameters and API keys sent as cookies). */
  cookies?: SampleHeader[];
  /** HTTP Basic credentials read from two environment variables; the sample encodes them. */
  basic?: { userEnv: string; passwordEnv: string };
  body?: SampleBody;
  /** How the answer is read; JSON when absent. */
  response?: SampleResponse;
  /** Lines the sample starts with as comments (how to get an OAuth token, which files it reads). */
  notes?: string[];
}

/** How a body of this media type is sent: JSON, a URL-encoded or multipart form, text, or the bytes of a file. */
export function bodyKindOf(mediaType: string): SampleBody['kind'] {
  const type = mediaType.toLowerCase().split(';')[0]!.trim();
  if (/^application\/([\w.-]+\+)?json$/.test(type) || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type.startsWith('text/') || /^application\/([\w.-]+\+)?xml$/.test(type) || type === 'application/yaml' || type === 'application/x-yaml') return 'text';
  return 'binary';
}

/** A value as it appears in a URL or a form field: strings bare, everything else as JSON. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `name=value&…`, percent-encoded; credentials from the environment are written by `credential`. */
export function queryString(query: SampleQuery[], credential: (env: string) => string = (env) => `$${env}`): string {
  return query.map(([name, value, env]) => `${encodeURIComponent(name)}=${env ? credential(env) : encodeURIComponent(textOf(value))}`).join('&');
}

/** The path with its query string. */
export function pathWithQuery(request: SampleRequest, credential?: (env: string) => string): string {
  const query = queryString(request.query, credential);
  return query ? `${request.path}?${query}` : request.path;
}

/** Fills `{name}` placeholders of a path template with values, percent-encoded unless `encoded` says they already are. */
export function fillPath(template: string, values: Record<string, string>, encoded: Record<string, boolean> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return encoded[name] ? value : encodeURIComponent(value);
  });
}

/** The `Cookie` header value of cookies, with credentials written by `credential`. */
export function cookieHeader(cookies: SampleHeader[], credential: (env: string) => string): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.env ? credential(cookie.env) : cookie.value}`).join('; ');
}
