import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/compile/openapi/loadSpec.js';
import { formatError } from '../../../src/shared/errors.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsite-yaml-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(root, name);
  writeFileSync(file, text);
  return file;
}

const PETS_YAML = `openapi: 3.1
info:
  title: Pets
  version: 2
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        200:
          description: ok
`;

describe('loadSpec reads YAML', () => {
  it('loads a .yaml document into the same shape as JSON (numbers from YAML made strings where OpenAPI wants strings)', async () => {
    const spec = await loadSpec(write('pets.yaml', PETS_YAML), root);
    expect(spec.openapi).toBe('3.1');
    expect(spec.info).toEqual({ title: 'Pets', version: '2' });
    expect(Object.keys(spec.paths['/pets']!.get!.responses!)).toEqual(['200']);
  });

  it('reads a .yml file and a document without a known extension that does not start like JSON', async () => {
    expect((await loadSpec(write('pets.yml', PETS_YAML), root)).info.title).toBe('Pets');
    expect((await loadSpec(write('pets.openapi', PETS_YAML), root)).info.title).toBe('Pets');
  });

  it('names line and column of a YAML syntax error', async () => {
    const file = write('broken.yaml', 'openapi: 3.0.3\ninfo:\n  title: Broken\n version: 1\npaths: {}\n');
    const error = await loadSpec(file, root).catch((caught: unknown) => caught);
    expect(formatError(error)).toBe('broken.yaml:4:1  invalid YAML: All mapping items must start at the same column');
  });

  it('names line and column of a duplicate key', async () => {
    const file = write('duplicate.yaml', 'openapi: 3.0.3\ninfo:\n  title: A\n  title: B\npaths: {}\n');
    const error = await loadSpec(file, root).catch((caught: unknown) => caught);
    expect(formatError(error)).toBe('duplicate.yaml:4:3  invalid YAML: Map keys must be unique');
  });
});
