import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OperationView, TryItProps } from '../../../src/compile/openapi/apiPageData.js';
import { ApiOperation } from '../../../theme/components/api/ApiOperation';
import { resetTabIds } from '../../../theme/components/Tabs';
import { TryItPanel } from '../../../theme/islands/tryIt/TryItPanel';

const tryIt: TryItProps = {
  operationId: 'getPet',
  method: 'GET',
  path: '/pets/{petId}',
  parameters: [{ name: 'petId', in: 'path', required: true, type: 'string', example: 'pet_1' }],
  auth: [{ header: 'X-API-Key', secret: true }],
  dangerous: false,
  proxyPath: '/api-proxy/',
  environment: 'Sandbox',
  sandbox: true,
  publicBaseUrl: 'https://pets.example/v1',
};

const operation: OperationView = {
  operationId: 'getPet',
  kind: 'operation',
  method: 'GET',
  path: '/pets/{petId}',
  summary: 'Get a pet',
  descriptionHtml: '<p>Returns one pet.</p>',
  tags: [],
  deprecated: false,
  url: 'https://pets.example/v1/pets/{petId}',
  security: [],
  parameters: [{ name: 'petId', in: 'path', required: true, type: 'string', constraints: [] }],
  responses: [
    { status: '200', descriptionHtml: '<p>The pet.</p>', mediaType: 'application/json', examples: [{ name: 'example', json: '{\n  "id": "pet_1"\n}', generated: false }], headers: [] },
    { status: '404', descriptionHtml: '<p>No such pet.</p>', examples: [], headers: [] },
  ],
  samples: [{ language: 'curl', label: 'curl', code: 'curl …', html: '<pre class="shiki"><code>curl …</code></pre>' }],
  dangerous: false,
  tryIt,
  headings: [],
};

function render() {
  resetTabIds();
  return renderToString(createElement(ApiOperation, { operation, proxyPath: '/api-proxy/', environment: 'Sandbox' }));
}

describe('ApiOperation', () => {
  it('puts the reference in one column and the samples, response examples and try-it in the other, in that order', () => {
    const html = render();
    const reference = html.slice(html.indexOf('<div class="api-reference">'), html.indexOf('<div class="api-console">'));
    const console = html.slice(html.indexOf('<div class="api-console">'));
    expect(reference).toContain('<h2 id="parameters">');
    expect(reference).toContain('<h2 id="responses">');
    expect(console).not.toContain('id="parameters"');
    const order = ['id="code-samples"', 'id="response-examples"', 'id="try-it"'].map((id) => console.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('shows each example once, beside the reference, under its status with the first success selected, and highlighted', () => {
    const html = render();
    expect(html.match(/<p class="api-example-label">/g)).toHaveLength(1);
    const examples = html.slice(html.indexOf('<section class="api-response-examples">'));
    expect(examples).toContain('<div class="tabs-list" role="tablist" aria-label="Response status">');
    expect(html).toContain('<div class="tabs" data-tabs="" data-group-id="lang"><div class="tabs-list" role="tablist" aria-label="Language">');
    expect(examples).toMatch(/<button type="button" role="tab" id="tabs-\d+-tab-200" aria-controls="tabs-\d+-panel-200" aria-selected="true"/);
    expect(examples).toMatch(/aria-selected="false" tabindex="-1" data-value="404"/);
    expect(examples).toContain('<span class="json-key">&quot;id&quot;</span>: <span class="json-string">&quot;pet_1&quot;</span>');
    expect(examples).toContain('<p class="api-media-type">No response body.</p>');
  });

  it('lists the parameters in two columns: name, location and type, then the description', () => {
    const html = render();
    expect(html).toContain('<thead><tr><th scope="col">Parameter</th><th scope="col">Description</th></tr></thead>');
    expect(html).toContain('<span class="api-parameter-where">path<!-- --> · <code class="api-type">string</code></span>');
  });
});

describe('TryItPanel', () => {
  const note = 'This is a sandbox: any key works here. Type anything, such as sk_test_123. Never paste a real API key into a documentation page.';
  const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');

  it('says in the sandbox that any key works and a real key never belongs in a docs page', () => {
    expect(text(renderToString(createElement(TryItPanel, tryIt)))).toContain(note);
  });

  it('says nothing of the kind when requests go to a real API', () => {
    expect(renderToString(createElement(TryItPanel, { ...tryIt, sandbox: false, environment: 'https://api.example' }))).not.toContain('try-it-sandbox');
  });
});
