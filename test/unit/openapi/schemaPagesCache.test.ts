import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plannedSchemaPages } from '../../../src/collect/plannedSchemaPages.js';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { planSchemaPages } from '../../../src/compile/openapi/planSchemaPages.js';
import { validateConfig } from '../../../src/config/validateConfig.js';
import type { BuildContext } from '../../../src/types.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-schema-pages-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const config = validateConfig({ title: 'T', productName: 'P', url: 'https://x.example' }, { configFile: path.join(root, 'site.config.ts'), relPath: 'site.config.ts' });
const ctx: BuildContext = { config, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };

/** A document whose operation nests Owner, a schema of 45 nodes, three levels down (deeper than a page expands), so Owner gets a schema page. */
function documentNesting(owner: string): OpenApiDocument {
  const object = (properties: Record<string, unknown>) => ({ type: 'object', properties });
  const big = Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`field${index}`, object({ x: { type: 'string' }, y: { type: 'string' } })]));
  return {
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    paths: { '/pets': { get: { operationId: 'listPets', responses: { '200': { description: 'ok', content: { 'application/json': { schema: object({ a: object({ b: object({ c: { $ref: `#/components/schemas/${owner}` } }) }) }) } } } } } } },
    components: { schemas: { [owner]: object(big) } },
  } as unknown as OpenApiDocument;
}

/** `planSchemaPages`, counting its runs. */
function countingPlan() {
  const plan = (spec: OpenApiDocument) => {
    plan.runs++;
    return planSchemaPages(spec);
  };
  plan.runs = 0;
  return plan;
}

describe('schema pages planned once per document key (the hash of its files)', () => {
  it('plans a document once and reuses the plan in the next build, then plans again when its key changes', async () => {
    const plan = countingPlan();
    expect(await plannedSchemaPages([documentNesting('Owner')], ['owner'], ctx, plan)).toEqual([['#/components/schemas/Owner']]);
    expect(await plannedSchemaPages([documentNesting('Owner')], ['owner'], ctx, plan)).toEqual([['#/components/schemas/Owner']]);
    expect(plan.runs).toBe(1);
    expect(await plannedSchemaPages([documentNesting('Keeper')], ['keeper'], ctx, plan)).toEqual([['#/components/schemas/Keeper']]);
    expect(plan.runs).toBe(2);
  });
});
