import path from 'node:path';
import { bundleClient, type ClientBundle } from './bundle/bundleClient.js';
import { loadConfig } from './config/loadConfig.js';
import { compileTheme } from './render/loadTheme.js';
import { DiagnosticsError, DocsiteError } from './shared/errors.js';
import type { BuildContext, Diagnostic, Logger, Route } from './types.js';
import { hashInputs, pageRecordsDir, previousBuild, recordBuild, type BuildManifest, type InputHashes } from './write/upToDate.js';
import { lockOutput } from './write/outputLock.js';
import type { WriteGate } from './write/writeGate.js';
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
  /** Shut by the CLI's process guard before it removes the temporary folder (see `WriteGate`). */
  writeGate?: WriteGate;
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

  // Nothing changed since the last build into this folder: keep it. Only for output this
  // build owns (an explicit writer, as dev and tests pass, always builds).
  const outDir = options.writer ? undefined : path.resolve(options.outDir ?? path.join(config.root, 'build'));
  // One build at a time into a folder: a second one waits, then finds the output up to date
  // (two at once failed with ENOTEMPTY, or read each other's half-written files).
  const release = outDir ? await lockOutput(outDir, (pid) => log.info(`docsite: waiting for another build (pid ${pid}) into ${path.relative(process.cwd(), outDir) || outDir} to finish`)) : undefined;
  try {
    const inputs = outDir ? await step('up-to-date check', () => hashInputs(config)) : undefined;
    // The last build into the folder, when its output is intact: up to date when made from the
    // same inputs, else the pages whose inputs did not change are kept (`--force` keeps none).
    const previous = outDir && inputs && !options.force ? await previousBuild(config, outDir) : undefined;
    // The build hashes what it builds: collecting reads the content from the bytes just hashed.
    ctx.inputFiles = inputs?.files;
    if (previous && previous.inputs === inputs!.build) {
      const writer = new FsWriter(outDir!);
      return { routes: [], diagnostics: previous.diagnostics, pageCount: previous.pageCount, assetCount: previous.assetCount, timings, writer, upToDate: true };
    }

    // 4. bundle, and the theme's compile: esbuild's work, started here so that it runs on
    // another core while this one loads the pipeline and collects the content (started after
    // collecting, the first pages waited for them). Awaited before the first page renders.
    const bundling = bundleClient(ctx);
    const theme = compileTheme(config, ctx.diagnostics);
    for (const started of [bundling, theme]) started.catch(() => {});

    const reuseFrom = outDir && inputs ? { outDir, inputs, previous } : undefined;
    const { result, routes, writer, incremental } = await buildPages({ ctx, step, writer: options.writer, writeGate: options.writeGate, reuseFrom, bundling, theme });
    if (outDir && inputs) await recordBuild(config, outDir, writer.paths, { inputs: inputs.build, ...result, incremental: await incremental?.facts }, (file) => writer.fingerprint?.(file));
    incremental?.reuse.prune();
    return { ...result, routes, timings, writer, pages: incremental?.reuse.counts };
  } catch (error) {
    throw withEarlierWarnings(error, ctx.diagnostics);
  } finally {
    await release?.();
  }
}

/** What `buildPages` needs once `build` knows the output must be built. */
interface BuildPagesInput {
  ctx: BuildContext;
  step: <T>(name: string, run: () => Promise<T> | T) => Promise<T>;
  /** Given when the build owns its output folder (else `writer` is): its inputs, and its previous build's manifest unless forced. */
  reuseFrom?: { outDir: string; inputs: InputHashes; previous?: BuildManifest };
  writer?: Writer;
  writeGate?: WriteGate;
  bundling: Promise<ClientBundle>;
  theme: Promise<string>;
}

/**
 * The whole flow, one way: collect → compile → render → the sinks (write, search, link facts,
 * Markdown twins, feeds and llms). A docs page renders as soon as its file compiles and goes to
 * every sink at once (see `pipeline/scheduler.ts`), so compile, render, search and write
 * overlap; the sinks keep a few small facts per page, written out at the end. Files stream into
 * a temporary folder: a failure removes it, the previous output stays.
 */
async function buildPages({ ctx, step, reuseFrom, writer: givenWriter, writeGate, bundling, theme }: BuildPagesInput) {
  const stages = await import('./pipeline/stages.js');
  // Git's last commits (for the sitemap, and pages that show their last update) come in while the site builds.
  const fileHistory = stages.readFileHistory(ctx.config.root);
  const collected = await step('collect', () => stages.collectSite(ctx));
  const writer = givenWriter ?? new FsWriter(reuseFrom!.outDir, writeGate);
  // Which pages of the previous output can stay as they are; the search files are named by its site key (pages carry their names).
  const reuse = reuseFrom && new stages.PageReuse({ ...reuseFrom, config: ctx.config, collected, recordsDir: pageRecordsDir(ctx.config, reuseFrom.outDir) });
  const pipeline = new stages.SitePipeline({ collected, ctx, writer, contentHash: reuse?.siteKey, reuse, bundling, theme, fileHistory });
  try {
    const scheduler = await step('compile', () => pipeline.compile());
    await step('render', () => scheduler.rest());
    await step('write', () => pipeline.writeSiteFiles());
    await step('links', () => pipeline.checkLinks());
    await step('search', () => pipeline.writeSearchFiles());
    pipeline.throwIfErrors();
    // Every page record saved before the writer's thread stops.
    const facts = await pipeline.incrementalFacts();
    await step('commit', () => writer.commit());
    return { result: pipeline.result(), routes: collected.routes, writer, incremental: reuse && { reuse, facts } };
  } catch (error) {
    await pipeline.abort();
    throw error;
  }
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
