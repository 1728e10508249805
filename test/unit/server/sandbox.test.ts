import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleRequestOf } from '../../../src/compile/openapi/buildSamples.js';
import { listOperations } from '../../../src/compile/openapi/loadSpec.js';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { collectParameters } from '../../../src/compile/openapi/parameters.js';
import { securityViews } from '../../../src/compile/openapi/security.js';
import { pathWithQuery } from '../../../src/compile/openapi/samples/sampleRequest.js';
import { createSandbox, type Sandbox } from '../../../src/server/sandbox/createSandbox.js';
import { MAX_SANDBOX_BYTES } from '../../../src/server/sandbox/sandboxStore.js';
import { MAX_SANDBOX_TASKS } from '../../../src/server/sandbox/taskHandlers.js';
import { product } from '../../../content/_data/product.js';

const specText = readFileSync(new URL('../../../openapi/monk.json', import.meta.url), 'utf8');
const spec = JSON.parse(specText) as OpenApiDocument;
type Json = Record<string, any>;
let dereferenced: Json;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

beforeAll(async () => {
  dereferenced = (await SwaggerParser.dereference(JSON.parse(specText))) as Json;
});

const USER = 'usr_SANDBOX001';
const auth = (user = USER) => ({ 'X-API-Key': 'sk_test_sandbox', 'X-User-Id': user });

async function call(sandbox: Sandbox, method: string, path: string, options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) {
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers = { ...(options.headers ?? auth()), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) };
  const response = await sandbox.fetch(new Request(`http://sandbox.invalid/ta${path}`, { method, headers, body }));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : undefined, headers: response.headers };
}

/** Validates a body against the schema of a documented response. */
function expectDocumented(method: string, template: string, status: number, body: unknown) {
  const response = dereferenced.paths[template][method.toLowerCase()].responses[String(status)];
  expect(response, `${method} ${template} documents ${status}`).toBeTruthy();
  const validate = ajv.compile(response.content['application/json'].schema);
  expect(validate(body), `${method} ${template} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

describe('sandbox: auth and validation', () => {
  const sandbox = createSandbox(spec);

  it('answers 401 with the documented body when either credential header is missing', async () => {
    for (const [headers, header] of [[{ 'X-User-Id': USER }, 'X-API-Key'], [{ 'X-API-Key': 'k' }, 'X-User-Id']] as const) {
      const response = await call(sandbox, 'GET', '/agents', { headers });
      expect(response.status).toBe(401);
      expect(response.body!.error.code).toBe('unauthorized');
      expect(response.body!.error.message).toBe(`Missing or invalid ${header} header.`);
      expectDocumented('GET', '/agents', 401, response.body);
    }
  });

  it('answers 422 with pydantic-style detail for bad path, query and body values', async () => {
    const badPath = await call(sandbox, 'GET', '/agent/not-an-id');
    expect(badPath.status).toBe(422);
    expect(badPath.body!.detail).toEqual([{ loc: ['path', 'agent_id'], type: 'string_pattern_mismatch', msg: "String should match pattern '^agt_[A-Za-z0-9]{10}$'" }]);
    const badQuery = await call(sandbox, 'GET', '/agents?limit=abc&status=sleeping');
    expect(badQuery.body!.detail.map((issue: Json) => `${issue.loc.join('.')} ${issue.type}`)).toEqual(['query.status enum', 'query.limit int_parsing']);
    const badBody = await call(sandbox, 'POST', '/agent/agt_7Qm2c9XkLp/buy', { body: { token: 'DEGEN', amount_usd: 0 } });
    expect(badBody.status).toBe(422);
    expect(badBody.body!.detail).toContainEqual({ loc: ['body', 'chain'], type: 'missing', msg: 'Field required' });
    expect(badBody.body!.detail).toContainEqual({ loc: ['body', 'amount_usd'], type: 'greater_than_equal', msg: 'Input should be greater than or equal to 1' });
    for (const response of [badPath, badQuery, badBody]) expectDocumented('GET', '/agent/{agent_id}', 422, response.body);
  });

  it('rejects malformed JSON, a missing required body and a sell with both amount and percentage', async () => {
    expect((await call(sandbox, 'POST', '/agent', { rawBody: '{"name": ' })).body!.detail[0]).toMatchObject({ loc: ['body'], type: 'json_invalid' });
    expect((await call(sandbox, 'POST', '/agent')).body!.detail).toEqual([{ loc: ['body'], type: 'missing', msg: 'Field required' }]);
    const both = await call(sandbox, 'POST', '/agent/agt_7Qm2c9XkLp/sell', { body: { token: 'BRETT', chain: 'base', amount: '10', percentage: 50 } });
    expect(both.status).toBe(422);
  });

  it('answers unknown paths 404 and undocumented methods 405', async () => {
    expect((await call(sandbox, 'GET', '/nothing')).status).toBe(404);
    const wrong = await call(sandbox, 'PUT', '/agent/agt_7Qm2c9XkLp');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('PATCH');
    expect((await call(sandbox, 'OPTIONS', '/agent/agt_7Qm2c9XkLp')).status).toBe(204);
  });
});

describe('sandbox: documented answers', () => {
  it('answers every operation, called as its code samples call it, with the documented success status and a schema-valid body', async () => {
    const sandbox = createSandbox(spec);
    const operations = listOperations(spec);
    expect(operations).toHaveLength(21);
    for (const { method, path, operation } of operations) {
      const parameters = collectParameters(spec, spec.paths[path], operation);
      const media = (operation.requestBody?.content?.['application/json'] ?? {}) as Json;
      const body = media.example ?? Object.values((media.examples ?? {}) as Json)[0]?.value;
      const request = sampleRequestOf({ spec, method, path, parameters, security: securityViews(spec, operation, 'SABLE', () => undefined), body: body && { kind: 'json', mediaType: 'application/json', value: body }, base: { url: '', env: 'X' }, warn: () => {} });
      // A fresh user per operation, as in the sample tests: deleting an agent must not break the next call.
      const response = await call(sandbox, method.toUpperCase(), pathWithQuery(request), { body, headers: auth(`usr_${operation.operationId!.replace(/[^A-Za-z0-9]/g, '').slice(0, 10).padEnd(10, 'x')}`) });
      const expected = Number(Object.keys(operation.responses!).find((status) => status.startsWith('2')));
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(expected);
      expectDocumented(method, path, expected, response.body);
    }
  });
});

describe('sandbox: state per user', () => {
  it('keeps create → get → update → list → delete coherent, then 404', async () => {
    const sandbox = createSandbox(spec);
    const created = await call(sandbox, 'POST', '/agent', { body: { name: 'Test agent', chain: 'arbitrum' } });
    expect(created.status).toBe(201);
    expectDocumented('POST', '/agent', 201, created.body);
    const id = created.body!.id as string;
    expect(created.body).toMatchObject({ name: 'Test agent', chain: 'arbitrum', status: 'draft', mode: 'dry_run', autonomous: false, user_id: USER, parent_ids: [] });
    expect((await call(sandbox, 'GET', `/agent/${id}`)).body).toEqual(created.body);
    const updated = await call(sandbox, 'PATCH', `/agent/${id}`, { body: { name: 'Renamed', status: 'active' } });
    expect(updated.body).toMatchObject({ id, name: 'Renamed', status: 'active', chain: 'arbitrum' });
    expectDocumented('PATCH', '/agent/{agent_id}', 200, updated.body);
    const listed = await call(sandbox, 'GET', '/agents?chain=arbitrum');
    expect(listed.body!.items.map((agent: Json) => agent.id)).toEqual([id]);
    expect(listed.body!.pagination).toEqual({ limit: 20, offset: 0, total: 1, has_more: false });
    const deleted = await call(sandbox, 'DELETE', `/agent/${id}`);
    expect(deleted.body).toMatchObject({ id, deleted: true });
    expect((await call(sandbox, 'GET', `/agent/${id}`)).status).toBe(404);
    expect((await call(sandbox, 'PATCH', `/agent/${id}`, { body: { name: 'x' } })).status).toBe(404);
    expect((await call(sandbox, 'DELETE', `/agent/${id}`)).status).toBe(404);
    expect((await call(sandbox, 'GET', '/agents?chain=arbitrum')).body!.items).toEqual([]);
  });

  it('fills omitted risk settings with the product defaults', async () => {
    const sandbox = createSandbox(spec);
    const created = await call(sandbox, 'POST', '/agent', { body: { name: 'Defaults', chain: 'base' } });
    const { defaults, maxInvestmentPerSessionUsd } = product.trading;
    expect(created.body!.risk).toMatchObject({
      stop_loss_pct: defaults.stopLossPct,
      trailing_stop_loss_pct: defaults.trailingStopLossPct,
      take_profit_pct: defaults.takeProfitPct,
      max_investment_per_session_usd: maxInvestmentPerSessionUsd.default,
    });
    expect(created.body!.strategy).toMatchObject({ timeframe: '1h', indicators: ['rsi', 'macd'] });
  });

  it('keeps each user apart: what one deletes, another still sees', async () => {
    const sandbox = createSandbox(spec);
    expect((await call(sandbox, 'DELETE', '/agent/agt_7Qm2c9XkLp', { headers: auth('usr_AAAAAAAAAA') })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/agent/agt_7Qm2c9XkLp', { headers: auth('usr_AAAAAAAAAA') })).status).toBe(404);
    expect((await call(sandbox, 'GET', '/agent/agt_7Qm2c9XkLp', { headers: auth('usr_BBBBBBBBBB') })).status).toBe(200);
  });

  it('links parents of the same user and chain only', async () => {
    const sandbox = createSandbox(spec);
    const added = await call(sandbox, 'POST', '/agent/agt_Hx3v8RtQ1b/parents', { body: { parent_ids: ['agt_7Qm2c9XkLp'] } });
    expect(added.body!.parent_ids).toEqual(['agt_7Qm2c9XkLp']);
    const self = await call(sandbox, 'POST', '/agent/agt_Hx3v8RtQ1b/parents', { body: { parent_ids: ['agt_Hx3v8RtQ1b'] } });
    expect(self.body!.detail[0]).toMatchObject({ loc: ['body', 'parent_ids', 0], msg: 'An agent cannot be its own parent' });
    const otherChain = await call(sandbox, 'POST', '/agent/agt_Hx3v8RtQ1b/parents', { body: { parent_ids: ['agt_Rj6tB1yMvc'] } });
    expect(otherChain.status).toBe(422);
    const removed = await call(sandbox, 'DELETE', '/agent/agt_Hx3v8RtQ1b/parents', { body: { parent_ids: ['agt_7Qm2c9XkLp'] } });
    expect(removed.body!.parent_ids).toEqual([]);
  });

  it('queues trades for active agents only and reports the finished task', async () => {
    const sandbox = createSandbox(spec);
    const draft = await call(sandbox, 'POST', '/agent/agt_Rj6tB1yMvc/buy', { body: { token: 'BONK', chain: 'solana', amount_usd: 10 } });
    expect(draft.status).toBe(409);
    expect(draft.body!.error.code).toBe('agent_not_active');
    const wrongChain = await call(sandbox, 'POST', '/agent/agt_7Qm2c9XkLp/buy', { body: { token: 'BONK', chain: 'solana', amount_usd: 10 } });
    expect(wrongChain.status).toBe(422);
    const queued = await call(sandbox, 'POST', '/agent/agt_7Qm2c9XkLp/sell', { body: { token: 'BRETT', chain: 'base', percentage: 50 } });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ kind: 'sell', agent_id: 'agt_7Qm2c9XkLp', status: 'queued', status_url: `/ta/task/${queued.body!.task_id}` });
    const task = await call(sandbox, 'GET', `/task/${queued.body!.task_id}`);
    expect(task.body).toMatchObject({ task_id: queued.body!.task_id, kind: 'sell', status: 'succeeded', result: { result_type: 'trade', trade: { side: 'sell' } } });
    expectDocumented('GET', '/task/{task_id}', 200, task.body);
    expect((await call(sandbox, 'GET', '/task/tsk_0000000000')).status).toBe(404);
  });
});

describe('sandbox: only what the schema describes is kept', () => {
  const junk = 'x'.repeat(1024 * 1024);

  it('drops unknown fields, at every depth, on create and update: they are neither stored nor served back', async () => {
    const sandbox = createSandbox(spec);
    const created = await call(sandbox, 'POST', '/agent', { body: { name: 'Lean', chain: 'base', junk, strategy: { timeframe: '4h', indicators: ['rsi'], junk } } });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('junk');
    expect(created.body!.strategy).not.toHaveProperty('junk');
    expect(created.body!.strategy).toMatchObject({ timeframe: '4h', indicators: ['rsi'] });
    const id = created.body!.id as string;
    const updated = await call(sandbox, 'PATCH', `/agent/${id}`, { body: { name: 'Leaner', junk } });
    expect(updated.body).toMatchObject({ id, name: 'Leaner' });
    const stored = await call(sandbox, 'GET', `/agent/${id}`);
    expect(JSON.stringify(stored.body)).not.toContain('xxxxxxxx');
    expect(sandbox.keptBytes()).toBeLessThan(100_000);
  });

  it('rejects unknown fields where the schema says additionalProperties: false', async () => {
    const strict = {
      openapi: '3.1.0',
      info: { title: 'Strict' },
      servers: [{ url: 'https://api.strict.example/v1' }],
      paths: {
        '/notes': {
          post: {
            operationId: 'createNote',
            requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', additionalProperties: false, properties: { text: { type: 'string' } } } } } },
            responses: { '201': { description: 'created', content: { 'application/json': { example: { id: 'n1' } } } } },
          },
        },
      },
    } as OpenApiDocument;
    const sandbox = createSandbox(strict);
    const post = (body: unknown) => sandbox.fetch(new Request('http://sandbox.invalid/v1/notes', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    const rejected = await post({ text: 'hi', junk: 'x' });
    expect(rejected.status).toBe(422);
    expect(await rejected.json()).toEqual({ detail: [{ loc: ['body', 'junk'], type: 'extra_forbidden', msg: 'Extra inputs are not permitted' }] });
    expect((await post({ text: 'hi' })).status).toBe(201);
  });
});

describe('sandbox: circular schemas', () => {
  it('creates from a schema that contains itself (a parent of the same shape): defaults are not built forever', async () => {
    const node = { type: 'object', required: ['name'], properties: { name: { type: 'string' }, level: { type: 'integer', default: 1 }, parent: { $ref: '#/components/schemas/AgentCreate' } } };
    const circular = {
      openapi: '3.1.0',
      info: { title: 'Tree' },
      servers: [{ url: 'https://api.tree.example/ta' }],
      paths: { '/agent': { post: { operationId: 'createAgent', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/AgentCreate' } } } }, responses: { '201': { description: 'created' } } } } },
      components: { schemas: { AgentCreate: node } },
    } as OpenApiDocument;
    const response = await call(createSandbox(circular), 'POST', '/agent', { body: { name: 'leaf', parent: { name: 'root', junk: 1 } } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'leaf', level: 1, parent: { name: 'root', level: 1 } });
    expect(response.body!.parent).not.toHaveProperty('junk');
  });
});

describe('sandbox: bounded memory', () => {
  const note = 'n'.repeat(500);

  it(`keeps at most ${MAX_SANDBOX_BYTES} bytes (16 MiB) by default, and any smaller bound it is given, evicting the least recently used users`, async () => {
    expect(MAX_SANDBOX_BYTES).toBe(16 * 1024 * 1024);
    const maxBytes = 60_000;
    const sandbox = createSandbox(spec, { maxBytes });
    const created: Array<{ user: string; id: string }> = [];
    for (let index = 0; index < 12; index++) {
      const user = `usr_BOUND${String(index).padStart(5, '0')}`;
      for (let agent = 0; agent < 3; agent++) {
        const response = await call(sandbox, 'POST', '/agent', { body: { name: `Agent ${agent}`, chain: 'base', description: note }, headers: auth(user) });
        expect(response.status).toBe(201);
        created.push({ user, id: response.body!.id });
        expect(sandbox.keptBytes()).toBeLessThanOrEqual(maxBytes);
      }
    }
    const first = created[0]!;
    const last = created.at(-1)!;
    expect((await call(sandbox, 'GET', `/agent/${first.id}`, { headers: auth(first.user) })).status).toBe(404);
    expect((await call(sandbox, 'GET', `/agent/${last.id}`, { headers: auth(last.user) })).status).toBe(200);
  });

  it('drops a single user space that outgrows the bound, after the request that grew it', async () => {
    const sandbox = createSandbox(spec, { maxBytes: 30_000 });
    const user = auth('usr_GREEDY0001');
    let status = 0;
    for (let index = 0; index < 40 && status !== 404; index++) {
      const response = await call(sandbox, 'POST', '/agent', { body: { name: `Agent ${index}`, chain: 'base', description: note }, headers: user });
      expect(response.status).toBe(201);
      expect(sandbox.keptBytes()).toBeLessThanOrEqual(30_000);
      status = (await call(sandbox, 'GET', `/agent/${response.body!.id}`, { headers: user })).status;
    }
    expect(status).toBe(404);
  });

  it(`keeps the latest ${MAX_SANDBOX_TASKS} tasks of a user`, async () => {
    const sandbox = createSandbox(spec);
    const tasks: string[] = [];
    for (let index = 0; index <= MAX_SANDBOX_TASKS; index++) {
      const queued = await call(sandbox, 'POST', '/agent/agt_7Qm2c9XkLp/sync-onchain');
      expect(queued.status).toBe(202);
      tasks.push(queued.body!.task_id);
    }
    expect((await call(sandbox, 'GET', `/task/${tasks[0]}`)).status).toBe(404);
    expect((await call(sandbox, 'GET', `/task/${tasks[1]}`)).status).toBe(200);
  });
});
