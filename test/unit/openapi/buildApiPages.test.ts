import { beforeAll, describe, expect, it } from 'vitest';
import { collectOperations } from '../../../src/collect/collectOperations.js';
import type { ApiPageData, OperationView } from '../../../src/compile/openapi/apiPageData.js';
import { buildApiPages, SANDBOX_ENVIRONMENT } from '../../../src/compile/openapi/buildApiPages.js';
import { loadSpec } from '../../../src/compile/openapi/loadSpec.js';
import { loadConfig } from '../../../src/config/loadConfig.js';
import type { BuildContext } from '../../../src/types.js';
import { repoRoot } from '../../helpers/runCli.js';
import { SPEC_ROUTES } from '../../helpers/specRoutes.js';

let pages: Map<string, ApiPageData>;
let operations: OperationView[];
const byId = (id: string) => operations.find((operation) => operation.operationId === id)!;

beforeAll(async () => {
  const config = await loadConfig(`${repoRoot}/site.config.ts`);
  const ctx: BuildContext = { config, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
  const spec = await loadSpec(config.apiReferences[0]!.specFile, config.root);
  pages = await buildApiPages([spec], collectOperations(spec, 0, ctx).routes, ctx);
  operations = [...pages.values()].flatMap((page) => (page.operation ? [page.operation] : []));
}, 60_000);

describe('buildApiPages on the real monk.json', () => {
  it('gives page data to the info page and the 21 operation pages, at the spec routes, and to no schema page', () => {
    // TaskStatus.result reaches TradeResult and its Trade three levels down: a few lines, shown in place.
    expect([...pages.keys()].sort()).toEqual(SPEC_ROUTES.filter((route) => route.startsWith('/docs/api/Monk/')).sort());
    expect(operations).toHaveLength(21);
    for (const page of pages.values()) expect(page).toMatchObject({ proxyPath: '/api-proxy/', environment: SANDBOX_ENVIRONMENT });
  });

  it('documents auth as two headers, read by the samples from environment variables', () => {
    expect(byId('6_get_agent').security.map(({ header, envVar, secret }) => ({ header, envVar, secret }))).toEqual([
      { header: 'X-API-Key', envVar: 'SABLE_API_KEY', secret: true },
      { header: 'X-User-Id', envVar: 'SABLE_USER_ID', secret: false },
    ]);
  });

  it('lists parameters with type, enum, default, constraints and example', () => {
    const trades = byId('11_get_agent_trades_v2');
    expect(trades.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['path:agent_id', 'query:side', 'query:from', 'query:to', 'query:limit', 'query:cursor']);
    expect(trades.parameters[1]).toMatchObject({ type: 'string', enum: ['buy', 'sell'], required: false, example: 'buy' });
    expect(trades.parameters[2]).toMatchObject({ type: 'string', format: 'date-time' });
    expect(trades.parameters[4]).toMatchObject({ type: 'integer', default: '50', constraints: [{ kind: 'minimum', value: '1' }, { kind: 'maximum', value: '100' }], example: '50' });
  });

  it('gives every response a description and at least one example, and every body a schema tree', () => {
    for (const operation of operations) {
      for (const response of operation.responses) {
        expect(response.examples.length, `${operation.operationId} ${response.status}`).toBeGreaterThan(0);
        expect(response.schema, `${operation.operationId} ${response.status}`).toBeTruthy();
        expect(response.descriptionHtml).toMatch(/^<p>/);
      }
    }
    expect(byId('12_sell_tokens').requestBody!.examples.map((example) => example.name)).toEqual(['by_percentage', 'by_amount']);
    expect(byId('get_task_status').responses[0]!.examples.map((example) => example.summary)).toEqual(['Buy succeeded', 'Sell in progress', 'Sync succeeded', 'Buy failed']);
    expect(byId('12_sell_tokens').responses.find((response) => response.status === '409')!.examples).toHaveLength(4);
  });

  it('generates highlighted python, curl and nodejs samples that read the key from the environment', () => {
    for (const operation of operations) {
      expect(operation.samples.map((sample) => sample.language)).toEqual(['python', 'curl', 'nodejs']);
      for (const sample of operation.samples) {
        expect(sample.code).toContain('SABLE_API_BASE');
        expect(sample.code).toContain('https://api.sable.example/ta');
        expect(sample.code).toContain('SABLE_API_KEY');
        expect(sample.html).toMatch(/^<pre class="shiki/);
      }
    }
    expect(byId('14_buy_tokens').samples[1]!.code).toContain('/agent/agt_7Qm2c9XkLp/buy');
    expect(byId('7_get_agents').samples[2]!.code).toContain('/agents?status=active&chain=base&limit=20&offset=0');
  });

  it('asks for confirmation exactly on buy, sell, delete agent and delete parents', () => {
    expect(operations.filter((operation) => operation.dangerous).map((operation) => operation.operationId).sort()).toEqual(['12_sell_tokens', '14_buy_tokens', '4_delete_agent_parents', '5_delete_agent']);
    expect(byId('14_buy_tokens').tryIt).toMatchObject({ dangerous: true, method: 'POST', path: '/agent/{agent_id}/buy', proxyPath: '/api-proxy/', environment: SANDBOX_ENVIRONMENT });
  });

  it('tells try-it that it sends to the sandbox, and lists the response examples among the sections', () => {
    for (const operation of operations) expect(operation.tryIt?.sandbox, operation.operationId).toBe(true);
    expect(byId('14_buy_tokens').headings.map((heading) => heading.id)).toEqual(['authorization', 'parameters', 'request-body', 'responses', 'code-samples', 'response-examples', 'try-it']);
  });

  it('gives try-it every parameter, prefilled, and the body examples, but no credential values', () => {
    const tryIt = byId('11_get_agent_trades_v2').tryIt!;
    expect(tryIt.parameters.map((parameter) => [parameter.name, parameter.example])).toEqual([['agent_id', 'agt_7Qm2c9XkLp'], ['side', 'buy'], ['from', '2026-03-01T00:00:00Z'], ['to', '2026-03-15T00:00:00Z'], ['limit', '50'], ['cursor', 'eyJpZCI6InRyZF9EZzJ3UTduUDVzIn0']]);
    expect(tryIt.auth).toEqual([{ header: 'X-API-Key', secret: true }, { header: 'X-User-Id', secret: false }]);
    expect(JSON.parse(byId('1_create_agent').tryIt!.body!.examples[0]!.json)).toMatchObject({ name: 'Solana scalper (dry run)' });
  });

  it('builds the info page: download link, base URL and operations by tag', () => {
    const info = [...pages.values()].find((page) => page.info)!.info!;
    expect(info).toMatchObject({ title: '0xMonk', version: '1.0.0', specUrl: '/monk.json', baseUrl: 'https://api.sable.example/ta' });
    expect(info.groups.map((group) => [group.tag, group.operations.length])).toEqual([['Agents', 9], ['Trading', 5], ['Portfolio', 4], ['Tasks', 1], ['Wallets', 2]]);
    expect(info.headings.map((heading) => heading.id)).toEqual(['authentication', 'errors', 'tag-agents', 'tag-trading', 'tag-portfolio', 'tag-tasks', 'tag-wallets']);
  });
});
