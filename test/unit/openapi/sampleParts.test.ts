import { describe, expect, it } from 'vitest';
import { sampleSchema } from '../../../src/compile/openapi/examples.js';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { bodyKindOf, sampleBodyOf } from '../../../src/compile/openapi/requestBodySample.js';
import { sampleResponseOf } from '../../../src/compile/openapi/responseSample.js';
import { sampleNumberNearZero } from '../../../src/compile/openapi/samplerTuning.js';
import { securityViews } from '../../../src/compile/openapi/security.js';
import { queryPairs, styledText } from '../../../src/compile/openapi/serializeParameter.js';
import { serverBaseUrl } from '../../../src/compile/openapi/serverBaseUrl.js';

const doc = (extra: Partial<OpenApiDocument> = {}): OpenApiDocument => ({ openapi: '3.1.0', info: { title: 'T' }, paths: {}, ...extra });
const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
};

describe('parameters per style and explode', () => {
  const query = (extra: object, value: unknown) => queryPairs({ name: 'p', in: 'query', ...extra }, value, () => {});
  it('writes query arrays and objects as OpenAPI says, keeping scalars as JSON values', () => {
    expect(query({}, 20)).toEqual([['p', 20]]);
    expect(query({}, [1, 2])).toEqual([['p', 1], ['p', 2]]);
    expect(query({ explode: false }, [1, 2])).toEqual([['p', '1,2']]);
    expect(query({ style: 'spaceDelimited', explode: false }, ['a', 'b'])).toEqual([['p', 'a b']]);
    expect(query({ style: 'pipeDelimited', explode: false }, ['a', 'b'])).toEqual([['p', 'a|b']]);
    expect(query({ style: 'deepObject', explode: true }, { a: 1, b: 'x' })).toEqual([['p[a]', 1], ['p[b]', 'x']]);
    expect(query({}, { a: 1, b: 'x' })).toEqual([['a', 1], ['b', 'x']]);
    expect(query({ explode: false }, { a: 1, b: 'x' })).toEqual([['p', 'a,1,b,x']]);
    expect(query({ content: { 'application/json': {} } }, { a: 1 })).toEqual([['p', '{"a":1}']]);
  });

  it('warns, naming the parameter, about a combination it cannot write and sends JSON', () => {
    const { warnings, warn } = collect();
    expect(queryPairs({ name: 'p', in: 'query', style: 'deepObject' }, [1], warn)).toEqual([['p', '[1]']]);
    expect(warnings).toEqual(['query parameter p: style deepObject is not supported for this value; the sample sends it as JSON']);
  });

  it('writes path segments (simple, label, matrix) percent-encoded, and headers comma-separated', () => {
    const path = (extra: object, value: unknown) => styledText({ name: 'id', in: 'path', ...extra }, value, encodeURIComponent);
    expect(path({}, 'a b/c')).toBe('a%20b%2Fc');
    expect(path({}, [3, 4])).toBe('3,4');
    expect(path({ explode: true }, { a: 1 })).toBe('a=1');
    expect(path({ style: 'label' }, [3, 4])).toBe('.3,4');
    expect(path({ style: 'matrix' }, 5)).toBe(';id=5');
    expect(path({ style: 'matrix', explode: true }, [3, 4])).toBe(';id=3;id=4');
    expect(styledText({ name: 'X-Ids', in: 'header' }, [1, 2])).toBe('1,2');
  });
});

describe('base URL from servers', () => {
  it('takes the first server, fills variables with their defaults and resolves a relative URL against the site', () => {
    const { warnings, warn } = collect();
    const servers = [{ url: 'https://{region}.api.example/{version}/', variables: { region: { default: 'eu' }, version: { enum: ['v2', 'v1'] } } }, { url: 'https://other.example' }];
    expect(serverBaseUrl(doc({ servers }), 'https://docs.example/', warn)).toBe('https://eu.api.example/v2');
    expect(serverBaseUrl(doc({ servers: [{ url: '/ta' }] }), 'https://docs.example/site/', warn)).toBe('https://docs.example/ta');
    expect(serverBaseUrl(doc({ servers: [{ url: 'v1' }] }), 'https://docs.example/site/', warn)).toBe('https://docs.example/site/v1');
    expect(serverBaseUrl(doc(), 'https://docs.example/', warn)).toBe('https://docs.example');
    expect(warnings).toEqual([]);
  });

  it('keeps a variable without default or enum and says so', () => {
    const { warnings, warn } = collect();
    expect(serverBaseUrl(doc({ servers: [{ url: 'https://{tenant}.example', variables: { tenant: {} } }] }), 'https://docs.example', warn)).toBe('https://{tenant}.example');
    expect(warnings).toEqual(['servers[0].variables.tenant has no default; the samples keep {tenant} in the base URL']);
  });
});

describe('generated examples', () => {
  it('picks numbers nearest zero within their range, never an int64 limit', () => {
    expect(sampleNumberNearZero({ type: 'integer', format: 'int64', minimum: -9223372036854775808, maximum: 9223372036854775807 })).toBe(0);
    expect(sampleNumberNearZero({ type: 'integer', minimum: 1, maximum: 100 })).toBe(1);
    expect(sampleNumberNearZero({ type: 'integer', maximum: -5 })).toBe(-5);
    expect(sampleNumberNearZero({ type: 'integer', exclusiveMinimum: 0 })).toBe(1);
    expect(sampleNumberNearZero({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toBe(1);
    expect(sampleNumberNearZero({ type: 'integer', minimum: 7, multipleOf: 5 })).toBe(10);
    expect(sampleNumberNearZero({ type: 'number', format: 'double' })).toBe(0.1);
  });

  it('keeps request bodies short: required properties and those with examples, no deprecated ones; responses keep everything', () => {
    const schema = {
      type: 'object',
      required: ['seed', 'old'],
      properties: {
        seed: { type: 'integer', format: 'int64', minimum: -9223372036854775808 },
        born: { type: 'string', format: 'date' },
        weight: { $ref: '#/components/schemas/Weight' },
        old: { type: 'string', deprecated: true },
        legacy: { type: 'string', example: 'x', deprecated: true },
      },
    };
    const spec = doc({ components: { schemas: { Weight: { type: 'number', example: 12.5 } } } });
    expect(sampleSchema(spec, schema, 'request')).toEqual({ seed: 0, weight: 12.5 });
    expect(Object.keys(sampleSchema(spec, schema, 'response') as object)).toEqual(['seed', 'born', 'weight', 'old', 'legacy']);
    expect(sampleSchema(spec, { type: 'object', required: ['n'], properties: { n: { type: 'integer', format: 'int64', minimum: -9223372036854775808, maximum: 9223372036854775807 } } }, 'request')).toEqual({ n: 0 });
  });
});

describe('request bodies and answers', () => {
  it('sends each media type its way', () => {
    expect(['application/json', 'application/merge-patch+json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain', 'application/xml', 'application/octet-stream', 'image/png'].map(bodyKindOf)).toEqual([
      'json',
      'json',
      'form',
      'multipart',
      'text',
      'text',
      'binary',
      'binary',
    ]);
  });

  it('turns multipart file properties into files named after them, with the encoding content type', () => {
    const media = {
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, kind: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } },
      encoding: { file: { contentType: 'image/png, image/jpeg' } },
    };
    expect(sampleBodyOf(doc(), 'multipart/form-data', media, { kind: 'photo', tags: ['a', 'b'], file: '' })).toEqual({
      kind: 'multipart',
      mediaType: 'multipart/form-data',
      fields: [['kind', 'photo'], ['tags', 'a'], ['tags', 'b']],
      files: [{ name: 'file', file: 'file.png', contentType: 'image/png' }],
    });
    expect(sampleBodyOf(doc(), 'application/octet-stream', undefined, undefined)).toEqual({ kind: 'binary', mediaType: 'application/octet-stream', file: 'body.bin' });
  });

  it('reads the answer of the first success response per its content type', () => {
    const op = (content?: Record<string, object>, status = '200') => ({ responses: { [status]: { description: '', content }, '400': { description: '', content: { 'application/json': {} } } } });
    expect(sampleResponseOf(doc(), op({ 'application/json': {} })).kind).toBe('json');
    expect(sampleResponseOf(doc(), op({ 'text/event-stream': {} }))).toEqual({ kind: 'sse', mediaType: 'text/event-stream' });
    expect(sampleResponseOf(doc(), op({ 'text/csv': {} })).kind).toBe('text');
    expect(sampleResponseOf(doc(), op({ 'application/pdf': {} }))).toEqual({ kind: 'binary', mediaType: 'application/pdf', file: 'response.pdf' });
    expect(sampleResponseOf(doc(), op(undefined, '204')).kind).toBe('empty');
    expect(sampleResponseOf(doc(), { responses: { '401': { description: 'Unauthorized' } } }).kind).toBe('text');
  });
});

describe('credentials per security scheme', () => {
  const md = () => undefined;
  const schemes = {
    basic: { type: 'http', scheme: 'basic' },
    oauth: { type: 'oauth2', flows: { authorizationCode: { authorizationUrl: 'https://a.example/authorize', tokenUrl: 'https://a.example/token' } } },
    cookieKey: { type: 'apiKey', in: 'cookie', name: 'SESSION' },
    digest: { type: 'http', scheme: 'digest' },
    tls: { type: 'mutualTLS' },
  };
  const views = (requirement: Record<string, string[]>) => {
    const { warnings, warn } = collect();
    return { views: securityViews(doc({ components: { securitySchemes: schemes } }), { security: [requirement] }, 'PETS', md, warn), warnings };
  };

  it('reads Basic as a user and a password, OAuth 2 as a bearer token with where to get it, API keys where they go', () => {
    expect(views({ basic: [] }).views).toEqual([{ scheme: 'basic', descriptionHtml: undefined, in: 'header', header: 'Authorization', secret: true, kind: 'basic', envVar: 'PETS_USERNAME', passwordEnvVar: 'PETS_PASSWORD', valuePrefix: 'Basic ' }]);
    expect(views({ oauth: [] }).views[0]).toMatchObject({ kind: 'bearer', envVar: 'PETS_OAUTH', valuePrefix: 'Bearer ', note: 'Get an OAuth 2 access token (authorizationCode flow) from https://a.example/token and set PETS_OAUTH to it.' });
    expect(views({ cookieKey: [] }).views[0]).toMatchObject({ kind: 'apiKey', in: 'cookie', header: 'SESSION', envVar: 'PETS_SESSION' });
  });

  it('warns about schemes samples cannot send, naming them', () => {
    expect(views({ digest: [], tls: [] })).toEqual({
      views: [],
      warnings: [
        'components.securitySchemes.digest uses the HTTP digest scheme, which the samples do not write; samples and try-it leave it out',
        'components.securitySchemes.tls is of type mutualTLS, which the samples do not send; samples and try-it leave it out',
      ],
    });
  });
});
