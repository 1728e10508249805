import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileOperation } from '../../../src/compile/openapi/compileOperation.js';
import { listReferenceEntries } from '../../../src/compile/openapi/listReferenceEntries.js';
import { ParametersTable } from '../../../theme/components/api/ParametersTable';
import { loadSampleDocument, sampleOperationContext } from '../../helpers/sampleDocuments.js';

/** Cookie parameters are documented in the parameters table, as the samples and try-it already send them. */
describe('cookie parameters on an operation page', () => {
  it('lists the cookie parameter in the parameters table, after the query and header ones, with its location and type', async () => {
    const spec = loadSampleDocument('params');
    const entry = listReferenceEntries(spec).find((candidate) => candidate.operation.operationId === 'findPets')!;
    const operation = await compileOperation(entry, sampleOperationContext(spec));
    expect(operation.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:tags', 'query:ids', 'query:colors', 'query:sizes', 'query:filter', 'query:page', 'query:limit', 'header:X-Request-Id', 'cookie:theme']);
    expect(operation.parameters.at(-1)).toMatchObject({ in: 'cookie', name: 'theme', required: true, type: 'string', example: 'dark' });
    const html = renderToString(createElement(ParametersTable, { parameters: operation.parameters }));
    expect(html).toContain('<code>theme</code> <span class="schema-required">required</span><span class="api-parameter-where">cookie<!-- --> · <code class="api-type">string</code></span>');
  });
});
