import type { SecurityView } from './apiPageData.js';
import type { OpenApiDocument, OperationObject } from './openapiTypes.js';
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

/**
 * The credentials an operation needs, from its `security` (else the document's): the first
 * requirement, every scheme of which must be sent. Each becomes a header the samples read
 * from an environment variable (`SABLE_API_KEY`), never a literal value.
 */
export function securityViews(spec: OpenApiDocument, operation: OperationObject | undefined, prefix: string, md: DescriptionRenderer): SecurityView[] {
  const requirements = operation?.security ?? spec.security ?? [];
  const first = requirements[0] ?? {};
  return Object.keys(first).flatMap((schemeName): SecurityView[] => {
    const scheme = spec.components?.securitySchemes?.[schemeName];
    if (!scheme) return [];
    const descriptionHtml = md(scheme.description);
    if (scheme.type === 'apiKey' && scheme.name) {
      const secret = SECRET_NAME.test(scheme.name);
      return [{ scheme: schemeName, in: scheme.in ?? 'header', header: scheme.name, descriptionHtml, envVar: `${prefix}_${envName(scheme.name)}`, secret }];
    }
    // HTTP bearer/basic and OAuth tokens all travel in Authorization.
    const valuePrefix = scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic' ? 'Basic ' : 'Bearer ';
    return [{ scheme: schemeName, in: 'header', header: 'Authorization', descriptionHtml, envVar: `${prefix}_${envName(schemeName)}`, secret: true, valuePrefix }];
  });
}
