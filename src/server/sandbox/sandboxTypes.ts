import type { OpenApiDocument } from '../../compile/openapi/openapiTypes.js';
import type { SandboxRoute } from './matchRoute.js';
import type { ParsedRequest } from './parseRequest.js';
import type { UserSpace } from './sandboxStore.js';

/** What a route handler gets: the validated request and the caller's space. */
export interface HandlerContext {
  spec: OpenApiDocument;
  route: SandboxRoute;
  request: ParsedRequest;
  space: UserSpace;
  /** The caller's `X-User-Id`. */
  userId: string;
  /** The `user_id` new resources get: the caller's id when it has the documented form, else the examples' owner. */
  ownerId: string;
  /** The API base path the sandbox serves, e.g. `/ta`. */
  basePath: string;
  /** Wallet address per chain, from the documented wallet. */
  wallets: Record<string, string>;
}

/** Answers one operation. */
export type RouteHandler = (ctx: HandlerContext) => Response;
