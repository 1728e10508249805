import { readFileSync } from 'node:fs';
import type { Diagnostic, Route, SiteConfig, SourceRef } from '../types.js';
import { executableInlineScripts } from './buildSecurityHeaders.js';

/** What the check reads of a rendered page: its route and the HTML of its content alone. */
export interface ContentScriptPage {
  route: Route;
  contentHtml: string;
}

/**
 * One diagnostic per inline script an author put in a page's content (Markdown, MDX, a `.tsx`
 * page): it runs on readers' pages, since every inline script of the build is hashed into the
 * Content-Security-Policy. Nothing with `contentScripts: 'allow'`, warnings with `'warn'`,
 * errors (the build fails) with `'error'`. Generated and API pages have no authored content.
 */
export function contentScriptDiagnostics(page: ContentScriptPage, contentScripts: SiteConfig['security']['contentScripts']): Diagnostic[] {
  if (contentScripts === 'allow') return [];
  const scripts = executableInlineScripts(page.contentHtml);
  if (!scripts.length) return [];
  const { route } = page;
  const source = 'content' in route && route.content ? route.content.source : 'component' in route && route.component ? readFileSync(route.component, 'utf8') : '';
  const places = placesOf(scripts, source);
  return places.map((place) => ({
    severity: contentScripts === 'error' ? 'error' : 'warning',
    code: 'content-script',
    message: "inline <script> in content: it runs in every reader's browser (its hash is added to the Content-Security-Policy)",
    source: { file: route.source.file, ...place },
    hint: "content is code: set security.contentScripts to 'allow' if it is meant to run, or move it into the theme",
  }));
}

/**
 * Where each script was written: the `<script` tag before its text in the source, searched
 * in order; else the next `<script` tag (a component may have written it); else nowhere.
 */
function placesOf(scripts: string[], source: string): Array<Omit<SourceRef, 'file'>> {
  let from = 0;
  return scripts.map((script) => {
    const text = script.trim();
    const body = text ? source.indexOf(text, from) : -1;
    const tag = body >= 0 ? source.lastIndexOf('<script', body) : source.indexOf('<script', from);
    if (tag < 0) return {};
    from = Math.max(tag, body) + 1;
    const before = source.slice(0, tag);
    return { line: before.split('\n').length, column: tag - before.lastIndexOf('\n') };
  });
}
