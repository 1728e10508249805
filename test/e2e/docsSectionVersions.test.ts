import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoReady, openReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/**
 * Issue 22: each docs section keeps its own preferred version, under Docusaurus's key
 * `docs-preferred-version-<pluginId>`. The fixture's `api` instance has two versions (1.0, the
 * last, and the current one at /api/next); the docs have one.
 */
const browser = useBrowser();
let server: ServerProcess;
let buildDir: string;
let context: BrowserContext;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-section-versions-e2e-'));
  const built = runCli(['build', '--out', buildDir], path.join(repoRoot, 'test/fixtures/docusaurus-docs-instances'));
  if (built.code !== 0) throw new Error(`building the fixture failed:\n${built.output}`);
  server = await startServer('serve', ['--dir', buildDir], repoRoot);
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

const stored = (page: Page) => page.evaluate(() => ({ api: localStorage.getItem('docs-preferred-version-api'), docs: localStorage.getItem('docs-preferred-version-default') }));

describe('the preferred version of a further docs section', () => {
  it('is saved under the section’s key, leaves the docs’ key alone, and leads the section’s navbar link', async () => {
    const { page, errors } = await openReady(context, `${server.url}/api/next/intro`);
    expect(await stored(page)).toEqual({ api: 'current', docs: null });
    // The docs' own page writes the docs' key, not the section's.
    await gotoReady(page, `${server.url}/docs/intro`);
    expect((await stored(page)).api).toBe('current');
    expect((await stored(page)).docs).not.toBeNull();
    const sectionLink = page.locator('header .navbar-items a', { hasText: 'API docs' });
    await expect(sectionLink.getAttribute('href')).resolves.toBe('/api/next/intro');
    // Choosing 1.0 in the section's version menu saves it for the section only.
    const docsKey = (await stored(page)).docs;
    const dropdown = page.locator('header [data-version-dropdown][data-docs-plugin="api"]');
    await dropdown.locator('summary').click();
    await dropdown.locator('a[data-version-link="1.0"]').click();
    await page.waitForURL(`${server.url}/api/intro`);
    expect(await stored(page)).toEqual({ api: '1.0', docs: docsKey });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is set to the latest by the banner of an unreleased version', async () => {
    const { page, errors } = await openReady(context, `${server.url}/api/next/intro`);
    await page.locator('[data-version-banner="unreleased"]').getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${server.url}/api/intro`);
    expect((await stored(page)).api).toBe('1.0');
    expect(errors).toEqual([]);
    await page.close();
  });
});
