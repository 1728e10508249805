#!/usr/bin/env node
// Builds real Docusaurus sites, unchanged, with this checkout's docsite and checks the output
// against issue 19's "Done means", for bench/COMPAT.md. Not run in CI: the sites are public
// snapshots brought here by hand (see COMPAT.md for how), never committed, and their own
// dependencies come from the npm registry.
//
//   node bench/compat.mjs <snapshot folder>[:<site subfolder>] […] [--fresh] [--keep] [--packed]
//
// Each snapshot is copied whole (sites read `../docs` and the like) to a folder of its own
// under the system's temporary folder, and the site's own dependencies are installed there
// with npm, without install scripts, as a user would have them (bench/docusaurusCopy.mjs does
// the same for the Docusaurus build; here the site's Docusaurus versions are kept). The
// install is kept between runs while the site's package.json is the same (`--fresh` redoes it;
// `--keep` keeps the built site to look at; `--packed` builds with docsite as a user has it:
// this checkout packed by `npm pack` and installed from the tarball into the site's copy beside
// its own dependencies, the build run by the installed `docsite` command).
// Then `docsite build` runs in the copy's site folder, and the output is read for: doc pages
// against docs source files, literal `:::` fences, printed magic comments, pages with two h1s,
// and the warnings by kind. Prints one Markdown section a site.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { doneMeansFacts, docsSourceFiles } from './compatChecks.mjs';
import { copySnapshot, docusaurusConfigOf, rewriteSitePackage } from './docusaurusCopy.mjs';

const docsite = fileURLToPath(new URL('../bin/docsite', import.meta.url));
const STAMP = '.compat-install-stamp';

/** The hash of a site's package.json and lock file, which says whether its install can be kept. */
const installKey = (site) => createHash('sha256').update(['package.json', 'package-lock.json'].map((name) => (existsSync(path.join(site, name)) ? readFileSync(path.join(site, name)) : '')).join('\0')).digest('hex');

const dependsOnDocusaurus = (pkg) => Boolean(pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core']);

/**
 * Where the site's dependencies are installed: the site folder, or the copy's root when the
 * snapshot's root package.json holds the Docusaurus dependencies and the site's does not
 * (Babel's website is a workspace of its repository); then the root's package.json is written
 * back without its workspaces, and Node finds the packages from the site folder up.
 */
function installRoot(snapshot, site, copy) {
  const rootPackage = path.join(path.resolve(snapshot), 'package.json');
  if (path.resolve(site) === path.resolve(copy) || !existsSync(rootPackage)) return site;
  const root = JSON.parse(readFileSync(rootPackage, 'utf8'));
  if (!dependsOnDocusaurus(root) || dependsOnDocusaurus(JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')))) return site;
  delete root.workspaces;
  writeFileSync(path.join(copy, 'package.json'), JSON.stringify(root, null, 2));
  return copy;
}

/**
 * Copies the snapshot to `copy` and installs the site's own dependencies there (npm, no install
 * scripts, workspace-only packages dropped); an install of the same package.json is reused.
 * Returns the site folder, the dropped packages, and whether npm ran.
 */
function prepareCopy(snapshot, siteFolder, copy, fresh) {
  const keptModules = `${copy}.node_modules`;
  const oldSite = path.join(copy, siteFolder);
  const oldModules = [path.join(oldSite, 'node_modules'), path.join(copy, 'node_modules')].find((folder) => existsSync(folder));
  const reusable = !fresh && oldModules !== undefined && existsSync(path.join(oldSite, STAMP));
  const oldKey = reusable ? readFileSync(path.join(oldSite, STAMP), 'utf8') : '';
  rmSync(keptModules, { recursive: true, force: true });
  if (reusable) renameSync(oldModules, keptModules);
  const site = copySnapshot(snapshot, siteFolder, copy);
  const root = installRoot(snapshot, site, copy);
  const dropped = rewriteSitePackage(root, { pin: false });
  // npm would fetch from the URLs another client's lock file names (Metro's yarn.lock names Facebook's own registry).
  for (const lock of ['yarn.lock', 'pnpm-lock.yaml']) rmSync(path.join(root, lock), { force: true });
  const key = installKey(root);
  if (reusable && key === oldKey) {
    renameSync(keptModules, path.join(root, 'node_modules'));
    writeFileSync(path.join(site, STAMP), key);
    return { site, root, dropped, installed: false };
  }
  rmSync(keptModules, { recursive: true, force: true });
  const log = path.join(os.tmpdir(), `compat-install-${path.basename(copy)}.log`);
  try {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', '--loglevel=error'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    writeFileSync(log, `${error.stdout}\n${error.stderr}`);
    throw new Error(`npm install failed in ${site} (output: ${log})`);
  }
  writeFileSync(path.join(site, STAMP), key);
  return { site, root, dropped, installed: true };
}

/**
 * This checkout as npm packs it (prepack and prepare run in a copy of the sources, as
 * test/integration/package.test.ts does), for `--packed`: the tarball's path.
 */
function packCheckout() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'docsite-compat-pack-'));
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const copy = path.join(work, 'docsite');
  for (const name of ['package.json', 'package-lock.json', 'README.md', 'tsconfig.json', 'tsconfig.types.json', 'bin', 'src', 'theme', 'starter']) cpSync(path.join(repo, name), path.join(copy, name), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: copy, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  return path.join(work, packed.filename);
}

/** Installs the packed docsite into the copy beside the site's dependencies; returns the installed command. */
function installPacked(tarball, root, site) {
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', '--loglevel=error', tarball], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const command = [path.join(site, 'node_modules/.bin/docsite'), path.join(root, 'node_modules/.bin/docsite')].find((file) => existsSync(file));
  if (!command) throw new Error(`the packed docsite installed no docsite command in ${root}`);
  return command;
}

/** One site's build in its prepared copy: exit code, time, the output's facts and the log. */
function buildSite(site, keep, command = docsite) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'docsite-compat-out-'));
  rmSync(path.join(site, '.docsite-cache'), { recursive: true, force: true });
  const started = performance.now();
  const run = spawnSync(process.execPath, [command, 'build', '--out', out], { cwd: site, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  const output = `${run.stdout}\n${run.stderr}`;
  const configText = readFileSync(path.join(site, docusaurusConfigOf(site)), 'utf8');
  const facts = run.status === 0 ? doneMeansFacts(out, configText) : undefined;
  if (!keep) rmSync(out, { recursive: true, force: true });
  const warnings = [...output.matchAll(/^warning: (\d+) (.+)$/gm)].map(([, count, kind]) => `${count} ${kind}`);
  const firstError = run.status === 0 ? '' : (output.split('\n').find((line) => line.trim() && !line.startsWith('warning:') && !line.startsWith('  ')) ?? '');
  return { exit: run.status, seconds, output, warnings, firstError, facts, docs: docsSourceFiles(site, configText), out: keep ? out : undefined };
}

/** A list of pages for the report: the first few, and how many more. */
const pageList = (pages, shown = 8) => (pages.length === 0 ? 'none' : `${pages.length}: ${pages.slice(0, shown).map((page) => `\`${page}\``).join(', ')}${pages.length > shown ? ', …' : ''}`);

/** The Markdown section of one site. */
function report(label, prepared, result) {
  const lines = [`### ${label}`, ''];
  lines.push(`- dependencies: ${prepared.installed ? 'installed with npm (no install scripts)' : 'install reused'}${prepared.dropped.length ? `; workspace-only packages dropped: ${prepared.dropped.join(', ')}` : ''}${prepared.command ? '; docsite installed from its packed tarball' : ''}`);
  lines.push(`- exit ${result.exit}, ${result.seconds.toFixed(1)} s${result.firstError ? `; first error: ${result.firstError}` : ''}`);
  const { folders, files } = result.docs;
  if (result.facts) {
    const { docPages, pages, fences, magicComments, twoH1s, magicNames } = result.facts;
    lines.push(`- pages: ${pages} HTML, ${docPages.length} doc pages for ${files.length} docs source files (${folders.join(', ')}; \`_\` partials and drafts left out)`);
    lines.push(`- literal \`:::\` outside code: ${pageList(fences)}`);
    lines.push(`- printed magic comments (${magicNames.join(', ')}): ${pageList(magicComments)}`);
    lines.push(`- pages with two h1s: ${pageList(twoH1s)}`);
  }
  lines.push(`- warnings by kind: ${result.warnings.join('; ') || 'none'}`);
  return lines.join('\n');
}

const args = process.argv.slice(2);
const fresh = args.includes('--fresh');
const keep = args.includes('--keep');
const tarball = args.includes('--packed') ? packCheckout() : undefined;
const sites = args.filter((arg) => !arg.startsWith('--'));
if (sites.length === 0) {
  console.error('usage: node bench/compat.mjs <snapshot folder>[:<site subfolder>] […] [--fresh] [--keep]');
  process.exit(2);
}
for (const spec of sites) {
  const [snapshot, siteFolder = '.'] = spec.split(':');
  const name = `${path.basename(path.resolve(snapshot))}${siteFolder === '.' ? '' : `-${siteFolder.replace(/[/\\]/g, '-')}`}`;
  const copy = path.join(os.tmpdir(), 'docsite-compat', name);
  let prepared;
  try {
    prepared = prepareCopy(snapshot, siteFolder, copy, fresh);
    if (tarball) prepared.command = installPacked(tarball, prepared.root, prepared.site);
  } catch (error) {
    console.log(`### ${spec}\n\n- not built: ${error.message}\n`);
    continue;
  }
  const result = buildSite(prepared.site, keep, prepared.command);
  const log = path.join(os.tmpdir(), `compat-${name}.log`);
  writeFileSync(log, result.output);
  console.log(`${report(spec, prepared, result)}\n- build output: ${log}${result.out ? `; site kept in ${result.out}` : ''}\n`);
}
