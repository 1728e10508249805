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
  return absoluteBase(server.url.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const variable = server.variables?.[name];
    const value = variable?.default ?? variable?.enum?.[0];
    if (value === undefined) warn(`servers[0].variables.${name} has no default; the samples keep {${name}} in the base URL`);
    return value ?? placeholder;
  }), siteUrl);
}

/** A base URL the server picker offers: where it comes from, for its label. */
export interface ServerChoice {
  url: string;
  description?: string;
}

/** The most choices one server's variables expand to: a picker, not a form. */
const MAX_CHOICES_PER_SERVER = 24;

/**
 * The base URLs of the server picker: each of the document's servers, once per combination
 * of its variables' `enum` values (default first; variables without an enum keep their
 * default), at most `MAX_CHOICES_PER_SERVER` a server, duplicates dropped. The first is
 * `serverBaseUrl`'s.
 */
export function serverChoices(spec: OpenApiDocument, siteUrl: string): ServerChoice[] {
  const choices = new Map<string, ServerChoice>();
  for (const server of spec.servers ?? []) {
    if (!server?.url) continue;
    let urls = [server.url];
    for (const [name, variable] of Object.entries(server.variables ?? {})) {
      const first = variable.default ?? variable.enum?.[0];
      if (first === undefined) continue;
      const values = [first, ...(variable.enum ?? []).filter((value) => value !== first)];
      urls = urls.flatMap((url) => values.map((value) => url.split(`{${name}}`).join(value))).slice(0, MAX_CHOICES_PER_SERVER);
    }
    for (const url of urls) {
      const absolute = absoluteBase(url, siteUrl);
      if (!choices.has(absolute)) choices.set(absolute, { url: absolute, ...(server.description ? { description: server.description } : {}) });
    }
  }
  return [...choices.values()];
}

/** A server URL made absolute against the site's URL, without a trailing slash. */
function absoluteBase(filled: string, siteUrl: string): string {
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
