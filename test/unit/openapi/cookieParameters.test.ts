import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileOperation } from '../../../src/compile/openapi/compileOperation.js';
import { listReferenceEntries } from '../../../src/compile/openapi/listReferenceEntries.js';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { ParametersTable } from '../../../theme/components/api/ParametersTable';
import { repoRoot } from '../../helpers/runCli.js';

/** Cookie parameters are documented in the parameters table, as the samples and try-it already send them. */
describe('cookie parameters on an operation page', () => {
  it('lists the cookie parameter in the parameters table, after the query and header ones, with its location and type', async () => {
    const spec = parse(readFileSync(path.join(repoRoot, 'test/fixtures/openapi-samples-params/openapi/params.yaml'), 'utf8')) as OpenApiDocument;
    const entry = listReferenceEntries(spec).find((candidate) => candidate.operation.operationId === 'findPets')!;
    const operation = await compileOperation(entry, {
      spec,
      md: () => undefined,
      highlight: async (code) => code,
      languages: [],
      publicBaseUrl: 'https://api.example/v1',
      envPrefix: 'PETS',
      proxyPath: '/api-proxy/',
      environment: 'Sandbox',
      sandbox: false,
      warn: () => {},
    });
    expect(operation.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:tags', 'query:ids', 'query:colors', 'query:sizes', 'query:filter', 'query:page', 'query:limit', 'header:X-Request-Id', 'cookie:theme']);
    expect(operation.parameters.at(-1)).toMatchObject({ in: 'cookie', name: 'theme', required: true, type: 'string', example: 'dark' });
    const html = renderToString(createElement(ParametersTable, { parameters: operation.parameters }));
    expect(html).toContain('<code>theme</code> <span class="schema-required">required</span><span class="api-parameter-where">cookie<!-- --> · <code class="api-type">string</code></span>');
  });
});
