import path from 'node:path';
import { build } from 'esbuild';
import { generatedFontsPlugin } from '../../src/bundle/generatedFonts.js';
import { repoRoot } from './runCli.js';

/**
 * Bundles `css` as if it were a stylesheet of the theme (`theme/styles/`, where fontsource
 * resolves) with the generated-fonts plugin caching in `cacheDir`: output path → bytes, and the
 * files esbuild read.
 */
export async function bundleWithGeneratedFonts(css: string, cacheDir: string) {
  const result = await build({
    stdin: { contents: css, loader: 'css', resolveDir: path.join(repoRoot, 'theme/styles') },
    bundle: true,
    write: false,
    outdir: '/assets',
    assetNames: '[name].[hash]',
    loader: { '.woff2': 'file' },
    metafile: true,
    logLevel: 'silent',
    plugins: [generatedFontsPlugin(cacheDir)],
  });
  const files = Object.fromEntries(result.outputFiles.map((file) => [file.path, file.contents]));
  return { files, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

/** A stylesheet naming both parts of Inter's Latin file. */
export const BOTH_PARTS = '@font-face { font-family: A; src: url(docsite-font:inter-latin-core-wght-normal.woff2); }\n@font-face { font-family: B; src: url(docsite-font:inter-latin-rest-wght-normal.woff2); }\n';
