import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoReady, openReady, useBrowser, VIEWPORTS, waitForReady } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/** Issue 22: the reader's side of docs versions, on the three-version fixture (current, 2.0 the last, 1.0). */
const PREFERRED_KEY = 'docs-preferred-version-default';
const browser = useBrowser();
let server: ServerProcess;
let buildDir: string;
let context: BrowserContext;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-versions-e2e-'));
  const built = runCli(['build', '--out', buildDir], path.join(repoRoot, 'test/fixtures/docs-versions'));
  if (built.code !== 0) throw new Error(`building the fixture failed:\n${built.output}`);
  server = await startServer('serve', ['--dir', buildDir], repoRoot);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

beforeAll(async () => {
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
});

describe('the docs version dropdown', () => {
  it('keeps the reader on the same page in the other version, else leads to that version’s main page, and saves the choice', async () => {
    const { page, errors } = await openReady(context, `${server.url}/docs/next/guides/setup`);
    const dropdown = page.locator('header [data-version-dropdown]');
    await expect(dropdown.locator('summary').textContent()).resolves.toBe('Next');
    const hrefs = await dropdown.locator('a[data-version-link]').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs).toEqual([['Next', '/docs/next/guides/setup'], ['2.0', '/docs/guides/setup'], ['1.0.x', '/docs/1.0/intro']]);
    await dropdown.locator('summary').click();
    await dropdown.locator('a[data-version-link="2.0"]').click();
    await page.waitForURL(`${server.url}/docs/guides/setup`);
    await expect(page.locator('article').textContent()).resolves.toContain('Setup steps of 2.0.');
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY)).toBe('2.0');
    // After a client navigation the dropdown names the new page's version and its same pages.
    await expect(page.locator('header [data-version-dropdown] summary').textContent()).resolves.toBe('2.0');
    await expect(page.locator('header [data-version-dropdown] a[data-version-link="current"]').getAttribute('href')).resolves.toBe('/docs/next/guides/setup');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the version banner', () => {
  it('shows on an unmaintained version and leads to the same page in the latest version, which becomes the preferred one', async () => {
    const { page, errors } = await openReady(context, `${server.url}/docs/1.0/intro`);
    const banner = page.locator('[data-version-banner="unmaintained"]');
    await expect(banner.isVisible()).resolves.toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY)).toBe('1.0');
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${server.url}/docs/intro`);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY)).toBe('2.0');
    await expect(page.locator('[data-version-banner]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the preferred docs version', () => {
  it('leads the navbar’s docs link into the version the reader last read, from a page of no version', async () => {
    const { page, errors } = await openReady(context, `${server.url}/docs/1.0/old-page`);
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY)).toBe('1.0');
    await gotoReady(page, `${server.url}/`);
    const docsLink = page.locator('header .navbar-items a', { hasText: 'Docs' });
    await expect(docsLink.getAttribute('href')).resolves.toBe('/docs/1.0/intro');
    await docsLink.click();
    await page.waitForURL(`${server.url}/docs/1.0/intro`);
    await expect(page.locator('article').textContent()).resolves.toContain('The 1.0 introduction.');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('search per docs version', () => {
  /** Opens the dialog on the page and searches `query`, returning the result links once they are in. */
  async function search(page: import('playwright-core').Page, query: string): Promise<string[]> {
    await page.locator('#search-input').fill(query);
    await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text, query);
    return page.locator('#search-results a[role="option"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  }

  it('searches the version being read, fetching only its index, and the version filter switches to another', async () => {
    const fetched: string[] = [];
    const { page, errors } = await openReady(context, `${server.url}/docs/1.0/intro`);
    page.on('request', (request) => {
      if (request.url().includes('/search/')) fetched.push(new URL(request.url()).pathname);
    });
    await page.keyboard.press('Control+k');
    const filter = page.locator('#search-dialog select[data-search-scope]');
    await expect(filter.inputValue()).resolves.toBe('1.0');
    await expect(filter.locator('option').evaluateAll((options) => options.map((option) => option.textContent))).resolves.toEqual(['Next', '2.0', '1.0.x']);
    const old = await search(page, 'old');
    expect(old[0]).toBe('/docs/1.0/old-page');
    // Results link within the version read (the home page is of no version: every version finds it).
    expect(old.every((href) => href.startsWith('/docs/1.0/') || href === '/')).toBe(true);
    expect((await search(page, 'introduction'))[0]).toBe('/docs/1.0/intro');
    // Two files, each once: on a loaded machine the idle prefetch (2 s after load, on a fast
    // connection) asks for the same two again, which the HTTP cache answers (a CI run, session 27).
    expect(new Set(fetched).size).toBe(2);
    expect(fetched.every((url) => url.startsWith('/search/1.0/'))).toBe(true);
    // The filter: 2.0 has no old page, and its introduction is at /docs/intro.
    await filter.selectOption('2.0');
    await page.waitForFunction(() => document.getElementById('search-results')?.querySelector('a[role="option"]')?.getAttribute('href') === '/docs/intro');
    expect(await search(page, 'old')).toEqual([]);
    expect(new Set(fetched.filter((url) => url.startsWith('/search/2.0/'))).size).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('off the docs, searches the reader’s preferred version, else the latest', async () => {
    const fresh = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const { page, errors } = await openReady(fresh, `${server.url}/`);
    await page.keyboard.press('Control+k');
    await expect(page.locator('#search-dialog select[data-search-scope]').inputValue()).resolves.toBe('2.0');
    expect((await search(page, 'introduction'))[0]).toBe('/docs/intro');
    await page.keyboard.press('Escape');
    await page.evaluate((key) => localStorage.setItem(key, 'current'), PREFERRED_KEY);
    await page.reload();
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('#search-dialog select[data-search-scope]').inputValue()).resolves.toBe('current');
    // The docsVersion navbar item follows the preferred version too.
    const versionLink = page.locator('header .navbar-items a[data-version-labels]');
    await expect(versionLink.textContent()).resolves.toBe('Next');
    await expect(versionLink.getAttribute('href')).resolves.toBe('/docs/next/intro');
    expect(await search(page, 'new feature')).toContain('/docs/next/new-feature');
    expect(errors).toEqual([]);
    await fresh.close();
  });
});
