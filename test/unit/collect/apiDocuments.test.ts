import { appendFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { collectApiDocuments } from '../../../src/collect/apiDocuments.js';
import { loadConfig } from '../../../src/config/loadConfig.js';
import type { BuildContext } from '../../../src/types.js';
import { repoRoot } from '../../helpers/runCli.js';

// Counts how often a document is read and checked.
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/compile/openapi/loadSpec.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/compile/openapi/loadSpec.js')>();
  return { ...original, readSpec: (...args: Parameters<typeof original.readSpec>) => (reads.count++, original.readSpec(...args)) };
});

// A copy of the openapi-multifile fixture (a document whose $refs reach another file), inside the repository so its config resolves `docsite`.
const site = path.join(repoRoot, '.tmp', `api-documents-${process.pid}`);
afterAll(() => rmSync(site, { recursive: true, force: true }));

async function collectOnce() {
  const config = await loadConfig(path.join(site, 'site.config.ts'));
  const ctx: BuildContext = { config, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
  return { ...(await collectApiDocuments(ctx)), ctx };
}

describe('OpenAPI documents collected once per content of their files', () => {
  it('reuses what collect made of an unchanged document without reading it, reads it when a stage asks, and reads it again when a file its $refs reach changes', async () => {
    mkdirSync(path.dirname(site), { recursive: true });
    cpSync(path.join(repoRoot, 'test/fixtures/openapi-multifile'), site, { recursive: true });
    const first = await collectOnce();
    expect(reads.count).toBe(1);
    expect(first.operations.routes.map((route) => route.path)).toContain('/docs/api/listpets');
    expect(first.documents.bundled).toEqual([true]);

    const second = await collectOnce();
    expect(reads.count).toBe(1);
    expect(JSON.stringify(second.operations)).toBe(JSON.stringify(first.operations));
    expect(JSON.stringify(second.documents.scope)).toBe(JSON.stringify(first.documents.scope));
    expect([second.documents.keys, second.documents.bundled]).toEqual([first.documents.keys, first.documents.bundled]);
    // The referenced file is still recorded for the build's manifest.
    expect([...(second.ctx.moduleInputs?.keys() ?? [])]).toEqual([path.join(site, 'openapi/schemas/pet.yaml')]);
    expect((await second.documents.read())[0]!.info.title).toBe((await first.documents.read())[0]!.info.title);
    expect(reads.count).toBe(2);

    appendFileSync(path.join(site, 'openapi/schemas/pet.yaml'), '\n# edited\n');
    const third = await collectOnce();
    expect(reads.count).toBe(3);
    expect(third.documents.keys).not.toEqual(first.documents.keys);
  });
});
