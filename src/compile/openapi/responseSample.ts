import type { OpenApiDocument, OperationObject } from './openapiTypes.js';
import { bodyKindOf, fileNameFor } from './requestBodySample.js';
import { resolveRef } from './resolveRef.js';
import type { SampleResponse } from './samples/sampleRequest.js';

/**
 * How a sample reads the answer of an operation, from its first success response (else
 * `default`): JSON pretty-printed, `text/event-stream` streamed as it arrives, other text
 * printed, anything else saved to a file named after the media type; no content, just the status;
 * no success response declared, the body as text.
 */
export function sampleResponseOf(spec: OpenApiDocument, operation: OperationObject): SampleResponse & { mediaType?: string } {
  const responses = operation.responses ?? {};
  const status = Object.keys(responses)
    .filter((code) => /^2(\d\d|XX)$/i.test(code))
    .sort()[0] ?? (responses.default ? 'default' : undefined);
  // Nothing declared to succeed: print whatever comes back, JSON or not.
  if (!status) return { kind: 'text' };
  const types = Object.keys(resolveRef(spec, responses[status]!).content ?? {});
  if (types.length === 0) return { kind: 'empty' };
  const json = types.find((type) => bodyKindOf(type) === 'json');
  if (json) return { kind: 'json', mediaType: json };
  const mediaType = types[0]!;
  if (/^text\/event-stream\b/i.test(mediaType)) return { kind: 'sse', mediaType };
  if (bodyKindOf(mediaType) === 'text') return { kind: 'text', mediaType };
  return { kind: 'binary', mediaType, file: fileNameFor('response', mediaType) };
}
