import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { ConfigError } from '../shared/errors.js';
import type { BuildContext, Diagnostic } from '../types.js';
import { infimaTokenCss, type SiteCss } from './infimaTokens.js';
import { rootRelativeWithBase } from '../shared/baseUrl.js';
import { compileSass, SASS_FILE, siteSass } from '../shared/siteSass.js';

/** The stylesheet entry of a site with `customCss`: the theme's styles, the Infima tokens, then the site's sheets. */
export const SITE_STYLES = 'docsite:site-styles';
const TOKENS = 'docsite:infima-tokens';
const NAMESPACE = 'docsite-site-css';

/**
 * An esbuild plugin that makes `SITE_STYLES`: it imports the theme's `main.css`, the Infima
 * properties the site sets carried onto docsite's tokens, then each of `customCss` in order,
 * so the site's rules win. Root-relative `url(/img/…)` stay as written (they name the site's
 * static files), with the site's `baseUrl` before them. Unread `--ifm-*` properties become warnings in `ctx.diagnostics`.
 */
export async function siteCssPlugin(themeStyles: string, ctx: BuildContext): Promise<Plugin> {
  const sheets: SiteCss[] = [];
  const compiledSheets = new Map<string, string>();
  const customCss = withoutSass(ctx);
  for (const file of customCss) {
    const relPath = path.relative(ctx.config.root, file);
    const text = await readFile(file, 'utf8').catch(() => {
      throw new ConfigError(`customCss: stylesheet not found: ${relPath}`, { field: 'customCss', source: { file: path.relative(ctx.config.root, ctx.config.configFile) } });
    });
    // A Sass sheet's Infima properties are read from what it compiles to (its variables filled in).
    if (SASS_FILE.test(file)) compiledSheets.set(file, compiledSass(file, ctx));
    sheets.push({ relPath, text: compiledSheets.get(file) ?? text });
  }
  const tokens = infimaTokenCss(sheets);
  for (const diagnostic of tokens.diagnostics) warnOnce(ctx, diagnostic);
  const entry = [themeStyles, TOKENS, ...customCss].map((file) => `@import ${JSON.stringify(file)};`).join('\n');
  return {
    name: 'docsite-site-css',
    setup(build) {
      build.onResolve({ filter: /^docsite:/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' ? { path: rootRelativeWithBase(ctx.config.baseUrl, args.path), external: true } : undefined));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: args.path === TOKENS ? tokens.css : entry, loader: 'css', resolveDir: ctx.config.root }));
      // Compiled once above: the bundle takes the same CSS the Infima properties were read from.
      build.onLoad({ filter: SASS_FILE }, (args) => ({ contents: compiledSheets.get(args.path) ?? compiledSass(args.path, ctx), loader: 'css', resolveDir: path.dirname(args.path) }));
    },
  };
}

/**
 * Adds a stylesheet's warning unless the build has it already: a site of several locales
 * bundles its stylesheets once per locale (each at its base URL), from the same files, and
 * warned about Ionic's Sass `custom.scss` once per locale.
 */
function warnOnce(ctx: BuildContext, diagnostic: Diagnostic) {
  const same = (other: Diagnostic) => other.code === diagnostic.code && other.message === diagnostic.message && other.source?.file === diagnostic.source?.file;
  if (!ctx.diagnostics.some(same)) ctx.diagnostics.push(diagnostic);
}

/**
 * The customCss files docsite can bundle: Sass (`.scss`, `.sass`, which Docusaurus sites
 * compile with docusaurus-plugin-sass) is compiled with the site's own `sass` package; without
 * one each Sass sheet is left out with a warning naming it rather than failing the whole bundle.
 */
function withoutSass(ctx: BuildContext): string[] {
  const source = { file: path.relative(ctx.config.root, ctx.config.configFile) };
  if (siteSass(ctx.config.root)) return ctx.config.customCss;
  return ctx.config.customCss.filter((file) => {
    if (!SASS_FILE.test(file)) return true;
    warnOnce(ctx, { severity: 'warning', code: 'unsupported-stylesheet', message: `customCss: ${path.relative(ctx.config.root, file)} is Sass, and the site has no sass package to compile it: left out`, source, hint: 'install sass (npm install --save-dev sass), as docusaurus-plugin-sass needs, or name a .css file in customCss' });
    return false;
  });
}

/** A Sass sheet compiled with the site's `sass` (see `compileSass`); a Sass error names the sheet's file and line. */
function compiledSass(file: string, ctx: BuildContext): string {
  const compiled = compileSass(ctx.config.root, file);
  if (!('error' in compiled)) {
    for (const warning of compiled.warnings) warnOnce(ctx, warning);
    return compiled.css;
  }
  const { text, location } = compiled.error;
  throw new ConfigError(`customCss: ${text}`, { field: 'customCss', source: { file: location?.file ?? path.relative(ctx.config.root, file), ...(location?.line ? { line: location.line } : {}) } });
}
