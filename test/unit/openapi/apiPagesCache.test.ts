import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiPageData } from '../../../src/compile/openapi/apiPageData.js';
import type { ApiDocuments } from '../../../src/collect/apiDocuments.js';
import { cachedApiPages } from '../../../src/compile/openapi/apiPagesCache.js';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { validateConfig } from '../../../src/config/validateConfig.js';
import type { BuildContext, Route } from '../../../src/types.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-api-pages-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const config = validateConfig({ title: 'T', productName: 'P', url: 'https://x.example' }, { configFile: path.join(root, 'site.config.ts'), relPath: 'site.config.ts' });
const spec = { openapi: '3.0.3', info: { title: 'Pets', version: '1' }, paths: {} } as unknown as OpenApiDocument;
const page: ApiPageData = { proxyPath: '/api-proxy/', environment: 'Sandbox' };
const docRoute = (routePath: string) => ({ kind: 'doc', path: routePath }) as unknown as Route;

/** The documents as collect hands them over: `key` stands for the hash of the document's files; counts its reads. */
function documentsOf(document: OpenApiDocument, key: string): ApiDocuments & { reads: number } {
  const documents: ApiDocuments & { reads: number } = { keys: [key], bundled: [false], scope: { operations: [], errors: [] }, reads: 0, read: async () => (documents.reads++, [document]) };
  return documents;
}
const pets = documentsOf(spec, 'pets-1');

/** A build of the API pages that counts its runs and warns once. */
function countingBuild() {
  const build = async (_specs: OpenApiDocument[], _routes: Route[], ctx: BuildContext) => {
    build.runs++;
    ctx.diagnostics.push({ severity: 'warning', code: 'openapi', message: 'a warning of the document', source: { file: 'pets.json' } });
    return new Map([['/api/pets', page]]);
  };
  build.runs = 0;
  return build;
}

describe('API pages reused between builds', () => {
  it('builds once for the same documents, config and routes, and repeats the warnings of that build', async () => {
    const build = countingBuild();
    const routes = [docRoute('/docs/intro')];
    const first: BuildContext = { config, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
    expect([...(await cachedApiPages(pets, routes, first, { build }))]).toEqual([['/api/pets', page]]);
    const second: BuildContext = { ...first, diagnostics: [] };
    expect([...(await cachedApiPages(pets, routes, second, { build }))]).toEqual([['/api/pets', page]]);
    expect(build.runs).toBe(1);
    expect(second.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(['a warning of the document']);
  });

  it('builds again when a route is added (descriptions link to routes) or the document changes', async () => {
    const build = countingBuild();
    const ctx: BuildContext = { config, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
    await cachedApiPages(pets, [docRoute('/docs/guide')], ctx, { build });
    await cachedApiPages(pets, [docRoute('/docs/guide'), docRoute('/docs/new')], ctx, { build });
    await cachedApiPages(documentsOf({ ...spec, info: { title: 'Pets', version: '2' } }, 'pets-2'), [docRoute('/docs/guide'), docRoute('/docs/new')], ctx, { build });
    expect(build.runs).toBe(3);
  });

  it('does not write the cache again when it reuses it (the file holds that entry alone)', async () => {
    const build = countingBuild();
    const own = { ...config, root: mkdtempSync(path.join(os.tmpdir(), 'docsite-api-pages-hit-')) };
    const ctx: BuildContext = { config: own, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
    await cachedApiPages(pets, [], ctx, { build });
    const dir = path.join(own.root, '.docsite-cache');
    const file = path.join(dir, readdirSync(dir).find((name) => name.startsWith('api-pages-'))!);
    const written = statSync(file, { bigint: true });
    await cachedApiPages(pets, [], ctx, { build });
    expect(build.runs).toBe(1);
    const after = statSync(file, { bigint: true });
    expect([after.ino, after.mtimeNs]).toEqual([written.ino, written.mtimeNs]);
    rmSync(own.root, { recursive: true, force: true });
  });

  it('when no API page renders (an incremental build keeps them all), repeats the warnings without reading the documents or building', async () => {
    const build = countingBuild();
    const own = { ...config, root: mkdtempSync(path.join(os.tmpdir(), 'docsite-api-pages-kept-')) };
    const documents = documentsOf(spec, 'pets-kept');
    const first: BuildContext = { config: own, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
    await cachedApiPages(documents, [], first, { build });
    expect(documents.reads).toBe(1);
    const second: BuildContext = { ...first, diagnostics: [] };
    expect((await cachedApiPages(documents, [], second, { build, needed: false })).size).toBe(0);
    expect([build.runs, documents.reads]).toEqual([1, 1]);
    expect(second.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(['a warning of the document']);
    rmSync(own.root, { recursive: true, force: true });
  });

  it('builds when no API page renders but no build of these inputs left its warnings', async () => {
    const build = countingBuild();
    const own = { ...config, root: mkdtempSync(path.join(os.tmpdir(), 'docsite-api-pages-unknown-')) };
    const ctx: BuildContext = { config: own, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
    expect([...(await cachedApiPages(documentsOf(spec, 'pets-new'), [], ctx, { build, needed: false }))]).toEqual([['/api/pets', page]]);
    expect(build.runs).toBe(1);
    expect(ctx.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(['a warning of the document']);
    rmSync(own.root, { recursive: true, force: true });
  });
});

