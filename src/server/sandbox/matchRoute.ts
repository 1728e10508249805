import { listOperations } from '../../compile/openapi/loadSpec.js';
import type { OpenApiDocument, OperationObject } from '../../compile/openapi/openapiTypes.js';
import { collectParameters, type ResolvedParameter } from '../../compile/openapi/parameters.js';

/** An operation of the document as the sandbox serves it. */
export interface SandboxRoute {
  method: string;
  /** Path template, e.g. `/agent/{agent_id}`. */
  template: string;
  operation: OperationObject;
  parameters: ResolvedParameter[];
  pattern: RegExp;
  names: string[];
  /** Literal segments: more literal templates win (`/agent/{id}/buy` over `/agent/{id}/calls`). */
  literals: number;
}

/** The outcome of matching a request path. */
export type RouteMatch = { route: SandboxRoute; params: Record<string, string> } | { allowed: string[] } | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One route per operation, most specific first. */
export function compileRoutes(spec: OpenApiDocument): SandboxRoute[] {
  return listOperations(spec)
    .map(({ method, path, operation }) => {
      const names: string[] = [];
      const source = path.split('/').map((segment) => segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name?: string) => (name ? (names.push(name), '([^/]+)') : escapeRegExp(part))));
      return {
        method: method.toUpperCase(),
        template: path,
        operation,
        parameters: collectParameters(spec, spec.paths[path], operation),
        pattern: new RegExp(`^${source.join('/')}$`),
        names,
        literals: path.split('/').filter((segment) => segment && !segment.includes('{')).length,
      };
    })
    .sort((a, b) => b.literals - a.literals);
}

/** The route for a method and path (raw parameter values, still percent-encoded), or the methods the path allows. */
export function matchRoute(routes: SandboxRoute[], method: string, path: string): RouteMatch {
  const allowed: string[] = [];
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    return { route, params: Object.fromEntries(route.names.map((name, index) => [name, match[index + 1]!])) };
  }
  return allowed.length ? { allowed: [...new Set(allowed)] } : undefined;
}
