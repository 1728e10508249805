import path from 'node:path';
import type { BuildOptions, OutputFile } from 'esbuild';
import { cacheDirOf } from '../config/loadConfig.js';
import type { BuildContext, MermaidConfig, SiteConfig } from '../types.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';
import { clientBundleKey, readClientBundle, writeClientBundle } from './clientBundleCache.js';
import { generatedFontsPlugin } from './generatedFonts.js';
import { siteCssPlugin, SITE_STYLES } from './siteCss.js';
import { textFontFamily } from './textFont.js';
import { withoutBareRuntimeImports } from './runtimeChunk.js';
import { LUNR_LANGUAGES, searchLanguageCode } from '../search/searchLanguage.js';

const { build, version: esbuildVersion } = requireCommonJs('esbuild') as typeof import('esbuild');

/** The hashed client files and the URLs pages reference. */
export interface ClientBundle {
  /** Output path (relative to the site output, no leading slash) → contents. */
  files: Map<string, Uint8Array>;
  css: string[];
  js: string[];
  /**
   * Fonts every page preloads: the text font's core Latin file, which the first paint needs;
   * none when the site's stylesheet sets the text in another family (`textFontFamily`).
   */
  fonts: string[];
}

/**
 * The text font's file for ASCII and English punctuation, upright (`theme/styles/fonts.css`).
 * Preloading it lets the browser fetch it beside the stylesheet rather than after; the code
 * font and other ranges (the rest of Latin included) load when a page uses them.
 * Preloaded only while the text is set in it (`THEME_TEXT_FONT`): a preloaded font no page
 * uses is a download every page waits for.
 */
const PRELOADED_FONT = /^\/assets\/inter-latin-core-wght-normal\.[^/]+\.woff2$/;

/** The family of the theme's text font (`theme/styles/tokens.css`, `--font-sans`). */
const THEME_TEXT_FONT = 'Inter Variable';

/**
 * Bundles the theme's browser runtime (`client/main.ts`) and stylesheet (`styles/main.css`)
 * with esbuild: minified, code-split so islands load only when needed, content-hashed names.
 */
export async function bundleClient(ctx: BuildContext): Promise<ClientBundle> {
  const themeDir = ctx.config.themeDir;
  // A site of several languages gets the theme's right-to-left rules and locale notices too (`styles/i18n.css`).
  const themeStyles = path.join(themeDir, ctx.config.i18n ? 'styles/i18n.css' : 'styles/main.css');
  // The site's own stylesheets (`customCss`) come after the theme's, in the same hashed file.
  const siteCss = ctx.config.customCss.length ? await siteCssPlugin(themeStyles, ctx) : undefined;
  const options = {
    entryPoints: { main: path.join(themeDir, 'client/main.ts'), styles: siteCss ? SITE_STYLES : themeStyles },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16'],
    minify: true,
    write: false,
    outdir: '/assets',
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: '[name].[hash]',
    jsx: 'automatic',
    // DOCSITE_MERMAID: the mermaid island's settings, or null (no island, not a byte of it: `theme/client/mermaidSettings.ts`).
    // DOCSITE_SEARCH_<CODE>: whether a locale of the site is in that language, so the search dialog has its stemmer's chunk (`theme/client/search/searchLanguage.ts`).
    define: { 'process.env.NODE_ENV': '"production"', DOCSITE_MERMAID: JSON.stringify(drawnMermaid(ctx.config)), ...searchLanguageDefines(ctx.config) },
    logLevel: 'silent',
    // Files a stylesheet names (the theme's, and a site's customCss: images, fonts) are copied as hashed assets.
    loader: Object.fromEntries(['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.woff2', '.woff', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'file' as const])),
  } satisfies BuildOptions;
  // A site's customCss goes through a plugin whose inputs the cache cannot check: always bundled.
  const cacheDir = cacheDirOf(ctx.config.root);
  const cacheFile = siteCss ? undefined : path.join(cacheDir, 'client-bundle.json');
  const key = clientBundleKey(esbuildVersion, options, process.cwd());
  const cached = cacheFile && (await readClientBundle(cacheFile, key));
  if (cached) return cached;
  // Inter's core and rest files are cut from the installed package into the cache (`generatedFonts.ts`).
  const plugins = [generatedFontsPlugin(cacheDir), ...(siteCss ? [siteCss] : [])];
  const result = await build({ ...options, plugins, metafile: true });
  const bundle = clientBundleOf(withoutBareRuntimeImports(result.outputFiles, result.metafile, process.cwd()));
  if (cacheFile) await writeClientBundle(cacheFile, key, result.metafile, process.cwd(), bundle);
  return bundle;
}

/** `DOCSITE_SEARCH_<CODE>` for every language the dialog can stem, true for those of the site's locales; `DOCSITE_SEARCH_LUNR_LANGUAGES` if any is. */
function searchLanguageDefines(config: SiteConfig): Record<string, string> {
  const used = new Set(config.i18n?.locales.map((locale) => searchLanguageCode(locale.htmlLang)));
  const defines = Object.fromEntries(LUNR_LANGUAGES.map((code) => [`DOCSITE_SEARCH_${code.toUpperCase()}`, String(used.has(code))]));
  return { ...defines, DOCSITE_SEARCH_LUNR_LANGUAGES: String(LUNR_LANGUAGES.some((code) => used.has(code))) };
}

/** The settings the mermaid island draws with, when the site's mermaid diagrams are drawn. */
function drawnMermaid(config: SiteConfig): { theme: MermaidConfig['theme']; options: MermaidConfig['options'] } | null {
  const mermaid = config.markdown?.mermaid;
  return mermaid && mermaid.draw ? { theme: mermaid.theme, options: mermaid.options } : null;
}

/** The bundle from esbuild's output files: every file by path, and the URLs pages reference. */
function clientBundleOf(outputFiles: OutputFile[]): ClientBundle {
  const files = new Map<string, Uint8Array>();
  const css: string[] = [];
  const js: string[] = [];
  const fonts: string[] = [];
  for (const file of outputFiles) {
    const url = file.path.slice(file.path.indexOf('/assets/'));
    files.set(url.slice(1), file.contents);
    // Only the two entries (and the preloaded font) are referenced by pages; island chunks load by dynamic import.
    if (/^\/assets\/main\.[^/]+\.js$/.test(url)) js.push(url);
    if (/^\/assets\/styles\.[^/]+\.css$/.test(url)) css.push(url);
    if (PRELOADED_FONT.test(url)) fonts.push(url);
  }
  const styles = outputFiles.find((file) => file.path.endsWith('.css') && /\/assets\/styles\./.test(file.path));
  const textFont = styles ? textFontFamily(styles.text) : THEME_TEXT_FONT;
  return { files, css, js, fonts: textFont === THEME_TEXT_FONT ? fonts : [] };
}
