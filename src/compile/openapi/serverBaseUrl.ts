import type { OpenApiDocument } from './openapiTypes.js';

/**
 * The API's base URL from the document's first server, its `{variables}` replaced by their
 * defaults (else their first `enum` value); a relative URL (`/v1`) resolves against the site's
 * URL, where the document is published. No servers: the site's URL, as OpenAPI says (`/`).
 * `warn` names a variable that has neither a default nor an enum (its placeholder is kept).
 */
export function serverBaseUrl(spec: OpenApiDocument, siteUrl: string, warn: (message: string) => void): string {
  const server = spec.servers?.[0];
  if (!server?.url) return siteUrl.replace(/\/+$/, '');
  const filled = server.url.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const variable = server.variables?.[name];
    const value = variable?.default ?? variable?.enum?.[0];
    if (value === undefined) warn(`servers[0].variables.${name} has no default; the samples keep {${name}} in the base URL`);
    return value ?? placeholder;
  });
  let absolute = filled;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(filled)) {
    try {
      absolute = new URL(filled, siteUrl.replace(/\/*$/, '/')).href;
    } catch {
      absolute = filled;
    }
  }
  return absolute.replace(/\/+$/, '');
}
