// The realsite part of `npm run bench` (issue 21): a real public Docusaurus site, built cold
// with docsite and with Docusaurus 3.10 + Faster, alternating, N runs each. The snapshot is
// not in the repository (bench/COMPAT.md says how it was brought here); without it the part
// says why and is skipped, so it never runs in CI.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clearDocusaurusBuild, DOCUSAURUS, docusaurusBuildCommand, docusaurusConfigOf, prepareDocusaurusCopy } from './docusaurusCopy.mjs';

/** Where the React Native website's snapshot was extracted (bench/COMPAT.md). */
export const DEFAULT_REAL_SITE = '/work/sites/rn-mdx';

/** The folder of the snapshot holding docusaurus.config.*: the snapshot itself or its `website/`. */
export function siteFolderOf(snapshot) {
  for (const folder of ['.', 'website']) if (docusaurusConfigOf(path.join(snapshot, folder))) return folder;
  return undefined;
}

/** Why the part cannot run on `snapshot`, or undefined when it can. */
export function realSiteSkipReason(snapshot) {
  if (!existsSync(snapshot)) return `realsite skipped: ${snapshot} does not exist (a Docusaurus site snapshot, not in the repository: see bench/COMPAT.md, or pass --real-site DIR)`;
  if (!siteFolderOf(snapshot)) return `realsite skipped: no docusaurus.config.* in ${snapshot} or ${path.join(snapshot, 'website')}`;
  return undefined;
}

const countHtml = (dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length : 0);

/**
 * The Docusaurus copy of the snapshot, prepared once into `copy` (its dependencies take minutes
 * to install) and reused while the snapshot's path and the Docusaurus version are the same.
 */
export function preparedCopy(snapshot, siteFolder, copy) {
  const stamp = path.join(copy, '.bench-prepared.json');
  const wanted = JSON.stringify({ snapshot: path.resolve(snapshot), siteFolder, docusaurus: DOCUSAURUS, currentOnly: true });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return JSON.parse(readFileSync(path.join(copy, '.bench-copy.json'), 'utf8'));
  const prepared = prepareDocusaurusCopy({ snapshot, siteFolder, copy, currentOnly: true });
  writeFileSync(path.join(copy, '.bench-copy.json'), JSON.stringify(prepared));
  writeFileSync(stamp, wanted);
  return prepared;
}

/**
 * docsite's copy of the snapshot, as it is (with the packages installed in it): builds write
 * their cache beside the site, and the snapshot folder may be shared with other work.
 */
function docsiteCopy(snapshot, copy) {
  const stamp = path.join(copy, '.bench-copied-from');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === path.resolve(snapshot)) return copy;
  rmSync(copy, { recursive: true, force: true });
  cpSync(snapshot, copy, { recursive: true, filter: (source) => !/[/\\](\.docsite-cache|build)$/.test(source) });
  writeFileSync(stamp, path.resolve(snapshot));
  return copy;
}

/**
 * Builds the site `runs` times with each builder, cold, alternating: docsite in its copy of
 * the snapshot (its cache removed before each build), Docusaurus in its prepared copy. `timed`
 * is run.mjs's (wall, CPU, peak RSS). Returns `{ skipped }` or `{ site, samples }`.
 */
export function benchRealSiteAgainstDocusaurus({ snapshot, runs, timed, docsiteBin, copy, progress = () => {} }) {
  const skipped = realSiteSkipReason(snapshot);
  if (skipped) return { skipped };
  const siteFolder = siteFolderOf(snapshot);
  const docsiteSite = path.join(docsiteCopy(snapshot, `${copy}-docsite`), siteFolder);
  const prepared = preparedCopy(snapshot, siteFolder, copy);
  const out = `${copy}-docsite-out`;
  const samples = { docsite: [], docusaurus: [] };
  const [command, commandArgs] = docusaurusBuildCommand(prepared);
  for (let run = 0; run < runs; run++) {
    for (const folder of [path.join(docsiteSite, '.docsite-cache'), out]) rmSync(folder, { recursive: true, force: true });
    const ours = timed(process.execPath, [docsiteBin, 'build', '--out', out], docsiteSite);
    samples.docsite.push({ ...ours, pages: countHtml(out) });
    progress(ours.ok ? '.' : `docsite failed: ${ours.error}\n`);
    clearDocusaurusBuild(prepared.site);
    const theirs = timed(command, commandArgs, prepared.site);
    samples.docusaurus.push({ ...theirs, pages: countHtml(path.join(prepared.site, 'build')) });
    progress(theirs.ok ? '.' : `docusaurus failed: ${theirs.error}\n`);
  }
  for (const folder of [path.join(docsiteSite, '.docsite-cache'), out]) rmSync(folder, { recursive: true, force: true });
  return { site: `${path.basename(snapshot)}/${siteFolder}`, samples };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The part's section of RESULTS.md: one row a builder (medians of its runs) and the ratio. */
export function formatRealSite(result, { date, note = '' }) {
  if (result.skipped) return undefined;
  const rows = Object.entries(result.samples).map(([builder, samples]) => {
    const ok = samples.filter((sample) => sample.ok);
    if (ok.length === 0) return { builder, failed: samples.at(-1)?.error ?? 'no run' };
    const walls = ok.map((sample) => sample.wall);
    return { builder, runs: ok.length, wall: median(walls), min: Math.min(...walls), max: Math.max(...walls), cpu: median(ok.map((sample) => sample.cpu)), rssMiB: Math.max(...ok.map((sample) => sample.rssMiB)), pages: ok[0].pages };
  });
  const label = { docsite: 'docsite', docusaurus: `Docusaurus ${DOCUSAURUS} + Faster` };
  const lines = ['| builder | runs | cold median s (min–max) | CPU s | peak RSS MiB | HTML pages | pages/s |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |'];
  for (const row of rows) {
    if (row.failed) lines.push(`| ${label[row.builder]} | 0 | failed: ${String(row.failed).replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(-300)} | | | | |`);
    else lines.push(`| ${label[row.builder]} | ${row.runs} | ${row.wall.toFixed(1)} (${row.min.toFixed(1)}–${row.max.toFixed(1)}) | ${row.cpu.toFixed(1)} | ${row.rssMiB.toFixed(0)} | ${row.pages} | ${(row.pages / row.wall).toFixed(1)} |`);
  }
  const [ours, theirs] = rows;
  const ratio = ours.failed || theirs.failed ? 'no ratio: a builder failed' : `docsite ÷ Docusaurus + Faster: ${(ours.wall / theirs.wall).toFixed(2)} wall (${(theirs.wall / ours.wall).toFixed(1)}× ${ours.wall <= theirs.wall ? 'faster' : 'slower'}), ${(ours.cpu / theirs.cpu).toFixed(2)} CPU`;
  return [`${date} · ${result.site}, cold builds, builders alternating.${note ? ` ${note}` : ''}`, '', lines.join('\n'), '', ratio].join('\n');
}
