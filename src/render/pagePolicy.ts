import type { SiteConfig } from '../types.js';
import { contentSecurityPolicy, InlineScripts } from './buildSecurityHeaders.js';

/** Directives a `<meta http-equiv>` policy cannot carry (CSP 3, §3.3); they stay in `_headers` only. */
const HEADER_ONLY = /^(?:frame-ancestors|report-uri|report-to|sandbox)\b/;
/** Where the policy goes: first in `<head>`, after the charset, so it governs every script after it. */
const CHARSET = '<meta charSet="utf-8"/>';
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * Gives each page its Content-Security-Policy as a `<meta http-equiv>`, for hosts that ignore
 * `_headers` (GitHub Pages, a bare bucket), and gathers every page's script hashes for
 * `_headers`. A page's tag allows the scripts of that page only: pages are written as they
 * render, before the others' scripts are known, and a page needs no other's (client
 * navigation never runs the inline scripts of the pages it swaps in). Where `_headers` is
 * honoured too, both policies apply, and the page's scripts pass both.
 */
export class PagePolicies {
  private readonly scripts = new InlineScripts();
  /** The tag for each distinct set of hashes (most pages share one). */
  private readonly tags = new Map<string, string>();

  constructor(private readonly config: SiteConfig) {}

  /** The page with its policy tag after the charset; its scripts join the site's. */
  secure(html: string): string {
    return this.secured(html).html;
  }

  /** `secure`, with the page's script sources (an incremental build records them, see `keep`). */
  secured(html: string): { html: string; scripts: string[] } {
    const hashes = this.scripts.add(html);
    const key = hashes.join(' ');
    let tag = this.tags.get(key);
    if (tag === undefined) {
      const policy = contentSecurityPolicy(this.config, hashes).filter((directive) => !HEADER_ONLY.test(directive));
      tag = `<meta http-equiv="Content-Security-Policy" content="${policy.join('; ').replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
      this.tags.set(key, tag);
    }
    const at = policyPlace(html);
    return { html: at < 0 ? html : html.slice(0, at) + tag + html.slice(at), scripts: hashes };
  }

  /** A page kept from the previous output: its scripts (as recorded) join the site's, for `_headers`. */
  keep(scripts: string[]) {
    this.scripts.keep(scripts);
  }

  /** SHA-256 source expressions of every script of every page so far, sorted, for `_headers`. */
  sha256Sources(): string[] {
    return this.scripts.sha256Sources();
  }
}

/** After the charset (which must stay in the first 1,024 bytes), or first in `<head>` for a theme without one. */
function policyPlace(html: string): number {
  const charset = html.indexOf(CHARSET);
  if (charset >= 0) return charset + CHARSET.length;
  const head = /<head(?=[\s>])[^>]*>/.exec(html);
  return head ? head.index + head[0].length : -1;
}

/** The page without its policy tag: `docsite dev` adds a reload script the policy does not know. */
export function withoutPolicyMeta(html: string): string {
  return html.replace(POLICY_META, '');
}
