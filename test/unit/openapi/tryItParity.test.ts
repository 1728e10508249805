import { describe, expect, it } from 'vitest';
import type { SecurityView, TryItProps } from '../../../src/compile/openapi/apiPageData.js';
import { sampleRequestOf, sampleValueOf } from '../../../src/compile/openapi/buildSamples.js';
import { compileOperation } from '../../../src/compile/openapi/compileOperation.js';
import { mediaExamples } from '../../../src/compile/openapi/examples.js';
import { listReferenceEntries, type ReferenceEntry } from '../../../src/compile/openapi/listReferenceEntries.js';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { asText, collectParameters } from '../../../src/compile/openapi/parameters.js';
import { sampleBodyOf } from '../../../src/compile/openapi/requestBodySample.js';
import { resolveRef } from '../../../src/compile/openapi/resolveRef.js';
import { typeText } from '../../../src/compile/openapi/schemaWords.js';
import { cookieHeader, pathWithQuery, type SampleRequest } from '../../../src/compile/openapi/samples/sampleRequest.js';
import { securityViews } from '../../../src/compile/openapi/security.js';
import { BODY_FILE, type ChosenFiles } from '../../../theme/islands/tryIt/encodeBody.js';
import { fieldKey, prepareRequest, type PreparedRequest } from '../../../theme/islands/tryIt/prepareRequest.js';
import { loadSampleDocument, sampleOperationContext } from '../../helpers/sampleDocuments.js';

/**
 * Try-it sends what the code samples send: for every operation of the sample fixtures (the
 * documents test/integration/sampleRecording.test.ts runs the samples of), the request try-it
 * prepares from the samples' parameter values, a credential per scheme and the example body
 * goes out as the samples' request does: path, query, headers, cookies, body and its type.
 */
const load = loadSampleDocument;
const context = sampleOperationContext;

/** The samples' request of an operation, as `compileOperation` makes it, and the credentials' variables. */
function samplesRequest(spec: OpenApiDocument, entry: ReferenceEntry, mediaType: string | undefined): { request: SampleRequest; security: SecurityView[] } {
  const requestBody = entry.operation.requestBody && resolveRef(spec, entry.operation.requestBody);
  const media = mediaType ? requestBody?.content?.[mediaType] : undefined;
  const body = mediaType ? sampleBodyOf(spec, mediaType, media, mediaExamples(spec, media, 'request')[0]?.value) : undefined;
  const parameters = collectParameters(spec, entry.pathItem, entry.operation);
  const security = securityViews(spec, entry.operation, 'PETS', () => undefined);
  return { request: sampleRequestOf({ spec, method: entry.method, path: entry.path, parameters, security, body, base: { url: 'https://api.example/v1', env: 'PETS_API_BASE' }, warn: () => {} }), security };
}

/** What the reader types: the samples' parameter values, a credential per scheme, the first example body and a file per file field. */
function formOf(spec: OpenApiDocument, entry: ReferenceEntry, props: TryItProps, request: SampleRequest) {
  const values: Record<string, string> = {};
  for (const parameter of collectParameters(spec, entry.pathItem, entry.operation)) values[fieldKey(parameter.in, parameter.name)] = asText(sampleValueOf(spec, parameter)) ?? '';
  const auth = Object.fromEntries(props.auth.map((entry) => [entry.header, entry.basic ? 'rex:s3cret' : `cred-${entry.header}`]));
  const files: ChosenFiles = {};
  if (request.body?.kind === 'multipart') for (const file of request.body.files) files[file.name] = new File(['bytes'], file.file, { type: file.contentType });
  if (request.body?.kind === 'binary') files[BODY_FILE] = new File(['bytes'], request.body.file);
  return { values, auth, body: props.body?.examples[0]?.json ?? '', files };
}

/** The request as it goes out, with credentials in clear: what the samples send once their variables are set as try-it's form is. */
function wireOfSamples({ request, security }: { request: SampleRequest; security: SecurityView[] }) {
  const credential = (env: string) => `cred-${security.find((entry) => entry.envVar === env)?.header}`;
  const headers: Record<string, string> = Object.fromEntries(request.headers.map((header) => [header.name, (header.prefix ?? '') + (header.env ? credential(header.env) : header.value)]));
  if (request.basic) headers.Authorization = `Basic ${Buffer.from('rex:s3cret').toString('base64')}`;
  if (request.cookies?.length) headers['X-Docsite-Cookie'] = cookieHeader(request.cookies, credential);
  const body = request.body;
  if (body && body.kind !== 'multipart') headers['Content-Type'] = body.mediaType;
  const content =
    body?.kind === 'json' ? body.value : body?.kind === 'text' ? body.text : body?.kind === 'binary' ? `file ${body.file}` : body && [...body.fields, ...(body.kind === 'multipart' ? body.files.map((file) => [file.name, `file ${file.file} ${file.contentType}`]) : [])];
  return { url: `/api-proxy${pathWithQuery(request, credential)}`, headers, body: content };
}

/** The request try-it prepared, in the same terms. */
async function wireOfTryIt(request: PreparedRequest, props: TryItProps) {
  const { Accept: _accept, ...headers } = request.headers;
  const kind = props.body && request.body !== undefined ? props.body.mediaType : undefined;
  let body: unknown;
  if (request.body instanceof FormData) body = [...request.body].map(([name, value]) => [name, typeof value === 'string' ? value : `file ${value.name} ${value.type}`]);
  else if (request.body instanceof Blob) body = `file ${(request.body as File).name}`;
  else if (kind && /json/.test(kind)) body = JSON.parse(request.body as string);
  else if (kind === 'application/x-www-form-urlencoded') body = [...new URLSearchParams(request.body as string)];
  else body = request.body;
  return { url: request.url, headers, body };
}

describe('try-it sends what the code samples send', () => {
  for (const shape of ['params', 'bodies', 'auth']) {
    it(`for every operation of the ${shape} sample fixture`, async () => {
      const spec = load(shape);
      const entries = listReferenceEntries(spec).filter((entry) => entry.kind === 'operation');
      expect(entries.length).toBeGreaterThan(1);
      if (shape === 'bodies') expect(entries.map((entry) => (entry.operation.requestBody ? `${entry.operation.operationId}` : '')).filter(Boolean)).toEqual(['uploadPhoto', 'login', 'putNote', 'uploadArchive', 'createPet']);
      for (const entry of entries) {
        const compiled = (await compileOperation(entry, context(spec))).tryIt!;
        // As the page hands them to the island (TryIt.tsx): the types in words.
        const props: TryItProps = { ...compiled, parameters: compiled.parameters.map((parameter) => ({ ...parameter, type: typeText(parameter.type) })) };
        // The editor holds the text fields only: each file field gets a file input instead.
        for (const file of props.body?.files ?? []) expect(props.body!.examples[0]!.json, entry.field).not.toContain(`"${file.name}"`);
        const samples = samplesRequest(spec, entry, props.body?.mediaType);
        const prepared = prepareRequest(props, formOf(spec, entry, props, samples.request));
        if (!('request' in prepared)) throw new Error(`${entry.field}: ${prepared.error}`);
        expect(await wireOfTryIt(prepared.request, props), entry.field).toEqual(wireOfSamples(samples));
      }
    });
  }
});
