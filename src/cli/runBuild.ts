import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildResult } from '../build.js';
import { DocsiteError, formatDiagnostic, sortDiagnostics } from '../shared/errors.js';
import { cpuShare } from '../shared/threadCpu.js';
import { WriteGate } from '../write/writeGate.js';
import { tempFolderOf } from '../write/writer.js';
import { guardBuildProcess } from './guardBuildProcess.js';
import { createLogger } from './logger.js';

/** How many pages an incremental build kept from the previous output, when it kept any. */
const keptNote = (result: BuildResult) => (result.pages?.kept ? ` (${result.pages.kept} unchanged, kept from the previous build)` : '');

/** `docsite build`: builds, prints grouped warnings and one summary line. */
export async function runBuild(options: { config: string; out: string; force?: boolean; cores?: number; locale?: string }): Promise<BuildResult> {
  const log = createLogger();
  const start = performance.now();
  // A build that does not reach its summary (or its error, which the CLI prints) must not exit 0.
  const configFile = path.resolve(options.config);
  const writeGate = new WriteGate();
  const guard = guardBuildProcess({ tempFolder: tempFolderOf(path.resolve(options.out)), writeGate, configFile, configName: path.relative(process.cwd(), configFile) || configFile });
  try {
    const result = await build({ configFile: options.config, outDir: options.out, log, force: options.force, cores: options.cores, locale: options.locale, writeGate, releaseAfterRender: true });
    log.done();
    reportCpu(result);
    printWarnings(result, log.warn);
    const seconds = ((performance.now() - start) / 1000).toFixed(2);
    const counts = `${result.pageCount} pages and ${result.assetCount} assets`;
    if (result.upToDate) log.info(`docsite: ${displayPath(options.out)} is up to date (${counts}, nothing changed) in ${seconds}s; --force rebuilds`);
    else log.info(`docsite: built ${counts}${keptNote(result)} into ${displayPath(options.out)} in ${seconds}s`);
    return result;
  } catch (error) {
    log.done();
    if (error instanceof DocsiteError && error.earlierWarnings) printWarnings({ diagnostics: error.earlierWarnings }, log.warn);
    throw error;
  } finally {
    guard.finished();
  }
}

/** Warnings grouped by check, sorted by file and line. */
export function printWarnings(result: Pick<BuildResult, 'diagnostics'>, write: (message: string) => void) {
  const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning');
  const groups = new Map<string, typeof warnings>();
  for (const warning of warnings) groups.set(warning.code, [...(groups.get(warning.code) ?? []), warning]);
  for (const [code, group] of groups) {
    write(`warning: ${group.length} ${groupTitle(code, group.length)}`);
    for (const warning of sortDiagnostics(group)) write('  ' + formatDiagnostic(warning).replace(/\n/g, '\n  '));
  }
}

/** A warning code as the heading of its group: `unread-infima-property`, 14 → "unread infima properties". */
export function groupTitle(code: string, count: number): string {
  const words = code.replace(/-/g, ' ');
  if (count === 1) return words;
  if (/[^aeiou]y$/.test(words)) return `${words.slice(0, -1)}ies`;
  return /(s|x|ch|sh)$/.test(words) ? `${words}es` : `${words}s`;
}

/** A relative path when inside the working folder, else absolute. */
function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), path.resolve(dir));
  return relative && !relative.startsWith('..') ? relative : path.resolve(dir);
}

/**
 * With DOCSITE_CPU_REPORT=<file>, writes where the build's CPU time went (main thread, whole
 * process, each other thread) and how many pages rendered on worker threads as JSON, for the benchmark's scaling table (`bench/coreScaling.mjs`).
 */
function reportCpu(result: BuildResult) {
  const file = process.env.DOCSITE_CPU_REPORT;
  const share = file ? cpuShare() : undefined;
  if (file && share) writeFileSync(file, JSON.stringify({ pages: result.pageCount, renderedOnWorkers: result.renderedOnWorkers ?? 0, ...share }, null, 2));
}
