/**
 * Parameter values written the way OpenAPI 3 `style` and `explode` say (OpenAPI 3.1 §4.8.12.4,
 * "Style Examples"), so a sample sends exactly what the operation declares.
 */
import type { SampleQuery } from './samples/sampleRequest.js';
import { textOf } from './samples/sampleRequest.js';

/** What serialising needs to know of a parameter. */
export interface StyledParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  style?: string;
  explode?: boolean;
  /** The parameter is sent as a media type (`content`), e.g. JSON text. */
  content?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The default style of each location, and `explode` defaulting to true only for `form`. */
function styleOf(parameter: StyledParameter): { style: string; explode: boolean } {
  const style = parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple');
  return { style, explode: parameter.explode ?? style === 'form' };
}

/** `{a: 1, b: 2}` → `['a', '1', 'b', '2']` (the non-exploded object form). */
const flatPairs = (value: Record<string, unknown>) => Object.entries(value).flatMap(([key, item]) => [key, textOf(item)]);

/**
 * Query pairs of a parameter (a name may repeat). Scalars keep their JSON value, so a sample
 * writes `limit=20`; an unsupported combination is reported through `warn` and sent as JSON text.
 */
export function queryPairs(parameter: StyledParameter, value: unknown, warn: (message: string) => void): SampleQuery[] {
  if (parameter.content) return [[parameter.name, JSON.stringify(value)]];
  const { style, explode } = styleOf(parameter);
  if (Array.isArray(value)) {
    if (explode && (style === 'form' || style === 'spaceDelimited' || style === 'pipeDelimited')) return value.map((item) => [parameter.name, item]);
    const separator = { form: ',', spaceDelimited: ' ', pipeDelimited: '|' }[style];
    if (separator) return [[parameter.name, value.map(textOf).join(separator)]];
  } else if (isObject(value)) {
    if (style === 'deepObject') return Object.entries(value).map(([key, item]) => [`${parameter.name}[${key}]`, item]);
    if (style === 'form') return explode ? Object.entries(value) : [[parameter.name, flatPairs(value).join(',')]];
  } else {
    return [[parameter.name, value]];
  }
  warn(`query parameter ${parameter.name}: style ${style}${explode ? ' with explode' : ''} is not supported for this value; the sample sends it as JSON`);
  return [[parameter.name, JSON.stringify(value)]];
}

/**
 * A path segment for `{name}`, percent-encoded (`simple`, `label` `.x`, `matrix` `;name=x`),
 * or a header or cookie value (`simple`: arrays and objects comma-separated).
 */
export function styledText(parameter: StyledParameter, value: unknown, encode: (text: string) => string = (text) => text): string {
  if (parameter.content) return encode(JSON.stringify(value));
  const { style, explode } = styleOf(parameter);
  const items = Array.isArray(value) ? value.map((item) => encode(textOf(item))) : undefined;
  const entries = isObject(value) ? Object.entries(value).map(([key, item]): [string, string] => [encode(key), encode(textOf(item))]) : undefined;
  const scalar = items || entries ? undefined : encode(textOf(value));
  if (style === 'label') {
    const separator = explode ? '.' : ',';
    return '.' + (items?.join(separator) ?? entries?.map(([key, item]) => (explode ? `${key}=${item}` : `${key},${item}`)).join(separator) ?? scalar);
  }
  if (style === 'matrix') {
    const name = encode(parameter.name);
    if (items) return explode ? items.map((item) => `;${name}=${item}`).join('') : `;${name}=${items.join(',')}`;
    if (entries) return explode ? entries.map(([key, item]) => `;${key}=${item}`).join('') : `;${name}=${entries.flat().join(',')}`;
    return `;${name}=${scalar}`;
  }
  if (items) return items.join(',');
  if (entries) return entries.map(([key, item]) => (explode ? `${key}=${item}` : `${key},${item}`)).join(',');
  return scalar!;
}
