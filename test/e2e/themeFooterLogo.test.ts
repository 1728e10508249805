import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoReady, trackErrors, useBrowser, VIEWPORTS } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');

const browser = useBrowser();

const LOGO = `${baseUrl}/img/logo-light.svg`;
const isLogoFetch = (request: Request) => request.resourceType() === 'fetch' && request.url() === LOGO;

async function openFooter(context: BrowserContext, route = '/markdown-page'): Promise<Page> {
  const page = await context.newPage();
  await gotoReady(page, baseUrl + route);
  await page.locator('footer').scrollIntoViewIfNeeded();
  return page;
}

/** Serves a page with its footer-logo island props changed (a fixture for the loader's error paths). */
async function rewriteIsland(page: Page, edit: (html: string) => string) {
  await page.route(`${baseUrl}/markdown-page`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

describe('footer logo island (react-inlinesvg)', () => {
  it('inlines the logo for the theme at 350 px wide without moving anything, and caches it in memory', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const fetches: string[] = [];
    page.on('request', (request) => isLogoFetch(request) && fetches.push(request.url()));
    await gotoReady(page, baseUrl + '/markdown-page');
    const box = page.locator('.footer-logo');
    const before = await box.evaluate((element) => JSON.stringify(element.getBoundingClientRect()));
    const tagline = await page.locator('.footer-tagline').evaluate((element) => element.getBoundingClientRect().top - element.closest('footer')!.getBoundingClientRect().top);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForSelector('.footer-logo[data-logo-status="ready"] svg[role="img"][aria-label="Sable"]');
    expect(await page.locator('.footer-logo img').count()).toBe(0);
    const svg = await page.locator('.footer-logo svg').boundingBox();
    expect([svg!.width, svg!.height]).toEqual([350, 88]);
    // Same box, same tagline position: the server-rendered <img> reserved the space.
    const after = await box.evaluate((element) => element.getBoundingClientRect());
    const reserved = JSON.parse(before) as DOMRect;
    expect([after.width, after.height]).toEqual([reserved.width, reserved.height]);
    expect(await page.locator('.footer-tagline').evaluate((element) => element.getBoundingClientRect().top - element.closest('footer')!.getBoundingClientRect().top)).toBe(tagline);
    // Light → dark → light: the light logo comes back from the in-memory cache, not the network.
    await page.click('[data-color-mode-toggle]');
    await page.waitForFunction(() => document.querySelector('.footer-logo svg rect')?.getAttribute('fill') === '#14213d');
    await page.click('[data-color-mode-toggle]');
    await page.waitForFunction(() => document.querySelector('.footer-logo svg rect')?.getAttribute('fill') === '#2dd4bf');
    expect(fetches).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('waits for the first interaction on a short page whose footer is in view at once: React is not part of the first view', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const islandChunks: string[] = [];
    page.on('request', (request) => request.url().includes('/chunks/footerLogo.') && islandChunks.push(request.url()));
    await gotoReady(page, baseUrl + '/blog/tags', { waitUntil: 'networkidle' });
    // The case this is about: the logo is inside the first viewport, no scrolling needed.
    expect(await page.locator('.footer-logo').evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(VIEWPORTS.desktop.height);
    await page.waitForTimeout(500);
    expect(islandChunks).toEqual([]);
    // Meanwhile the server-rendered footer is complete: both theme logos as images.
    expect(await page.locator('.footer-logo img').count()).toBe(2);
    await page.mouse.move(200, 200);
    await page.waitForSelector('.footer-logo[data-logo-status="ready"] svg[role="img"]');
    expect(islandChunks).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('polls a request that is already loading instead of fetching the same logo twice', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const fetches: string[] = [];
    page.on('request', (request) => isLogoFetch(request) && fetches.push(request.url()));
    // Two islands with the same source, and a slow answer: the second waits on the first (10 polls × 0.1 s).
    await rewriteIsland(page, (html) => html.replace(/(<div class="footer-logo"[\s\S]*?<\/div>)/, '$1$1'));
    await page.route(LOGO, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await gotoReady(page, baseUrl + '/markdown-page');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.footer-logo')].every((element) => element.dataset.logoStatus === 'ready'));
    expect(await page.locator('.footer-logo svg').count()).toBe(2);
    expect(fetches.length).toBe(1);
    await context.close();
  });

  it('keeps the logo in Cache Storage when the persistent cache is on, and shows it on a later visit without a request', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const persistent = (html: string) => html.replace('"persistentCache":false', '"persistentCache":true');
    const first = await context.newPage();
    await rewriteIsland(first, persistent);
    await gotoReady(first, baseUrl + '/markdown-page');
    await first.locator('footer').scrollIntoViewIfNeeded();
    await first.waitForSelector('.footer-logo[data-logo-status="ready"]');
    expect(await first.evaluate(async (url) => Boolean(await (await caches.open('react-inlinesvg')).match(url)), LOGO)).toBe(true);
    await first.close();

    // A later visit with the network refusing the logo (the loader's fetch and the no-JS <img>s): only the persistent cache can answer.
    const visit = async (edit: (html: string) => string) => {
      const page = await context.newPage();
      let requests = 0;
      await page.route(LOGO, (route) => {
        if (isLogoFetch(route.request())) requests++;
        return route.abort();
      });
      await rewriteIsland(page, edit);
      await gotoReady(page, baseUrl + '/markdown-page');
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForSelector('.footer-logo[data-logo-status="ready"], .footer-logo[data-logo-status="failed"]');
      const status = await page.locator('.footer-logo').getAttribute('data-logo-status');
      const inlined = await page.locator('.footer-logo svg').count();
      await page.close();
      return { status, inlined, requests };
    };
    expect(await visit(persistent)).toEqual({ status: 'ready', inlined: 1, requests: 0 });
    // Without it (the default), the same visit has only the in-memory cache of a new page: it fails.
    expect((await visit((html) => html)).status).toBe('failed');
    await context.close();
  });

  it("fails with 'Not found' for an answer over 299 and shows the fallback content", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.route(LOGO, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'missing' }));
    const page = await openFooter(context);
    await page.waitForSelector('.footer-logo[data-logo-status="failed"]');
    expect(await page.getAttribute('.footer-logo', 'data-logo-error')).toBe('Not found');
    expect(await page.locator('.footer-logo .footer-logo-fallback').textContent()).toBe('Sable');
    await context.close();
  });

  it('fails with "Content type isn\'t valid: {type}" for an answer that is not SVG or text', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.route(LOGO, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>not an svg</p>' }));
    const page = await openFooter(context);
    await page.waitForSelector('.footer-logo[data-logo-status="failed"]');
    expect(await page.getAttribute('.footer-logo', 'data-logo-error')).toBe("Content type isn't valid: text/html");
    expect(await page.locator('.footer-logo .footer-logo-fallback').isVisible()).toBe(true);
    await context.close();
  });

  it("fails with 'Missing src' when the logo has no source", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await rewriteIsland(page, (html) => html.replace('"src":"/img/logo-light.svg"', '"src":""'));
    await gotoReady(page, baseUrl + '/markdown-page');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForSelector('.footer-logo[data-logo-status="failed"]');
    expect(await page.getAttribute('.footer-logo', 'data-logo-error')).toBe('Missing src');
    await context.close();
  });

  it("reports 'unsupported' with 'Browser does not support SVG' where inline SVG is unavailable", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    // Simulate such a browser: parsing `<svg />` into a div yields no SVG element.
    await context.addInitScript(() => {
      const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      Object.defineProperty(HTMLDivElement.prototype, 'innerHTML', {
        set(value: string) {
          descriptor.set!.call(this, value === '<svg />' ? '<span></span>' : value);
        },
        get() {
          return descriptor.get!.call(this);
        },
        configurable: true,
      });
    });
    const page = await openFooter(context);
    await page.waitForSelector('.footer-logo[data-logo-status="unsupported"]');
    expect(await page.getAttribute('.footer-logo', 'data-logo-error')).toBe('Browser does not support SVG');
    expect(await page.locator('.footer-logo .footer-logo-fallback').textContent()).toBe('Sable');
    await context.close();
  });

  it('stays mounted across client navigation, and a page can turn the footer off', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    // Data saver: no prefetch, so the rewritten page below is fetched when clicked.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true }));
    const page = await openFooter(context, '/docs/intro');
    await page.waitForSelector('.footer-logo[data-logo-status="ready"]');
    await page.click('.doc-sidebar >> text=Product');
    await page.waitForURL('**/docs/category/product');
    expect(await page.getAttribute('.footer-logo', 'data-logo-status')).toBe('ready');
    // A page with `footer: false` (a rewritten fixture: no page of this site turns it off).
    await page.route(`${baseUrl}/docs/intro`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<footer class="footer[\s\S]*<\/footer>/, '') });
    });
    await page.click('.paginator .previous');
    await page.waitForURL('**/docs/intro');
    expect(await page.locator('footer.footer').count()).toBe(0);
    await page.unroute(`${baseUrl}/docs/intro`);
    await page.click('.paginator .next');
    await page.waitForURL('**/docs/category/product');
    expect(await page.locator('footer.footer').count()).toBe(1);
    await context.close();
  });
});
