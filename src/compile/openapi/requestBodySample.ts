import type { MediaTypeObject, OpenApiDocument, SchemaObject } from './openapiTypes.js';
import type { SampleBody, SampleFile } from './samples/sampleRequest.js';
import { bodyKindOf, textOf } from './samples/sampleRequest.js';

export { bodyKindOf };
import { flattenSchema } from './schemaTree.js';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

/** A file name for bytes of this media type: `avatar.png`, `body.bin`. */
export function fileNameFor(stem: string, mediaType: string): string {
  const type = mediaType.toLowerCase().split(/[;,]/)[0]!.trim();
  return `${stem.replace(/[^\w.-]+/g, '_') || 'file'}.${EXTENSIONS[type] ?? 'bin'}`;
}

/** A property that holds a file: binary or base64 text, or a 3.1 `contentMediaType`; arrays of them too. */
function isFileProperty(spec: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject | undefined {
  if (!schema) return undefined;
  const flat = flattenSchema(spec, schema).schema;
  if (flat.type === 'array' && flat.items) return isFileProperty(spec, flat.items);
  const binary = flat.format === 'binary' || flat.format === 'base64' || typeof flat.contentMediaType === 'string';
  return binary ? flat : undefined;
}

/** Form fields of an example object: arrays repeat their name (form style, exploded), objects are sent as JSON. */
function formFields(entries: Array<[string, unknown]>): Array<[string, string]> {
  return entries.flatMap(([name, value]): Array<[string, string]> => (Array.isArray(value) ? value.map((item) => [name, textOf(item)]) : [[name, textOf(value)]]));
}

/**
 * The body a sample sends for one media type of the request body, from its example `value`.
 * Multipart file properties (binary, base64 or `contentMediaType`) become files the sample
 * reads from the current folder, named after the property, with the `encoding`'s content type.
 */
export function sampleBodyOf(spec: OpenApiDocument, mediaType: string, media: MediaTypeObject | undefined, value: unknown): SampleBody {
  const kind = bodyKindOf(mediaType);
  if (kind === 'json') return { kind, mediaType, value };
  if (kind === 'text') return { kind, mediaType, text: typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 2) };
  if (kind === 'binary') return { kind, mediaType, file: fileNameFor('body', mediaType) };
  const schema = media?.schema ? flattenSchema(spec, media.schema).schema : {};
  const example = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  if (kind === 'form') return { kind, mediaType, fields: formFields(Object.entries(example)) };
  const files: SampleFile[] = [];
  const names = [...new Set([...Object.keys(example), ...(schema.required ?? [])])];
  const textEntries: Array<[string, unknown]> = [];
  for (const name of names) {
    const file = isFileProperty(spec, schema.properties?.[name]);
    if (file) {
      const contentType = (media?.encoding?.[name]?.contentType ?? (file.contentMediaType as string | undefined) ?? 'application/octet-stream').split(',')[0]!.trim();
      files.push({ name, file: fileNameFor(name, contentType), contentType });
    } else if (name in example) {
      textEntries.push([name, example[name]]);
    }
  }
  return { kind, mediaType, fields: formFields(textEntries), files };
}
