import type { TryItParameter, TryItProps } from '../../../src/compile/openapi/apiPageData';
import { curlSample } from '../../../src/compile/openapi/samples/curl';
import { cookieHeader, fillPath, queryString, type SampleHeader, type SampleQuery } from '../../../src/compile/openapi/samples/sampleRequest';
import { queryPairs, styledText, type StyledParameter } from '../../../src/compile/openapi/serializeParameter';
import { COOKIE_HEADER } from '../../../src/server/proxy/proxyRules';
import { encodeBody, type ChosenFiles } from './encodeBody';
import { tryItText } from '../../i18n/tryItStrings';

/** What the reader typed. */
export interface FormState {
  /** Parameter values by `in:name`; arrays and objects as JSON. */
  values: Record<string, string>;
  /** Credential values by header name. */
  auth: Record<string, string>;
  /** The body editor's text. */
  body: string;
  /** The files chosen for the body (`encodeBody`). */
  files?: ChosenFiles;
}

/** A request ready to send to the proxy, and the masked curl equivalent to show. */
export interface PreparedRequest {
  method: string;
  /** Same-origin URL under the proxy path. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Blob;
  /** The request as curl against the public API, credentials masked. */
  preview: string;
}

/** What try-it shows instead of a credential. */
export const MASK = '••••••••';

/** `user:password` as HTTP Basic sends it: base64 of its UTF-8 bytes. */
export function basicCredentials(userAndPassword: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(userAndPassword)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Field key of a parameter. */
export const fieldKey = (location: string, name: string) => `${location}:${name}`;

/** The parameters as the samples write them: path values (encoded), query pairs, headers and cookies. */
interface WrittenParameters {
  path: Record<string, string>;
  query: SampleQuery[];
  headers: SampleHeader[];
  cookies: SampleHeader[];
}

/** A typed value as the serialiser takes it: parsed JSON for arrays, objects and `content` parameters, else the text. */
function typedValue(parameter: TryItParameter, text: string): { value: unknown } | { error: string } {
  if (!parameter.json && !parameter.contentType) return { value: text };
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    // A `content` parameter of plain text is typed bare, as its example shows it.
    if (!parameter.json) return { value: text };
    return { error: tryItText('docsite.TryIt.parameterNotJson', { in: parameter.in, name: parameter.name, error: (error as Error).message }) };
  }
}

/**
 * Writes each filled parameter per its `style` and `explode`, with the samples' serialiser
 * (`serializeParameter.ts`), or says which required one is empty or which JSON is invalid.
 */
function writeParameters(parameters: TryItParameter[], values: Record<string, string>): WrittenParameters | { error: string } {
  const written: WrittenParameters = { path: {}, query: [], headers: [], cookies: [] };
  for (const parameter of parameters) {
    const text = (values[fieldKey(parameter.in, parameter.name)] ?? '').trim();
    if (!text) {
      if (parameter.required) return { error: tryItText('docsite.TryIt.missingParameter', { in: parameter.in, name: parameter.name }) };
      continue;
    }
    const typed = typedValue(parameter, text);
    if ('error' in typed) return typed;
    const styled: StyledParameter = { name: parameter.name, in: parameter.in, style: parameter.style, explode: parameter.explode, content: parameter.contentType ? { [parameter.contentType]: {} } : undefined };
    // The build already warned about combinations the serialiser cannot write; both send JSON then.
    if (parameter.in === 'path') written.path[parameter.name] = styledText(styled, typed.value, encodeURIComponent);
    else if (parameter.in === 'query') written.query.push(...queryPairs(styled, typed.value, () => {}));
    else if (parameter.in === 'header') written.headers.push({ name: parameter.name, value: styledText(styled, typed.value) });
    else written.cookies.push({ name: parameter.name, value: styledText(styled, typed.value, encodeURIComponent) });
  }
  return written;
}

/**
 * Turns the form into a request to `{proxyPath}{path}`, or says what is missing: a required
 * parameter, or a body that is not valid JSON. Parameters are written as the samples write
 * them; credentials go into headers, the query or cookies, Basic encoded from `user:password`;
 * the body is encoded per its media type (`encodeBody`). Browsers let no page set a `Cookie`
 * header, so cookies travel to the proxy in `X-Docsite-Cookie`, which it sends on as `Cookie`.
 */
export function prepareRequest(props: TryItProps, state: FormState): { request: PreparedRequest } | { error: string } {
  const written = writeParameters(props.parameters, state.values);
  if ('error' in written) return written;
  const encoded = props.body ? encodeBody(props.body, state.body.trim(), state.files) : undefined;
  if (encoded && 'error' in encoded) return encoded;
  const path = fillPath(props.path, written.path, Object.fromEntries(Object.keys(written.path).map((name) => [name, true])));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sampleHeaders: SampleHeader[] = [];
  const credentials = { query: [] as SampleQuery[], maskedQuery: [] as SampleQuery[], cookies: [] as SampleHeader[], maskedCookies: [] as SampleHeader[] };
  for (const auth of props.auth) {
    const value = state.auth[auth.header]?.trim();
    if (!value) continue;
    if (auth.in === 'query') {
      credentials.query.push([auth.header, value]);
      credentials.maskedQuery.push([auth.header, MASK]);
    } else if (auth.in === 'cookie') {
      credentials.cookies.push({ name: auth.header, value });
      credentials.maskedCookies.push({ name: auth.header, value: MASK });
    } else {
      headers[auth.header] = (auth.valuePrefix ?? '') + (auth.basic ? basicCredentials(value) : value);
      sampleHeaders.push({ name: auth.header, value: MASK, prefix: auth.valuePrefix });
    }
  }
  for (const { name, value } of written.headers) {
    headers[name] = value;
    sampleHeaders.push({ name, value });
  }
  // The samples' order: credential cookies first, query credentials last.
  const cookies = [...credentials.cookies, ...written.cookies];
  if (cookies.length) headers[COOKIE_HEADER] = cookieHeader(cookies, () => '');
  if (encoded?.contentType) headers['Content-Type'] = encoded.contentType;
  const search = queryString([...written.query, ...credentials.query]);
  const url = `${props.proxyPath.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  const maskedCookies = [...credentials.maskedCookies, ...written.cookies];
  const preview = curlSample({
    method: props.method,
    base: { url: props.publicBaseUrl },
    path,
    query: [...written.query, ...credentials.maskedQuery],
    headers: sampleHeaders,
    ...(maskedCookies.length ? { cookies: maskedCookies } : {}),
    body: encoded?.sample,
  });
  return { request: { method: props.method, url, headers, body: encoded?.body, preview } };
}
