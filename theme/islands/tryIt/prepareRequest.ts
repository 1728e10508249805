import type { TryItProps } from '../../../src/compile/openapi/apiPageData';
import { curlSample } from '../../../src/compile/openapi/samples/curl';
import { fillPath, queryString, type SampleRequest } from '../../../src/compile/openapi/samples/sampleRequest';
import { encodeBody } from './encodeBody';
import { tryItText } from '../../i18n/tryItStrings';

/** What the reader typed. */
export interface FormState {
  /** Parameter values by `in:name`. */
  values: Record<string, string>;
  /** Credential values by header name. */
  auth: Record<string, string>;
  /** The body editor's text. */
  body: string;
}

/** A request ready to send to the proxy, and the masked curl equivalent to show. */
export interface PreparedRequest {
  method: string;
  /** Same-origin URL under the proxy path. */
  url: string;
  headers: Record<string, string>;
  body?: string;
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

/**
 * Turns the form into a request to `{proxyPath}{path}`, or says what is missing: a required
 * parameter, or a body that is not valid JSON. Credentials go into headers or the query,
 * Basic encoded from `user:password`; the body is encoded per its media type (`encodeBody`).
 */
export function prepareRequest(props: TryItProps, state: FormState): { request: PreparedRequest } | { error: string } {
  const pathValues: Record<string, string> = {};
  const query: Array<[string, unknown]> = [];
  const headerParams: Array<[string, string]> = [];
  for (const parameter of props.parameters) {
    const value = (state.values[fieldKey(parameter.in, parameter.name)] ?? '').trim();
    if (!value) {
      if (parameter.required) return { error: tryItText('docsite.TryIt.missingParameter', { in: parameter.in, name: parameter.name }) };
      continue;
    }
    if (parameter.in === 'path') pathValues[parameter.name] = value;
    else if (parameter.in === 'query') query.push([parameter.name, value]);
    else headerParams.push([parameter.name, value]);
  }
  const bodyText = props.body ? state.body.trim() : '';
  if (props.body && !bodyText && props.body.required) return { error: tryItText('docsite.TryIt.missingBody') };
  const encoded = bodyText ? encodeBody(props.body!.mediaType, bodyText) : undefined;
  if (encoded && 'error' in encoded) return encoded;
  const path = fillPath(props.path, pathValues);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sampleHeaders: SampleRequest['headers'] = [];
  const sampleQuery = [...query];
  for (const auth of props.auth) {
    const value = state.auth[auth.header]?.trim();
    if (!value) continue;
    // Browsers let no page set a cookie for another site, and the proxy forwards none.
    if (auth.in === 'cookie') return { error: tryItText('docsite.TryIt.cookie', { name: auth.header }) };
    if (auth.in === 'query') {
      query.push([auth.header, value]);
      sampleQuery.push([auth.header, MASK]);
      continue;
    }
    headers[auth.header] = (auth.valuePrefix ?? '') + (auth.basic ? basicCredentials(value) : value);
    sampleHeaders.push({ name: auth.header, value: MASK, prefix: auth.valuePrefix });
  }
  const search = queryString(query);
  for (const [name, value] of headerParams) {
    headers[name] = value;
    sampleHeaders.push({ name, value });
  }
  if (encoded) headers['Content-Type'] = encoded.contentType;
  const url = `${props.proxyPath.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  const preview = curlSample({ method: props.method, base: { url: props.publicBaseUrl }, path, query: sampleQuery, headers: sampleHeaders, body: encoded?.sample });
  return { request: { method: props.method, url, headers, body: encoded?.body, preview } };
}
