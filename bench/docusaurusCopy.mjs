// A copy of a real Docusaurus site set up to build with Docusaurus 3.10 and Faster: used by
// bench/compatPeer.mjs (bench/COMPAT.md) and by the realsite part of `npm run bench`. Not run
// in CI: it installs the site's own dependencies from the npm registry.
//
// The snapshot folder is copied whole (sites read `../docs` and the like); nothing in the
// snapshot is changed. In the copy every `@docusaurus/*` dependency is set to 3.10.2 and
// `@docusaurus/faster` added, and a config wrapping the site's own (bench/fasterConfig.mjs)
// turns Faster on. Only the default locale is built, as docsite builds it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export const DOCUSAURUS = '3.10.2';
const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];
const FASTER_CONFIG = fileURLToPath(new URL('./fasterConfig.mjs', import.meta.url));

/** The Docusaurus config file in a site folder, or undefined. */
export const docusaurusConfigOf = (site) => CONFIG_NAMES.find((name) => existsSync(path.join(site, name)));

/**
 * A package of the site's own monorepo: a `workspace:`/`link:`/`file:` range, or any version of
 * a package in the site's own scope (React Native's `@react-native-website/*` at `*`), which the
 * registry does not have and the snapshot of the site folder does not hold.
 */
const isWorkspacePackage = (name, range, siteName) => /^(workspace|link|file):/.test(String(range)) || (String(range) === '*' && name.startsWith(`@${siteName}/`));

/**
 * The pnpm workspace the site folder belongs to (the nearest folder above it with a
 * pnpm-workspace.yaml): its catalogs and its packages' published versions by name (a private
 * package maps to undefined: npm has no such package). Undefined outside a pnpm workspace.
 */
function pnpmWorkspaceOf(site) {
  let folder = path.resolve(site);
  while (!existsSync(path.join(folder, 'pnpm-workspace.yaml'))) {
    if (path.dirname(folder) === folder) return undefined;
    folder = path.dirname(folder);
  }
  const manifest = parseYaml(readFileSync(path.join(folder, 'pnpm-workspace.yaml'), 'utf8')) ?? {};
  const catalogs = { ...manifest.catalogs, default: { ...manifest.catalogs?.default, ...manifest.catalog } };
  const versions = new Map();
  for (const pattern of manifest.packages ?? []) {
    // pnpm's globs as workspaces write them: `packages/*` or a folder; others (`**`, `!…`) are not read.
    const base = path.join(folder, pattern.replace(/\/\*$/, ''));
    const folders = pattern.endsWith('/*') && existsSync(base) ? readdirSync(base).map((name) => path.join(base, name)) : [base];
    for (const candidate of folders) {
      const file = path.join(candidate, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name) versions.set(pkg.name, pkg.private ? undefined : pkg.version);
    }
  }
  return { catalogs, versions };
}

/** Whether the npm registry has this version of a package (a workspace package may skip releases). */
function isPublished(name, version) {
  try {
    return execFileSync('npm', ['view', `${name}@${version}`, 'version', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
  } catch {
    return false;
  }
}

/**
 * The range npm can install for a pnpm `catalog:` or `workspace:` range: the catalog's entry,
 * or the workspace package's own version (`workspace:*` exact when the registry has that
 * version, else `^version`: a package released less often than the others, as
 * typescript-eslint's rule-schema-to-typescript-types; `workspace:^`/`~` with their operator).
 * Undefined when there is none (a private workspace package); other ranges as they are.
 */
function npmRange(name, range, workspace) {
  const text = String(range);
  if (!workspace) return text;
  const catalog = /^catalog:(.*)$/.exec(text);
  if (catalog) return workspace.catalogs[catalog[1] || 'default']?.[name];
  const linked = /^workspace:(.*)$/.exec(text);
  if (!linked) return text;
  const version = workspace.versions.get(name);
  if (version === undefined) return undefined;
  if (linked[1] === '^' || linked[1] === '~') return `${linked[1]}${version}`;
  return isPublished(name, version) ? version : `^${version}`;
}

/**
 * Rewrites the copy's package.json so that npm can install it: in a pnpm workspace, `catalog:`
 * ranges become the catalog's (pnpm-workspace.yaml) and `workspace:` ranges of published
 * packages their version; workspace-only dependencies dropped (returned, by name),
 * `packageManager` removed; with `pin`, every `@docusaurus/*` dependency set to 3.10.2 and
 * `@docusaurus/faster` added.
 */
export function rewriteSitePackage(site, { pin }) {
  const file = path.join(site, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const workspace = pnpmWorkspaceOf(site);
  const dropped = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      const npm = npmRange(name, range, workspace);
      if (pin && name.startsWith('@docusaurus/')) pkg[field][name] = DOCUSAURUS;
      else if (npm === undefined || isWorkspacePackage(name, npm, pkg.name)) (dropped.push(name), delete pkg[field][name]);
      else pkg[field][name] = npm;
    }
  }
  if (pin) pkg.dependencies = { ...pkg.dependencies, '@docusaurus/faster': DOCUSAURUS };
  delete pkg.packageManager;
  writeFileSync(file, JSON.stringify(pkg, null, 2));
  return dropped;
}

/** Packages of the site's own scope its config imports (React Native's remark plugins, from the monorepo root). */
function workspaceImportsOfConfig(site) {
  const { name } = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8'));
  const text = readFileSync(path.join(site, docusaurusConfigOf(site)), 'utf8');
  return [...text.matchAll(/(?:from|require\()\s*['"](@[\w.-]+\/[\w.-]+)['"]/g)].map((match) => match[1]).filter((specifier) => specifier.startsWith(`@${name}/`));
}

/**
 * A dropped workspace package as a plugin that does nothing, so a config that imports it (React
 * Native's remark plugins) still loads; docsite warns about the same plugins and skips them.
 */
function writeNoopPlugin(site, name) {
  const folder = path.join(site, 'node_modules', name);
  if (existsSync(folder)) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name, version: '0.0.0-stub', main: 'index.js' }));
  writeFileSync(path.join(folder, 'index.js'), 'function noop() { return () => {}; }\nmodule.exports = noop;\nmodule.exports.default = noop;\n');
}

/** Writes the wrapper config beside the site's own; returns its name and the default locale. */
function writeFasterConfig(site, currentOnly) {
  const original = docusaurusConfigOf(site);
  if (!original) throw new Error(`no docusaurus.config.* in ${site}`);
  const wrapper = `docusaurus.faster.config${path.extname(original)}`;
  writeFileSync(
    path.join(site, wrapper),
    `import * as loaded from './${original}';\nimport { withFaster } from ${JSON.stringify(FASTER_CONFIG)};\nexport default () => withFaster(loaded.default ?? loaded, { currentOnly: ${currentOnly} });\n`,
  );
  const text = readFileSync(path.join(site, original), 'utf8');
  const locale = /defaultLocale:\s*['"]([\w-]+)['"]/.exec(text)?.[1] ?? 'en';
  return { wrapper, locale };
}

/**
 * Copies `snapshot` to `copy` (replacing it) without installed packages, builds or caches;
 * returns the site folder in the copy. A parent package.json is removed, since one with
 * workspaces makes npm install the whole monorepo.
 */
export function copySnapshot(snapshot, siteFolder, copy) {
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.resolve(snapshot), copy, { recursive: true, filter: (source) => !/[/\\](node_modules|\.docsite-cache|\.docusaurus|build)$/.test(source) });
  const site = path.join(copy, siteFolder);
  if (path.resolve(site) !== path.resolve(copy)) rmSync(path.join(copy, 'package.json'), { force: true });
  return site;
}

/**
 * Copies `snapshot` to `copy` (replacing it), installs the site's dependencies with Docusaurus
 * 3.10.2 + Faster and commits the copy to a git repository of its own (sites that show last
 * updates read git; Docusaurus 3.10 refuses a site outside any worktree). Returns the site
 * folder in the copy, the wrapper config, the locale, the dependencies dropped and the
 * packages standing in as plugins that do nothing.
 */
export function prepareDocusaurusCopy({ snapshot, siteFolder, copy, currentOnly = false, log = 'inherit' }) {
  const site = copySnapshot(snapshot, siteFolder, copy);
  const dropped = rewriteSitePackage(site, { pin: true });
  for (const lock of ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml']) rmSync(path.join(site, lock), { force: true });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], { cwd: site, stdio: log });
  const stubbed = [...new Set([...dropped, ...workspaceImportsOfConfig(site)])];
  for (const name of stubbed) writeNoopPlugin(site, name);
  const { wrapper, locale } = writeFasterConfig(site, currentOnly);
  const git = (...args) => execFileSync('git', ['-c', 'user.name=compat', '-c', 'user.email=compat@localhost', ...args], { cwd: copy, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A', '--', '.', ':!**/node_modules/**');
  git('commit', '-qm', 'snapshot');
  return { site, wrapper, locale, dropped, stubbed };
}

/** Removes what a Docusaurus build of `site` left (output and caches), so the next one is cold. */
export function clearDocusaurusBuild(site) {
  for (const folder of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(path.join(site, folder), { recursive: true, force: true });
}

/** The command (node and its arguments) that builds a prepared copy. */
export function docusaurusBuildCommand({ site, wrapper, locale }) {
  return [process.execPath, [path.join(site, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--config', wrapper, '--locale', locale]];
}
