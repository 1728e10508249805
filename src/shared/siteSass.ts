import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OnLoadArgs, OnLoadResult, PartialMessage } from 'esbuild';
import type { Diagnostic } from '../types.js';

/** Where Sass says something went wrong or is deprecated. */
interface SassSpan {
  url?: URL;
  start: { line: number; column: number };
}

/** What docsite gives Sass to report warnings with (Dart Sass's `Logger`). */
interface SassLogger {
  warn(message: string, options: { deprecation: boolean; span?: SassSpan; stack?: string }): void;
  debug(message: string, options: { span: SassSpan }): void;
}

/** What docsite calls of the `sass` package (Dart Sass's JavaScript API). */
interface Sass {
  compile(file: string, options: { loadPaths: string[]; style: 'expanded'; logger: SassLogger }): { css: string; loadedUrls: URL[] };
}

/** Sass files: `.scss` and the indented `.sass`. */
export const SASS_FILE = /\.s[ac]ss$/i;

/**
 * The site's own `sass` package, as a Docusaurus site installs it for docusaurus-plugin-sass, or
 * undefined when it has none. docsite does not ship Sass: the site's version compiles its
 * sheets, as it would under Docusaurus.
 */
export function siteSass(root: string): Sass | undefined {
  const require = createRequire(path.join(root, 'package.json'));
  try {
    return require(require.resolve('sass')) as Sass;
  } catch {
    return undefined;
  }
}

/**
 * An esbuild `onLoad` callback compiling a Sass file with the site's `sass`: `.module.scss`
 * as a CSS module (class names scoped, as `.module.css` are), any other as plain CSS. The
 * files Sass read (`@use`d partials) are added to `loaded`, so a bundle is stale when one
 * changes. Without `sass` installed, or on a Sass error, the error names the file and line.
 */
export function sassLoader(root: string, loaded?: Set<string>, warnings?: Diagnostic[]) {
  return (args: OnLoadArgs): OnLoadResult => {
    const compiled = compileSass(root, args.path, loaded);
    if ('error' in compiled) return { errors: [compiled.error] };
    warnings?.push(...compiled.warnings);
    return { contents: compiled.css, loader: /\.module\.s[ac]ss$/i.test(args.path) ? 'local-css' : 'css', resolveDir: path.dirname(args.path) };
  };
}

/**
 * Where an `@warn` was called from: Sass gives it no span, only a stack whose first frame is
 * `<path or URL> <line>:<column>  <member>` (paths relative to the working folder).
 */
function stackSpan(stack: string | undefined): SassSpan | undefined {
  const frame = /^(\S+) (\d+):(\d+)/.exec(stack ?? '');
  if (!frame) return undefined;
  const url = frame[1]!.includes(':/') ? new URL(frame[1]!) : pathToFileURL(path.resolve(frame[1]!));
  return { url, start: { line: Number(frame[2]) - 1, column: Number(frame[3]) - 1 } };
}

/** The file and line (1-based) a Sass span points at, relative to the site; `file` when the span names none. */
function sassPlace(root: string, file: string, span: SassSpan | undefined) {
  const at = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
  return { file: path.relative(root, at), line: (span?.start.line ?? 0) + 1, column: span?.start.column ?? 0 };
}

/**
 * A Sass file compiled with the site's `sass` (the files it read added to `loaded`) and what Sass
 * warned about (`@warn`, deprecations) as docsite warnings naming the file and line, each once;
 * or the error naming the file and line. Without a logger Sass printed its warnings straight to
 * the terminal, outside docsite's report.
 */
export function compileSass(root: string, file: string, loaded?: Set<string>): { css: string; warnings: Diagnostic[] } | { error: PartialMessage } {
  const sass = siteSass(root);
  if (!sass) return { error: { text: `${path.relative(root, file)} is Sass, and the site has no sass package to compile it: install it (npm install --save-dev sass), as docusaurus-plugin-sass needs` } };
  const warnings = new Map<string, Diagnostic>();
  const logger: SassLogger = {
    warn(message, { deprecation, span, stack }) {
      const { file: at, line } = sassPlace(root, file, span ?? stackSpan(stack));
      const text = `Sass${deprecation ? ' deprecation' : ''}: ${message.split('\n')[0]!.trim()}`;
      warnings.set(`${at}:${line}:${text}`, { severity: 'warning', code: 'sass', message: text, source: { file: at, line } });
    },
    debug() {},
  };
  try {
    const result = sass.compile(file, { loadPaths: [path.join(root, 'node_modules')], style: 'expanded', logger });
    for (const url of result.loadedUrls) if (url.protocol === 'file:') loaded?.add(fileURLToPath(url));
    return { css: result.css, warnings: [...warnings.values()] };
  } catch (error) {
    const { sassMessage, span, message } = error as { sassMessage?: string; message: string; span?: SassSpan };
    return { error: { text: `Sass: ${sassMessage ?? message}`, location: sassPlace(root, file, span) } };
  }
}
