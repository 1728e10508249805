import { sanitizeUri } from 'micromark-util-sanitize-uri';
import type { Diagnostic, SourceRef } from '../types.js';

/** Where a URL is used: a link's `href` is navigated to; an image's `src` is only ever decoded as an image. */
export type UrlUse = 'link' | 'image';

/** A URL taken out of a Markdown link or image at build time, for its warning. */
export interface RemovedUrl {
  /** What made it unsafe: `javascript:`, `vbscript:` or `data:` with its media type (`data:text/html`). */
  scheme: string;
  use: UrlUse;
  source: SourceRef;
}

// sanitizeUri keeps a URL whose scheme passes this test, and answers '' for any other.
const NOT_SCRIPTABLE = /^(?!(?:javascript|vbscript|data)$)/i;
// The character references an attacker hides a scheme behind (`&#106;avascript:`, `javascript&colon;`).
const REFERENCE = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(colon|tab|newline));?/gi;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/** Numeric references and the few named ones that spell a scheme, decoded. */
function decodeReferences(url: string): string {
  if (!url.includes('&')) return url;
  return url.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()]!;
    const code = decimal ? Number(decimal) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

/**
 * Why a URL from a Markdown link or image must not reach the page, or undefined when it may:
 * `javascript:` and `vbscript:` run script, and a `data:` URL can hold an HTML or SVG document
 * that does. Read as a browser reads it (WHATWG URL): leading and trailing control characters
 * and spaces ignored, tabs and line breaks removed anywhere, the scheme in any case. The
 * parsers have decoded character references already; they are decoded again so that a caller
 * writing the URL without escaping cannot be fooled either.
 *
 * `data:image/*` stays, except `data:image/svg+xml` in a link: an SVG opened as a document
 * runs its scripts, while as an `<img>` it is drawn in secure static mode (no script, no
 * loads), so an image keeps it.
 */
export function unsafeUrlScheme(url: string, use: UrlUse): string | undefined {
  const cleaned = decodeReferences(url)
    .replace(/^[\0-\x20]+|[\0-\x20]+$/g, '')
    .replace(/[\t\n\r]/g, '');
  // sanitizeUri finds the scheme as CommonMark does (a colon before any `/`, `?` or `#`).
  if (!cleaned || sanitizeUri(cleaned, NOT_SCRIPTABLE) !== '') return undefined;
  const colon = cleaned.indexOf(':');
  const scheme = cleaned.slice(0, colon).toLowerCase();
  if (scheme !== 'data') return `${scheme}:`;
  const mediaType = /^[^,;]*/.exec(cleaned.slice(colon + 1))![0].trim().toLowerCase() || 'text/plain';
  const isImage = mediaType.startsWith('image/') && (use === 'image' || mediaType !== 'image/svg+xml');
  return isImage ? undefined : `data:${mediaType}`;
}

/** The warning for a removed URL, naming where it was written. */
export function removedUrlDiagnostic({ scheme, use, source }: RemovedUrl): Diagnostic {
  return {
    severity: 'warning',
    code: 'unsafe-url',
    message: `removed the ${scheme} URL of ${use === 'link' ? 'a link' : 'an image'}: it could run script in the reader's browser`,
    source,
    hint: 'link to a page or an https: URL; a script belongs in the theme or an MDX component',
  };
}
