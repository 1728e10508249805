import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { routeToFile } from '../../src/shared/url.js';

const buildDir = inject('buildDir');

/** Issue 3: the script every page loads, with its static imports, is at most 10 KB gzip. */
const ALWAYS_LOADED_JS_BUDGET = 10 * 1024;
/** A guard for the one stylesheet (theme + API + search styles), so it cannot grow unnoticed. */
const CSS_BUDGET = 16 * 1024;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(buildDir, file)), { level: 9 }).length;

/** The file and every module it imports statically (not `import()`), as build-relative paths. */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(path.join(buildDir, entry), 'utf8');
  // Minified esbuild output: `import{a as b}from"./chunks/x.js"` or `import"./x.js"`; dynamic ones are `import("…")`.
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{][^"'`]*?from\s*)?["']([^"']+)["']/g)) {
    const target = path.posix.join(path.posix.dirname(entry), match[1]!);
    staticGraph(target, seen);
  }
  return seen;
}

/** The scripts and stylesheets a page references in its head. */
function pageAssets(route: string) {
  const html = readFileSync(path.join(buildDir, routeToFile(route)), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    js: [...head.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((match) => match[1]!),
    css: [...head.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]!),
  };
}

describe('byte budgets of what every page loads', () => {
  it('keeps the always-loaded script and its static imports within 10 KB gzip, with React only in island chunks', () => {
    const { js } = pageAssets('/docs/intro');
    expect(js.length).toBeGreaterThan(0);
    const files = new Set(js.flatMap((entry) => [...staticGraph(entry)]));
    const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    console.info(`always-loaded JS: ${[...files].join(', ')} = ${bytes} B gzip (budget ${ALWAYS_LOADED_JS_BUDGET})`);
    expect(bytes).toBeLessThanOrEqual(ALWAYS_LOADED_JS_BUDGET);
    for (const file of files) {
      const code = readFileSync(path.join(buildDir, file), 'utf8');
      expect(code, file).not.toMatch(/react\.transitional\.element|__CLIENT_INTERNALS|react-dom/);
    }
    // Every page loads the same entry: the budget holds site-wide.
    for (const route of ['/', '/blog/long-blog-post', '/docs/api/Monk/1-create-agent']) expect(pageAssets(route).js, route).toEqual(js);
  });

  it('keeps the stylesheet within its budget', () => {
    const { css } = pageAssets('/');
    const bytes = css.reduce((sum, file) => sum + gzipSize(file), 0);
    console.info(`stylesheet: ${css.join(', ')} = ${bytes} B gzip (budget ${CSS_BUDGET})`);
    expect(bytes).toBeLessThanOrEqual(CSS_BUDGET);
  });
});
