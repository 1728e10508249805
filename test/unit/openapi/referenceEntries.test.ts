import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listReferenceEntries } from '../../../src/compile/openapi/listReferenceEntries.js';
import { listOperations, loadSpec } from '../../../src/compile/openapi/loadSpec.js';
import { formatError } from '../../../src/shared/errors.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsite-entries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
async function load(document: unknown) {
  const file = path.join(root, `spec${++count}.json`);
  writeFileSync(file, JSON.stringify(document));
  return loadSpec(file, root);
}
const failure = (document: unknown) => load(document).then(() => 'loaded', formatError);

const ok = { responses: { '200': { description: 'ok' } } };

describe('webhooks and callbacks', () => {
  it('loads a 3.1 document with webhooks and no paths', async () => {
    const spec = await load({ openapi: '3.1.0', info: { title: 'Hooks' }, webhooks: { newPet: { post: ok } } });
    expect(listReferenceEntries(spec).map(({ kind, id, field, tags }) => ({ kind, id, field, tags }))).toEqual([{ kind: 'webhook', id: 'webhook-post-newpet', field: 'webhooks.newPet.post', tags: ['Webhooks'] }]);
  });

  it('still requires paths in a 3.0 document', async () => {
    expect(await failure({ openapi: '3.0.3', info: { title: 'Hooks' } })).toBe(`spec${count}.json  paths is required\n  hint: OpenAPI 3.1 documents may leave it out when they have webhooks or components`);
  });

  it('lists each callback after its operation, keyed from the operation, the callback name and the method, with the operation tags', async () => {
    const callbacks = { onEvent: { '{$request.body#/url}': { post: ok } } };
    const spec = await load({ openapi: '3.0.3', info: { title: 'Calls' }, paths: { '/subscribe': { post: { ...ok, operationId: 'subscribe', tags: ['Events'], callbacks } }, '/other': { get: ok } } });
    expect(listReferenceEntries(spec).map(({ kind, id, tags, callback }) => ({ kind, id, tags, callback }))).toEqual([
      { kind: 'operation', id: 'subscribe', tags: ['Events'], callback: undefined },
      { kind: 'callback', id: 'subscribe-onevent-post', tags: ['Events'], callback: { name: 'onEvent', parentId: 'subscribe' } },
      { kind: 'operation', id: 'get-other', tags: ['Other'], callback: undefined },
    ]);
  });

  it('follows $refs to shared callbacks and path items', async () => {
    const spec = await load({
      openapi: '3.1.0',
      info: { title: 'Refs' },
      paths: { '/s': { post: { ...ok, operationId: 's', callbacks: { done: { $ref: '#/components/callbacks/Done' } } } } },
      webhooks: { ping: { $ref: '#/components/pathItems/Ping' } },
      components: { callbacks: { Done: { '{$url}': { put: { ...ok, operationId: 'doneCallback' } } } }, pathItems: { Ping: { get: ok } } },
    });
    expect(listReferenceEntries(spec).map((entry) => `${entry.kind} ${entry.method} ${entry.path} ${entry.id}`)).toEqual(['operation post /s s', 'callback put {$url} doneCallback', 'webhook get ping webhook-get-ping']);
  });

  it('refuses an id used twice, across operations and webhooks', async () => {
    const message = await failure({ openapi: '3.1.0', info: { title: 'Twice' }, paths: { '/a': { get: { ...ok, operationId: 'same' } } }, webhooks: { b: { post: { ...ok, operationId: 'same' } } } });
    expect(message).toBe(`spec${count}.json  duplicate operationId 'same' in paths./a.get and webhooks.b.post`);
  });
});

describe('x-internal', () => {
  it('leaves internal operations and path items out of the reference and of the sandbox routes', async () => {
    const spec = await load({ openapi: '3.1.0', info: { title: 'Hidden' }, paths: { '/a': { get: ok, delete: { ...ok, 'x-internal': true } }, '/b': { 'x-internal': true, get: ok } }, webhooks: { c: { post: { ...ok, 'x-internal': true } } } });
    expect(listReferenceEntries(spec).map((entry) => entry.id)).toEqual(['get-a']);
    expect(listOperations(spec).map((entry) => entry.id)).toEqual(['get-a']);
  });
});

describe('documented code samples', () => {
  it('warns about x-code-samples beside x-codeSamples, and about a value that is not a list', async () => {
    const { documentedSamples } = await import('../../../src/compile/openapi/documentedSamples.js');
    const warnings: string[] = [];
    const highlight = async (code: string) => `<pre>${code}</pre>`;
    const both = await documentedSamples({ 'x-codeSamples': [{ lang: 'Go', source: 'x()' }], 'x-code-samples': [] } as never, highlight, (message) => warnings.push(message));
    expect(both).toEqual([{ language: 'go', label: 'Go', code: 'x()', html: '<pre>x()</pre>' }]);
    await documentedSamples({ 'x-codeSamples': 'curl …' } as never, highlight, (message) => warnings.push(message));
    expect(warnings).toEqual(['x-code-samples is ignored: x-codeSamples is used', 'x-codeSamples is not a list of { lang, source } samples; ignored']);
  });
});
