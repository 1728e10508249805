/** What resolving the links of a description needs. */
export interface LinkResolution {
  /** Whether a path (`/docs/guide`) is a page of this site. */
  isRoute: (path: string) => boolean;
  /** Where relative links of the document point: `openapi.linkBase`, else the document's `externalDocs.url`. */
  linkBase?: string;
  /** Reports a link that goes nowhere (it is shown as text). */
  warn: (href: string) => void;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;
const LINK = /<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;

/** `&amp;` and friends in an attribute value, back to the text. */
const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Links of a description's HTML that are not pages of this site: resolved against the link base,
 * or, with none, reported and shown as their text, so a document written for another site does not
 * fail the build with broken links. Absolute URLs, in-page anchors and site routes stay as they are.
 */
export function resolveDescriptionLinks(html: string, resolution: LinkResolution): string {
  if (!html.includes('<a href="')) return html;
  return html.replace(LINK, (whole, rawHref: string, rest: string, text: string) => {
    const href = unescape(rawHref);
    if (ABSOLUTE.test(href)) return whole;
    const pathOnly = href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
    if (href.startsWith('/') && resolution.isRoute(pathOnly)) return whole;
    if (resolution.linkBase) return `<a href="${escape(new URL(href, resolution.linkBase).href)}"${rest}>${text}</a>`;
    resolution.warn(href);
    return text;
  });
}
