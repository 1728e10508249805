import type { TryItProps } from '../../../src/compile/openapi/apiPageData';
import { bodyKindOf, textOf, type SampleBody } from '../../../src/compile/openapi/samples/sampleRequest';
import { tryItText } from '../../i18n/tryItStrings';

/** The key of `FormState.files` that holds the file a binary body (`application/octet-stream`…) sends. */
export const BODY_FILE = '';

/** The files the reader chose: one per multipart file field, by field name, or the whole body under `BODY_FILE`. */
export type ChosenFiles = Record<string, File | undefined>;

/** A body ready for `fetch`; `contentType` is absent for multipart, whose boundary the browser writes. */
export interface EncodedBody {
  body: string | FormData | Blob;
  contentType?: string;
  /** The same body as the samples describe it, for the request preview. */
  sample: SampleBody;
}

/** An object's fields as a form sends them: arrays repeat the field, objects are sent as JSON. */
function fieldsOf(value: unknown): Array<[string, string]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.entries(value).flatMap(([name, item]): Array<[string, string]> => (Array.isArray(item) ? item.map((entry) => [name, textOf(entry)]) : [[name, textOf(item)]]));
}

/** A multipart body: the text fields, then each chosen file with its own type, else the one the document declares. */
function multipart(body: NonNullable<TryItProps['body']>, fields: Array<[string, string]>, files: ChosenFiles): EncodedBody {
  const form = new FormData();
  const fileFields = new Set((body.files ?? []).map((field) => field.name));
  // A file field's value is the file chosen, never text typed in the editor (an example may hold a placeholder string).
  const textFields = fields.filter(([name]) => !fileFields.has(name));
  for (const [name, value] of textFields) form.append(name, value);
  const sent: Extract<SampleBody, { kind: 'multipart' }>['files'] = [];
  for (const field of body.files ?? []) {
    const file = files[field.name];
    if (!file) continue;
    const contentType = file.type || field.contentType;
    form.append(field.name, file.type ? file : new File([file], file.name, { type: contentType }), file.name);
    sent.push({ name: field.name, file: file.name, contentType });
  }
  return { body: form, sample: { kind: 'multipart', mediaType: body.mediaType, fields: textFields, files: sent } };
}

/**
 * The body as the operation's media type wants it sent, from the editor's text and the files
 * chosen: JSON as typed, a form URL-encoded or multipart (FormData, with its files) from a JSON
 * object, text as text (a JSON string unquoted), a binary body as the chosen file. `undefined`
 * when there is nothing to send and the body is optional.
 */
export function encodeBody(body: NonNullable<TryItProps['body']>, text: string, files: ChosenFiles = {}): EncodedBody | { error: string } | undefined {
  const { mediaType } = body;
  const kind = bodyKindOf(mediaType);
  if (kind === 'binary') {
    const file = files[BODY_FILE];
    if (!file) return body.required ? { error: tryItText('docsite.TryIt.missingFile') } : undefined;
    return { body: file, contentType: mediaType, sample: { kind, mediaType, file: file.name } };
  }
  const anyFile = (body.files ?? []).some((field) => files[field.name]);
  if (!text && !anyFile) return body.required ? { error: tryItText('docsite.TryIt.missingBody') } : undefined;
  let value: unknown;
  try {
    value = JSON.parse(text || '{}');
  } catch (error) {
    if (kind !== 'text') return { error: tryItText('docsite.TryIt.bodyNotJson', { error: (error as Error).message }) };
    value = text;
  }
  if (kind === 'json') return { body: text, contentType: mediaType, sample: { kind, mediaType, value } };
  if (kind === 'text') {
    const sent = typeof value === 'string' ? value : text;
    return { body: sent, contentType: mediaType, sample: { kind, mediaType, text: sent } };
  }
  const fields = fieldsOf(value);
  if (!fields) return { error: tryItText('docsite.TryIt.formNeedsObject', { mediaType }) };
  if (kind === 'form') return { body: new URLSearchParams(fields).toString(), contentType: mediaType, sample: { kind, mediaType, fields } };
  return multipart(body, fields, files);
}
