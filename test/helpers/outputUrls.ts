import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeEntities } from '../../src/shared/html.js';

/** Every file of the output, relative to it, with `/` separators. */
export function outputFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? outputFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

const HTML_URL = /\s(?:href|src|poster|action|data-search-documents|data-search-index|data-sidebar-src|data-copy-markdown)=(["'])(.*?)\1/g;
const SRCSET = /\s(?:srcset|imagesrcset)=(["'])(.*?)\1/g;
const CONTENT = /\scontent=(["'])(?:\d+\s*;\s*url=)?(\/.*?)\1/g;
const ISLAND_PROPS = /<script type="application\/json" data-island-props="">(.*?)<\/script>/g;
const CSS_URL = /url\(\s*(["']?)([^"')]*)\1\s*\)/g;
const MARKDOWN_URL = /\]\(\s*<?([^\s)>]+)/g;
// In scripts: quoted paths of files the client loads (`"/assets/x.js"`, `"/search/…json"`).
const SCRIPT_PATH = /["'`](\/[\w./-]*\.(?:js|css|json|woff2|svg|png|html|md|txt|xml))["'`]/g;

/** The props of an island that are URLs on the site (try-it's others are the API's paths). */
const ISLAND_URL_PROPS = ['src', 'srcDark', 'proxyPath'];
const islandUrls = (props: Record<string, unknown>) => ISLAND_URL_PROPS.flatMap((key) => (typeof props[key] === 'string' ? [props[key]] : []));

/** Reads the URLs of output files; `origin` is the site's `url`, whose full URLs count as paths. */
class UrlReader {
  private readonly siteUrl: RegExp;

  constructor(private readonly origin: string) {
    this.siteUrl = new RegExp(`${origin.replace(/[.]/g, '\\.')}[^\\s"'<>)\\]]*`, 'g');
  }

  /** Absolute URLs on the site's own origin, as paths (`https://fixture.example/sub/x` → `/sub/x`). */
  siteUrls(text: string): string[] {
    return [...text.matchAll(this.siteUrl)].map((match) => match[0].slice(this.origin.length) || '/');
  }

  /** The URLs an HTML text names: attributes, srcset candidates, `content=`, `url()`, island props, full URLs. */
  htmlUrls(html: string): string[] {
    const text = decodeEntities(html);
    return [
      ...[...text.matchAll(HTML_URL)].map((match) => match[2]!),
      ...[...text.matchAll(SRCSET)].flatMap((match) => match[2]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!)),
      ...[...text.matchAll(CONTENT)].map((match) => match[2]!),
      ...[...text.matchAll(CSS_URL)].map((match) => match[2]!),
      ...[...html.matchAll(ISLAND_PROPS)].flatMap((match) => islandUrls(JSON.parse(match[1]!) as Record<string, unknown>)),
      ...this.siteUrls(text),
    ];
  }

  /**
   * The URLs of a JSON value: strings under URL-like keys (`url`, `feed_url`, `id`, `src`…) are
   * URLs, HTML ones (the sidebar file's `html`, a feed's `content_html`) are read as HTML; other
   * strings (search terms such as `/owners`) are not URLs.
   */
  jsonUrls(value: unknown, key = ''): string[] {
    if (typeof value === 'string') {
      if (/html$/i.test(key)) return this.htmlUrls(value);
      if (!/(^|_)(url|href|src|id)$/i.test(key)) return [];
      return value.startsWith('/') ? [value] : this.siteUrls(value);
    }
    if (Array.isArray(value)) return value.flatMap((item) => this.jsonUrls(item, key));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => this.jsonUrls(item, name));
    return [];
  }

  /** The URLs a file of the output names, by its type. */
  urlsOf(file: string, text: string): string[] {
    const ext = path.extname(file);
    if (ext === '.html' || ext === '.xml') return this.htmlUrls(text);
    if (ext === '.css') return [...text.matchAll(CSS_URL)].map((match) => match[2]!);
    if (ext === '.js') return [...text.matchAll(SCRIPT_PATH)].map((match) => match[1]!);
    if (ext === '.json') return this.jsonUrls(JSON.parse(text));
    if (ext === '.md') return [...[...text.matchAll(MARKDOWN_URL)].map((match) => match[1]!), ...this.htmlUrls(text)];
    if (file === '_redirects') return text.split('\n').flatMap((line) => line.split(/\s+/).slice(0, 2)).filter(Boolean);
    return this.siteUrls(text);
  }
}

/** Why a root-relative URL is wrong: not under the base, or no output file answers it. */
function problemOf(url: string, base: string, files: Set<string>): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  if (!url.startsWith(base)) return 'does not start with the base';
  const pathname = decodeURIComponent(url.slice(base.length).replace(/[?#].*$/, ''));
  // The try-it proxy answers there, not a file.
  if (pathname.startsWith('api-proxy/')) return undefined;
  if (pathname === '' || files.has(pathname) || files.has(`${pathname}.html`)) return undefined;
  return 'names no output file';
}

/**
 * Walks every text file of a build (HTML, XML, JSON, CSS, JS, Markdown, text, `_redirects`) and
 * checks each root-relative URL it names (and each full URL on `origin`): it must start with
 * `base` and, without it, name an output file (`docs/x` or `docs/x.html`). Returns each problem
 * once (`file: url why`) and how many URLs were checked.
 */
export function checkOutputUrls(out: string, base: string, origin: string): { problems: string[]; checked: number } {
  const reader = new UrlReader(origin);
  const files = outputFiles(out);
  const fileSet = new Set(files);
  const problems = new Set<string>();
  let checked = 0;
  for (const file of files) {
    if (/\.(woff2?|svg|png|jpe?g|gif|webp|ico|gz|br)$/.test(file)) continue;
    for (const url of reader.urlsOf(file, readFileSync(path.join(out, file), 'utf8'))) {
      checked++;
      const problem = problemOf(url, base, fileSet);
      if (problem) problems.add(`${file}: ${url} ${problem}`);
    }
  }
  return { problems: [...problems], checked };
}
