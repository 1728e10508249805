import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';

type Json = Record<string, any>;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const specPath = path.join(repoRoot, 'openapi', 'monk.json');
const spec: Json = JSON.parse(readFileSync(specPath, 'utf8'));
const clone = <T>(value: T): T => structuredClone(value);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const EXPECTED_OPERATIONS: Record<string, string> = {
  '1_create_agent': 'POST /agent',
  '1_get_autonomous_agents': 'GET /agents/autonomous',
  '2_update_agent': 'PATCH /agent/{agent_id}',
  '3_add_agent_parents': 'POST /agent/{agent_id}/parents',
  '4_delete_agent_parents': 'DELETE /agent/{agent_id}/parents',
  '5_delete_agent': 'DELETE /agent/{agent_id}',
  '6_get_agent': 'GET /agent/{agent_id}',
  '7_get_agents': 'GET /agents',
  '8_get_agent_calls': 'GET /agent/{agent_id}/calls',
  '9_get_agent_portfolio': 'GET /agent/{agent_id}/portfolio',
  '10_get_agent_holdings': 'GET /agent/{agent_id}/holdings',
  '11_get_agent_buy_recos': 'GET /agent/{agent_id}/buy-recos',
  '11_get_agent_trades_v2': 'GET /v2/agent/{agent_id}/trades',
  '11_get_agents_using_tg_userid': 'GET /agents/tg/{tg_user_id}',
  '12_sell_tokens': 'POST /agent/{agent_id}/sell',
  '12_sync_agent_onchain': 'POST /agent/{agent_id}/sync-onchain',
  '14_buy_tokens': 'POST /agent/{agent_id}/buy',
  '15_get_agent_decisions': 'GET /agent/{agent_id}/decisions',
  get_task_status: 'GET /task/{task_id}',
  tg_wallet_details_wallet_details_monk_tg_auth__tg_userid__get: 'GET /wallet-details/monk/tg-auth/{tg_userid}',
  wallet_details_wallet_details_monk__user_id__get: 'GET /wallet-details/monk/{user_id}',
};


interface Operation {
  method: string;
  path: string;
  op: Json;
}

function operations(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [p, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item[method]) out.push({ method, path: p, op: item[method] });
    }
  }
  return out;
}

interface ExampleCase {
  where: string;
  schema: Json;
  value: unknown;
}

/** Every example (media type, parameter, header) of a dereferenced document, with its schema. */
function collectExamples(doc: Json): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const fromHolder = (where: string, holder: Json) => {
    if (!holder?.schema) return;
    if ('example' in holder) cases.push({ where: `${where} example`, schema: holder.schema, value: holder.example });
    for (const [name, ex] of Object.entries<Json>(holder.examples ?? {})) {
      cases.push({ where: `${where} examples.${name}`, schema: holder.schema, value: ex.value });
    }
  };
  for (const { method, path: p, op } of operations(doc)) {
    const at = `${method.toUpperCase()} ${p}`;
    for (const param of op.parameters ?? []) fromHolder(`${at} parameter ${param.name}`, param);
    for (const [type, media] of Object.entries<Json>(op.requestBody?.content ?? {})) {
      fromHolder(`${at} requestBody ${type}`, media);
    }
    for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
      for (const [type, media] of Object.entries<Json>(response.content ?? {})) {
        fromHolder(`${at} ${status} ${type}`, media);
      }
      for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
        fromHolder(`${at} ${status} header ${name}`, header);
      }
    }
  }
  return cases;
}

/** Walks a (non-dereferenced) schema and calls `visit` with each object schema's properties. */
function walkSchema(schema: unknown, where: string, visit: (where: string, s: Json) => void): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Json;
  visit(where, s);
  for (const [name, sub] of Object.entries<Json>(s.properties ?? {})) walkSchema(sub, `${where}.${name}`, visit);
  if (s.items) walkSchema(s.items, `${where}[]`, visit);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    walkSchema(s.additionalProperties, `${where}{}`, visit);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    (s[key] ?? []).forEach((sub: unknown, i: number) => walkSchema(sub, `${where}.${key}[${i}]`, visit));
  }
}

function runRedoclyLint(): Json {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'redocly');
  const args = ['lint', 'openapi/monk.json', '--extends', 'recommended', '--format=json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  let stdout: string;
  try {
    stdout = execFileSync(bin, args, { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 55_000 });
  } catch (error) {
    // Non-zero exit when errors are found; the JSON report is still on stdout.
    const out = (error as { stdout?: string }).stdout;
    if (!out) throw error;
    stdout = out;
  }
  return JSON.parse(stdout.slice(stdout.indexOf('{')));
}

describe('openapi/monk.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(spec.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(clone(spec) as any)).resolves.toBeTruthy();
  });

  it('has the expected info, servers and security', () => {
    expect(spec.info.title).toBe('0xMonk');
    expect(spec.info.version).toBe('1.0.0');
    expect(spec.info.description.length).toBeGreaterThan(200);
    expect(spec.servers).toEqual([{ url: '/ta', description: 'Technical-analysis API base path' }]);
    expect(spec.security).toEqual([{ ApiKeyAuth: [], UserIdAuth: [] }]);
    const schemes = spec.components.securitySchemes;
    expect(schemes.ApiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(schemes.UserIdAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-User-Id' });
  });

  it('has exactly the 21 expected operations', () => {
    const ops = operations(spec);
    const ids = ops.map(({ op }) => op.operationId).sort();
    expect(ids).toEqual(Object.keys(EXPECTED_OPERATIONS).sort());
    expect(ids).toHaveLength(21);
    const actual = Object.fromEntries(ops.map(({ method, path: p, op }) => [op.operationId, `${method.toUpperCase()} ${p}`]));
    expect(actual).toEqual(EXPECTED_OPERATIONS);
  });

  it('documents every operation', () => {
    const tagNames = spec.tags.map((t: Json) => t.name);
    expect(tagNames.sort()).toEqual(['Agents', 'Portfolio', 'Tasks', 'Trading', 'Wallets']);
    for (const t of spec.tags) expect(t.description, t.name).toBeTruthy();

    const deref = (ref: Json) => (ref.$ref ? ref.$ref.split('/').slice(1).reduce((o: Json, k: string) => o[k], spec) : ref);
    for (const { method, path: p, op } of operations(spec)) {
      const at = `${method.toUpperCase()} ${p}`;
      expect(op.summary, at).toBeTruthy();
      expect(op.description?.length ?? 0, at).toBeGreaterThan(40);
      expect(op.tags, at).toHaveLength(1);
      expect(tagNames, at).toContain(op.tags[0]);
      for (const param of (op.parameters ?? []).map(deref)) {
        expect(param.description, `${at} ${param.name}`).toBeTruthy();
        expect(param.schema, `${at} ${param.name}`).toBeTruthy();
        expect('example' in param, `${at} ${param.name}`).toBe(true);
      }
      const statuses = Object.keys(op.responses);
      const success = statuses.filter((s) => s.startsWith('2'));
      expect(success, at).toHaveLength(1);
      for (const status of statuses) {
        const media = deref(op.responses[status]).content?.['application/json'];
        expect(media, `${at} ${status}`).toBeTruthy();
        expect('example' in media || Object.keys(media.examples ?? {}).length > 0, `${at} ${status} example`).toBe(true);
      }
      for (const status of ['401', '422', '429', '500']) expect(statuses, at).toContain(status);
      if (p.includes('{')) expect(statuses, at).toContain('404');
      if (op.requestBody) {
        const media = op.requestBody.content['application/json'];
        expect('example' in media || Object.keys(media.examples ?? {}).length > 0, `${at} request example`).toBe(true);
      }
    }
    expect(spec.components.responses.RateLimited.headers['Retry-After']).toBeTruthy();
  });

  it('describes every schema property and uses 3.1 null types', () => {
    const problems: string[] = [];
    for (const [name, schema] of Object.entries<Json>(spec.components.schemas)) {
      expect(schema.description, name).toBeTruthy();
      walkSchema(schema, name, (where, s) => {
        if ('nullable' in s) problems.push(`${where}: uses nullable`);
        for (const [prop, sub] of Object.entries<Json>(s.properties ?? {})) {
          if (!sub.description) problems.push(`${where}.${prop}: no description`);
        }
        for (const req of s.required ?? []) {
          if (!(req in (s.properties ?? {}))) problems.push(`${where}: required ${req} is not a property`);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(spec.components.schemas.Chain.enum).toEqual(['ethereum', 'base', 'solana', 'arbitrum']);
    expect(JSON.stringify(spec)).not.toContain('"nullable"');
  });

  it('has examples that validate against their schemas', async () => {
    const doc = (await SwaggerParser.dereference(clone(spec) as any)) as Json;
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const cases = collectExamples(doc);
    expect(cases.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { where, schema, value } of cases) {
      const validate = ajv.compile(schema);
      if (!validate(value)) failures.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    }
    // Schema-level `examples` (used by sample generators) must be valid too.
    for (const [name, schema] of Object.entries<Json>(doc.components.schemas)) {
      walkSchema(schema, name, (where, s) => {
        if (!Array.isArray(s.examples)) return;
        const validate = ajv.compile(s);
        s.examples.forEach((value: unknown, i: number) => {
          if (!validate(value)) failures.push(`${where} examples[${i}]: ${ajv.errorsText(validate.errors)}`);
        });
      });
    }
    expect(failures).toEqual([]);

    // The oneOf request body must reject a sell with both an amount and a percentage.
    const sellSchema = doc.paths['/agent/{agent_id}/sell'].post.requestBody.content['application/json'].schema;
    const validateSell = ajv.compile(sellSchema);
    expect(validateSell({ token: 'BRETT', chain: 'base', amount: '10', percentage: 50 })).toBe(false);
    expect(validateSell({ token: 'BRETT', chain: 'base', percentage: 50 })).toBe(true);
  });

  it('passes redocly lint (recommended) without problems', { timeout: 60_000 }, () => {
    const report = runRedoclyLint();
    expect(report.totals.errors).toBe(0);
    const unexpected = report.problems as Json[];
    expect(unexpected.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });
});
