import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';
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
    await page.goto(`${server.url}/`);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    const docsLink = page.locator('header .navbar-items a', { hasText: 'Docs' });
    await expect(docsLink.getAttribute('href')).resolves.toBe('/docs/1.0/intro');
    await docsLink.click();
    await page.waitForURL(`${server.url}/docs/1.0/intro`);
    await expect(page.locator('article').textContent()).resolves.toContain('The 1.0 introduction.');
    expect(errors).toEqual([]);
    await page.close();
  });
});
