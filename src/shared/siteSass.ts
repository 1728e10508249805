import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OnLoadArgs, OnLoadResult, PartialMessage } from 'esbuild';

/** What docsite calls of the `sass` package (Dart Sass's JavaScript API). */
interface Sass {
  compile(file: string, options: { loadPaths: string[]; style: 'expanded' }): { css: string; loadedUrls: URL[] };
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
export function sassLoader(root: string, loaded?: Set<string>) {
  return (args: OnLoadArgs): OnLoadResult => {
    const compiled = compileSass(root, args.path, loaded);
    if ('error' in compiled) return { errors: [compiled.error] };
    return { contents: compiled.css, loader: /\.module\.s[ac]ss$/i.test(args.path) ? 'local-css' : 'css', resolveDir: path.dirname(args.path) };
  };
}

/** A Sass file compiled with the site's `sass` (the files it read added to `loaded`), or the error naming the file and line. */
export function compileSass(root: string, file: string, loaded?: Set<string>): { css: string } | { error: PartialMessage } {
  const sass = siteSass(root);
  if (!sass) return { error: { text: `${path.relative(root, file)} is Sass, and the site has no sass package to compile it: install it (npm install --save-dev sass), as docusaurus-plugin-sass needs` } };
  try {
    const result = sass.compile(file, { loadPaths: [path.join(root, 'node_modules')], style: 'expanded' });
    for (const url of result.loadedUrls) if (url.protocol === 'file:') loaded?.add(fileURLToPath(url));
    return { css: result.css };
  } catch (error) {
    const { sassMessage, span, message } = error as { sassMessage?: string; message: string; span?: { url?: URL; start: { line: number; column: number } } };
    const at = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
    return { error: { text: `Sass: ${sassMessage ?? message}`, location: { file: path.relative(root, at), line: (span?.start.line ?? 0) + 1, column: span?.start.column ?? 0 } } };
  }
}
