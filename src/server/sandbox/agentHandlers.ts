import type { SchemaObject } from '../../compile/openapi/openapiTypes.js';
import { applyDefaults } from './applyDefaults.js';
import { errorResponse, json, newId, nowIso, responseExample, successStatus } from './responses.js';
import type { Resource } from './sandboxStore.js';
import type { HandlerContext, RouteHandler } from './sandboxTypes.js';
import type { ValidationIssue } from './validateSchema.js';

/** Most agents one user may keep in the sandbox: it is memory, not a database. */
export const MAX_SANDBOX_AGENTS = 100;

const schemaOf = (ctx: HandlerContext, name: string): SchemaObject => ctx.spec.components?.schemas?.[name] ?? {};
const body = (ctx: HandlerContext) => (ctx.request.body ?? {}) as Resource;
const status = (ctx: HandlerContext) => Number(successStatus(ctx.route.operation));
const invalid = (issues: ValidationIssue[]) => json(422, { detail: issues });

/** The agent named in the path, or the documented 404. */
export function withAgent(ctx: HandlerContext, then: (agent: Resource) => Response): Response {
  const id = String(ctx.request.path.agent_id);
  const agent = ctx.space.agents.get(id);
  return agent ? then(agent) : errorResponse(ctx.spec, ctx.route.operation, 404, `No agent ${id} exists for this user.`);
}

/** Orders an object's keys like the schema's properties (responses read like the examples). */
function ordered(ctx: HandlerContext, value: Resource, schemaName: string): Resource {
  const keys = Object.keys(schemaOf(ctx, schemaName).properties ?? {});
  return Object.fromEntries([...keys.filter((key) => key in value), ...Object.keys(value).filter((key) => !keys.includes(key))].map((key) => [key, value[key]]));
}

const createAgent: RouteHandler = (ctx) => {
  if (ctx.space.agents.size >= MAX_SANDBOX_AGENTS) return invalid([{ loc: ['body'], type: 'value_error', msg: `The sandbox keeps at most ${MAX_SANDBOX_AGENTS} agents per user; delete some first.` }]);
  const fields = applyDefaults(ctx.spec, schemaOf(ctx, 'AgentCreate'), body(ctx)) as Resource;
  const now = nowIso();
  const agent = ordered(
    ctx,
    { description: null, tg_user_id: null, parent_ids: [], ...fields, id: newId('agt_'), user_id: ctx.ownerId, status: 'draft', wallet_address: ctx.wallets[String(fields.chain)] ?? '', created_at: now, updated_at: now },
    'Agent',
  );
  ctx.space.agents.set(String(agent.id), agent);
  return json(status(ctx), agent);
};

const updateAgent: RouteHandler = (ctx) =>
  withAgent(ctx, (agent) => {
    const changes = applyDefaults(ctx.spec, schemaOf(ctx, 'AgentUpdate'), body(ctx)) as Resource;
    Object.assign(agent, changes, { updated_at: nowIso() });
    return json(status(ctx), agent);
  });

const deleteAgent: RouteHandler = (ctx) =>
  withAgent(ctx, (agent) => {
    ctx.space.agents.delete(String(agent.id));
    for (const other of ctx.space.agents.values()) other.parent_ids = (other.parent_ids as string[]).filter((id) => id !== agent.id);
    return json(status(ctx), { id: agent.id, deleted: true, deleted_at: nowIso() });
  });

const addParents: RouteHandler = (ctx) =>
  withAgent(ctx, (agent) => {
    const ids = body(ctx).parent_ids as string[];
    const issues: ValidationIssue[] = [];
    ids.forEach((id, index) => {
      const parent = ctx.space.agents.get(id);
      const loc = ['body', 'parent_ids', index];
      if (id === agent.id) issues.push({ loc, type: 'value_error', msg: 'An agent cannot be its own parent' });
      else if (!parent) issues.push({ loc, type: 'value_error', msg: `No agent ${id} exists for this user` });
      else if (parent.chain !== agent.chain) issues.push({ loc, type: 'value_error', msg: `Parent ${id} trades on ${parent.chain}, not ${agent.chain}` });
    });
    if (issues.length) return invalid(issues);
    agent.parent_ids = [...new Set([...(agent.parent_ids as string[]), ...ids])];
    agent.updated_at = nowIso();
    return json(status(ctx), agent);
  });

const removeParents: RouteHandler = (ctx) =>
  withAgent(ctx, (agent) => {
    const ids = new Set(body(ctx).parent_ids as string[]);
    agent.parent_ids = (agent.parent_ids as string[]).filter((id) => !ids.has(id));
    agent.updated_at = nowIso();
    return json(status(ctx), agent);
  });

/** A page of the caller's agents matching `keep`, newest first, with offset pagination. */
function listAgents(keep: (agent: Resource, ctx: HandlerContext) => boolean, notFoundWhenEmpty = false): RouteHandler {
  return (ctx) => {
    const matching = [...ctx.space.agents.values()].filter((agent) => keep(agent, ctx)).sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
    if (notFoundWhenEmpty && matching.length === 0) return errorResponse(ctx.spec, ctx.route.operation, 404, 'No agents are linked to this Telegram user.');
    const limit = Number(ctx.request.query.limit ?? 20);
    const offset = Number(ctx.request.query.offset ?? 0);
    const items = matching.slice(offset, offset + limit);
    return json(status(ctx), { items, pagination: { limit, offset, total: matching.length, has_more: offset + items.length < matching.length } });
  };
}

/** Stateful agent operations of monk.json, by `METHOD /template`. Documents without these paths simply get their examples. */
export const AGENT_HANDLERS: Record<string, RouteHandler> = {
  'POST /agent': createAgent,
  'GET /agent/{agent_id}': (ctx) => withAgent(ctx, (agent) => json(status(ctx), agent)),
  'PATCH /agent/{agent_id}': updateAgent,
  'DELETE /agent/{agent_id}': deleteAgent,
  'POST /agent/{agent_id}/parents': addParents,
  'DELETE /agent/{agent_id}/parents': removeParents,
  'GET /agents': listAgents((agent, ctx) => ['status', 'chain'].every((key) => ctx.request.query[key] === undefined || agent[key] === ctx.request.query[key])),
  'GET /agents/autonomous': listAgents((agent) => agent.autonomous === true),
  'GET /agents/tg/{tg_user_id}': listAgents((agent, ctx) => agent.tg_user_id === ctx.request.path.tg_user_id, true),
};

/**
 * Any other operation: its documented success example, with the example values of the
 * path parameters replaced by the requested ones (so `agent_id` in the answer is yours).
 */
export const exampleHandler: RouteHandler = (ctx) => {
  const example = responseExample(ctx.spec, ctx.route.operation, successStatus(ctx.route.operation));
  const replacements = new Map<unknown, unknown>();
  for (const parameter of ctx.route.parameters) {
    if (parameter.in === 'path' && parameter.example !== undefined) replacements.set(parameter.example, ctx.request.path[parameter.name]);
  }
  const replace = (value: unknown): unknown => {
    if (replacements.has(value)) return replacements.get(value);
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item)]));
    return value;
  };
  return json(status(ctx), replace(example));
};
