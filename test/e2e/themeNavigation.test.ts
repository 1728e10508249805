import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoReady, trackErrors, useBrowser, VIEWPORTS, waitForReady } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');

const browser = useBrowser();

/** A fresh context; `connection` emulates `navigator.connection` (the prefetch rules read it). */
async function newContext(connection?: { effectiveType?: string; saveData?: boolean } | null, viewport = VIEWPORTS.desktop): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  if (connection !== undefined) {
    await context.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => value ?? undefined, configurable: true });
    }, connection);
  }
  return context;
}

/** Opens a route, waits for the runtime and marks the window, so a full reload is detectable. */
async function open(context: BrowserContext, route: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = trackErrors(page);
  await gotoReady(page, baseUrl + route);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  return { page, errors };
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Records when `#progress` shows and hides, relative to the moment `start` is called in the page. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const bar = document.getElementById('progress')!;
    const log: Array<{ at: number; hidden: boolean; value: string | null }> = [];
    (window as unknown as { __progress: typeof log }).__progress = log;
    new MutationObserver(() => log.push({ at: performance.now(), hidden: bar.hidden, value: bar.getAttribute('aria-valuenow') })).observe(bar, { attributes: true, attributeFilter: ['hidden'] });
  });
}

describe('client-side navigation', () => {
  it('swaps the page body, title and head metadata, keeps history, scrolls to the top, and restores scroll on back/forward', async () => {
    const context = await newContext({ saveData: true });
    const { page, errors } = await open(context, '/docs/intro');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => window.scrollY === 700);
    const before = await page.evaluate(() => history.length);
    // A script click: Playwright's own click would first scroll the link into view.
    await page.evaluate(() => (document.querySelector('.paginator .next') as HTMLElement).click());
    await page.waitForURL('**/docs/category/product');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.title()).toBe('Product | Sable Docs');
    expect(await page.locator('main h1').textContent()).toBe('Product');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://docs.sable.example/docs/category/product');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Product');
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await page.evaluate(() => [window.scrollY, history.length, document.activeElement?.id])).toEqual([0, before + 1, 'main-content']);
    expect(await page.locator('#route-announcer').textContent()).toBe('Product | Sable Docs');
    // The navbar and the drawer follow the new page too.
    expect(await page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe('Product');
    await page.goBack();
    await page.waitForURL('**/docs/intro');
    await page.waitForFunction(() => window.scrollY === 700);
    expect(await page.locator('main h1').textContent()).toBe('Welcome to the Sable docs');
    await page.goForward();
    await page.waitForURL('**/docs/category/product');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to the anchor when the link has one, and re-runs the page scripts (tabs, islands) on the new content', async () => {
    const context = await newContext({ saveData: true });
    const { page, errors } = await open(context, '/docs/product/faq');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/api/authentication#send-the-headers';
      link.id = 'test-link';
      link.textContent = 'test';
      document.querySelector('main')!.prepend(link);
    });
    const anchor = await page.evaluate(async () => {
      const html = await (await fetch('/docs/api/authentication')).text();
      return new DOMParser().parseFromString(html, 'text/html').querySelector('article h2[id]')!.id;
    });
    await page.evaluate((id) => ((document.getElementById('test-link') as HTMLAnchorElement).hash = `#${id}`), anchor);
    await page.click('#test-link');
    await page.waitForURL(`**/docs/api/authentication#${anchor}`);
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, anchor);
    expect(top).toBeGreaterThan(40);
    expect(top).toBeLessThan(120);
    expect(await sameDocument(page)).toBe(true);
    // Tabs on the new page work: choosing curl shows the curl panel.
    const tabs = page.locator('[data-tabs]').first();
    await tabs.locator('[role="tab"][data-value="curl"]').click();
    expect(await tabs.locator('[role="tabpanel"][data-value="curl"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the progress bar only when loading takes longer than 200 ms, starting at 0.08, and hides it when done', async () => {
    const context = await newContext({ saveData: true });
    const { page, errors } = await open(context, '/docs/intro');
    await watchProgress(page);
    await page.route(`${baseUrl}/docs/category/product`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    // Timed from just before the click: the handler starts the 200 ms delay synchronously.
    const started = await page.evaluate(() => {
      const at = performance.now();
      (document.querySelector('.paginator .next') as HTMLElement).click();
      return at;
    });
    await page.waitForURL('**/docs/category/product');
    await page.waitForFunction(() => document.getElementById('progress')!.hidden);
    const log = await page.evaluate(() => (window as unknown as { __progress: Array<{ at: number; hidden: boolean; value: string | null }> }).__progress);
    const shown = log.find((entry) => !entry.hidden)!;
    // The 200 ms timer starts after `started`; 195 allows for the browser's coarsened clock.
    expect(shown.at - started).toBeGreaterThanOrEqual(195);
    expect(shown.at - started).toBeLessThan(1200);
    expect(Number(shown.value)).toBeGreaterThanOrEqual(8);
    expect(await page.getAttribute('#progress', 'role')).toBe('progressbar');
    // A fast load never shows it: back to the intro, then forward to the product page, now in the page cache.
    await page.unroute(`${baseUrl}/docs/category/product`);
    await page.locator('.paginator .previous').click();
    await page.waitForURL('**/docs/intro');
    await page.waitForFunction(() => document.getElementById('progress')!.hidden);
    await page.evaluate(() => ((window as unknown as { __progress: unknown[] }).__progress.length = 0));
    await page.evaluate(() => (document.querySelector('.paginator .next') as HTMLElement).click());
    await page.waitForURL('**/docs/category/product');
    await page.waitForTimeout(300);
    const shownAgain = await page.evaluate(() => (window as unknown as { __progress: Array<{ hidden: boolean }> }).__progress.filter((entry) => !entry.hidden));
    expect(shownAgain).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the error text and a Retry button when a route fails to load; Retry repeats the same navigation', async () => {
    const context = await newContext({ saveData: true });
    const { page } = await open(context, '/docs/intro');
    await page.route(`${baseUrl}/docs/category/product`, (route) => route.abort('failed'));
    await page.locator('.paginator .next').click();
    const panel = page.locator('.route-error[role="alert"]');
    await panel.waitFor();
    expect(await panel.locator('.route-error-text').textContent()).toBe('Failed to fetch');
    expect(page.url()).toBe(`${baseUrl}/docs/category/product`);
    await page.unroute(`${baseUrl}/docs/category/product`);
    await page.route(`${baseUrl}/docs/category/product`, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>down</h1>' }));
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction(() => document.querySelector('.route-error-text')?.textContent?.includes('500'));
    expect(await page.locator('.route-error-text').textContent()).toBe('The server answered 500 Internal Server Error for /docs/category/product.');
    await page.unroute(`${baseUrl}/docs/category/product`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('main h1:text-is("Product")');
    expect(await sameDocument(page)).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/docs/category/product`);
    await context.close();
  });

  it('falls back to a full page load for a non-HTML answer and when the page was built with other assets', async () => {
    const context = await newContext({ saveData: true });
    const { page } = await open(context, '/docs/intro');
    await page.route(`${baseUrl}/docs/category/product`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(href="\/assets\/styles\.[^"]+\.css)"/, '$1?deploy=2"');
      await route.fulfill({ response, body: html });
    });
    await page.locator('.paginator .next').click();
    await page.waitForURL('**/docs/category/product');
    await waitForReady(page);
    expect(await sameDocument(page)).toBe(false);
    await page.unroute(`${baseUrl}/docs/category/product`);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.route(`${baseUrl}/docs/intro`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }));
    await page.locator('.paginator .previous').click();
    await page.waitForURL('**/docs/intro');
    await page.waitForFunction(() => document.body?.textContent?.includes('"ok"'));
    expect(await sameDocument(page)).toBe(false);
    await context.close();
  });
});

describe('crash boundary', () => {
  it('replaces an island that throws with "This page crashed.", Try again and the error details; Try again mounts it again', async () => {
    const context = await newContext({ saveData: true });
    await context.route('**/assets/chunks/footerLogo.*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'let calls = 0; export function mount(element) { if (calls++ === 0) throw new Error("logo island exploded"); element.dataset.mountedByTest = "yes"; }',
      }),
    );
    const { page } = await open(context, '/docs/intro');
    await page.locator('footer').scrollIntoViewIfNeeded();
    const panel = page.locator('footer .crash[role="alert"]');
    await panel.waitFor();
    expect(await panel.locator('.crash-title').textContent()).toBe('This page crashed.');
    expect(await panel.locator('.crash-details pre').textContent()).toContain('logo island exploded');
    expect(await page.locator('.footer-logo').isVisible()).toBe(false);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('.footer-logo[data-mounted-by-test="yes"]');
    expect(await page.locator('footer .crash').count()).toBe(0);
    expect(await page.locator('.footer-logo').isVisible()).toBe(true);
    await context.close();
  });

  it('replaces the page when its scripts throw, and Try again loads it again', async () => {
    const context = await newContext({ saveData: true });
    await context.addInitScript(() => {
      for (const proto of [Document.prototype, Element.prototype]) {
        const original = proto.querySelectorAll;
        proto.querySelectorAll = function (this: ParentNode, selector: string) {
          if (selector === '[data-tabs]' && !(window as unknown as { __healthy?: boolean }).__healthy) throw new Error('tabs script exploded');
          return original.call(this, selector);
        } as typeof original;
      }
    });
    const page = await context.newPage();
    await page.goto(baseUrl + '/docs/intro');
    const panel = page.locator('#page-body .crash[role="alert"]');
    await panel.waitFor();
    expect(await panel.locator('.crash-title').textContent()).toBe('This page crashed.');
    expect(await panel.locator('.crash-details pre').textContent()).toContain('tabs script exploded');
    expect(await page.locator('main#main-content').count()).toBe(1);
    await page.evaluate(() => ((window as unknown as { __healthy: boolean }).__healthy = true));
    await panel.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('main h1:text-is("Welcome to the Sable docs")');
    expect(await page.locator('.crash').count()).toBe(0);
    await context.close();
  });
});

describe('prefetching', () => {
  /** Route pages fetched in the background (not navigations). */
  const isPrefetch = (request: Request) => request.resourceType() === 'fetch' && !/\.(json|svg|js|css)$/.test(new URL(request.url()).pathname);

  it('prefetches internal links that become visible and links under the pointer', async () => {
    const context = await newContext({ effectiveType: '4g', saveData: false });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => isPrefetch(request) && fetched.push(new URL(request.url()).pathname));
    await gotoReady(page, baseUrl + '/docs/intro');
    // Visible: the sidebar's Product link is on screen.
    await expect.poll(() => fetched.includes('/docs/category/product'), { timeout: 5000 }).toBe(true);
    expect(fetched).not.toContain('/docs/legal/privacy-policy');
    // Hover: a link added after the page was observed is fetched only because the pointer is on it.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/docs/legal/terms-of-service', id: 'late-link', textContent: 'Terms' });
      document.querySelector('main')!.prepend(link);
    });
    await page.hover('#late-link');
    await expect.poll(() => fetched.includes('/docs/legal/terms-of-service'), { timeout: 5000 }).toBe(true);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.hover('footer >> text=Privacy policy');
    await expect.poll(() => fetched.includes('/docs/legal/privacy-policy'), { timeout: 5000 }).toBe(true);
    // A prefetched page opens from memory.
    const before = fetched.length;
    await page.click('footer >> text=Privacy policy');
    await page.waitForSelector('main h1:text-is("Privacy policy")');
    expect(fetched.slice(before).filter((path) => path === '/docs/legal/privacy-policy')).toEqual([]);
    await context.close();
  });

  for (const connection of [{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }]) {
    it(`prefetches nothing on ${JSON.stringify(connection)}`, async () => {
      const context = await newContext(connection);
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => isPrefetch(request) && fetched.push(new URL(request.url()).pathname));
      await gotoReady(page, baseUrl + '/docs/intro');
      await page.hover('.paginator .next');
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.hover('footer >> text=Privacy policy');
      await page.waitForTimeout(800);
      expect(fetched).toEqual([]);
      await context.close();
    });
  }
});

describe('base URL check', () => {
  it('shows a warning banner when the site is opened under a base URL that does not match the config', async () => {
    const context = await newContext({ saveData: true });
    const page = await context.newPage();
    await page.route(`${baseUrl}/mirror/docs/intro`, async (route) => {
      const response = await route.fetch({ url: `${baseUrl}/docs/intro` });
      await route.fulfill({ response });
    });
    await page.goto(baseUrl + '/mirror/docs/intro');
    const banner = page.locator('#base-url-banner[role="alert"]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('configured for the base URL “/” but is served from “/mirror/”');
    expect(await page.evaluate(() => document.querySelector('.skip-link')?.nextElementSibling?.id)).toBe('base-url-banner');
    await gotoReady(page, baseUrl + '/docs/intro');
    expect(await page.locator('#base-url-banner').count()).toBe(0);
    await context.close();
  });
});
