import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeProblem } from '../shared/routePath.js';
import { routeToFile } from '../shared/url.js';
import type { Diagnostic, RedirectOptions, Route, SiteConfig, SourceRef } from '../types.js';

/** A redirect page to write: the reader who opens `from` is sent to `to`. */
export interface Redirect {
  from: string;
  to: string;
  /** Output file, relative to the output folder. */
  file: string;
}

const isUrl = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value);
/** `/docs/old/` and `docs/old` are `/docs/old`, as Docusaurus normalises them. */
const normalise = (value: string) => (isUrl(value) ? value : `/${value.replace(/^\/+|\/+$/g, '')}`);
/** A `from` ending in `.html` is that very file; other paths are written as docsite writes routes. */
const fileOf = (from: string) => (from.endsWith('.html') ? from.slice(1) : routeToFile(from));

/**
 * The redirect pages of `config.redirects` (Docusaurus's client-redirects plugin): `rules`, then
 * `createRedirects` and `fromExtensions`/`toExtensions` for every route. A rule whose `from` is a
 * page of the site, whose `to` is none, or whose path is not clean is an error naming the
 * config; a generated one that would replace a page is left out with a warning, as Docusaurus does.
 */
export function collectRedirects(config: SiteConfig, routes: Route[]): { redirects: Redirect[]; diagnostics: Diagnostic[] } {
  const options: RedirectOptions = config.redirects ?? {};
  const configFile = path.relative(config.root, config.configFile);
  const lineOf = lineFinder(config.configFile);
  const source = (text: string): SourceRef => ({ file: configFile, ...(lineOf(text) ? { line: lineOf(text) } : {}) });
  const paths = new Set(routes.map((route) => route.path));
  const pageFiles = new Set([...paths].map(routeToFile));
  const diagnostics: Diagnostic[] = [];
  const byFrom = new Map<string, Redirect>();
  const add = (rawFrom: string, rawTo: string, explicit: boolean) => {
    const from = normalise(rawFrom);
    const to = normalise(rawTo);
    const error = (message: string, hint: string) => diagnostics.push({ severity: 'error', code: 'redirect', message, source: source(rawFrom), hint });
    if (isUrl(from) || routeProblem(from)) return error(`redirect from ${JSON.stringify(rawFrom)} is not a path of this site`, 'write it as /old/path');
    if (!isUrl(to) && !paths.has(to.replace(/[?#].*$/, ''))) return error(`redirect from ${from} goes to ${to}, which is not a page of the site`, 'point it at an existing route or a full URL');
    const file = fileOf(from);
    if (paths.has(from) || pageFiles.has(file)) {
      // `/docs/intro.html` is the page's own file: hosts serve it there already.
      if (!explicit) return;
      return error(`redirect from ${from} would replace the page at that route`, `remove the redirect, or move the page`);
    }
    const earlier = byFrom.get(from);
    if (earlier && earlier.to !== to) {
      diagnostics.push({ severity: 'warning', code: 'duplicate-redirect', message: `redirect from ${from} goes to both ${earlier.to} and ${to}; the first is written`, source: source(rawFrom) });
    }
    if (!earlier) byFrom.set(from, { from, to, file });
  };
  for (const rule of options.rules ?? []) for (const from of ([] as string[]).concat(rule.from)) add(from, rule.to, true);
  for (const route of routes) {
    if (route.kind === 'generated' && route.generator === 'not-found') continue;
    for (const from of ([] as string[]).concat(options.createRedirects?.(route.path) ?? [])) add(from, route.path, false);
    if (route.path !== '/') for (const extension of options.fromExtensions ?? []) add(`${route.path}.${extension.replace(/^\./, '')}`, route.path, false);
    for (const extension of options.toExtensions ?? []) {
      const suffix = `.${extension.replace(/^\./, '')}`;
      if (route.path.endsWith(suffix)) add(route.path.slice(0, -suffix.length), route.path, false);
    }
  }
  return { redirects: [...byFrom.values()], diagnostics };
}

/** The line of the config that quotes `text`, for messages (the config is evaluated, so values carry no positions). */
function lineFinder(configFile: string): (text: string) => number | undefined {
  let lines: string[] | undefined;
  return (text) => {
    lines ??= readConfigLines(configFile);
    const index = lines.findIndex((line) => [`'${text}'`, `"${text}"`, `\`${text}\``].some((quoted) => line.includes(quoted)));
    return index < 0 ? undefined : index + 1;
  };
}

function readConfigLines(configFile: string): string[] {
  try {
    return readFileSync(configFile, 'utf8').split(/\r?\n/);
  } catch {
    return [];
  }
}
