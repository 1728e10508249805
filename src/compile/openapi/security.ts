import type { SecurityView } from './apiPageData.js';
import type { OpenApiDocument, OperationObject, SecuritySchemeObject } from './openapiTypes.js';
import type { DescriptionRenderer } from './schemaTree.js';

/** `X-API-Key` → `API_KEY`; `bearerAuth` → `BEARER_AUTH`. */
function envName(text: string): string {
  return text
    .replace(/^x-/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** Prefix of the environment variables code samples read: the product name (`Sable` → `SABLE`). */
export function envPrefix(productName: string): string {
  return envName(productName) || 'API';
}

const SECRET_NAME = /key|token|secret|pass|auth/i;

/** Where an OAuth 2 or OpenID Connect token comes from, said in one sentence for the samples' comments. */
function tokenNote(scheme: SecuritySchemeObject, envVar: string): string {
  if (scheme.type === 'openIdConnect') {
    return `Get an access token from the OpenID Connect provider${scheme.openIdConnectUrl ? ` described at ${scheme.openIdConnectUrl}` : ''} and set ${envVar} to it.`;
  }
  const [flow, urls] = Object.entries(scheme.flows ?? {})[0] ?? [];
  const where = urls?.tokenUrl ?? urls?.authorizationUrl;
  return `Get an OAuth 2 access token${flow ? ` (${flow} flow)` : ''}${where ? ` from ${where}` : ''} and set ${envVar} to it.`;
}

/** One scheme as the samples send it, or a reason it cannot be sent. */
function viewOf(schemeName: string, scheme: SecuritySchemeObject, prefix: string, descriptionHtml: string | undefined): SecurityView | string {
  const base = { scheme: schemeName, descriptionHtml };
  if (scheme.type === 'apiKey') {
    if (!scheme.name) return 'has no name';
    if (!['header', 'query', 'cookie'].includes(scheme.in ?? 'header')) return `is sent in ${scheme.in}, which OpenAPI does not define`;
    return { ...base, kind: 'apiKey', in: scheme.in ?? 'header', header: scheme.name, envVar: `${prefix}_${envName(scheme.name)}`, secret: SECRET_NAME.test(scheme.name) };
  }
  const header = { ...base, in: 'header', header: 'Authorization', secret: true } as const;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
    return { ...header, kind: 'basic', envVar: `${prefix}_USERNAME`, passwordEnvVar: `${prefix}_PASSWORD`, valuePrefix: 'Basic ' };
  }
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() !== 'bearer') return `uses the HTTP ${scheme.scheme} scheme, which the samples do not write`;
  if (scheme.type !== 'http' && scheme.type !== 'oauth2' && scheme.type !== 'openIdConnect') return `is of type ${scheme.type}, which the samples do not send`;
  const envVar = `${prefix}_${envName(schemeName)}`;
  const note = scheme.type === 'http' ? undefined : tokenNote(scheme, envVar);
  return { ...header, kind: 'bearer', envVar, valuePrefix: 'Bearer ', ...(note ? { note } : {}) };
}

/**
 * The credentials an operation needs, from its `security` (else the document's): the first
 * requirement, every scheme of which must be sent. API keys go in their header, query
 * parameter or cookie; HTTP Basic is encoded from a user and password; HTTP bearer, OAuth 2
 * and OpenID Connect send a bearer token. Samples read each from an environment variable
 * (`SABLE_API_KEY`), never a literal value. A scheme that cannot be sent is reported through `warn`.
 */
export function securityViews(spec: OpenApiDocument, operation: OperationObject | undefined, prefix: string, md: DescriptionRenderer, warn: (message: string) => void = () => {}): SecurityView[] {
  const requirements = operation?.security ?? spec.security ?? [];
  const first = requirements[0] ?? {};
  return Object.keys(first).flatMap((schemeName): SecurityView[] => {
    const scheme = spec.components?.securitySchemes?.[schemeName];
    if (!scheme) return [];
    const view = viewOf(schemeName, scheme, prefix, md(scheme.description));
    if (typeof view === 'string') {
      warn(`components.securitySchemes.${schemeName} ${view}; samples and try-it leave it out`);
      return [];
    }
    return [view];
  });
}
