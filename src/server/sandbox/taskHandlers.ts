import { withAgent } from './agentHandlers.js';
import { errorResponse, json, newId, nowIso, responseExamples, successStatus } from './responses.js';
import type { Resource } from './sandboxStore.js';
import type { HandlerContext, RouteHandler } from './sandboxTypes.js';

/** Most tasks one user's space keeps; older ones answer 404. */
export const MAX_SANDBOX_TASKS = 100;

/** The documented example of a 409 with this error code, its message replaced. */
function rejected(ctx: HandlerContext, code: string, message: string): Response {
  const example = responseExamples(ctx.spec, ctx.route.operation, '409').find((value) => (value as { error?: { code?: string } }).error?.code === code);
  if (!example) return errorResponse(ctx.spec, ctx.route.operation, 409, message);
  return json(409, { error: { ...(example as { error: Resource }).error, message, request_id: newId('req_', 16) } });
}

/** The finished state of a task, from the documented `TaskStatus` example of its kind. */
function finishedTask(ctx: HandlerContext, task: Resource): Resource {
  const seeded = [...ctx.space.tasks.values()].filter((entry) => entry.status === 'succeeded');
  const template = seeded.find((entry) => entry.kind === task.kind) ?? seeded.find((entry) => (entry.result as Resource | null)?.result_type === 'trade');
  const result = structuredClone((template?.result as Resource | undefined) ?? null);
  const trade = result?.trade as Resource | undefined;
  if (trade) Object.assign(trade, { id: newId('trd_'), agent_id: task.agent_id, side: task.kind, trigger: 'manual', executed_at: nowIso() });
  return { task_id: task.task_id, kind: task.kind, agent_id: task.agent_id, status: 'succeeded', result, error: null, created_at: task.created_at, updated_at: nowIso() };
}

/**
 * Buy, sell and sync: the agent must exist (404), trades need an active agent (409) on the
 * agent's chain (422). The answer is a queued task; polling it shows it succeeded.
 */
function startTask(kind: 'buy' | 'sell' | 'sync_onchain'): RouteHandler {
  return (ctx) =>
    withAgent(ctx, (agent) => {
      const body = (ctx.request.body ?? {}) as Resource;
      if (kind !== 'sync_onchain') {
        if (body.chain !== undefined && body.chain !== agent.chain) {
          return json(422, { detail: [{ loc: ['body', 'chain'], type: 'value_error', msg: `Input should be the agent's chain (${String(agent.chain)})` }] });
        }
        if (agent.status !== 'active') return rejected(ctx, 'agent_not_active', `Agent ${String(agent.id)} is ${String(agent.status)}. Set its status to active to trade.`);
      }
      const taskId = newId('tsk_');
      const ref = { task_id: taskId, kind, agent_id: agent.id, status: 'queued', status_url: `${ctx.basePath}/task/${taskId}`, created_at: nowIso() };
      ctx.space.tasks.set(taskId, finishedTask(ctx, ref));
      // Tasks are a log that would grow with every trade: the oldest go first.
      for (const oldest of ctx.space.tasks.keys()) {
        if (ctx.space.tasks.size <= MAX_SANDBOX_TASKS) break;
        ctx.space.tasks.delete(oldest);
      }
      return json(Number(successStatus(ctx.route.operation)), ref);
    });
}

const getTask: RouteHandler = (ctx) => {
  const id = String(ctx.request.path.task_id);
  const task = ctx.space.tasks.get(id);
  return task ? json(Number(successStatus(ctx.route.operation)), task) : errorResponse(ctx.spec, ctx.route.operation, 404, `No task ${id} exists for this user.`);
};

/** Task operations of monk.json, by `METHOD /template`. */
export const TASK_HANDLERS: Record<string, RouteHandler> = {
  'POST /agent/{agent_id}/buy': startTask('buy'),
  'POST /agent/{agent_id}/sell': startTask('sell'),
  'POST /agent/{agent_id}/sync-onchain': startTask('sync_onchain'),
  'GET /task/{task_id}': getTask,
};
