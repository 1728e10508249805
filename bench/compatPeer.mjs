#!/usr/bin/env node
// Builds a real Docusaurus site with Docusaurus 3.10 and Faster, for the time comparison in
// bench/COMPAT.md (issue 19: "the build time against Docusaurus 3.10 with Faster on the same
// site"). Not run in CI: it installs the site's own dependencies from the npm registry.
//
//   node bench/compatPeer.mjs <snapshot folder> <site subfolder> [--runs N]
//
// The snapshot folder is copied to a temporary folder (sites read `../docs` and the like, so
// the whole snapshot goes), nothing in it is changed. In the copy, every `@docusaurus/*`
// dependency is set to 3.10.2 and `@docusaurus/faster` added; the site's config is wrapped by
// one that turns Faster on (`future.faster`, and the v4 flag its worker threads need). Only the
// default locale is built, as docsite builds it. Prints one Markdown table row.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DOCUSAURUS = '3.10.2';
const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

const [snapshot, siteFolder] = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith('--') && all[index - 1] !== '--runs');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] ?? 1) || 1;
if (!snapshot || !siteFolder) {
  console.error('usage: node bench/compatPeer.mjs <snapshot folder> <site subfolder> [--runs N]');
  process.exit(2);
}

/** The copy's package.json with Docusaurus 3.10 and Faster; workspace-only dependencies dropped (named). */
function pinDocusaurus(site) {
  const file = path.join(site, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const dropped = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (name.startsWith('@docusaurus/')) pkg[field][name] = DOCUSAURUS;
      else if (/^(workspace|link|file):/.test(String(range))) (dropped.push(name), delete pkg[field][name]);
    }
  }
  pkg.dependencies = { ...pkg.dependencies, '@docusaurus/faster': DOCUSAURUS };
  delete pkg.packageManager;
  writeFileSync(file, JSON.stringify(pkg, null, 2));
  return dropped;
}

/** A config that loads the site's own and turns Faster on; Docusaurus loads both through jiti. */
function writeFasterConfig(site) {
  const original = CONFIG_NAMES.find((name) => existsSync(path.join(site, name)));
  if (!original) throw new Error(`no docusaurus.config.* in ${site}`);
  const wrapper = `docusaurus.faster.config${path.extname(original)}`;
  writeFileSync(
    path.join(site, wrapper),
    `import * as loaded from './${original}';
const original = loaded.default ?? loaded;
export default async function fasterConfig() {
  const config = typeof original === 'function' ? await original() : original;
  const { experimental_faster, ...future } = config.future ?? {};
  const v4 = future.v4 === true ? true : { ...(future.v4 ?? {}), removeLegacyPostBuildHeadAttribute: true };
  // Snapshots lack files stored outside git (large images): warn as docsite does, not stop.
  const markdown = { ...config.markdown, hooks: { ...config.markdown?.hooks, onBrokenMarkdownImages: 'warn' } };
  return { ...config, markdown, future: { ...future, v4, faster: true } };
}
`,
  );
  const text = readFileSync(path.join(site, original), 'utf8');
  const locale = /defaultLocale:\s*['"]([\w-]+)['"]/.exec(text)?.[1] ?? 'en';
  return { wrapper, locale };
}

const countHtml = (dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;

const copy = mkdtempSync(path.join(os.tmpdir(), 'compat-docusaurus-'));
try {
  cpSync(path.resolve(snapshot), copy, { recursive: true, filter: (source) => !/[/\\](node_modules|\.docsite-cache|build)$/.test(source) });
  const site = path.join(copy, siteFolder);
  // A parent package.json with workspaces makes npm install the whole monorepo.
  if (path.resolve(site) !== copy) rmSync(path.join(copy, 'package.json'), { force: true });
  const dropped = pinDocusaurus(site);
  for (const lock of ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml']) rmSync(path.join(site, lock), { force: true });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], { cwd: site, stdio: 'inherit' });
  const { wrapper, locale } = writeFasterConfig(site);
  // Sites that show last updates read git; Docusaurus 3.10 refuses a site outside any worktree.
  const git = (...args) => execFileSync('git', ['-c', 'user.name=compat', '-c', 'user.email=compat@localhost', ...args], { cwd: copy, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A', '--', '.', ':!**/node_modules/**');
  git('commit', '-qm', 'snapshot');
  const times = [];
  let result;
  for (let run = 0; run < runs; run += 1) {
    rmSync(path.join(site, 'build'), { recursive: true, force: true });
    rmSync(path.join(site, '.docusaurus'), { recursive: true, force: true });
    rmSync(path.join(site, 'node_modules/.cache'), { recursive: true, force: true });
    const started = performance.now();
    result = spawnSync('npx', ['docusaurus', 'build', '--config', wrapper, '--locale', locale], { cwd: site, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    times.push((performance.now() - started) / 1000);
    if (result.status !== 0) break;
  }
  const pages = result.status === 0 ? countHtml(path.join(site, 'build')) : 0;
  const output = `${result.stdout}\n${result.stderr}`;
  const firstError = result.status === 0 ? '' : (output.split('\n').find((line) => /error/i.test(line)) ?? output.trim().split('\n').pop() ?? '');
  // The whole output, to read why a build failed; the row names the file.
  const log = path.join(os.tmpdir(), `compat-peer-${path.basename(path.resolve(snapshot))}.log`);
  writeFileSync(log, output);
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log('| site | Docusaurus | exit | cold build s (median of runs) | runs | HTML pages | dropped dependencies | first error |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | --- |');
  console.log(`| ${snapshot} ${siteFolder} | ${DOCUSAURUS} + Faster | ${result.status} | ${median.toFixed(1)} | ${times.length} | ${pages} | ${dropped.join(', ') || 'none'} | ${firstError.replace(/\|/g, '\\|').slice(0, 300)} (output: ${log}) |`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
