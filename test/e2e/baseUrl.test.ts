import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBaseUrlSite, type BaseUrlSite } from '../helpers/baseUrlSite.js';
import { openReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/**
 * Issue 19: a site built with `baseUrl: '/sub/'` (the `base-url` fixture, with a trimmed
 * sidebar and a sharded search index), served by `docsite serve` under /sub/ as a GitHub
 * Pages project site is, works in the browser: search, the sidebar's other category, the
 * colour mode, and not one request that fails.
 */
const browser = useBrowser();
let built: BaseUrlSite;
let server: ServerProcess;
let context: BrowserContext;
/** Every answer of 400 or more the pages of a test received (their URL and status). */
let failed: string[];

beforeAll(async () => {
  built = buildBaseUrlSite('docsite-base-url-e2e-');
  // Started in the site's folder: serve reads baseUrl from its site.config.ts.
  server = await startServer('serve', ['--dir', built.out], built.site);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  rmSync(built.root, { recursive: true, force: true });
});

/** A desktop page at `path` (below the origin), ready, logging failed requests. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  failed = [];
  context.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return openReady(context, server.url + path);
}
afterEach(async () => {
  await context?.close();
});

describe('a site served under its baseUrl', () => {
  it('is served at the base: / redirects there and the page loads its assets', async () => {
    const { page, errors } = await open('/');
    expect(new URL(page.url()).pathname).toBe('/sub/');
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    expect(await page.locator('#base-url-banner').count()).toBe(0);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('search opens, finds a page and its result navigates to it under the base', async () => {
    const { page, errors } = await open('/sub/docs/intro');
    await page.locator('.search-button').click();
    await page.waitForFunction(() => document.getElementById('search-dialog')?.dataset.searchState === 'ready');
    await page.locator('#search-input').fill('install widget');
    const first = page.locator('#search-results a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/^\/sub\/docs\/guides\/setup/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sub/docs/guides/setup**');
    await page.locator('h1', { hasText: 'Setup' }).waitFor();
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the trimmed sidebar loads its other category from the shared file, and a link there navigates", async () => {
    const { page, errors } = await open('/sub/docs/intro');
    const sidebar = page.locator('.doc-sidebar');
    expect(await sidebar.locator('a[href="/sub/docs/reference/option-7"]').count()).toBe(0);
    const loaded = page.waitForResponse((response) => /\/sub\/assets\/sidebar\.[0-9a-f]{12}\.json$/.test(response.url()));
    await page.click('.doc-sidebar li:has(> a[href="/sub/docs/category/reference"]) > details > summary');
    expect((await loaded).status()).toBe(200);
    const option = sidebar.locator('a[href="/sub/docs/reference/option-7"]');
    await option.waitFor({ state: 'visible' });
    await option.click();
    await page.waitForURL('**/sub/docs/reference/option-7');
    await page.locator('h1', { hasText: 'Option 007' }).waitFor();
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the colour mode toggles, and client navigation keeps every request under the base', async () => {
    const { page, errors } = await open('/sub/docs/intro');
    await page.click('[data-color-mode-toggle]');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('.paginator-link.next').click();
    await page.waitForURL('**/sub/docs/category/guides');
    await page.locator('.card-link').first().click();
    await page.waitForURL(/\/sub\/docs\/guides\/(configure|setup)$/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.goto(server.url + '/sub/links');
    await page.locator('img[alt="Logo through useBaseUrl"]').waitFor();
    expect(await page.evaluate(() => (document.querySelector('img[alt="Logo through useBaseUrl"]') as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
