import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OperationView, ResponseView, SchemaNode } from '../../../src/compile/openapi/apiPageData.js';
import { htmlToMarkdown } from '../../../src/render/htmlToMarkdown.js';
import { convertTwin, createDescriptionMdast } from '../../../src/twins/convertTwin.js';
import { operationMarkdown } from '../../../src/twins/operationMarkdown.js';
import { twinFromData, twinOperationOf } from '../../../src/twins/twinOperation.js';
import { ApiOperation } from '../../../theme/components/api/ApiOperation';

/** The article as `DocLayout` renders it around `ApiOperation`: the title (the summary's HTML when there is one), then the operation. */
function articleOf(operation: OperationView, title: string): string {
  const h1 = operation.summaryHtml ? `<h1>${operation.summaryHtml}</h1>` : `<h1>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</h1>`;
  return h1 + renderToString(createElement(ApiOperation, { operation, proxyPath: '/api-proxy/', environment: 'Sandbox' }));
}

const tree: SchemaNode = {
  type: 'object',
  title: 'Pet',
  descriptionHtml: '<p>A pet.</p>',
  childKind: 'properties',
  children: [
    { name: 'id', type: 'string', required: true, descriptionHtml: '<p>The <em>id</em>.</p>', constraints: [{ kind: 'pattern', value: '^pet_[a-z]+$' }] },
    { name: 'tags', type: { arrayOf: 'string' }, childKind: 'items', children: [{ type: 'string', enum: ['"a"', '"b"'] }] },
  ],
};

const shiki = (lang: string | undefined, code: string) =>
  `<pre class="shiki" tabindex="0"><code${lang ? ` class="language-${lang}"` : ''}>${code
    .split('\n')
    .map((line) => `<span class="line"><span style="--shiki-light:#000">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span></span>`)
    .join('\n')}</code></pre>`;

const base: OperationView = {
  operationId: 'getPet',
  kind: 'operation',
  method: 'get',
  path: '/pets/{petId}',
  summary: 'Get a pet',
  descriptionHtml: '<p>Returns <strong>one</strong> pet.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
  tags: [],
  deprecated: false,
  url: 'https://pets.example/v1/pets/{petId}',
  security: [],
  parameters: [],
  responses: [],
  samples: [],
  dangerous: false,
  headings: [],
};

const response = (status: string, extra: Partial<ResponseView> = {}): ResponseView => ({ status, descriptionHtml: `<p>Status ${status}.</p>`, examples: [], headers: [], ...extra });

/** Operations of every construct the page has, each as the page data compiles it. */
const operations: Record<string, OperationView> = {
  minimal: base,
  'no responses, no description': { ...base, descriptionHtml: '', responses: [] },
  'webhook, deprecated, Markdown summary': { ...base, kind: 'webhook', path: 'newPet', url: 'newPet', deprecated: true, summaryHtml: 'New <code>pet</code> & more' },
  callback: { ...base, kind: 'callback', callback: { name: 'onDone', href: '/api/startjob', title: 'Start a job' }, externalDocs: { url: 'https://pets.example/docs' } },
  'external docs with a description': { ...base, externalDocs: { url: 'https://pets.example/docs', description: 'Read  more *here*' } },
  'one bearer credential': {
    ...base,
    security: [{ scheme: 'bearer', in: 'header', header: 'Authorization', valuePrefix: 'Bearer ', envVar: 'PETS_TOKEN', secret: true, kind: 'bearer', descriptionHtml: '<p>A token from <a href="/docs/auth">the console</a>.</p>', note: 'Get one from OAuth.' }],
  },
  'mixed credentials, basic': {
    ...base,
    security: [
      { scheme: 'basic', in: 'header', header: 'Authorization', valuePrefix: 'Basic ', envVar: 'PETS_USER', passwordEnvVar: 'PETS_PASSWORD', secret: true, kind: 'basic' },
      { scheme: 'key', in: 'query', header: 'api_key', envVar: 'PETS_KEY', secret: true, kind: 'apiKey', descriptionHtml: '<p>The key | with a pipe and *stars*.</p>' },
    ],
  },
  'two query credentials': {
    ...base,
    security: [
      { scheme: 'a', in: 'query', header: 'a', envVar: 'A', secret: true },
      { scheme: 'b', in: 'query', header: 'b', envVar: 'B', secret: false },
    ],
  },
  parameters: {
    ...base,
    parameters: [
      { name: 'petId', in: 'path', required: true, type: 'string', constraints: [{ kind: 'pattern', value: '^pet_[a-z|]{3}*$' }], example: 'pet_abc', descriptionHtml: '<p>The pet\'s id, <code>pet_…</code>.</p>' },
      { name: 'limit', in: 'query', required: false, type: 'integer', format: 'int32', constraints: [{ kind: 'minimum', value: '1' }, { kind: 'maximum', value: '100' }], default: '20' },
      { name: 'kind', in: 'query', required: false, type: { union: ['string', 'null'] }, enum: ['cat', 'dog', '<b>'], constraints: [] },
      { name: 'X-Trace', in: 'header', required: false, type: 'string', constraints: [], descriptionHtml: '<p>One.</p>\n<p>Two &amp; three.</p>' },
      { name: 'session', in: 'cookie', required: false, type: { arrayOf: 'string' }, constraints: [] },
    ],
  },
  'request body and responses': {
    ...base,
    method: 'POST',
    requestBody: {
      required: false,
      mediaType: 'application/json',
      descriptionHtml: '<p>The pet to add.</p>',
      schema: tree,
      examples: [
        { name: 'cat', summary: 'A cat', json: '{\n  "id": "pet_cat"\n}', generated: false },
        { name: 'dog', json: '{\n  "id": "pet_dog",\n  "note": "<b> & *x*"\n}', generated: false },
      ],
    },
    responses: [
      response('201', { mediaType: 'application/json', schema: tree, examples: [{ name: 'generated', json: '{\n  "id": "pet_x",\n  "tags": []\n}', generated: true, cutBelowDepth: 3 }] }),
      response('2XX', { descriptionHtml: '', examples: [{ name: 'generated', json: '[]', generated: true }] }),
      response('429', {
        descriptionHtml: '<p>Too many <code>requests</code>; see <a href="https://pets.example">limits</a>.</p>',
        headers: [
          { name: 'Retry-After', type: 'integer', descriptionHtml: '<p>Seconds | to wait.</p>' },
          { name: 'X-Bare' },
        ],
        mediaType: 'application/json',
        schema: { type: 'object', title: 'Error', link: { href: '#schema-response-error', onPage: true } },
        examples: [{ name: 'example', json: '{}', generated: false }],
      }),
      response('default', { descriptionHtml: '<p>Anything else.</p>', mediaType: 'text/plain' }),
    ],
  },
  'samples, servers and try-it': {
    ...base,
    samples: [
      { language: 'python', label: 'Python', code: 'import os\nprint("<hi> & bye")\n', html: shiki('python', 'import os\nprint("<hi> & bye")') },
      { language: 'curl', label: 'curl', code: 'curl https://pets.example', html: shiki('bash', 'curl https://pets.example') },
      { language: 'go', label: 'Go (documented)', code: 'fmt.Println(1)', html: shiki(undefined, 'fmt.Println(1)') },
    ],
    responses: [response('200', { mediaType: 'application/json', examples: [{ name: 'example', json: '{"a": 1}', generated: false }] }), response('204')],
    servers: [{ url: 'https://pets.example/v1' }, { url: 'https://sandbox.pets.example/v1', description: 'Sandbox' }],
    tryIt: {
      operationId: 'getPet',
      method: 'GET',
      path: '/pets/{petId}',
      parameters: [],
      auth: [],
      dangerous: false,
      proxyPath: '/api-proxy/',
      environment: 'Sandbox',
      sandbox: true,
      publicBaseUrl: 'https://pets.example/v1',
    },
  },
};

describe('Markdown twins of operation pages, written from their data', () => {
  it.each(Object.entries(operations))('%s: the same Markdown as converting the rendered article', (_, operation) => {
    const title = 'Get a pet';
    expect(operationMarkdown(twinOperationOf(operation), title, createDescriptionMdast())).toBe(htmlToMarkdown(articleOf(operation, title)));
  });

  it('leaves an operation to the conversion when an inline description holds blocks (a response of two paragraphs)', () => {
    const operation: OperationView = { ...base, responses: [response('200', { descriptionHtml: '<p>One.</p>\n<p>Two.</p>' })] };
    expect(convertTwin({ operation: twinOperationOf(operation), title: 'Get a pet' }, createDescriptionMdast())).toBeUndefined();
    // What the conversion gives for it, from the article:
    expect(convertTwin({ html: articleOf(operation, 'Get a pet'), trees: [] }, createDescriptionMdast())).toBe(htmlToMarkdown(articleOf(operation, 'Get a pet')));
  });

  it('takes the data path unless switched off or the locale translates the API words', () => {
    expect(twinFromData(undefined)).toBe(true);
    expect(twinFromData({ 'theme.docs.paginator.next': 'Suivant' })).toBe(true);
    expect(twinFromData({ 'docsite.Api.section.parameters': 'Paramètres' })).toBe(false);
    process.env.DOCSITE_API_TWIN_FROM_HTML = '1';
    try {
      expect(twinFromData(undefined)).toBe(false);
    } finally {
      delete process.env.DOCSITE_API_TWIN_FROM_HTML;
    }
  });
});
