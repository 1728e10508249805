import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium, never a downloaded browser. */
export const CHROMIUM = '/usr/bin/chromium';

const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Launches Debian chromium through playwright-core. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

/** Collects console errors and page errors; tests assert the list stays empty. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Desktop and mobile widths the layout tests run at (the spec's breakpoint is 996 px). */
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/**
 * One browser for a test file: launched before its tests, closed after them. Returns a
 * stand-in that forwards to the running browser, so tests use it like a `Browser`.
 */
export function useBrowser(): Browser {
  let instance: Browser | undefined;
  beforeAll(async () => {
    instance = await launchBrowser();
  });
  afterAll(async () => {
    await instance?.close();
  });
  return new Proxy({} as Browser, {
    get(_target, property) {
      if (!instance) throw new Error('the browser starts in beforeAll; use it inside tests or hooks');
      const value = Reflect.get(instance, property);
      return typeof value === 'function' ? value.bind(instance) : value;
    },
  });
}

/** A desktop and a phone context (with touch) of one browser, as the layout tests use them. */
export async function newLayoutContexts(browser: Browser): Promise<{ desktop: BrowserContext; mobile: BrowserContext }> {
  return {
    desktop: await browser.newContext({ viewport: VIEWPORTS.desktop }),
    mobile: await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true }),
  };
}

/**
 * Waits for the client's start-up to have run all its steps: main.js sets `data-ready` on
 * <html> after its last slice (theme/client/main.ts). Neither `load` nor `data-js` means that:
 * start-up runs in short tasks, some after `load`, and a control's handler may come later.
 * Every test that interacts with a page with JavaScript waits through this.
 */
export async function waitForReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}

/** `page.goto(url)`, then waitForReady; returns goto's response. */
export async function gotoReady(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await waitForReady(page);
  return response;
}

/** Opens a URL in a new page of the context and waits until the client runtime has initialised. */
export async function openReady(context: BrowserContext, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = trackErrors(page);
  await gotoReady(page, url);
  return { page, errors };
}

/**
 * The routes wider than a phone viewport of `width` px (`route: scrollWidth px in clientWidth px`),
 * each opened in one touch context and read once the client runtime is ready.
 */
export async function sidewaysScrollers(browser: Browser, baseUrl: string, routes: readonly string[], width: number): Promise<string[]> {
  const wide: string[] = [];
  const context = await browser.newContext({ viewport: { width, height: VIEWPORTS.mobile.height }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(baseUrl + route);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    const { scrollWidth, clientWidth } = await page.evaluate(() => document.documentElement);
    if (scrollWidth > clientWidth) wide.push(`${route}: ${scrollWidth} px in ${clientWidth} px`);
  }
  await context.close();
  return wide;
}
