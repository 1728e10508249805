import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/compile/openapi/loadSpec.js';
import { resolveRef } from '../../../src/compile/openapi/resolveRef.js';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { buildSchemaTree } from '../../../src/compile/openapi/buildSchemaTree.js';
import { dropUnknown } from '../../../src/server/sandbox/dropUnknown.js';
import { validateSchema } from '../../../src/server/sandbox/validateSchema.js';
import { formatError, OpenApiError } from '../../../src/shared/errors.js';

/** Bad `$ref`s fail `loadSpec` naming the file and the JSON pointer of the `$ref`. */
const root = mkdtempSync(path.join(tmpdir(), 'docsite-refs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HINT = '  hint: a $ref must point at an object in this document, e.g. "#/components/schemas/Agent"';

/** A document whose one operation answers with `schema`, plus `schemas` as components. */
function documentWith(schema: unknown, schemas: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 'Refs' },
    paths: { '/things/{id}': { get: { operationId: 'getThing', responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } } },
    components: { schemas },
  };
}

let count = 0;
/** Writes the document to `openapi/<n>.json` under the temporary root and loads it. */
async function load(document: unknown) {
  const file = path.join(root, 'openapi', `spec${++count}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(document));
  return { file: `openapi/spec${count}.json`, loaded: loadSpec(file, root) };
}

/** What the CLI prints for the load error of `document`. */
async function failure(document: unknown) {
  const { file, loaded } = await load(document);
  const error = await loaded.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(OpenApiError);
  return { file, printed: formatError(error), field: (error as OpenApiError).field };
}

const SCHEMA_AT = '#/paths/~1things~1{id}/get/responses/200/content/application~1json/schema';

describe('loadSpec: bad $refs name the file and the JSON pointer', () => {
  it('a target that does not exist', async () => {
    const { file, printed, field } = await failure(documentWith({ $ref: '#/components/schemas/Missing' }));
    expect(printed).toBe(`${file}  $ref at ${SCHEMA_AT} points to #/components/schemas/Missing, which does not exist\n${HINT}`);
    expect(field).toBe(SCHEMA_AT);
  });

  it('a missing target at the end of an alias chain, named where the broken $ref is', async () => {
    const { file, printed } = await failure(documentWith({ $ref: '#/components/schemas/A' }, { A: { $ref: '#/components/schemas/Gone' } }));
    expect(printed).toBe(`${file}  $ref at #/components/schemas/A points to #/components/schemas/Gone, which does not exist\n${HINT}`);
  });

  it('a circular alias chain a -> b -> a', async () => {
    const { file, printed } = await failure(documentWith({ $ref: '#/components/schemas/A' }, { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } }));
    expect(printed).toBe(`${file}  $ref at #/components/schemas/A is a circular alias chain: #/components/schemas/A -> #/components/schemas/B -> #/components/schemas/A\n${HINT}`);
  });

  it('a $ref to itself', async () => {
    const { file, printed } = await failure(documentWith({ type: 'string' }, { Self: { $ref: '#/components/schemas/Self' } }));
    expect(printed).toBe(`${file}  $ref at #/components/schemas/Self is a circular alias chain: #/components/schemas/Self -> #/components/schemas/Self\n${HINT}`);
  });

  it('a schema that is itself through allOf, oneOf or anyOf alone (it has no finite meaning)', async () => {
    const direct = await failure(documentWith({ $ref: '#/components/schemas/A' }, { A: { allOf: [{ $ref: '#/components/schemas/A' }, { type: 'object' }] } }));
    expect(direct.printed).toBe(`${direct.file}  $ref at #/components/schemas/A/allOf/0 makes a schema contain itself through allOf, oneOf or anyOf alone: #/components/schemas/A/allOf/0 -> #/components/schemas/A -> #/components/schemas/A/allOf/0\n${HINT}`);
    const mutual = await failure(documentWith({ type: 'string' }, { Expr: { oneOf: [{ type: 'number' }, { $ref: '#/components/schemas/Sum' }] }, Sum: { anyOf: [{ $ref: '#/components/schemas/Expr' }] } }));
    expect(mutual.printed).toBe(`${mutual.file}  $ref at #/components/schemas/Expr/oneOf/1 makes a schema contain itself through allOf, oneOf or anyOf alone: #/components/schemas/Expr/oneOf/1 -> #/components/schemas/Sum -> #/components/schemas/Sum/anyOf/0 -> #/components/schemas/Expr -> #/components/schemas/Expr/oneOf/1\n${HINT}`);
  });

  it('a target that is not an object', async () => {
    const { file, printed } = await failure(documentWith({ $ref: '#/info/title' }));
    expect(printed).toBe(`${file}  $ref at ${SCHEMA_AT} points to #/info/title, which is a string, not an object\n${HINT}`);
    const list = await failure(documentWith({ $ref: '#/components/schemas/List' }, { List: [1, 2] }));
    expect(list.printed).toBe(`${list.file}  $ref at ${SCHEMA_AT} points to #/components/schemas/List, which is an array, not an object\n${HINT}`);
    const nothing = await failure(documentWith({ $ref: '#/components/schemas/Nothing' }, { Nothing: null }));
    expect(nothing.printed).toBe(`${nothing.file}  $ref at ${SCHEMA_AT} points to #/components/schemas/Nothing, which is null, not an object\n${HINT}`);
  });

  it('a malformed pointer', async () => {
    const cases: Array<[string, string]> = [
      ['#components/schemas/A', '"#components/schemas/A" is not a JSON pointer (it must start with "#/")'],
      ['#/components/schemas/A~2B', '"#/components/schemas/A~2B" has a "~" not followed by 0 or 1 in "A~2B" (write "~0" for "~" and "~1" for "/")'],
      ['#/components/schemas/A%zz', '"#/components/schemas/A%zz" has a malformed percent-encoding in "A%zz"'],
    ];
    for (const [ref, problem] of cases) {
      const { file, printed } = await failure(documentWith({ $ref: ref }, { A: { type: 'string' } }));
      expect(printed, ref).toBe(`${file}  $ref at ${SCHEMA_AT} is not valid: ${problem}\n${HINT}`);
    }
  });
});

describe('loadSpec: good $refs', () => {
  it('decodes ~0, ~1 and percent-encoding as RFC 6901 says (~01 is "~1", not "/")', async () => {
    const schemas = { 'a/b': { type: 'string', title: 'slash' }, 'a~b': { type: 'integer', title: 'tilde' }, 'a~1b': { type: 'boolean', title: 'tilde-one' }, 'a b': { type: 'number', title: 'space' } };
    const { loaded } = await load(documentWith({ $ref: '#/components/schemas/a~1b' }, schemas));
    const spec = await loaded;
    const titleOf = (ref: string) => (resolveRef(spec, { $ref: ref } as { $ref: string; title?: string })).title;
    expect(titleOf('#/components/schemas/a~1b')).toBe('slash');
    expect(titleOf('#/components/schemas/a~0b')).toBe('tilde');
    expect(titleOf('#/components/schemas/a~01b')).toBe('tilde-one');
    expect(titleOf('#/components/schemas/a%20b')).toBe('space');
    expect(titleOf('#/paths/~1things~1%7Bid%7D/get/responses/200')).toBeUndefined();
  });

  it('accepts circular schemas (a schema containing itself through properties and items) and still documents them', async () => {
    const node = {
      type: 'object',
      properties: { name: { type: 'string' }, parent: { oneOf: [{ $ref: '#/components/schemas/Node' }, { type: 'null' }] }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
    };
    const { loaded } = await load(documentWith({ $ref: '#/components/schemas/Node' }, { Node: node }));
    const spec: OpenApiDocument = await loaded;
    const tree = buildSchemaTree(spec, { $ref: '#/components/schemas/Node' }, { md: () => undefined });
    expect(tree.children!.map((child) => [child.name, child.children?.[0]?.link?.href ?? false])).toEqual([['name', false], ['parent', '#schema-response-node'], ['children', '#schema-response-node']]);
    // The sandbox validates and keeps such values as deep as they are.
    const value = { name: 'a', parent: { name: 'b', parent: null, junk: 1 }, children: [{ name: 'c', children: [{ name: 'd', junk: 2 }] }] };
    expect(validateSchema(spec, { $ref: '#/components/schemas/Node' }, value)).toEqual([]);
    expect(dropUnknown(spec, { $ref: '#/components/schemas/Node' }, value)).toEqual({ name: 'a', parent: { name: 'b', parent: null }, children: [{ name: 'c', children: [{ name: 'd' }] }] });
  });

  it('ignores "$ref" inside examples, defaults and extensions: they are data', async () => {
    const document = documentWith({ type: 'object', default: { $ref: '#/nowhere' }, examples: [{ $ref: '#/nowhere' }], 'x-note': { $ref: '#/nowhere' } });
    const { loaded } = await load(document);
    await expect(loaded).resolves.toBeTruthy();
  });
});

describe('resolveRef: documents not read by loadSpec', () => {
  it('throws the same messages, without a file', () => {
    const spec = documentWith({}, { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } }) as OpenApiDocument;
    const messageOf = (ref: string) => {
      try {
        resolveRef(spec, { $ref: ref });
      } catch (error) {
        expect(error).toBeInstanceOf(OpenApiError);
        return (error as OpenApiError).message;
      }
      return 'resolved';
    };
    expect(messageOf('#/components/schemas/A')).toBe('$ref at #/components/schemas/A is a circular alias chain: #/components/schemas/A -> #/components/schemas/B -> #/components/schemas/A');
    expect(messageOf('#/components/schemas/C')).toBe('$ref points to #/components/schemas/C, which does not exist');
  });
});
