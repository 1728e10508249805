// Page weight of the real site: HTML, CSS and JS (gzip) a first visit downloads, and the
// islands' code a page can load on interaction. Used by bench/run.mjs and the budget test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The four page types the issues set budgets for. */
export const SAMPLE_PAGES = { home: '/', docs: '/docs/product/start-a-chat', blog: '/blog/long-blog-post', api: '/docs/api/Monk/14-buy-tokens' };

const gzip = (file) => gzipSync(readFileSync(file)).length;
const fileOf = (dir, route) => path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** A JS file and every module it imports statically, transitively. */
export function staticClosure(dir, url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(path.join(dir, url), 'utf8');
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{},\s$]*from\s*)?["']([^"']+)["']/g)) {
    staticClosure(dir, path.posix.join(path.posix.dirname(url), match[1]), seen);
  }
  return seen;
}

/** Bytes (gzip) for one page: its HTML, stylesheets, scripts with static imports, and island chunks. */
export function weighPage(dir, route) {
  const html = readFileSync(fileOf(dir, route), 'utf8');
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const js = new Set();
  for (const script of scripts) staticClosure(dir, script, js);
  const islands = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]));
  const islandJs = new Set();
  for (const file of [...js]) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const match of code.matchAll(/import\(["']([^"']+)["']\)/g)) {
      const target = path.posix.join(path.posix.dirname(file), match[1]);
      if ([...islands].some((name) => target.toLowerCase().includes(name.replace(/-/g, '').toLowerCase()))) staticClosure(dir, target, islandJs);
    }
  }
  for (const file of js) islandJs.delete(file);
  const sum = (files) => [...files].reduce((total, file) => total + gzip(path.join(dir, file)), 0);
  return { html: gzipSync(html).length, css: sum(css), js: sum(js), islands: sum(islandJs) };
}

/** Weighs the sample pages of a site built by `buildRealSite` (`{ dir }` or `{ error }`). */
export function measurePageWeight(site) {
  if (site.error) return { table: `build failed: ${site.error.slice(-400)}`, pages: {} };
  const dir = site.dir;
  const pages = Object.fromEntries(Object.entries(SAMPLE_PAGES).map(([name, route]) => [name, { route, ...weighPage(dir, route) }]));
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const rows = Object.entries(pages).map(([name, page]) => `| ${name} (${page.route}) | ${kb(page.html)} | ${kb(page.css)} | ${kb(page.js)} | ${kb(page.islands)} |`);
  const table = ['| page | HTML KB | CSS KB | JS before interaction KB | island JS on demand KB |', '| --- | ---: | ---: | ---: | ---: |', ...rows].join('\n');
  return { table, pages };
}
