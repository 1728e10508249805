import path from 'node:path';
import type { ApiReferenceConfig } from '../types.js';
import type { OpenApiOptions, UserConfig } from './userConfig.js';

/** The configured OpenAPI documents as a list: `openapi` may name one or several. */
export function openapiDocumentsOf(config: UserConfig): OpenApiOptions[] {
  const openapi = config.openapi;
  if (!openapi) return [];
  return Array.isArray(openapi) ? openapi : [openapi];
}

/** Where a document sits in config, for messages: `openapi` alone, `openapi[1]` in a list. */
function fieldOf(config: UserConfig, index: number): string {
  return Array.isArray(config.openapi) ? `openapi[${index}]` : 'openapi';
}

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

/**
 * The sidebar docsite makes for a document: none when `sidebar` names one of the docs'
 * sidebars (the pages are placed there by hand); else the configured name, or `api` for the
 * first document and `api-<n>` for the n-th (`…-reference` when the docs define that name).
 */
function ownSidebarOf(document: OpenApiOptions, index: number, docsSidebars: Record<string, unknown>): string | undefined {
  if (document.sidebar !== undefined && document.sidebar in docsSidebars) return undefined;
  if (document.sidebar !== undefined) return document.sidebar;
  const name = index === 0 ? 'api' : `api-${index + 1}`;
  return name in docsSidebars ? `${name}-reference` : name;
}

/** The documents with their defaults, paths resolved against `root`. */
export function resolveApiReferences(config: UserConfig, root: string): ApiReferenceConfig[] {
  const docsSidebars = config.docs?.sidebars ?? {};
  return openapiDocumentsOf(config).map((document, index) => ({
    field: fieldOf(config, index),
    specFile: path.resolve(root, document.specPath),
    routeBasePath: '/' + trimSlashes(document.routeBasePath ?? 'api'),
    sidebar: document.sidebar,
    ownSidebar: ownSidebarOf(document, index, docsSidebars),
    linkBase: document.linkBase,
    sampleLanguages: document.sampleLanguages ?? ['python', 'curl', 'nodejs'],
    publicBaseUrl: document.publicBaseUrl,
    proxy: {
      upstream: document.proxy?.upstream ?? 'sandbox',
      // The n-th document's proxy gets a path of its own; a nested one would be taken by the first's.
      path: '/' + trimSlashes(document.proxy?.path ?? (index === 0 ? 'api-proxy' : `api-proxy-${index + 1}`)) + '/',
      rateLimitPerMinute: document.proxy?.rateLimitPerMinute ?? 120,
    },
  }));
}

/**
 * What documents of one list must not share: the route base, the sidebar docsite makes, the
 * file name the document is published under, and the try-it proxy's path. Each problem names
 * the later document's field and the earlier one it clashes with.
 */
export function checkApiReferences(config: UserConfig): string[] {
  if (Array.isArray(config.openapi) && config.openapi.length === 0) return ['openapi: an empty list; name at least one document, or leave openapi out'];
  const references = resolveApiReferences(config, '/');
  const problems: string[] = [];
  const clash = (key: string, what: string, valueOf: (reference: ApiReferenceConfig) => string | undefined) => {
    const seen = new Map<string, string>();
    for (const reference of references) {
      const value = valueOf(reference);
      if (value === undefined) continue;
      const earlier = seen.get(value);
      if (earlier) problems.push(`${reference.field}.${key}: ${JSON.stringify(value)} is already ${what} of ${earlier}; each document needs its own`);
      else seen.set(value, reference.field);
    }
  };
  clash('routeBasePath', 'the routeBasePath', (reference) => reference.routeBasePath);
  clash('sidebar', 'the sidebar docsite makes', (reference) => reference.ownSidebar);
  clash('specPath', 'the published file name', (reference) => path.basename(reference.specFile));
  clash('proxy.path', 'the proxy path', (reference) => reference.proxy.path);
  return problems;
}
