import { hrefWithoutBase } from '../shared/baseUrl.js';
import { detached } from '../shared/detached.js';
import { formatSource } from '../shared/errors.js';
import { decodeEntities } from '../shared/html.js';
import { isExternal, normalizeRoutePath, splitHref } from '../shared/url.js';
import type { Diagnostic, LinkRef, SourceRef } from '../types.js';

/** What the link check reads of a page's HTML (see `linkFactsOf`). */
export interface LinkFacts {
  /** Every `<a href>` value, raw (entities not decoded), each once, in order. */
  hrefs: string[];
  /** Every element id, decoded. */
  ids: string[];
}

/** A rendered page as the link checker sees it. */
export interface LinkCheckPage extends LinkFacts {
  path: string;
  source: SourceRef;
  /** Links recorded at compile time, with lines, to point messages at the markdown. */
  links: LinkRef[];
  /** False for pages whose links are checked but which are no link target (the not-found page). */
  isTarget?: boolean;
  /** How messages name the page, when not by its path (HTML that every page shares). */
  label?: string;
}

const NO_ID = 'no heading or element with id';
// The locale menu's links (`data-locale-link`) lead to other locales' pages, which other passes build: not this one's to check.
const HREF = /<a\s(?![^>]*?\bdata-locale-link=)[^>]*?href="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/**
 * The links and ids of a page, read as soon as it renders: the build then keeps these few
 * strings (copies, not views into the page) instead of every page's HTML until the end.
 */
export function linkFactsOf(html: string): LinkFacts {
  const hrefs = new Set<string>();
  for (const match of html.matchAll(HREF)) hrefs.add(match[1]!);
  return { hrefs: [...hrefs].map(detached), ids: [...html.matchAll(ID)].map((match) => detached(decodeEntities(match[1]!))) };
}

/** How a site's links are matched to its routes. */
export interface LinkMatching {
  /** The site's `baseUrl`: a link written with it (`/sub/docs/x`) names the route without it, as it does in the browser. */
  base?: string;
  /**
   * True on a Docusaurus site: `/blog/` is the route `/blog`, as Docusaurus's link check matches
   * routes (react-router's `matchRoutes`, not strict about a trailing slash). docsite's own sites
   * have one spelling per route, so a trailing slash is a broken link there.
   */
  trailingSlashOptional?: boolean;
}

/**
 * Checks every internal link and anchor in the final HTML against the route table, the
 * other output files and the ids of the target page. One diagnostic per broken link,
 * naming the source (with line for markdown) and the nearest existing route.
 */
export function checkLinks(pages: LinkCheckPage[], outputFiles: ReadonlySet<string>, { base = '/', trailingSlashOptional = false }: LinkMatching = {}): Diagnostic[] {
  const idsByPath = new Map(pages.map((page) => [page.path, new Set(page.ids)]));
  const targets = new Set(pages.filter((page) => page.isTarget !== false).map((page) => page.path));
  // Absolute links mean the same on every page (sidebars repeat them thousands of times): check
  // each once, and find its hint once (a site without a home page has a broken `/` on every page:
  // at 1,000 pages, looking for the nearest route a thousand times took 2.4 s of every build).
  const absoluteVerdicts = new Map<string, string | undefined>();
  const absoluteHints = new Map<string, string | undefined>();
  // Each distinct href as written, read once (decoded, without the base; null: not checked): an
  // edit build checks every kept page's hrefs, most of them the navbar's and sidebar's again.
  const readHrefs = new Map<string, { written: string; href: string } | null>();
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    for (const raw of page.hrefs) {
      let read = readHrefs.get(raw);
      if (read === undefined) readHrefs.set(raw, (read = readHref(raw, base)));
      if (!read) continue;
      const { written, href } = read;
      const absolute = href.startsWith('/');
      let problem = absolute ? absoluteVerdicts.get(href) : undefined;
      if (!absolute || !absoluteVerdicts.has(href)) {
        problem = findProblem(href, page.path, idsByPath, targets, outputFiles, trailingSlashOptional);
        if (absolute) absoluteVerdicts.set(href, problem);
      }
      if (!problem) continue;
      const recorded = page.links.find((link) => link.href === written);
      diagnostics.push({
        severity: 'error',
        // A page that exists without the id: Docusaurus's onBrokenAnchors, its own severity.
        code: problem.startsWith(NO_ID) ? 'broken-anchor' : 'broken-link',
        message: `broken link ${written} on ${page.label ?? page.path}: ${problem}`,
        source: recorded?.source ?? page.source,
        hint: absolute ? memo(absoluteHints, href, () => hintFor(href, page.path, idsByPath, targets)) : hintFor(href, page.path, idsByPath, targets),
      });
    }
  }
  return diagnostics;
}

/** An href as the page wrote it (entities decoded) and as a route without the base; null when the link check leaves it alone. */
function readHref(raw: string, base: string): { written: string; href: string } | null {
  const written = decodeEntities(raw);
  const href = hrefWithoutBase(base, written);
  if (!href || isExternal(href)) return null;
  // Links to markdown files were already reported (as warnings) when compiled.
  if (/\.mdx?(#.*)?$/.test(href)) return null;
  return { written, href };
}

/** `values`' entry for `key`, made by `make` the first time. */
function memo<V>(values: Map<string, V>, key: string, make: () => V): V {
  if (!values.has(key)) values.set(key, make());
  return values.get(key)!;
}

function resolve(href: string, from: string): { pathname: string; hash: string } {
  const { pathname, hash } = splitHref(href);
  if (!pathname) return { pathname: from, hash };
  // Routes have no trailing slash, so the browser resolves relative links against the route's folder.
  const url = new URL(pathname, `http://site${from}`);
  return { pathname: decodeURIComponent(url.pathname), hash };
}

function findProblem(href: string, from: string, idsByPath: Map<string, Set<string>>, targets: Set<string>, outputFiles: ReadonlySet<string>, trailingSlashOptional: boolean): string | undefined {
  const { pathname, hash } = resolve(href, from);
  if (outputFiles.has(pathname.slice(1))) return undefined;
  const route = normalizeRoutePath(pathname);
  const ids = idsByPath.get(route);
  if (!ids || (route !== from && !targets.has(route))) return 'no such page';
  const spelledAsRoute = pathname === route || pathname === '/' || (trailingSlashOptional && pathname === `${route}/`);
  if (!spelledAsRoute) return `write it as ${route}${hash ? '#' + hash : ''} (routes have no trailing slash, index.html or .html)`;
  if (hash && !ids.has(hash)) return `${NO_ID} "${hash}" on ${route}`;
  return undefined;
}

function hintFor(href: string, from: string, idsByPath: Map<string, Set<string>>, targets: Set<string>): string | undefined {
  const { pathname, hash } = resolve(href, from);
  const route = normalizeRoutePath(pathname);
  const ids = idsByPath.get(route);
  if (ids && hash) {
    const near = nearest(hash, [...ids]);
    return near ? `did you mean #${near}?` : undefined;
  }
  const near = nearest(route, [...targets]);
  return near ? `did you mean ${near}?` : undefined;
}

/**
 * The candidate with the smallest edit distance (the first of equals), if reasonably close. A
 * candidate whose length alone puts it too far (the distance is at least the difference in
 * length), or no nearer than the best so far, is not measured: the answer is the same.
 */
export function nearest(wanted: string, candidates: string[], distanceOf = editDistance): string | undefined {
  const limit = Math.max(3, wanted.length / 2);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const apart = Math.abs(candidate.length - wanted.length);
    if (apart > limit || apart >= bestDistance) continue;
    const distance = distanceOf(wanted, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= limit ? best : undefined;
}

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** Formats broken markdown file links found at compile time. */
export function brokenMarkdownLinkDiagnostics(links: LinkRef[]): Diagnostic[] {
  return links.map((link) => ({
    severity: 'warning',
    code: 'broken-markdown-link',
    message: `markdown link ${link.href} points to a file that does not exist`,
    source: link.source,
    hint: `check the path relative to ${formatSource({ file: link.source.file })}`,
  }));
}
