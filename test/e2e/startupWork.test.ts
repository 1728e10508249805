import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { trackErrors, useBrowser, VIEWPORTS } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');

const browser = useBrowser();

/** One page of each kind Lighthouse measures (bench/pageWeight.mjs's sample pages). */
const ROUTES = ['/', '/docs/product/start-a-chat', '/docs/api/Monk/14-buy-tokens', '/blog/long-blog-post'];

/**
 * Put before main.js's own code (a module: its imports are hoisted, their modules only define):
 * records every attribute main.js's start-up changes on <html>. Any such change restyles the
 * whole page (rules like `html[data-theme-switching] *` match every element).
 */
const RECORDER = `window.__htmlAttributes = []; new MutationObserver((records) => { for (const record of records) window.__htmlAttributes.push(record.attributeName); }).observe(document.documentElement, { attributes: true });\n`;

/** The attributes main.js changed on <html> from its first line until two frames after `data-ready`. */
async function htmlAttributesAtStartup(page: Page, route: string): Promise<string[]> {
  await page.route('**/assets/main.*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: RECORDER + (await response.text()) });
  });
  await page.goto(baseUrl + route);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __htmlAttributes: string[] }).__htmlAttributes), 50))),
      ),
  );
}

describe('main-thread work of the start-up script (issue 23)', () => {
  for (const route of ROUTES) {
    it(`sets no attribute on <html> but data-ready on ${route} at 390 px, so the page is not restyled as a whole`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      const errors = trackErrors(page);
      expect(await htmlAttributesAtStartup(page, route)).toEqual(['data-ready']);
      // The switch still gets its label, from the mode the head script applied.
      expect(await page.getAttribute('[data-color-mode-toggle]', 'aria-label')).toBe('Switch to dark mode');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('labels the switch for a stored dark mode without switching it again', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    expect(await htmlAttributesAtStartup(page, '/docs/product/start-a-chat')).toEqual(['data-ready']);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.getAttribute('[data-color-mode-toggle]', 'aria-label')).toBe('Switch to light mode');
    await context.close();
  });
});
