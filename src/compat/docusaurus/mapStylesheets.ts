import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConfigWarnings } from './configWarnings.js';

/** KaTeX's stylesheet on a CDN, as Docusaurus's math guide has sites link it. */
const KATEX_CSS = /\/katex(@[^/]*)?\/dist\/katex(\.min)?\.css(\?.*)?$/;

/** Where the site's own katex package keeps its stylesheet, if it has one. */
function installedKatexCss(siteDir: string): string | undefined {
  try {
    return createRequire(path.join(siteDir, 'noop.js')).resolve('katex/dist/katex.min.css');
  } catch {
    return undefined;
  }
}

/** An entry's `rel`: Docusaurus writes whatever `<link>` an object describes (sites list icons and manifests here); a string is a stylesheet. */
const relOf = (entry: unknown) => (typeof entry === 'object' && entry !== null && typeof (entry as { rel?: unknown }).rel === 'string' ? (entry as { rel: string }).rel.trim().toLowerCase() : 'stylesheet');

/**
 * Docusaurus's `stylesheets` (`<link>`s in every page's head). docsite's pages load only the
 * site's own hashed stylesheet (the Content-Security-Policy's `style-src` names no other origin), so a linked
 * sheet would be blocked or dropped: KaTeX's, which math pages need, is self-hosted from the
 * site's katex package instead (its fonts become hashed assets); every other one, and KaTeX's
 * when katex is not installed, gets a warning naming it, as does an entry that is another
 * link (`rel: 'icon'`, `'manifest'`: not a stylesheet, and not added either). Returns the files to add to `customCss`.
 */
export function mapStylesheets(value: unknown, keyPath: string, siteDir: string, warnings: ConfigWarnings): string[] {
  const css: string[] = [];
  (Array.isArray(value) ? value : [value]).forEach((entry, index) => {
    const href = typeof entry === 'string' ? entry : String((entry as { href?: unknown })?.href ?? '');
    const entryPath = `${keyPath}[${index}]`;
    if (KATEX_CSS.test(href)) {
      const katex = installedKatexCss(siteDir);
      if (katex) css.push(katex);
      else warnings.add('unsupported-docusaurus-option', `${entryPath}: ${href} is not loaded: the Content-Security-Policy allows only the site's own stylesheets; install katex in the site and docsite serves its stylesheet itself`, entryPath, href);
      return;
    }
    const rel = relOf(entry);
    if (rel !== 'stylesheet') {
      warnings.add('unsupported-docusaurus-option', `${entryPath}: <link rel="${rel}" href="${href}"> is not a stylesheet, and is not added to the pages' head: of the site's own links, docsite writes only the config's favicon`, entryPath, href);
      return;
    }
    const why = /^([a-z]+:)?\/\//i.test(href) ? "the Content-Security-Policy allows only the site's own stylesheets" : "pages link only the site's one hashed stylesheet";
    warnings.add('unsupported-docusaurus-option', `${entryPath}: ${href} is not loaded: ${why}; add the file to the theme's customCss instead`, entryPath, href);
  });
  return css;
}
