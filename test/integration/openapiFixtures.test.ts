import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

/** Fixture sites under test/fixtures/openapi-*, each one OpenAPI construct, built with the real CLI. */
const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-openapi-fixtures-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Builds the fixture and returns its output reader, failing with the CLI's output when the build fails. */
function build(name: string) {
  const out = path.join(temp, name);
  const result = runCli(['build', '--out', out, '--force'], fixture(`openapi-${name}`));
  expect(result.code, result.output).toBe(0);
  return { result, read: (file: string) => readFileSync(path.join(out, file), 'utf8') };
}

describe('OpenAPI documents as they are written', () => {
  it('builds a reference from a YAML document and publishes the document as it is', () => {
    const { read } = build('yaml');
    expect(read('docs/api/listpets.html')).toMatch(/<h1[^>]*>List pets<\/h1>/);
    expect(read('docs/api/pets.html')).toContain('href="/pets.yaml"');
    expect(read('pets.yaml')).toBe(readFileSync(fixture('openapi-yaml/openapi/pets.yaml'), 'utf8'));
  });
});
