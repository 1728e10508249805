import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

// The multi-file fixture with its document moved one folder down (`openapi/v1/pets.yaml`), so
// its `$ref` reaches `../schemas/pet.yaml`: a file outside the document's own folder and every
// other folder the up-to-date check hashes.
const site = path.join(repoRoot, '.tmp', `up-to-date-refs-${process.pid}`);
const out = path.join(site, 'build');
const build = () => runCli(['build', '--out', out], site);
const UP_TO_DATE = /build is up to date \(\d+ pages and \d+ assets, nothing changed\)/;
const schemaFile = path.join(site, 'openapi/schemas/pet.yaml');

beforeAll(() => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/openapi-multifile'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
  mkdirSync(path.join(site, 'openapi/v1'));
  const spec = path.join(site, 'openapi/v1/pets.yaml');
  renameSync(path.join(site, 'openapi/pets.yaml'), spec);
  writeFileSync(spec, readFileSync(spec, 'utf8').replace("$ref: 'schemas/pet.yaml#/Pet'", "$ref: '../schemas/pet.yaml#/Pet'"));
  const config = path.join(site, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("specPath: 'openapi/pets.yaml'", "specPath: 'openapi/v1/pets.yaml'"));
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the up-to-date check of an OpenAPI document split into files', () => {
  it("rebuilds when a file the document's $refs reach outside its folder changes", () => {
    const first = build();
    expect(first.code, first.output).toBe(0);
    expect(readFileSync(path.join(out, 'docs/api/listpets.html'), 'utf8')).toContain('as its owner calls it');
    expect(build().stdout).toMatch(UP_TO_DATE);
    writeFileSync(schemaFile, readFileSync(schemaFile, 'utf8').replace('as its owner calls it', 'as its vet writes it'));
    const second = build();
    expect(second.stdout, second.output).toMatch(/built \d+ pages/);
    expect(readFileSync(path.join(out, 'docs/api/listpets.html'), 'utf8')).toContain('as its vet writes it');
    expect(build().stdout).toMatch(UP_TO_DATE);
  });
});
