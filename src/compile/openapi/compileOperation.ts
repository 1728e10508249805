import type { ServerChoice } from './serverBaseUrl.js';
import type { Heading } from '../../types.js';
import type { OperationView, RequestBodyView, ResponseView, SecurityView, CompiledTryItParameter, CompiledTryItProps } from './apiPageData.js';
import type { SampleBody } from './samples/sampleRequest.js';
import { buildSamples, sampleRequestOf, type Highlight } from './buildSamples.js';
import { externalDocsView } from './externalDocsView.js';
import { documentedSamples, mergeSamples } from './documentedSamples.js';
import { exampleViews, jsonMediaType, mediaExamples, type ExampleValue } from './examples.js';
import type { ReferenceEntry } from './listReferenceEntries.js';
import type { MediaTypeObject, OpenApiDocument, OperationObject } from './openapiTypes.js';
import { operationTitle, operationTitleHtml } from './operationTitle.js';
import { asText, collectParameters, parameterExample, parameterView, type ResolvedParameter } from './parameters.js';
import { sampleBodyOf } from './requestBodySample.js';
import { resolveRef } from './resolveRef.js';
import { sampleResponseOf } from './responseSample.js';
import { buildSchemaTree } from './buildSchemaTree.js';
import { PageSchemas } from './pageSchemas.js';
import { displayType, flattenSchema, type DescriptionRenderer } from './schemaTree.js';
import { securityViews } from './security.js';

/** What compiling an operation needs from the build. */
export interface OperationContext {
  spec: OpenApiDocument;
  md: DescriptionRenderer;
  /** Highlights a sample (shiki, created once per build on first use, results cached). */
  highlight: Highlight;
  languages: Array<'python' | 'curl' | 'nodejs'>;
  /** The API's public base URL, e.g. `https://api.sable.example/ta`. */
  publicBaseUrl: string;
  /** The servers a reader may pick from (two or more; the first is `publicBaseUrl`), unless the config sets the base URL. */
  servers?: ServerChoice[];
  /** Prefix of the environment variables samples read (`SABLE` → `SABLE_API_KEY`, `SABLE_API_BASE`). */
  envPrefix: string;
  proxyPath: string;
  environment: string;
  /** Requests go to the embedded sandbox (`openapi.proxy.upstream: 'sandbox'`). */
  sandbox: boolean;
  /** Reports a warning about the document (something read but not used). */
  warn: (message: string) => void;
  /** The route of a component schema's own page (`#/components/schemas/Agent` → `/docs/api/schemas/agent`), for schemas nested too deep to expand. */
  schemaPageOf?: (ref: string) => string | undefined;
  /** Reports a schema keyword the trees do not show (`not`, `if`…), met on this page. */
  unshown?: (keyword: string) => void;
}

/** Words that mark an operation as moving funds (spec: buy and sell ask for confirmation). */
const MOVES_FUNDS = /\b(buy|sell|swap|trade|transfer|withdraw|pay)\b/i;

/**
 * Operations that move funds or delete data: every DELETE, and unsafe methods named after
 * buying, selling or transferring (reading buy recommendations is safe). An
 * `x-docsite-confirm: true|false` extension on the operation overrides.
 */
export function isDangerous(method: string, operation: OperationObject): boolean {
  const override = (operation as Record<string, unknown>)['x-docsite-confirm'];
  if (typeof override === 'boolean') return override;
  const verb = method.toLowerCase();
  if (verb === 'get' || verb === 'head' || verb === 'options') return false;
  const words = `${operation.summary ?? ''} ${operation.operationId ?? ''}`.replace(/[_-]+/g, ' ');
  return verb === 'delete' || MOVES_FUNDS.test(words);
}

/** Everything an operation page shows, from one operation of the document. */
export async function compileOperation(entry: ReferenceEntry, ctx: OperationContext): Promise<OperationView> {
  const { spec, md } = ctx;
  const { operation } = entry;
  const parameters = collectParameters(spec, entry.pathItem, operation);
  // Webhooks and callbacks are requests the API sends: nothing for the reader to call or try.
  const callable = entry.kind === 'operation';
  const warn = (message: string) => ctx.warn(`${entry.field}: ${message}`);
  const security = securityViews(spec, operation, ctx.envPrefix, md, callable ? warn : undefined);
  // Request body, then responses, as the page shows them: a schema's first rendering comes first.
  const schemas = new PageSchemas(ctx.schemaPageOf ?? (() => undefined));
  const body = requestBodyOf(operation, ctx, schemas);
  const dangerous = isDangerous(entry.method, operation);
  const base = { url: ctx.publicBaseUrl, env: `${ctx.envPrefix}_API_BASE` };
  const sampleBody = body && sampleBodyOf(spec, body.view.mediaType, body.media, body.values[0]?.value);
  const response = sampleResponseOf(spec, operation);
  const request = sampleRequestOf({ spec, method: entry.method, path: entry.path, parameters, security, body: sampleBody, response, base, warn: callable ? warn : () => {} });
  const documented = await documentedSamples(operation, ctx.highlight, (message) => ctx.warn(`${entry.field}.${message}`));
  const samples = mergeSamples(documented, callable ? await buildSamples(request, ctx.languages, ctx.highlight) : []);
  const view: OperationView = {
    operationId: entry.id,
    kind: entry.kind,
    method: entry.method.toUpperCase(),
    path: entry.path,
    summary: operationTitle(entry),
    summaryHtml: operationTitleHtml(entry),
    descriptionHtml: md(operation.description, 'description') ?? '',
    externalDocs: externalDocsView(operation.externalDocs),
    tags: operation.tags ?? [],
    deprecated: operation.deprecated ?? false,
    url: callable ? ctx.publicBaseUrl.replace(/\/+$/, '') + entry.path : entry.path,
    security,
    parameters: parameters.map((parameter) => parameterView(spec, parameter, md)),
    requestBody: body?.view,
    responses: responsesOf(operation, ctx, schemas),
    samples,
    dangerous,
    tryIt: callable ? tryItProps(entry, parameters, security, { ...body, sample: sampleBody }, dangerous, ctx) : undefined,
    ...(callable && ctx.servers ? { servers: ctx.servers } : {}),
    headings: [],
  };
  view.headings = headingsOf(view);
  return view;
}

function requestBodyOf(operation: OperationObject, ctx: OperationContext, schemas: PageSchemas): { view: RequestBodyView; values: ExampleValue[]; media?: MediaTypeObject } | undefined {
  if (!operation.requestBody) return undefined;
  const requestBody = resolveRef(ctx.spec, operation.requestBody);
  const mediaType = jsonMediaType(requestBody.content) ?? 'application/json';
  const media = requestBody.content?.[mediaType];
  const values = mediaExamples(ctx.spec, media, 'request');
  const view: RequestBodyView = {
    required: requestBody.required === true,
    descriptionHtml: ctx.md(requestBody.description, 'requestBody.description'),
    mediaType,
    schema: media?.schema ? buildSchemaTree(ctx.spec, media.schema, { md: ctx.md, usage: 'request', page: schemas, unshown: ctx.unshown }) : undefined,
    examples: exampleViews(values),
  };
  return { view, values, media };
}

function responsesOf(operation: OperationObject, ctx: OperationContext, schemas: PageSchemas): ResponseView[] {
  return Object.entries(operation.responses ?? {}).map(([status, raw]) => {
    const response = resolveRef(ctx.spec, raw);
    const mediaType = jsonMediaType(response.content);
    const media = mediaType ? response.content?.[mediaType] : undefined;
    const headers = Object.entries(response.headers ?? {}).map(([name, rawHeader]) => {
      const header = resolveRef(ctx.spec, rawHeader as { $ref?: string; description?: string; schema?: Record<string, unknown> });
      const schema = header.schema ? flattenSchema(ctx.spec, header.schema).schema : undefined;
      return { name, descriptionHtml: ctx.md(header.description, `responses.${status}.headers.${name}.description`), type: schema ? displayType(schema, ctx.spec) : undefined };
    });
    return {
      status,
      descriptionHtml: ctx.md(response.description, `responses.${status}.description`) ?? '',
      mediaType,
      schema: media?.schema ? buildSchemaTree(ctx.spec, media.schema, { md: ctx.md, usage: 'response', page: schemas, unshown: ctx.unshown }) : undefined,
      examples: exampleViews(mediaExamples(ctx.spec, media, 'response')),
      headers,
    };
  });
}

/** Plain text of a short Markdown description, for form hints. */
const plainText = (markdown: string | undefined) => markdown?.replace(/[`*_]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

/** A parameter as try-it's form shows it; how it is written (`style`, `explode`, JSON) only when it differs from a plain scalar, so the props of plain ones stay as they were. */
function tryItParameter(parameter: ResolvedParameter, spec: OpenApiDocument): CompiledTryItParameter {
  const { schema } = parameter;
  const types = [schema.type].flat();
  const contentType = parameter.content ? Object.keys(parameter.content)[0] : undefined;
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true || parameter.in === 'path',
    type: displayType(schema, spec),
    description: plainText(parameter.description ?? schema.description),
    example: asText(parameterExample(parameter)),
    enum: Array.isArray(schema.enum) ? schema.enum.map((value) => asText(value)!) : undefined,
    ...(parameter.style !== undefined ? { style: parameter.style } : {}),
    ...(parameter.explode !== undefined ? { explode: parameter.explode } : {}),
    ...(types.includes('array') || types.includes('object') ? { json: true as const } : {}),
    ...(contentType ? { contentType } : {}),
  };
}

/** An example's JSON without the multipart file fields: the reader picks those files, and a placeholder string there would read as sent. */
function withoutFields(json: string, files: Array<{ name: string }>): string {
  if (!files.length) return json;
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return json;
  const kept = Object.fromEntries(Object.entries(value).filter(([name]) => !files.some((file) => file.name === name)));
  return JSON.stringify(kept, null, 2);
}

/** The request body as try-it edits it: the examples, and the multipart fields that hold files. */
type TryItBody = Partial<NonNullable<ReturnType<typeof requestBodyOf>>> & { sample?: SampleBody };

function tryItProps(entry: ReferenceEntry, parameters: ResolvedParameter[], security: SecurityView[], body: TryItBody, dangerous: boolean, ctx: OperationContext): CompiledTryItProps {
  // The samples' rule: a parameter that a credential already sends (same place and name) is left out.
  const credentialKey = (where: string, name: string) => `${where}:${where === 'header' ? name.toLowerCase() : name}`;
  const taken = new Set(security.map((entry) => credentialKey(entry.in, entry.header)));
  const files = body.sample?.kind === 'multipart' ? body.sample.files.map(({ name, contentType }) => ({ name, contentType })) : [];
  return {
    operationId: entry.id,
    method: entry.method.toUpperCase(),
    path: entry.path,
    parameters: parameters.filter((parameter) => !taken.has(credentialKey(parameter.in, parameter.name))).map((parameter) => tryItParameter(parameter, ctx.spec)),
    // `in` and `basic` only when they differ from a plain header, so header-only pages keep their props.
    auth: security.map((entry) => ({
      header: entry.header,
      secret: entry.secret,
      valuePrefix: entry.valuePrefix,
      ...(entry.in === 'query' || entry.in === 'cookie' ? { in: entry.in } : {}),
      ...(entry.kind === 'basic' ? { basic: true } : {}),
    })),
    body: body.view && {
      required: body.view.required,
      mediaType: body.view.mediaType,
      examples: body.view.examples.map(({ name, summary, json }) => ({ name, summary, json: withoutFields(json, files) })),
      ...(files.length ? { files } : {}),
    },
    dangerous,
    proxyPath: ctx.proxyPath,
    environment: ctx.environment,
    sandbox: ctx.sandbox,
    publicBaseUrl: ctx.publicBaseUrl,
  };
}

function headingsOf(view: OperationView): Heading[] {
  const sections: Array<[string, string, boolean]> = [
    ['authorization', 'Authorization', view.security.length > 0],
    ['parameters', 'Parameters', view.parameters.length > 0],
    ['request-body', 'Request body', view.requestBody !== undefined],
    ['responses', 'Responses', view.responses.length > 0],
    ['code-samples', 'Code samples', view.samples.length > 0],
    ['response-examples', 'Response examples', view.responses.length > 0],
    ['try-it', 'Try it', view.tryIt !== undefined],
  ];
  return sections.filter(([, , shown]) => shown).map(([id, text]) => ({ depth: 2, id, text }));
}
