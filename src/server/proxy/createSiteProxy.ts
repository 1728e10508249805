import { loadSpec, listOperations } from '../../compile/openapi/loadSpec.js';
import type { OpenApiDocument } from '../../compile/openapi/openapiTypes.js';
import { resolveRef } from '../../compile/openapi/resolveRef.js';
import { ConfigError } from '../../shared/errors.js';
import type { SiteConfig } from '../../types.js';
import { createSandbox } from '../sandbox/createSandbox.js';
import { createApiProxy, type ApiProxy } from './createApiProxy.js';
import { createProxyMiddleware } from './nodeProxyMiddleware.js';

/** The proxy a site configures, ready to mount. */
export interface SiteProxy {
  proxy: ApiProxy;
  /** `serve` middleware. */
  middleware: ReturnType<typeof createProxyMiddleware>;
  /** What it forwards to, for the startup line: the upstream URL or `the sandbox`. */
  target: string;
}

/** Header names the API documents: credential headers and header parameters. */
export function documentedHeaders(spec: OpenApiDocument): string[] {
  const names = new Set<string>();
  for (const scheme of Object.values(spec.components?.securitySchemes ?? {})) {
    if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) names.add(scheme.name);
    if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') names.add('Authorization');
  }
  for (const { path, operation } of listOperations(spec)) {
    for (const raw of [...(spec.paths[path]?.parameters ?? []), ...(operation.parameters ?? [])]) {
      const parameter = resolveRef(spec, raw);
      if (parameter.in === 'header') names.add(parameter.name);
    }
  }
  return [...names];
}

/** A bad upstream setting is a config error naming its field. */
function configured<T>(create: () => T): T {
  try {
    return create();
  } catch (error) {
    throw new ConfigError((error as Error).message, { field: 'openapi.proxy.upstream', hint: 'use "sandbox" or the API base URL, e.g. https://api.example.com/v1', cause: error });
  }
}

/**
 * The API proxy of a site, from its config: forwarding to the configured upstream URL, or
 * (`upstream: 'sandbox'`, the default) to a sandbox generated from the OpenAPI document and
 * answered in-process, so try-it works with no network.
 */
export async function createSiteProxy(config: SiteConfig, options: { upstream?: string; log?: (line: string) => void } = {}): Promise<SiteProxy | undefined> {
  const openapi = config.openapi;
  if (!openapi) return undefined;
  const spec = await loadSpec(openapi.specFile, config.root);
  const setting = options.upstream ?? openapi.proxy.upstream;
  const sandbox = setting === 'sandbox' ? createSandbox(spec) : undefined;
  const proxy = configured(() => createApiProxy({
    upstream: sandbox ? `http://sandbox.invalid${sandbox.basePath}` : setting,
    fetch: sandbox?.fetch,
    mountPath: openapi.proxy.path,
    allowHeaders: documentedHeaders(spec),
    rateLimitPerMinute: openapi.proxy.rateLimitPerMinute,
    log: options.log,
  }));
  return { proxy, middleware: createProxyMiddleware(proxy), target: sandbox ? 'the sandbox' : setting };
}
