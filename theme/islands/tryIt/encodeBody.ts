import { bodyKindOf, textOf, type SampleBody } from '../../../src/compile/openapi/samples/sampleRequest';
import { tryItText } from '../../i18n/tryItStrings';

/** The boundary of multipart bodies try-it writes; fixed, so the preview and the request agree. */
export const BOUNDARY = 'docsite-try-it-boundary';

/** An object's fields as a form sends them: arrays repeat the field, objects are sent as JSON. */
function fieldsOf(value: unknown): Array<[string, string]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.entries(value).flatMap(([name, item]): Array<[string, string]> => (Array.isArray(item) ? item.map((entry) => [name, textOf(entry)]) : [[name, textOf(item)]]));
}

/**
 * The body editor's text as the operation's media type wants it sent: JSON as typed, a form
 * URL-encoded or multipart from a JSON object, text as text (a JSON string unquoted). Files
 * cannot be typed into the editor: a binary body is refused with a reason.
 */
export function encodeBody(mediaType: string, text: string): { body: string; contentType: string; sample: SampleBody } | { error: string } {
  const kind = bodyKindOf(mediaType);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (kind !== 'text') return { error: tryItText('docsite.TryIt.bodyNotJson', { error: (error as Error).message }) };
    value = text;
  }
  if (kind === 'json') return { body: text, contentType: mediaType, sample: { kind, mediaType, value } };
  if (kind === 'text') {
    const body = typeof value === 'string' ? value : text;
    return { body, contentType: mediaType, sample: { kind, mediaType, text: body } };
  }
  if (kind === 'binary') return { error: tryItText('docsite.TryIt.binaryBody', { mediaType }) };
  const fields = fieldsOf(value);
  if (!fields) return { error: tryItText('docsite.TryIt.formNeedsObject', { mediaType }) };
  if (kind === 'form') return { body: new URLSearchParams(fields).toString(), contentType: mediaType, sample: { kind, mediaType, fields } };
  const parts = fields.map(([name, item]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\\\r\n]/g, '_')}"\r\n\r\n${item}\r\n`);
  return { body: `${parts.join('')}--${BOUNDARY}--\r\n`, contentType: `multipart/form-data; boundary=${BOUNDARY}`, sample: { kind, mediaType, fields, files: [] } };
}
