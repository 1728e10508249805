import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/** Issue 22 part 2: the reader's side of languages, on the three-locale fixture (en the default, fr, ar right to left). */
const browser = useBrowser();
let server: ServerProcess;
let buildDir: string;
let context: BrowserContext;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-i18n-e2e-'));
  const built = runCli(['build', '--out', buildDir], path.join(repoRoot, 'test/fixtures/i18n'));
  if (built.code !== 0) throw new Error(`building the fixture failed:\n${built.output}`);
  server = await startServer('serve', ['--dir', buildDir], repoRoot);
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

const localeLinks = (page: import('playwright-core').Page) =>
  page.locator('header [data-locale-dropdown] a[data-locale-link]').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));

describe('the locale dropdown', () => {
  it('keeps the reader on the same page in the other locale, with its lang, dir and untranslated notice, also after a client navigation', async () => {
    const { page, errors } = await openReady(context, `${server.url}/docs/guides/setup`);
    expect(await localeLinks(page)).toEqual([['English', '/docs/guides/setup'], ['Français', '/fr/docs/guides/setup'], ['العربية', '/ar/docs/guides/setup']]);
    await page.locator('header [data-locale-dropdown] summary').click();
    await page.locator('header a[data-locale-link="fr"]').click();
    await page.waitForURL(`${server.url}/fr/docs/guides/setup`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await expect(page.locator('[data-untranslated]').isVisible()).resolves.toBe(true);
    // A client navigation within the locale: the menu follows the new page.
    await page.locator('.doc-sidebar a[href="/fr/docs/intro"]').click();
    await page.waitForURL(`${server.url}/fr/docs/intro`);
    await expect(page.locator('article').textContent()).resolves.toContain('Bienvenue dans la documentation.');
    expect(await localeLinks(page)).toEqual([['English', '/docs/intro'], ['Français', '/fr/docs/intro'], ['العربية', '/ar/docs/intro']]);
    await page.locator('header [data-locale-dropdown] summary').click();
    await page.locator('header a[data-locale-link="ar"]').click();
    await page.waitForURL(`${server.url}/ar/docs/intro`);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lays an Arabic page out right to left: the sidebar on the right of the content', async () => {
    const { page, errors } = await openReady(context, `${server.url}/ar/docs/guides/setup`);
    const sidebar = (await page.locator('.doc-sidebar').boundingBox())!;
    const main = (await page.locator('.doc-main').boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(main.x);
    const english = await openReady(context, `${server.url}/docs/guides/setup`);
    const englishSidebar = (await english.page.locator('.doc-sidebar').boundingBox())!;
    expect(englishSidebar.x).toBeLessThan((await english.page.locator('.doc-main').boundingBox())!.x);
    expect([...errors, ...english.errors]).toEqual([]);
    await page.close();
    await english.page.close();
  });
});

describe("the search dialog's own words", () => {
  it("come from the locale's code.json on a French page, and stay English on an English one", async () => {
    const { page, errors } = await openReady(context, `${server.url}/fr/docs/intro`);
    await page.keyboard.press('Control+k');
    const input = page.locator('#search-input');
    await expect(input.getAttribute('placeholder')).resolves.toBe('Rechercher dans la documentation');
    await page.locator('[data-search-message] .search-message-hint').waitFor();
    await expect(page.locator('[data-search-message] .search-message-hint').textContent()).resolves.toBe('Cherchez dans la documentation et le blog.');
    await input.fill('zzqxv');
    await page.locator('[data-search-message] .search-message-none').waitFor();
    await expect(page.locator('[data-search-message] .search-message-none').textContent()).resolves.toBe('Aucun résultat pour “zzqxv”.');
    await expect(page.locator('[data-search-message] .search-message-help').textContent()).resolves.toBe('Vérifiez l’orthographe ou essayez d’autres mots :');
    // The French index is searched with the French stemmer (a chunk of its own): another inflection finds the post.
    await input.fill('lancerons');
    await page.waitForFunction(() => document.getElementById('search-results')?.dataset.searchQuery === 'lancerons');
    await expect(page.locator('#search-results [role=option]').first().getAttribute('href')).resolves.toBe('/fr/blog/launch');
    const english = await openReady(context, `${server.url}/docs/intro`);
    await english.page.keyboard.press('Control+k');
    await english.page.locator('#search-input').fill('zzqxv');
    await english.page.locator('[data-search-message] .search-message-none').waitFor();
    await expect(english.page.locator('[data-search-message] .search-message-none').textContent()).resolves.toBe('No results for “zzqxv”.');
    expect([...errors, ...english.errors]).toEqual([]);
    await page.close();
    await english.page.close();
  });
});
