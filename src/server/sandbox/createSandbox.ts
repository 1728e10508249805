import type { OpenApiDocument } from '../../compile/openapi/openapiTypes.js';
import { AGENT_HANDLERS, exampleHandler, withAgent } from './agentHandlers.js';
import { compileRoutes, matchRoute, type SandboxRoute } from './matchRoute.js';
import { parseRequest } from './parseRequest.js';
import { errorResponse, json, responseExample, responseExamples } from './responses.js';
import { createStore, type Resource, type SandboxSeed, type StoreLimits } from './sandboxStore.js';
import type { RouteHandler } from './sandboxTypes.js';
import { TASK_HANDLERS } from './taskHandlers.js';
import { validateSchema } from './validateSchema.js';

/** An in-process API generated from an OpenAPI document. */
export interface Sandbox {
  /** The base path it serves, from the document's first server (e.g. `/ta`). */
  basePath: string;
  /** Answers a request, fetch style; usable as the proxy's upstream. */
  fetch(request: Request): Promise<Response>;
  /** The JSON size of what it keeps for all users (at most `maxBytes`). */
  keptBytes(): number;
}

/** The base path of the document's first server URL: `/ta`, or `` for the root. */
export function basePathOf(spec: OpenApiDocument): string {
  const url = spec.servers?.[0]?.url ?? '/';
  return new URL(url, 'http://sandbox.invalid').pathname.replace(/\/+$/, '');
}

/** A cookie's value in a `Cookie` header, or `undefined`. */
const cookieOf = (header: string | null, name: string) => header?.split(';').map((pair) => pair.trim().split('=')).find(([key]) => key === name)?.[1];

/**
 * Why the request lacks a credential of its operation, or `undefined` when it has each: an API
 * key in its header, query parameter or cookie (try-it's cookies arrive through the proxy as
 * `Cookie`), any other scheme as `Authorization`.
 */
function missingCredential(spec: OpenApiDocument, route: SandboxRoute, request: Request): string | undefined {
  const requirement = (route.operation.security ?? spec.security ?? [])[0] ?? {};
  for (const scheme of Object.keys(requirement).map((name) => spec.components?.securitySchemes?.[name])) {
    if (!scheme) continue;
    const apiKey = scheme.type === 'apiKey' && scheme.name ? scheme.name : undefined;
    if (apiKey && scheme.in === 'query') {
      if (!new URL(request.url).searchParams.get(apiKey)?.trim()) return `Missing or invalid ${apiKey} query parameter.`;
    } else if (apiKey && scheme.in === 'cookie') {
      if (!cookieOf(request.headers.get('cookie'), apiKey)?.trim()) return `Missing or invalid ${apiKey} cookie.`;
    } else {
      const header = apiKey ?? 'Authorization';
      if (!request.headers.get(header)?.trim()) return `Missing or invalid ${header} header.`;
    }
  }
  return undefined;
}

function findRoute(routes: SandboxRoute[], method: string, template: string) {
  return routes.find((route) => route.method === method && route.template === template);
}

/** The agents, tasks and wallet addresses of the documented examples: every user's starting point. */
function seedOf(spec: OpenApiDocument, routes: SandboxRoute[]): SandboxSeed & { wallets: Record<string, string>; ownerOf(userId: string): string } {
  const agents = new Map<string, Resource>();
  const list = findRoute(routes, 'GET', '/agents');
  const one = findRoute(routes, 'GET', '/agent/{agent_id}');
  for (const agent of [...(((list && responseExample(spec, list.operation, '200')) as { items?: Resource[] })?.items ?? []), one && (responseExample(spec, one.operation, '200') as Resource)]) {
    if (agent?.id) agents.set(String(agent.id), agent);
  }
  const task = findRoute(routes, 'GET', '/task/{task_id}');
  const tasks = (task ? responseExamples(spec, task.operation, '200') : []) as Resource[];
  const wallet = routes.find((route) => route.template.startsWith('/wallet-details') && route.method === 'GET');
  const addresses = ((wallet && responseExample(spec, wallet.operation, '200')) as { addresses?: Array<{ chain: string; address: string }> })?.addresses ?? [];
  const userIdSchema = spec.components?.schemas?.UserId;
  const documentedOwner = String([...agents.values()][0]?.user_id ?? '');
  // A caller whose id has the documented form owns what they create and sees the examples as their own.
  const ownerOf = (userId: string) => (userIdSchema && validateSchema(spec, userIdSchema, userId).length === 0 ? userId : documentedOwner);
  return {
    agents: [...agents.values()],
    tasks: tasks.filter((entry) => entry?.task_id),
    wallets: Object.fromEntries(addresses.map((entry) => [entry.chain, entry.address])),
    ownerOf,
    adopt: (resource, userId) => ('user_id' in resource ? { ...resource, user_id: ownerOf(userId) } : resource),
  };
}

/**
 * A sandbox API generated from the document: it requires the credential headers (401),
 * validates parameters and bodies against the schemas (422 with `detail`), answers with the
 * documented examples (or generated ones) and the documented status, and keeps agents and
 * tasks in memory per user so create → get → update → delete is coherent.
 */
export function createSandbox(spec: OpenApiDocument, options: StoreLimits = {}): Sandbox {
  const routes = compileRoutes(spec);
  const basePath = basePathOf(spec);
  const seed = seedOf(spec, routes);
  const store = createStore(seed, options);
  const handlerOf = (route: SandboxRoute): RouteHandler => {
    const key = `${route.method} ${route.template}`;
    const handler = AGENT_HANDLERS[key] ?? TASK_HANDLERS[key];
    if (handler) return handler;
    return route.names.includes('agent_id') ? (ctx) => withAgent(ctx, () => exampleHandler(ctx)) : exampleHandler;
  };

  const answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : undefined;
    const match = path === undefined ? undefined : matchRoute(routes, request.method === 'OPTIONS' ? '' : request.method, path);
    if (!match) return json(404, { detail: 'Not Found' });
    if ('allowed' in match) {
      const allow = [...match.allowed, 'OPTIONS'].join(', ');
      return request.method === 'OPTIONS' ? new Response(null, { status: 204, headers: { Allow: allow } }) : json(405, { detail: 'Method Not Allowed' }, { Allow: allow });
    }
    const { route } = match;
    const missing = missingCredential(spec, route, request);
    if (missing) return errorResponse(spec, route.operation, 401, missing);
    const parsed = await parseRequest(spec, route, match.params, request);
    if ('issues' in parsed) return json(422, { detail: parsed.issues });
    const userId = request.headers.get('x-user-id') ?? '';
    const response = handlerOf(route)({ spec, route, request: parsed.request, space: store.space(userId), userId, ownerId: seed.ownerOf(userId), basePath, wallets: seed.wallets });
    if (request.method !== 'GET') store.settle(userId);
    return response;
  };

  return {
    basePath,
    async fetch(request) {
      try {
        return await answer(request);
      } catch {
        return errorResponse(spec, undefined, 500, 'An unexpected error occurred.');
      }
    },
    keptBytes: () => store.bytes,
  };
}
