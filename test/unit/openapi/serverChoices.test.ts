import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { serverBaseUrl, serverChoices } from '../../../src/compile/openapi/serverBaseUrl.js';

const documentWith = (servers: OpenApiDocument['servers']) => ({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {}, servers }) as OpenApiDocument;
const site = 'https://docs.example/';

describe('serverChoices: what the server picker offers', () => {
  it("lists every server once per value of its enum variables, the default first, relative ones against the site's URL; the first is serverBaseUrl's", () => {
    const spec = documentWith([
      { url: 'https://{region}.api.example/{version}/', description: 'Production', variables: { region: { default: 'us', enum: ['eu', 'us'] }, version: { default: 'v2' } } },
      { url: '/sandbox' },
      { url: 'https://us.api.example/v2' },
    ]);
    expect(serverChoices(spec, site)).toEqual([
      { url: 'https://us.api.example/v2', description: 'Production' },
      { url: 'https://eu.api.example/v2', description: 'Production' },
      { url: 'https://docs.example/sandbox' },
    ]);
    expect(serverBaseUrl(spec, site, () => {})).toBe(serverChoices(spec, site)[0]!.url);
  });

  it('offers at most 24 choices a server, and none without servers', () => {
    const values = Array.from({ length: 10 }, (_, index) => `v${index}`);
    const spec = documentWith([{ url: 'https://{a}.{b}.example', variables: { a: { default: 'v0', enum: values }, b: { default: 'v0', enum: values } } }]);
    expect(serverChoices(spec, site)).toHaveLength(24);
    expect(serverChoices(documentWith(undefined), site)).toEqual([]);
  });
});
