import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoReady, trackErrors, useBrowser, VIEWPORTS } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');

const browser = useBrowser();

/** The first keyword of the first code sample, as rendered (shiki's two themes via CSS variables). */
const keywordColour = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.shiki .line span')!).color);
/** The fill of the footer logo's mark tile: teal in the light-theme logo, navy in the dark one. */
const logoTile = (page: Page) => page.evaluate(() => document.querySelector('.footer-logo svg rect')?.getAttribute('fill') ?? null);

describe('colour mode', () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    it(`is light by default; the switch stores dark or light under "theme", applied before first paint on reload (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = trackErrors(page);
      await gotoReady(page, baseUrl + '/docs/intro');
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
      const toggle = page.locator('[data-color-mode-toggle]');
      expect(await toggle.getAttribute('aria-label')).toBe('Switch to dark mode');
      await toggle.click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      expect(await toggle.getAttribute('aria-label')).toBe('Switch to light mode');
      // Runtime blocked: only the inline head script, which runs before the body is painted, can apply it.
      await page.route('**/assets/main.*.js', (route) => route.abort());
      await page.goto(baseUrl + '/blog');
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 16, 23)');
      await page.unroute('**/assets/main.*.js');
      await gotoReady(page, baseUrl + '/');
      await page.click('[data-color-mode-toggle]');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
      await context.close();
    });
  }

  it('makes code highlighting and the footer logo follow the theme', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await gotoReady(page, baseUrl + '/docs/api/authentication');
    const light = await keywordColour(page);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForSelector('.footer-logo[data-logo-status="ready"] svg');
    expect(await logoTile(page)).toBe('#2dd4bf');
    await page.click('[data-color-mode-toggle]');
    const dark = await keywordColour(page);
    expect(dark).not.toBe(light);
    expect(dark).toBe('rgb(249, 117, 131)');
    // The dark logo's SVG is inserted a moment before its status is set: wait for both, on a loaded machine too.
    await page.waitForFunction(() => document.querySelector('.footer-logo svg rect')?.getAttribute('fill') === '#14213d' && document.querySelector('.footer-logo')?.getAttribute('data-logo-status') === 'ready');
    expect(await page.getAttribute('.footer-logo', 'data-logo-status')).toBe('ready');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps only the theme, the docs version and reader choices in local storage', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await gotoReady(page, baseUrl + '/');
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await gotoReady(page, baseUrl + '/docs/api/authentication');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v1');
    await page.locator('[data-tabs] [role="tab"][data-value="curl"]').first().click();
    await page.click('[data-color-mode-toggle]');
    await gotoReady(page, baseUrl + '/blog/long-blog-post');
    const keys = (await page.evaluate(() => Object.keys(localStorage))).sort();
    expect(keys).toEqual(['docs-preferred-version-default', 'docsite-tabs:lang', 'theme']);
    await context.close();
  });
});
