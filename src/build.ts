import path from 'node:path';
import type { ClientBundle } from './bundle/bundleClient.js';
import { loadConfig } from './config/loadConfig.js';
import { DiagnosticsError, DocsiteError } from './shared/errors.js';
import type { FileHistory } from './collect/lastModified.js';
import { localeConfig, localesToBuild } from './config/localeConfig.js';
import type { SitePipeline } from './pipeline/sitePipeline.js';
import type { BuildContext, Diagnostic, LocaleConfig, Logger, Route } from './types.js';
import { LocaleWriter } from './write/localeWriter.js';
import { passKeyOf, searchStateFileIn, type PageReuse } from './write/incremental.js';
import { hashInputs, pageRecordsDir, previousBuild, recordBuild, type BuildManifest, type IncrementalFacts, type InputHashes } from './write/upToDate.js';
import { lockOutput } from './write/outputLock.js';
import type { WriteGate } from './write/writeGate.js';
import { FsWriter, type Writer } from './write/writer.js';
import { discardPrestartedSearchWorker, prestartSearchWorker } from './search/prestartSearchWorker.js';

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
  /** Cores the build uses: worker threads that compile and render, the main thread coordinating (see `pageWorkerCount`). */
  cores?: number;
  /** Shut by the CLI's process guard before it removes the temporary folder (see `WriteGate`). */
  writeGate?: WriteGate;
  /** Build only this locale of a site with `i18n` (`--locale`); default every locale. */
  locale?: string;
  /**
   * Commit the pages before the search files are made, when the previous output's search files
   * can stand in meanwhile (same names: see `SitePipeline.searchFilesLater`); the result's
   * `finishing` then writes them. `docsite dev`: an edited page is served without waiting for search.
   */
  searchAfterCommit?: boolean;
  /**
   * The process builds once (`docsite build`): what only a later build would reuse (the code
   * highlighters) goes once the last page rendered, before the search thread packs its index
   * (see `SitePipeline.releaseAfterRender`). Not for `docsite dev`, which keeps them between builds.
   */
  releaseAfterRender?: boolean;
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
  /** Docs and API pages kept from the previous output and rendered again (a build into a folder; see `write/incremental.ts`). */
  pages?: { kept: number; rendered: number };
  /** Pages rendered on worker threads (see `PageWorkers`), every pass's. */
  renderedOnWorkers?: number;
  /**
   * With `searchAfterCommit`, when the pages were committed before the search files: resolves once
   * those are in the output and the build is recorded (rejects as a failed build would throw).
   * Until then the output serves the previous search files, and no other build may start.
   */
  finishing?: Promise<void>;
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

  // 1. config: the build runs a Docusaurus site's plugin lifecycles (other commands only read the config).
  const config = await step('config', () => loadConfig(options.configFile, { pluginLifecycles: true }));
  const ctx: BuildContext = { config, log, diagnostics: [...(config.configWarnings ?? [])], cores: options.cores };
  const locales = localesToBuild(config, options.locale);

  // Nothing changed since the last build into this folder: keep it. Only for output this
  // build owns (an explicit writer, as dev and tests pass, always builds).
  const outDir = options.writer ? undefined : path.resolve(options.outDir ?? path.join(config.root, 'build'));
  // One build at a time into a folder: a second one waits, then finds the output up to date
  // (two at once failed with ENOTEMPTY, or read each other's half-written files).
  const release = outDir ? await lockOutput(outDir, (pid) => log.info(`docsite: waiting for another build (pid ${pid}) into ${path.relative(process.cwd(), outDir) || outDir} to finish`)) : undefined;
  // Set when the build returns before its search files are written: the lock goes with them.
  let finishing: Promise<void> | undefined;
  try {
    let inputs = outDir ? await step('up-to-date check', () => hashInputs(config, outDir, !options.force)) : undefined;
    // A build of one locale writes other output than one of every locale from the same inputs.
    const buildHash = inputs && (options.locale === undefined ? inputs.build : `${inputs.build} locale ${options.locale}`);
    // The last build into the folder, when its output is intact: up to date when made from the
    // same inputs, else the pages whose inputs did not change are kept (`--force` keeps none).
    const previous = outDir && inputs && !options.force ? await previousBuild(config, outDir) : undefined;
    // The build hashes what it builds: collecting reads the content from the bytes just hashed,
    // then drops them. The hashes keep none: kept with them, every input file's bytes stayed in
    // memory to the end of the build (the whole content folder: 8.8 MB a thousand realistic pages).
    ctx.inputFiles = inputs?.files;
    if (inputs) inputs = { ...inputs, files: new Map() };
    if (previous && previous.inputs === buildHash) {
      const writer = new FsWriter(outDir!);
      return { routes: [], diagnostics: previous.diagnostics, pageCount: previous.pageCount, assetCount: previous.assetCount, timings, writer, upToDate: true };
    }

    // 4. bundle, and the theme's compile: esbuild's work, started here so that it runs on another core while
    // this one loads the pipeline and collects the content (started after collecting, the first pages waited for
    // them; awaited before the first page renders). Loaded only now: an up-to-date build never needs esbuild or
    // the theme's loader. The search thread loads its modules meanwhile too (its data follows after collect).
    const passLocales = passOrder(locales);
    if (config.search.enabled) prestartSearchWorker(outDir && previous ? searchStateFileIn(pageRecordsDir(config, outDir, passLocales[0])) : undefined);
    const [{ compileTheme }, { bundleClient }] = await Promise.all([import('./render/loadTheme.js'), import('./bundle/bundleClient.js')]);
    const theme = compileTheme(config, ctx.diagnostics);
    theme.catch(() => {});
    // Each locale is built as a site of its own, at its base URL (Docusaurus's way): one pass each.
    // The client bundle is the same in every locale, unless the site's stylesheets name files by root path (given each locale's base).
    let shared: Promise<ClientBundle> | undefined;
    const bundleOf = (passCtx: BuildContext) => (config.customCss.length ? bundleClient(passCtx) : (shared ??= bundleClient(passCtx)));
    const passes = passLocales.map((code) => sitePass(ctx, code, bundleOf));
    // Pages of the previous output are kept, by each pass (a locale's records and facts are its own).
    const reuseFrom = outDir && inputs ? { outDir, inputs, previous } : undefined;
    const built = await buildPages({ ctx, step, outDir, writer: options.writer, writeGate: options.writeGate, reuseFrom, contentHash: inputs?.content, passes, theme, searchAfterCommit: options.searchAfterCommit, releaseAfterRender: options.releaseAfterRender });
    const { result, routes, writer, incremental, renderedOnWorkers, late } = built;
    const facts = Object.fromEntries(incremental.flatMap(({ prefix, facts }) => (facts ? [[passKeyOf(prefix), facts]] : [])));
    // Recorded once every file is written: the manifest lists the search files as they are then.
    const record = async () => {
      if (outDir && inputs) await recordBuild(config, outDir, writer.paths, { inputs: buildHash!, ...result, incremental: incremental.length ? facts : undefined }, (file) => writer.fingerprint?.(file));
      await pruneRecords(incremental);
    };
    const pages = incremental.length ? { kept: sum(incremental.map((pass) => pass.reuse.counts), 'kept'), rendered: sum(incremental.map((pass) => pass.reuse.counts), 'rendered') } : undefined;
    if (late) {
      finishing = step('search files after commit', late).then(record).catch((error: unknown) => Promise.reject(withEarlierWarnings(error, ctx.diagnostics))).finally(() => release?.());
      finishing.catch(() => {});
      return { ...result, routes, timings, writer, pages, renderedOnWorkers, finishing };
    }
    await record();
    return { ...result, routes, timings, writer, pages, renderedOnWorkers };
  } catch (error) {
    throw withEarlierWarnings(error, ctx.diagnostics);
  } finally {
    await discardPrestartedSearchWorker();
    if (!finishing) await release?.();
  }
}

/** Prunes each pass's records once its search state is in: the state is beside them, saved after the search files (`SearchBuild.stateSaved`). */
async function pruneRecords(passes: Array<NonNullable<PassResult['incremental']>>): Promise<void> {
  for (const pass of passes) {
    await pass.stateSaved;
    pass.reuse.prune();
  }
}

/**
 * The locale of each pass, in the order they are built (`undefined`: a site of one language). The
 * default locale last: its pass writes the root `_headers`, which must allow every locale's inline
 * scripts. The first pass's search thread is the prestarted one, which reads that pass's state ahead.
 */
function passOrder(locales: LocaleConfig[] | undefined): Array<string | undefined> {
  return locales ? [...locales.slice(1), locales[0]!].map((locale) => locale.code) : [undefined];
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
  /** Given when the build may keep pages of its previous output: its inputs, and its previous build's manifest unless forced. */
  reuseFrom?: { outDir: string; inputs: InputHashes; previous?: BuildManifest };
  writer?: Writer;
  writeGate?: WriteGate;
  contentHash?: string;
  passes: SitePass[];
  theme: Promise<string>;
  searchAfterCommit?: boolean;
  releaseAfterRender?: boolean;
}

/**
 * Builds each pass (the site, or each of its locales in turn) into the one writer, then
 * commits once: files stream into a temporary folder, and a failure in any pass removes it,
 * the previous output stays.
 */
async function buildPages({ ctx, step, outDir, reuseFrom, writer: givenWriter, writeGate, contentHash, passes, theme, searchAfterCommit, releaseAfterRender }: BuildPagesInput) {
  const stages = await import('./pipeline/stages.js');
  // Git's last commits (for the sitemap, and pages that show their last update) come in while the site builds.
  const fileHistory = stages.readFileHistory(ctx.config.root);
  const writer = givenWriter ?? new FsWriter(outDir!, writeGate);
  const results: Array<ReturnType<SitePipeline['result']>> = [];
  const scriptSources = new Set<string>();
  const routes: Route[] = [];
  const incremental: Array<NonNullable<PassResult['incremental']> & { prefix: string }> = [];
  let renderedOnWorkers = 0;
  const lates: Array<() => Promise<void>> = [];
  for (const pass of passes) {
    const named = pass.locale === undefined ? step : <T>(name: string, run: () => Promise<T> | T) => step(`${name} (${pass.locale})`, run);
    const passWriter = pass.prefix ? new LocaleWriter(writer, pass.prefix) : writer;
    // Only the last pass lets the highlighters go: the others' successors highlight again.
    const release = releaseAfterRender ? { highlighters: pass === passes.at(-1) } : undefined;
    const built = await buildPass(stages, { pass, step: named, writer: passWriter, reuseFrom, contentHash, theme, fileHistory, scriptSources, searchAfterCommit, release });
    if (built.incremental) incremental.push({ ...built.incremental, prefix: pass.prefix });
    if (built.late) lates.push(built.late);
    renderedOnWorkers += built.renderedOnWorkers;
    results.push(built.result);
    routes.push(...built.routes);
  }
  // Every locale reads what it has not translated from the same files: one warning for each.
  ctx.diagnostics.splice(0, ctx.diagnostics.length, ...uniqueDiagnostics(ctx.diagnostics));
  ctx.inputFiles = undefined;
  await step('commit', () => writer.commit());
  const result = { ...results.at(-1)!, pageCount: sum(results, 'pageCount'), assetCount: sum(results, 'assetCount'), diagnostics: ctx.diagnostics };
  // Each pass's search files that follow the commit (`searchAfterCommit`), one pass after another.
  const late = lates.length ? async () => { for (const each of lates) await each(); } : undefined;
  return { result, routes, writer, incremental, renderedOnWorkers, late };
}

/** What one pass is given: its site, where it writes, and what the build shares between passes. */
interface PassInput {
  pass: SitePass;
  step: BuildPagesInput['step'];
  writer: Writer;
  reuseFrom?: BuildPagesInput['reuseFrom'];
  contentHash?: string;
  theme: Promise<string>;
  fileHistory: Promise<FileHistory>;
  scriptSources: Set<string>;
  searchAfterCommit?: boolean;
  /** What goes once the pass's last page rendered (`SitePipeline.releaseAfterRender`), in a process that builds once. */
  release?: { highlighters: boolean };
}

/** What one pass built, and what it kept of the previous output (with the page records it saved). */
interface PassResult {
  result: ReturnType<SitePipeline['result']>;
  routes: Route[];
  incremental?: { reuse: PageReuse; facts: IncrementalFacts | undefined; stateSaved: Promise<void> };
  renderedOnWorkers: number;
  /** Writes the search files into the committed output, when they follow the commit (`SitePipeline.searchFilesLater`). */
  late?: () => Promise<void>;
}

const sum = <K extends string>(list: Array<Record<K, number>>, key: K) => list.reduce((total, entry) => total + entry[key], 0);

/**
 * One pass, one way: collect → compile → render → the sinks (write, search, link facts,
 * Markdown twins, feeds and llms). A docs page renders as soon as its file compiles and goes to
 * every sink at once (see `pipeline/scheduler.ts`), so compile, render, search and write
 * overlap; the sinks keep a few small facts per page, written out at the end.
 */
async function buildPass(stages: typeof import('./pipeline/stages.js'), input: PassInput): Promise<PassResult> {
  const { pass, step, writer, reuseFrom, contentHash, theme, fileHistory, scriptSources, searchAfterCommit, release } = input;
  const ctx = pass.ctx;
  const collected = await step('collect', () => stages.collectSite(ctx));
  // Which pages of the previous output can stay as they are; the search files are named by its site key (pages carry their names).
  const reuse = reuseFrom && new stages.PageReuse({ ...reuseFrom, config: ctx.config, collected, recordsDir: pageRecordsDir(ctx.config, reuseFrom.outDir, pass.locale), writer, prefix: pass.prefix });
  const pipeline = new stages.SitePipeline({ collected, ctx, writer, contentHash: reuse?.siteKey ?? contentHash, reuse, bundling: pass.bundling, theme, fileHistory, scriptSources, filesAfterCommit: searchAfterCommit });
  try {
    const scheduler = await step('compile', () => pipeline.compile());
    await step('render', () => scheduler.rest());
    if (release) pipeline.releaseAfterRender(release);
    await step('write', () => pipeline.writeSiteFiles());
    await step('links', () => pipeline.checkLinks());
    const searchLater = await step('search', async () => (searchAfterCommit ? pipeline.filesLater() : void (await pipeline.writeSearchFiles())));
    pipeline.throwIfErrors();
    // Every page record saved before the writer's thread stops.
    const facts = await pipeline.incrementalFacts();
    // Past the commit, a failure stops the search thread; the committed output keeps the previous search files.
    const late = searchLater && (() => searchLater().catch(async (error: unknown) => {
      await pipeline.abortSearch();
      throw error;
    }));
    return { result: pipeline.result(), routes: collected.routes, incremental: reuse && { reuse, facts, stateSaved: pipeline.searchStateSaved() }, renderedOnWorkers: pipeline.renderedOnWorkers, late };
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
