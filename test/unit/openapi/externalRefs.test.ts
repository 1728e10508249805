import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/compile/openapi/loadSpec.js';
import { resolveRef } from '../../../src/compile/openapi/resolveRef.js';
import { buildSchemaTree } from '../../../src/compile/openapi/buildSchemaTree.js';
import { formatError } from '../../../src/shared/errors.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsite-external-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
};
const HINT = '  hint: a $ref may point at another file inside the project, e.g. "schemas/pet.yaml#/Pet"';

/** A document in `api/` whose one response's schema is `schema`. */
function documentWith(schema: unknown): string {
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'Multi' }, paths: { '/pets': { get: { operationId: 'listPets', responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } } } });
}
const schemaOf = (spec: Awaited<ReturnType<typeof loadSpec>>) => resolveRef(spec, spec.paths['/pets']!.get!.responses!['200']!).content!['application/json']!.schema!;
const FIELD = '#/paths/~1pets/get/responses/200/content/application~1json/schema';

describe('$refs to other files', () => {
  it('reads values from other files inside the project, YAML or JSON, following their own references relative to them', async () => {
    write('api/schemas/pet.yaml', 'Pet:\n  type: object\n  properties:\n    owner:\n      $ref: "../shared/owner.json"\n    tag:\n      $ref: "#/Tag"\nTag:\n  type: string\n');
    write('api/shared/owner.json', '{ "type": "object", "properties": { "name": { "type": "string" } } }');
    write('api/multi.json', documentWith({ $ref: 'schemas/pet.yaml#/Pet' }));
    const spec = await loadSpec(path.join(root, 'api/multi.json'), root);
    const tree = buildSchemaTree(spec, schemaOf(spec), { md: () => undefined });
    expect(tree.title).toBe('Pet');
    expect(tree.children?.map((child) => [child.name, child.type, child.title])).toEqual([['owner', 'object', 'owner'], ['tag', 'string', 'Tag']]);
  });

  it('refuses a file outside the project root', async () => {
    write('api/outside.json', documentWith({ $ref: '../../elsewhere.json#/Pet' }));
    const error = await loadSpec(path.join(root, 'api/outside.json'), root).catch(formatError);
    expect(error).toBe(`api/outside.json  $ref "../../elsewhere.json#/Pet" points outside the project root\n${HINT}`);
  });

  it('refuses a remote URL', async () => {
    write('api/remote.json', documentWith({ $ref: 'https://example.com/pet.json#/Pet' }));
    const error = await loadSpec(path.join(root, 'api/remote.json'), root).catch(formatError);
    expect(error).toBe(`api/remote.json  $ref "https://example.com/pet.json#/Pet" is a remote URL; docsite reads only files inside the project\n${HINT}`);
  });

  it('names a missing file and a missing value', async () => {
    write('api/missing.json', documentWith({ $ref: 'schemas/none.yaml#/Pet' }));
    expect(await loadSpec(path.join(root, 'api/missing.json'), root).catch(formatError)).toBe(`api/missing.json  $ref points to api/schemas/none.yaml, which does not exist\n${HINT}`);
    write('api/absent.json', documentWith({ $ref: 'schemas/pet.yaml#/Cat' }));
    expect(await loadSpec(path.join(root, 'api/absent.json'), root).catch(formatError)).toBe(`api/absent.json  $ref "schemas/pet.yaml#/Cat" points to #/Cat of api/schemas/pet.yaml, which does not exist\n${HINT}`);
  });

  it('keeps the field of the $ref on the error', async () => {
    write('api/field.json', documentWith({ $ref: 'https://example.com/x' }));
    const error = await loadSpec(path.join(root, 'api/field.json'), root).then(() => undefined, (caught: { field?: string }) => caught);
    expect(error?.field).toBe(FIELD);
  });
});
