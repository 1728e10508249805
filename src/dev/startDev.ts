import { blogsOf } from '../collect/blogSections.js';
import { docsSectionsOf } from '../collect/docsSections.js';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import chokidar, { type FSWatcher } from 'chokidar';
import { build, type BuildResult } from '../build.js';
import { cacheDirOf, loadConfig } from '../config/loadConfig.js';
import { themeOverridesDir } from '../config/themeOverridesDir.js';
import { versionFiles } from '../config/resolveDocsVersions.js';
import { withoutPolicyMeta } from '../render/pagePolicy.js';
import { formatError } from '../shared/errors.js';
import { createSiteProxies } from '../server/proxy/createSiteProxy.js';
import { serve } from '../server/serve.js';
import type { SiteConfig } from '../types.js';
import { isBundledStylesheet } from './classifyChange.js';
import { watchThemeOverrides } from './watchThemeOverrides.js';
import { followChanges } from './followChanges.js';
import { DEV_EVENTS_PATH, devClientScript } from './devClient.js';
import { watchSpecFiles, type SpecWatch } from './watchSpecFiles.js';
import { localesToBuild } from '../config/localeConfig.js';
import { workInProcess } from '../shared/workerScript.js';
import { keepBetweenBuilds, pauseDeferredWrites, writeDeferredFiles } from '../shared/betweenBuilds.js';
import { inputsChanged } from '../shared/keptInputs.js';
import { warmCompiler } from './warmCompiler.js';
import { keepWalksBelow } from '../collect/walkFiles.js';

/**
 * How long a rebuild waits for more changes: none beyond the events already raised (a timer of
 * 0 ms runs after the pending I/O callbacks). One save is one change event (chokidar drops a
 * path's further changes for 50 ms, which `followChanges` catches up on); changes during a
 * build queue one more pass. A wait of 25 ms was a sixth of the 150 ms an edit may take.
 */
const DEBOUNCE_MS = 0;

/** Options of `startDev`. */
export interface DevOptions {
  configFile: string;
  port: number;
  host: string;
  log: Pick<Console, 'log' | 'error'>;
  /** Milliseconds to wait for more changes before rebuilding. */
  debounceMs?: number;
  /** The locale built and served, on a site with `i18n` (`--locale`); default the default locale, as Docusaurus's `start`. */
  locale?: string;
}

/** A running dev server. */
export interface DevServer {
  /** Where the site is served: the server's origin, and the site's base unless it is `/`. */
  url: string;
  /** Resolves after the next build (successful or not) finishes. */
  nextBuild(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds into `.docsite-cache/dev`, serves it, watches content, theme, the OpenAPI documents
 * with the files their `$ref`s reach, and the config, rebuilds (debounced; changes during a build queue one more pass; the compile
 * cache makes unchanged pages free) and tells open pages to reload over server-sent events.
 * A failed build keeps the last good output and shows the error as an overlay.
 */
export async function startDev(options: DevOptions): Promise<DevServer> {
  const config = await loadConfig(options.configFile);
  const { outDir, locale, servedDir, base } = devOutput(config, options.locale);
  // Set once the watcher runs; the files the OpenAPI documents reach are watched from then on.
  let specWatch: SpecWatch | undefined;
  // A file the rebuilt documents newly reach but that changed during the build raised no event: treat it as a change.
  // An edit's page is served before its search files are made, which follow (`searchAfterCommit`).
  const builds = devBuilds(options, config, () => build({ configFile: options.configFile, outDir, locale: locale?.code, searchAfterCommit: true }), async (since) => {
    (await specWatch?.refresh(since))?.forEach((file) => onChange(file));
  });
  const { clients, send, changes, waiters } = builds;
  const runBuild = builds.run;
  const firstBuildStart = Date.now();
  // Builds keep what they read of the caches in memory for the next (the client bundle, the search state), see `betweenBuilds.ts`.
  keepBetweenBuilds();
  await runBuild();
  // The first build used every core; rebuilds after an edit are small, see `workInProcess`.
  workInProcess();

  const events = eventStream(clients, send);
  // The try-it proxies (and their sandboxes) from the config the server started with.
  const sites = await createSiteProxies(config);
  const running = await serve({
    dir: servedDir,
    port: options.port,
    host: options.host,
    middleware: [events, ...sites.map((site) => site.middleware)],
    // The injected reload script is not in the built policy (header or meta tag); dev pages are local only.
    headers: {},
    base,
    transformHtml: (html) => withoutPolicyMeta(html).replace('</body>', `${devClientScript(base)}</body>`),
    onError: (error, req) => options.log.error(`docsite: ${req.method} ${req.url} failed: ${formatError(error)}`),
  });

  let timer: NodeJS.Timeout | undefined;
  const onChange = (file: string) => {
    changes.add(path.resolve(file));
    specWatch?.changed(file);
    clearTimeout(timer);
    timer = setTimeout(() => void runBuild(), options.debounceMs ?? DEBOUNCE_MS);
  };
  const watching = await watchSources(config, onChange, firstBuildStart);
  specWatch = watching.specWatch;
  // Walks of the watched folders are kept from now on: the watcher names what is added or removed (`keepWalksBelow`).
  keepWalksBelow([...watchedPaths(config), themeOverridesDir(config)]);
  // The compiler's code optimised before the first edits need it, in the background, a file at a time between builds.
  let closed = false;
  const idle = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (builds.isBuilding() && !closed) await new Promise<void>((resolve) => waiters.push(resolve));
    return !closed;
  };
  warmCompiler(config, idle).catch(() => {});

  return {
    url: running.url + (base === '/' ? '' : base),
    nextBuild: () => new Promise((resolve) => waiters.push(resolve)),
    async close() {
      closed = true;
      clearTimeout(timer);
      await watching.close();
      for (const client of clients) client.end();
      await running.close();
      // The caches only a later process reads (the search state), written now rather than lost.
      writeDeferredFiles();
    },
  };
}

/**
 * The dev server's builds, one at a time (changes during a build queue one more pass), each
 * announced to the open pages: a new revision (with `stylesheets` when only the site's
 * stylesheets changed, which pages swap instead of reloading), or the error.
 */
function devBuilds(options: DevOptions, config: SiteConfig, buildOnce: () => Promise<Pick<BuildResult, 'timings' | 'finishing'>>, settled: (startedAt: number) => Promise<void>) {
  const clients = new Set<ServerResponse>();
  // Files changed since the last build began.
  const changes = new Set<string>();
  const waiters: Array<() => void> = [];
  let revision = 0;
  let stylesheetsOnly = false;
  let lastError: string | undefined;
  let building = false;
  let queued = false;
  const send = (res: ServerResponse) => {
    if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n`);
    else res.write(`event: revision\ndata: ${JSON.stringify(stylesheetsOnly ? { revision, stylesheets: true } : { revision })}\n\n`);
  };
  const failed = (error: unknown) => {
    lastError = formatError(error);
    options.log.error(lastError);
  };
  const run = async (): Promise<void> => {
    if (building) {
      queued = true;
      return;
    }
    building = true;
    pauseDeferredWrites(true);
    const changed = [...changes];
    changes.clear();
    // Read again whatever their stat says (`keptInputs.ts`).
    inputsChanged(changed);
    const start = performance.now();
    const startedAt = Date.now();
    let finishing: Promise<void> | undefined;
    try {
      // Into its folder as `docsite build` would: an edit renders only the pages whose inputs
      // changed and keeps the rest (see `write/incremental.ts`), and a start with nothing changed
      // since the last session finds the output up to date.
      const built = await buildOnce();
      const served = Math.round(performance.now() - start);
      revision++;
      stylesheetsOnly = !lastError && changed.length > 0 && changed.every((file) => isBundledStylesheet(file, config));
      lastError = undefined;
      // Committed with the previous search files standing in (`searchAfterCommit`): open pages
      // reload now, and the next build waits for the new search files.
      if (built.finishing) {
        await settled(startedAt);
        clients.forEach(send);
        finishing = built.finishing.catch((error: unknown) => {
          failed(error);
          clients.forEach(send);
        });
        await finishing;
      }
      if (!lastError) options.log.log(`docsite: rebuilt in ${Math.round(performance.now() - start)} ms${stepsNote(built.timings, built.finishing && served)}`);
    } catch (error) {
      failed(error);
    }
    building = false;
    pauseDeferredWrites(false);
    if (!finishing) {
      await settled(startedAt);
      clients.forEach(send);
    }
    waiters.splice(0).forEach((resolve) => resolve());
    if (queued) {
      queued = false;
      await run();
    }
  };
  return { clients, changes, waiters, send, run, isBuilding: () => building };
}

/**
 * With DOCSITE_DEV_STEPS=1, each rebuild's steps and their milliseconds (`bench/devReload.mjs`
 * reports them: where an edit's time goes, in the running server).
 */
function stepsNote(timings: BuildResult['timings'], servedMs?: number): string {
  if (process.env.DOCSITE_DEV_STEPS !== '1') return '';
  const steps = timings.map((entry) => `${entry.step} ${Math.round(entry.ms)}`);
  return ` (${[...steps, ...(servedMs === undefined ? [] : [`pages served at ${servedMs}`])].join(', ')})`;
}

/**
 * Watches what a build reads (`watchedPaths`), the theme overrides and every file the OpenAPI
 * documents reach; `changed` hears of each change, including a reached file that changed after
 * `firstBuildStart`, when the first build read it, and before its watch began.
 */
async function watchSources(config: SiteConfig, changed: (file: string) => void, firstBuildStart: number) {
  const watcher = chokidar.watch(watchedPaths(config), { ignoreInitial: true, ignored: (file) => file.includes(`${path.sep}.docsite-cache`) || file.includes(`${path.sep}node_modules`) });
  // A second save soon after the first raises no event: `followChanges` looks again.
  const followed = followChanges(changed);
  watcher.on('all', followed.event);
  const overridesWatcher = watchThemeOverrides(themeOverridesDir(config), config.root, followed.event);
  await Promise.all([watcher, overridesWatcher].map((each) => new Promise<void>((resolve) => each.once('ready', () => resolve()))));
  const specWatch = watchSpecFiles(config, (files) => watchedOnce(watcher.add(files), files));
  (await specWatch.refresh(firstBuildStart)).forEach(changed);
  return {
    specWatch,
    close: () => {
      followed.close();
      return Promise.all([watcher.close(), overridesWatcher.close()]);
    },
  };
}

/** The server-sent events endpoint: each client gets the current revision (or error) at once, then every change. */
function eventStream(clients: Set<ServerResponse>, send: (res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith(DEV_EVENTS_PATH)) return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    clients.add(res);
    send(res);
    req.on('close', () => clients.delete(res));
    return true;
  };
}

/** Where dev builds and what it serves: one locale of a site with `i18n` (the default unless `--locale`), at its base URL, from its folder of the output. */
function devOutput(config: SiteConfig, code: string | undefined) {
  const locale = localesToBuild(config, code ?? config.i18n?.defaultLocale)?.[0];
  const outDir = path.join(cacheDirOf(config.root), 'dev');
  const servedDir = locale && locale.baseUrl !== config.baseUrl ? path.join(outDir, locale.path) : outDir;
  return { outDir, locale, servedDir, base: locale?.baseUrl ?? config.baseUrl };
}

/**
 * What a change to rebuilds: the content folders, static files, theme, the site's stylesheets, config (and a Docusaurus site's local plugins), sidebars, data
 * modules and the OpenAPI documents; every docs version's folder and sidebars, and
 * versions.json (a new snapshot changes the versions built).
 */
function watchedPaths(config: SiteConfig): string[] {
  const sections = docsSectionsOf(config).flatMap((section) => [
    section.dir,
    section.sidebarsFile,
    ...section.versions.flatMap((version) => [version.dir, version.sidebarsFile]),
    versionFiles(config.root, section.pluginId).list,
  ]);
  const specs = config.apiReferences.map((reference) => reference.specFile);
  const translations = config.i18n ? [path.join(config.root, 'i18n')] : [];
  const paths = [...sections, ...translations, ...blogsOf(config).map((blog) => blog.dir), config.pages.dir, config.staticDir, config.themeDir, config.configFile, ...(config.localPluginFiles ?? []), ...config.customCss, ...Object.values(config.data), ...specs];
  return [...new Set(paths.filter((entry): entry is string => Boolean(entry)))];
}

/**
 * Resolves once chokidar lists every one of `files` as watched. `add` stats each file before
 * its watch starts; an edit in between would raise no event, and `watchSpecFiles` checks the
 * files' mtimes only after this. Gives up after two seconds (a file that vanished is never listed).
 */
async function watchedOnce(watcher: FSWatcher, files: string[]): Promise<void> {
  const deadline = Date.now() + 2_000;
  const listed = () => {
    const watched = watcher.getWatched();
    return files.every((file) => watched[path.dirname(file)]?.includes(path.basename(file)));
  };
  while (!listed() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}
