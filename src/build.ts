import path from 'node:path';
import { bundleClient, type ClientBundle } from './bundle/bundleClient.js';
import { loadConfig } from './config/loadConfig.js';
import { compileTheme } from './render/loadTheme.js';
import { DiagnosticsError, DocsiteError } from './shared/errors.js';
import type { FileHistory } from './collect/lastModified.js';
import { localeConfig, localesToBuild } from './config/localeConfig.js';
import type { SitePipeline } from './pipeline/sitePipeline.js';
import type { BuildContext, Diagnostic, Logger, Route } from './types.js';
import { LocaleWriter } from './write/localeWriter.js';
import { hashInputs, recordBuild, upToDateBuild } from './write/upToDate.js';
import { lockOutput } from './write/outputLock.js';
import { FsWriter, type Writer } from './write/writer.js';

/** Options of `build`. */
export interface BuildOptions {
  /** Path of site.config.ts. */
  configFile: string;
  /** Output folder (ignored when `writer` is given). */
  outDir?: string;
  /** Where output goes; defaults to an FsWriter on `outDir`. */
  writer?: Writer;
  log?: Logger;
  /** Build even when the output is up to date (see `upToDate.ts`). */
  force?: boolean;
  /** Threads that compile content, the main thread included (see `compileWorkerCount`). */
  cores?: number;
  /** Build only this locale of a site with `i18n` (`--locale`); default every locale. */
  locale?: string;
}

/** What a finished build reports. */
export interface BuildResult {
  routes: Route[];
  diagnostics: Diagnostic[];
  pageCount: number;
  assetCount: number;
  timings: Array<{ step: string; ms: number }>;
  writer: Writer;
  /** True when nothing changed since the last build into the same folder, so nothing was built. */
  upToDate?: boolean;
}

const silentLog: Logger = { info() {}, warn() {}, progress() {} };

/**
 * The pipeline, step by step: config → collect → compile → bundle → render → search →
 * write → links (docs pages go through compile, render, search and write one by one, while
 * other files still compile). Each step is timed; problems are collected as diagnostics and
 * the build fails once, before anything is visible: files go to a temporary folder that
 * replaces the output only when the whole build succeeded.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: BuildResult['timings'] = [];
  const log = options.log ?? silentLog;
  const step = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    log.progress(`${name}…`);
    const start = performance.now();
    const result = await run();
    timings.push({ step: name, ms: performance.now() - start });
    return result;
  };

  // 1. config
  const config = await step('config', () => loadConfig(options.configFile));
  const ctx: BuildContext = { config, log, diagnostics: [...(config.configWarnings ?? [])], cores: options.cores };
  const locales = localesToBuild(config, options.locale);

  // Nothing changed since the last build into this folder: keep it. Only for output this
  // build owns (an explicit writer, as dev and tests pass, always builds).
  const outDir = options.writer ? undefined : path.resolve(options.outDir ?? path.join(config.root, 'build'));
  // One build at a time into a folder: a second one waits, then finds the output up to date
  // (two at once failed with ENOTEMPTY, or read each other's half-written files).
  const release = outDir ? await lockOutput(outDir, (pid) => log.info(`docsite: waiting for another build (pid ${pid}) into ${path.relative(process.cwd(), outDir) || outDir} to finish`)) : undefined;
  try {
    const inputs = outDir ? await step('up-to-date check', () => hashInputs(config)) : undefined;
    // A build of one locale writes other output than one of every locale from the same inputs.
    const buildHash = inputs && (options.locale === undefined ? inputs.build : `${inputs.build} locale ${options.locale}`);
    const previous = outDir && buildHash && !options.force ? await upToDateBuild(config, outDir, buildHash) : undefined;
    // The build hashes what it builds: collecting reads the content from the bytes just hashed.
    ctx.inputFiles = inputs?.files;
    if (previous) {
      const writer = new FsWriter(outDir!);
      return { routes: [], diagnostics: previous.diagnostics, pageCount: previous.pageCount, assetCount: previous.assetCount, timings, writer, upToDate: true };
    }

    // 4. bundle, and the theme's compile: esbuild's work, started here so that it runs on
    // another core while this one loads the pipeline and collects the content (started after
    // collecting, the first pages waited for them). Awaited before the first page renders.
    const theme = compileTheme(config, ctx.diagnostics);
    theme.catch(() => {});
    // Each locale is built as a site of its own, at its base URL (Docusaurus's way): one pass each.
    // The client bundle is the same in every locale, unless the site's stylesheets name files by root path (given each locale's base).
    let shared: Promise<ClientBundle> | undefined;
    const bundleOf = (passCtx: BuildContext) => (config.customCss.length ? bundleClient(passCtx) : (shared ??= bundleClient(passCtx)));
    // The default locale last: its pass writes the root `_headers`, which must allow every locale's inline scripts.
    const passes = (locales ? [...locales.slice(1), locales[0]!] : [undefined]).map((locale) => sitePass(ctx, locale?.code, bundleOf));
    const { result, routes, writer } = await buildPages({ ctx, step, outDir, writer: options.writer, contentHash: inputs?.content, passes, theme });
    if (outDir && inputs) await recordBuild(config, outDir, writer.paths, { inputs: buildHash!, ...result }, (file) => writer.fingerprint?.(file));
    return { ...result, routes, timings, writer };
  } catch (error) {
    throw withEarlierWarnings(error, ctx.diagnostics);
  } finally {
    await release?.();
  }
}

/** One site the build builds: the whole site, or one locale of it (its config, and the client bundle with its base URL, started at once). */
interface SitePass {
  ctx: BuildContext;
  /** The locale's folder in the output (`fr/`), empty for the default locale's and a site of one language. */
  prefix: string;
  /** The locale's code, for the steps' names. */
  locale?: string;
  bundling: Promise<ClientBundle>;
}

function sitePass(ctx: BuildContext, code: string | undefined, bundleOf: (ctx: BuildContext) => Promise<ClientBundle>): SitePass {
  // The context is the build's (one list of diagnostics, the inputs already read) with the locale's config.
  const config = code === undefined ? ctx.config : localeConfig(ctx.config, code)!;
  const locale = config.i18n?.locales.find((entry) => entry.code === code);
  const prefix = locale && code !== config.i18n!.defaultLocale ? `${locale.path}/` : '';
  ctx.moduleInputs ??= new Map();
  const passCtx = code === undefined ? ctx : { ...ctx, config };
  // What reading the locale's translations warned about goes with the build's warnings.
  if (config !== ctx.config) ctx.diagnostics.push(...(config.configWarnings ?? []));
  const bundling = bundleOf(passCtx);
  bundling.catch(() => {});
  return { ctx: passCtx, prefix, locale: code, bundling };
}

/** What `buildPages` needs once `build` knows the output must be built. */
interface BuildPagesInput {
  ctx: BuildContext;
  step: <T>(name: string, run: () => Promise<T> | T) => Promise<T>;
  /** The output folder, when the build owns it (else `writer` is given). */
  outDir?: string;
  writer?: Writer;
  contentHash?: string;
  passes: SitePass[];
  theme: Promise<string>;
}

/**
 * Builds each pass (the site, or each of its locales in turn) into the one writer, then
 * commits once: files stream into a temporary folder, and a failure in any pass removes it,
 * the previous output stays.
 */
async function buildPages({ ctx, step, outDir, writer: givenWriter, contentHash, passes, theme }: BuildPagesInput) {
  const stages = await import('./pipeline/stages.js');
  // Git's last commits (for the sitemap, and pages that show their last update) come in while the site builds.
  const fileHistory = stages.readFileHistory(ctx.config.root);
  const writer = givenWriter ?? new FsWriter(outDir!);
  const results: Array<ReturnType<SitePipeline['result']>> = [];
  const scriptSources = new Set<string>();
  const routes: Route[] = [];
  for (const pass of passes) {
    const named = pass.locale === undefined ? step : <T>(name: string, run: () => Promise<T> | T) => step(`${name} (${pass.locale})`, run);
    const passWriter = pass.prefix ? new LocaleWriter(writer, pass.prefix) : writer;
    const built = await buildPass(stages, { pass, step: named, writer: passWriter, contentHash, theme, fileHistory, scriptSources });
    results.push(built.result);
    routes.push(...built.routes);
  }
  // Every locale reads what it has not translated from the same files: one warning for each.
  ctx.diagnostics.splice(0, ctx.diagnostics.length, ...uniqueDiagnostics(ctx.diagnostics));
  ctx.inputFiles = undefined;
  await step('commit', () => writer.commit());
  const result = { ...results.at(-1)!, pageCount: sum(results, 'pageCount'), assetCount: sum(results, 'assetCount'), diagnostics: ctx.diagnostics };
  return { result, routes, writer };
}

const sum = <K extends string>(list: Array<Record<K, number>>, key: K) => list.reduce((total, entry) => total + entry[key], 0);

/**
 * One pass, one way: collect → compile → render → the sinks (write, search, link facts,
 * Markdown twins, feeds and llms). A docs page renders as soon as its file compiles and goes to
 * every sink at once (see `pipeline/scheduler.ts`), so compile, render, search and write
 * overlap; the sinks keep a few small facts per page, written out at the end.
 */
async function buildPass(stages: typeof import('./pipeline/stages.js'), input: { pass: SitePass; step: BuildPagesInput['step']; writer: Writer; contentHash?: string; theme: Promise<string>; fileHistory: Promise<FileHistory>; scriptSources: Set<string> }) {
  const { pass, step, writer, contentHash, theme, fileHistory, scriptSources } = input;
  const ctx = pass.ctx;
  const collected = await step('collect', () => stages.collectSite(ctx));
  const pipeline = new stages.SitePipeline({ collected, ctx, writer, contentHash, bundling: pass.bundling, theme, fileHistory, scriptSources });
  try {
    const scheduler = await step('compile', () => pipeline.compile());
    await step('render', () => scheduler.rest());
    await step('write', () => pipeline.writeSiteFiles());
    await step('links', () => pipeline.checkLinks());
    await step('search', () => pipeline.writeSearchFiles());
    pipeline.throwIfErrors();
    return { result: pipeline.result(), routes: collected.routes };
  } catch (error) {
    await pipeline.abort();
    throw error;
  }
}

/** The diagnostics without repeats (the same check, message and place), in their order. */
function uniqueDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const key = JSON.stringify([diagnostic.severity, diagnostic.code, diagnostic.message, diagnostic.source]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A build that fails on an error still found what it warned about until then (unsupported
 * options, unsafe URLs…): the warnings go with the error, so the CLI prints them too, except
 * those a `DiagnosticsError` carries already.
 */
function withEarlierWarnings(error: unknown, diagnostics: Diagnostic[]): unknown {
  if (!(error instanceof DocsiteError)) return error;
  const carried = new Set(error instanceof DiagnosticsError ? error.diagnostics : []);
  const warnings = diagnostics.filter((diagnostic) => diagnostic.severity === 'warning' && !carried.has(diagnostic));
  if (warnings.length) error.earlierWarnings = warnings;
  return error;
}
