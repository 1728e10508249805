import path from 'node:path';
import { loadSpec, listOperations } from '../../compile/openapi/loadSpec.js';
import type { OpenApiDocument } from '../../compile/openapi/openapiTypes.js';
import { resolveRef } from '../../compile/openapi/resolveRef.js';
import { ConfigError } from '../../shared/errors.js';
import type { ApiReferenceConfig, SiteConfig } from '../../types.js';
import { createSandbox } from '../sandbox/createSandbox.js';
import { createApiProxy, type ApiProxy } from './createApiProxy.js';
import { createProxyMiddleware } from './nodeProxyMiddleware.js';

/** The proxy of one of a site's OpenAPI documents, ready to mount. */
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
function configured<T>(field: string, create: () => T): T {
  try {
    return create();
  } catch (error) {
    throw new ConfigError((error as Error).message, { field: `${field}.proxy.upstream`, hint: 'use "sandbox" or the API base URL, e.g. https://api.example.com/v1', cause: error });
  }
}

/**
 * The API proxies of a site, from its config, one per OpenAPI document at its own path:
 * forwarding to the configured upstream URL, or (`upstream: 'sandbox'`, the default) to a
 * sandbox generated from the document and answered in-process, so try-it works with no
 * network. `options.upstream` (`docsite proxy --upstream`) replaces the setting of a site
 * with one document; with several it is a config error, since it could name only one API.
 */
export async function createSiteProxies(config: SiteConfig, options: { upstream?: string; log?: (line: string) => void } = {}): Promise<SiteProxy[]> {
  if (options.upstream !== undefined && config.apiReferences.length > 1) {
    const source = { file: path.relative(config.root, config.configFile) };
    throw new ConfigError(`openapi: --upstream names one API, and the config has ${config.apiReferences.length} OpenAPI documents`, { source, field: 'openapi', hint: "set each document's proxy.upstream in the config instead" });
  }
  return Promise.all(config.apiReferences.map((reference) => createReferenceProxy(config, reference, options)));
}

async function createReferenceProxy(config: SiteConfig, reference: ApiReferenceConfig, options: { upstream?: string; log?: (line: string) => void }): Promise<SiteProxy> {
  const spec = await loadSpec(reference.specFile, config.root);
  const setting = options.upstream ?? reference.proxy.upstream;
  const sandbox = setting === 'sandbox' ? createSandbox(spec) : undefined;
  const proxy = configured(reference.field, () => createApiProxy({
    upstream: sandbox ? `http://sandbox.invalid${sandbox.basePath}` : setting,
    fetch: sandbox?.fetch,
    mountPath: reference.proxy.path,
    allowHeaders: documentedHeaders(spec),
    rateLimitPerMinute: reference.proxy.rateLimitPerMinute,
    log: options.log,
  }));
  return { proxy, middleware: createProxyMiddleware(proxy), target: sandbox ? 'the sandbox' : setting };
}
