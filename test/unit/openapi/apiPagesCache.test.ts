import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiPageData } from '../../../src/compile/openapi/apiPageData.js';
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
    expect([...(await cachedApiPages([spec], routes, first, build))]).toEqual([['/api/pets', page]]);
    const second: BuildContext = { ...first, diagnostics: [] };
    expect([...(await cachedApiPages([spec], routes, second, build))]).toEqual([['/api/pets', page]]);
    expect(build.runs).toBe(1);
    expect(second.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(['a warning of the document']);
  });

  it('builds again when a route is added (descriptions link to routes) or the document changes', async () => {
    const build = countingBuild();
    const ctx: BuildContext = { config, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
    await cachedApiPages([spec], [docRoute('/docs/guide')], ctx, build);
    await cachedApiPages([spec], [docRoute('/docs/guide'), docRoute('/docs/new')], ctx, build);
    await cachedApiPages([{ ...spec, info: { title: 'Pets', version: '2' } }], [docRoute('/docs/guide'), docRoute('/docs/new')], ctx, build);
    expect(build.runs).toBe(3);
  });

  it('does not write the cache again when it reuses it (the file holds that entry alone)', async () => {
    const build = countingBuild();
    const own = { ...config, root: mkdtempSync(path.join(os.tmpdir(), 'docsite-api-pages-hit-')) };
    const ctx: BuildContext = { config: own, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
    await cachedApiPages([spec], [], ctx, build);
    const dir = path.join(own.root, '.docsite-cache');
    const file = path.join(dir, readdirSync(dir).find((name) => name.startsWith('api-pages-'))!);
    const written = statSync(file, { bigint: true });
    await cachedApiPages([spec], [], ctx, build);
    expect(build.runs).toBe(1);
    const after = statSync(file, { bigint: true });
    expect([after.ino, after.mtimeNs]).toEqual([written.ino, written.mtimeNs]);
    rmSync(own.root, { recursive: true, force: true });
  });
});

