import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoReady, trackErrors, useBrowser, VIEWPORTS, waitForReady } from '../helpers/browser.js';
import { repoRoot } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/**
 * Issue 7, section 2: a deploy replaces the hashed assets while a tab is open. A copy of the
 * build is served by `docsite serve`; each test opens a page, then deploys the next version
 * into the served folder, the way a real deploy does (new hashed names, HTML rewritten, old
 * files deleted), and checks that the open tab recovers.
 */
const buildDir = inject('buildDir');
const browser = useBrowser();

let workDir: string;
let siteDir: string;
let site: ServerProcess;
let context: BrowserContext | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-faults-'));
  siteDir = path.join(workDir, 'site');
  cpSync(buildDir, siteDir, { recursive: true });
  site = await startServer('serve', ['--dir', siteDir], repoRoot);
});
afterAll(async () => {
  await site?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** esbuild's hashed output names: `main.TKPKGGQ3.js`, `chunks/footerLogo.G276GU3H.js`, `styles.OUIFKGXV.css`. */
const HASHED_ASSET = /^([\w-]+)\.([A-Z0-9]{8})\.(js|css)$/;
const HASHED_REFERENCE = /[\w-]+\.[A-Z0-9]{8}\.(?:js|css)\b/g;

const filesUnder = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

let deployed = 0;

/**
 * Deploys the next version into the served folder: every hashed asset gets a new name (the
 * stylesheet also a rule that says which version it is), references in the HTML and in the
 * scripts follow, and only then are the old files deleted. Returns the old → new names.
 */
function deployNextVersion(): Map<string, string> {
  const version = ++deployed;
  const assets = filesUnder(path.join(siteDir, 'assets')).filter((file) => HASHED_ASSET.test(path.basename(file)));
  const renamed = new Map(
    assets.map((file) => {
      const [, name, hash, extension] = HASHED_ASSET.exec(path.basename(file))!;
      const next = createHash('sha256').update(`${hash}-${version}`).digest('hex').slice(0, 8).toUpperCase();
      return [path.basename(file), `${name}.${next}.${extension}`] as const;
    }),
  );
  const rewrite = (text: string) => text.replace(HASHED_REFERENCE, (name) => renamed.get(name) ?? name);
  for (const file of assets) {
    let text = rewrite(readFileSync(file, 'utf8'));
    if (file.endsWith('.css')) text += `\n:root{--deployed-version:"${version}"}\n`;
    writeFileSync(path.join(path.dirname(file), renamed.get(path.basename(file))!), text);
  }
  for (const file of filesUnder(siteDir).filter((file) => file.endsWith('.html'))) writeFileSync(file, rewrite(readFileSync(file, 'utf8')));
  for (const file of assets) rmSync(file);
  return renamed;
}

/** Asset requests the server refused, as paths. */
function trackFailedAssets(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && response.status() >= 400) failed.push(url.pathname);
  });
  return failed;
}

/**
 * Opens a route of the served copy, waits for the runtime, and marks the window so a full
 * load is detectable. Prefetching is off (data saver): a page prefetched before the deploy
 * would rightly be shown as the old version, and these tests are about the new one.
 */
async function open(route: string) {
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '4g', saveData: true }), configurable: true }));
  const page = await context.newPage();
  const errors = trackErrors(page);
  const failedAssets = trackFailedAssets(page);
  await gotoReady(page, site.url + route);
  await page.evaluate(() => ((window as unknown as { __beforeDeploy: boolean }).__beforeDeploy = true));
  return { page, errors, failedAssets };
}

const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __beforeDeploy?: boolean }).__beforeDeploy === true);
const stylesheetOf = (page: Page) => page.locator('link[rel="stylesheet"]').getAttribute('href');
const deployedVersion = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--deployed-version'));
/** A few computed styles the theme's stylesheet sets, to see it applied as a whole. */
const themeStyles = (page: Page) =>
  page.evaluate(() => {
    const navbar = getComputedStyle(document.querySelector('.navbar')!);
    const main = getComputedStyle(document.querySelector('main')!);
    return { navbar: [navbar.position, navbar.display, navbar.height], main: [main.display, main.maxWidth], font: getComputedStyle(document.body).fontFamily };
  });

describe('a deploy replaces the hashed assets while a tab is open', () => {
  it('a click on an internal link loads the new page in full, with the new stylesheet and scripts', async () => {
    const { page, errors, failedAssets } = await open('/docs/intro');
    const oldStylesheet = await stylesheetOf(page);
    const styles = await themeStyles(page);
    expect(await deployedVersion(page)).toBe('');

    const renamed = deployNextVersion();
    expect((await fetch(site.url + oldStylesheet)).status).toBe(404);
    // A script click: Playwright's would scroll the footer logo island into view, and its recovery is the next test.
    await page.evaluate(() => (document.querySelector('.paginator .next') as HTMLElement).click());
    await page.waitForURL('**/docs/category/product');
    await waitForReady(page);

    expect(await isSameDocument(page)).toBe(false);
    expect(await page.title()).toBe('Product | Sable Docs');
    expect(await page.locator('main h1').textContent()).toBe('Product');
    expect(await page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe('Product');
    expect(await stylesheetOf(page)).toBe(`/assets/${renamed.get(path.basename(oldStylesheet!))}`);
    expect(await deployedVersion(page)).toBe(`"${deployed}"`);
    expect(await themeStyles(page)).toEqual(styles);
    // The new scripts run: client navigation works again on the new version.
    await page.evaluate(() => ((window as unknown as { __afterDeploy: boolean }).__afterDeploy = true));
    await page.locator('.paginator .previous').click();
    await page.waitForSelector('main h1:text-is("Welcome to the Sable docs")');
    expect(await page.evaluate(() => (window as unknown as { __afterDeploy?: boolean }).__afterDeploy)).toBe(true);
    expect(failedAssets).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the footer logo island, whose old chunk is gone, loads the page again and then mounts', async () => {
    const { page, errors, failedAssets } = await open('/docs/intro');
    const loadedChunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/chunks/footerLogo.')).length);
    expect(await loadedChunks()).toBe(0);

    deployNextVersion();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForSelector('.footer-logo[data-logo-status="ready"] svg[role="img"]');

    expect(await isSameDocument(page)).toBe(false);
    expect(page.url()).toBe(`${site.url}/docs/intro`);
    expect(await page.locator('.crash').count()).toBe(0);
    expect(await deployedVersion(page)).toBe(`"${deployed}"`);
    // The reload keeps the reading position: the footer is still in view.
    expect(await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top < innerHeight)).toBe(true);
    // Only the old chunk failed, once, before the reload.
    expect(failedAssets).toHaveLength(1);
    expect(failedAssets[0]).toMatch(/^\/assets\/chunks\/footerLogo\.[A-Z0-9]{8}\.js$/);
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  it('the search dialog, whose old chunk is gone, says the site was updated and offers a reload that brings search back', async () => {
    const { page, errors, failedAssets } = await open('/docs/intro');
    deployNextVersion();
    await page.keyboard.press('Control+k');
    const message = page.locator('#search-dialog [data-search-message]');
    await expect.poll(() => message.locator('p').textContent()).toBe('The site was updated since this page was opened: reload it to search.');
    expect(failedAssets).toHaveLength(1);
    expect(failedAssets[0]).toMatch(/^\/assets\/chunks\/dialog\.[A-Z0-9]{8}\.js$/);

    await message.getByRole('button', { name: 'Reload the page' }).click();
    await page.waitForFunction(() => !(window as unknown as { __beforeDeploy?: boolean }).__beforeDeploy && document.documentElement.hasAttribute('data-ready'));
    expect(page.url()).toBe(`${site.url}/docs/intro`);
    await page.keyboard.press('Control+k');
    await page.locator('#search-input').fill('credits');
    await page.waitForFunction(() => document.getElementById('search-results')?.dataset.searchQuery === 'credits');
    expect(await page.locator('#search-results [role="option"]').count()).toBeGreaterThan(0);
    expect(failedAssets).toHaveLength(1);
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});

/**
 * Requests for a chunk, as `<status> <path><query>`: fails the first one (a transient error, 503)
 * and lets the rest through.
 */
async function failOnce(page: Page, chunk: string): Promise<string[]> {
  const requests: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith(`/assets/chunks/${chunk}.`)) requests.push(`${response.status()} ${url.pathname.replace(/\.[A-Z0-9]{8}\.js$/, '.js')}${url.search}`);
  });
  let failed = false;
  await page.route(`**/assets/chunks/${chunk}.*.js*`, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
  });
  return requests;
}

describe('a chunk that fails to load without a deploy', () => {
  it('shows the crash panel instead of loading the page again, and Try again imports the chunk at another URL and mounts the island', async () => {
    const { page, errors } = await open('/docs/intro');
    // Chromium 150 keeps a failed import (see keepsFailedImports): Try again at the same URL would fail again.
    console.info(`this browser keeps a failed import: ${await keepsFailedImports(page)}`);
    const requests = await failOnce(page, 'footerLogo');
    await page.locator('footer').scrollIntoViewIfNeeded();
    const panel = page.locator('footer .crash[role="alert"]');
    await panel.waitFor();
    expect(await panel.locator('.crash-details pre').textContent()).toContain('Failed to fetch dynamically imported module');
    expect(await isSameDocument(page)).toBe(true);

    await panel.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('.footer-logo[data-logo-status="ready"] svg[role="img"]');
    expect(await page.locator('.crash').count()).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
    expect(requests).toEqual(['503 /assets/chunks/footerLogo.js', '200 /assets/chunks/footerLogo.js?retry=1']);
    expect(errors.some((error) => error.includes('Failed to fetch dynamically imported module'))).toBe(true);
  });

  it('an island mounted by Try again keeps its module: the same island on the next page mounts without importing it again', async () => {
    const { page } = await open('/docs/api/Monk/1-create-agent');
    const requests = await failOnce(page, 'tryIt');
    await page.locator('.try-it').scrollIntoViewIfNeeded();
    const panel = page.locator('.crash[role="alert"]');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.try-it[data-island-state="ready"] .try-it-panel[data-ready]').waitFor();
    expect(requests).toEqual(['503 /assets/chunks/tryIt.js', '200 /assets/chunks/tryIt.js?retry=1']);

    // Client navigation: the next operation's try-it is a new island of the same kind.
    await page.evaluate(() => (document.querySelector('.paginator .next') as HTMLElement).click());
    await page.waitForURL('**/docs/api/Monk/1-get-autonomous-agents');
    await page.locator('.try-it').scrollIntoViewIfNeeded();
    await page.locator('.try-it[data-island-state="ready"] .try-it-panel[data-ready]').waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.locator('.crash').count()).toBe(0);
    expect(requests).toHaveLength(2);
  });

  it('the search dialog, whose chunk failed once, loads it at another URL when it is opened again', async () => {
    const { page } = await open('/docs/intro');
    const requests = await failOnce(page, 'dialog');
    await page.keyboard.press('Control+k');
    const message = page.locator('#search-dialog [data-search-message] p');
    await expect.poll(() => message.textContent()).toMatch(/^Search could not load \(TypeError: Failed to fetch dynamically imported module/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#search-dialog').evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);

    await page.keyboard.press('Control+k');
    await page.locator('#search-input').fill('credits');
    await page.waitForFunction(() => document.getElementById('search-results')?.dataset.searchQuery === 'credits');
    expect(await page.locator('#search-results [role="option"]').count()).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(true);
    expect(requests).toEqual(['503 /assets/chunks/dialog.js', '200 /assets/chunks/dialog.js?retry=1']);
  });
});

/**
 * Whether the browser keeps a dynamic import that failed (answers a second import of the same URL
 * with the first failure, without fetching it again), as Chromium 150 does: a probe URL fails
 * once, then would answer a module.
 */
async function keepsFailedImports(page: Page): Promise<boolean> {
  let served = 0;
  await page.route('**/__import-probe.js', (route) => (served++ === 0 ? route.fulfill({ status: 503, body: 'unavailable' }) : route.fulfill({ contentType: 'text/javascript', body: 'export const ok = 1;' })));
  // A string: vitest would rewrite an `import()` in a function's source for its own loader.
  const second = await page.evaluate<string>(
    "(async () => { const probe = () => import(location.origin + '/__import-probe.js').then(() => 'loaded', () => 'failed'); await probe(); return probe(); })()",
  );
  await page.unroute('**/__import-probe.js');
  return second === 'failed';
}
