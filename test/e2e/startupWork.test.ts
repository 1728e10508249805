import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoReady, trackErrors, useBrowser, VIEWPORTS } from '../helpers/browser.js';

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
  await gotoReady(page, baseUrl + route);
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

/**
 * Put before main.js's code: logs, in order, reads of a table's width (`scrollWidth`), writes of
 * `tabIndex` (each write invalidates layout, so a read after one forces another full layout),
 * `localStorage.setItem` calls, and how many links the prefetch observer watched when
 * `data-ready` was set.
 */
const WORK_RECORDER = `window.__work = []; (() => {
  const log = (entry) => window.__work.push(entry);
  const width = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
  Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get() { if (this.tagName === 'TABLE') log('read'); return width.get.call(this); } });
  const tabIndex = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'tabIndex');
  Object.defineProperty(HTMLElement.prototype, 'tabIndex', { configurable: true, get() { return tabIndex.get.call(this); }, set(value) { log('write'); tabIndex.set.call(this, value); } });
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) { log('setItem ' + key); return setItem.call(this, key, value); };
  let observed = 0;
  const observe = IntersectionObserver.prototype.observe;
  IntersectionObserver.prototype.observe = function (target) { if (target.tagName === 'A') observed++; return observe.call(this, target); };
  window.__observedLinks = () => observed;
  new MutationObserver(() => { if (document.documentElement.hasAttribute('data-ready') && window.__observedAtReady === undefined) window.__observedAtReady = observed; }).observe(document.documentElement, { attributes: true });
})();\n`;

/** Opens `route` with WORK_RECORDER in front of main.js; returns what start-up did by `data-ready` and the first frame after it (tables are measured once that frame has laid them out). */
async function startupWork(page: Page, route: string): Promise<{ work: string[]; observedAtReady: number }> {
  await page.route('**/assets/main.*.js', async (request) => {
    const response = await request.fetch();
    await request.fulfill({ response, body: WORK_RECORDER + (await response.text()) });
  });
  await gotoReady(page, baseUrl + route);
  return page.evaluate(
    () =>
      new Promise<{ work: string[]; observedAtReady: number }>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            const recorded = window as unknown as { __work: string[]; __observedAtReady: number };
            resolve({ work: [...recorded.__work], observedAtReady: recorded.__observedAtReady });
          }, 20),
        ),
      ),
  );
}

describe('start-up leaves layout and storage alone and defers link prefetching (issue 23, mobile TBT)', () => {
  it('reads every table width before it makes any table focusable, so it forces one layout, not one per table', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const { work } = await startupWork(page, '/docs/product/billing-and-credits');
    const tableWork = work.filter((entry) => entry === 'read' || entry === 'write');
    // Its first table (Plans, five columns) cannot fit 390 px; tables follow it.
    expect(tableWork.indexOf('write')).toBeGreaterThan(-1);
    expect(tableWork.filter((entry) => entry === 'read').length).toBeGreaterThan(1);
    expect(tableWork.slice(tableWork.indexOf('write'))).not.toContain('read');
    await context.close();
  });

  it('writes no storage on a docs page whose version is already remembered', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const first = await context.newPage();
    expect((await startupWork(first, '/docs/product/start-a-chat')).work.filter((entry) => entry.startsWith('setItem'))).toEqual(['setItem docs-preferred-version-default']);
    const second = await context.newPage();
    expect((await startupWork(second, '/docs/product/ai-versions')).work.filter((entry) => entry.startsWith('setItem'))).toEqual([]);
    expect(await second.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v1');
    await context.close();
  });

  it('watches the page\'s links for prefetching only after start-up, in idle time', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const { observedAtReady } = await startupWork(page, '/docs/product/start-a-chat');
    expect(observedAtReady).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __observedLinks: () => number }).__observedLinks()), { timeout: 10_000 }).toBeGreaterThan(20);
    await context.close();
  });
});


describe('an API operation page lays out its first screen only (issue 23, mobile TBT)', () => {
  const route = '/docs/api/Monk/14-buy-tokens';
  /** Whether the browser renders the element now (false inside a section it skipped, `content-visibility: auto`). */
  const rendered = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

  it('keeps the sections below the first screen in the HTML but lays them out only when the reader comes near them, at 390 px', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await gotoReady(page, baseUrl + route);
    expect(await rendered(page, '.api-endpoint')).toBe(true);
    expect(await rendered(page, '#responses')).toBe(false);
    expect(await rendered(page, '#try-it')).toBe(false);
    // Skipped is not removed: the text is there for find-in-page, assistive technology and search engines.
    expect(await page.locator('#response-429').textContent()).toContain('Too many requests');
    await page.locator('#try-it').scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, '#try-it')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('measures at start-up only the table the browser has rendered, and a scrolling table in a closed response once it is opened', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // A header name too long for 390 px (code in a table never breaks), in the closed 429 response.
    await page.route(baseUrl + route, async (request) => {
      const response = await request.fetch();
      await request.fulfill({ response, body: (await response.text()).replace('<td><code>Retry-After</code></td>', `<td><code>Retry-After-${'x'.repeat(80)}</code></td>`) });
    });
    const { work } = await startupWork(page, route);
    // The parameters table; not the two header tables of closed responses further down.
    expect(work.filter((entry) => entry === 'read')).toEqual(['read']);
    // When the first frame comes after start-up, the first section's own state change reaches the
    // same table again; it was measured already, so it is not laid out a second time.
    const reads = () => page.evaluate(() => (window as unknown as { __work: string[] }).__work.filter((entry) => entry === 'read').length);
    await page.locator('.api-reference > section:has(table)').first().evaluate((section) => section.dispatchEvent(new ContentVisibilityAutoStateChangeEvent('contentvisibilityautostatechange', { skipped: false })));
    expect(await reads()).toBe(1);
    const headers = page.locator('#response-429 table');
    expect(await headers.evaluate((table) => table.tabIndex)).toBe(-1);
    await page.locator('#response-429 > summary').click();
    await expect.poll(() => headers.evaluate((table) => table.tabIndex)).toBe(0);
    await context.close();
  });
});

/**
 * Put around main.js's code: `__inModuleTask` is true while the module's own task runs (the
 * suffix runs at the end of its evaluation, after the start-up's first slice); reads of
 * `scrollY` and `scrollWidth` made then (each lays the page out) are counted. With SLOW_CLOCK, `performance.now()` moves 5 ms per call, so
 * every start-up step overruns the slice budget.
 */
const TASK_PREFIX = `window.__inModuleTask = true; window.__scrollReads = 0; window.__readyAtDomContentLoaded = undefined;
document.addEventListener('DOMContentLoaded', () => { window.__readyAtDomContentLoaded = document.documentElement.hasAttribute('data-ready'); });
(() => { const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY') ?? Object.getOwnPropertyDescriptor(Window.prototype, 'scrollY');
  Object.defineProperty(window, 'scrollY', { configurable: true, get() { if (window.__inModuleTask) window.__scrollReads++; return scrollY.get.call(this); } });
  const width = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
  Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get() { if (window.__inModuleTask) window.__scrollReads++; return width.get.call(this); } }); })();\n`;
const SLOW_CLOCK = `(() => { let fake = performance.now(); performance.now = () => (fake += 5); })();\n`;
const TASK_SUFFIX = `\nwindow.__inModuleTask = false;\n`;

async function startupTasks(page: Page, route: string, prefix: string) {
  await page.route('**/assets/main.*.js', async (request) => {
    const response = await request.fetch();
    await request.fulfill({ response, body: prefix + (await response.text()) + TASK_SUFFIX });
  });
  await gotoReady(page, baseUrl + route);
  return page.evaluate(() => {
    const recorded = window as unknown as { __scrollReads: number; __readyAtDomContentLoaded: boolean | undefined };
    return { scrollReads: recorded.__scrollReads, readyAtDomContentLoaded: recorded.__readyAtDomContentLoaded };
  });
}

describe('start-up runs in short tasks (issue 23: a task over 12.5 ms is blocking time at Lighthouse\'s 4x)', () => {
  it('yields between its steps once a task has run its budget, and still sets data-ready and enhances the page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const { readyAtDomContentLoaded } = await startupTasks(page, '/docs/api/Monk/14-buy-tokens', TASK_PREFIX + SLOW_CLOCK);
    // In one task, start-up would have set data-ready before DOMContentLoaded (a module runs before it).
    expect(readyAtDomContentLoaded).toBe(false);
    expect(await page.locator('.code-block .copy-button').count()).toBe(await page.locator('.code-block').count());
    expect(await page.locator('.code-block').count()).toBeGreaterThan(0);
    expect(await page.getAttribute('[data-color-mode-toggle]', 'aria-label')).toBe('Switch to dark mode');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads no scroll position or table width in the start-up task (each would force a layout there), and the navbar still hides on scroll down', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const { scrollReads } = await startupTasks(page, '/docs/api/Monk/14-buy-tokens', TASK_PREFIX);
    expect(scrollReads).toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => document.querySelector('.navbar')!.hasAttribute('data-hidden'))).toBe(true);
    await context.close();
  });
});

/**
 * A reader's input as start-up begins: dispatched on DOMContentLoaded, i.e. after main.js's
 * module task (its first slice) and before any later slice, which SLOW_CLOCK makes certain.
 */
const EARLY_SLASH = `document.addEventListener('DOMContentLoaded', () => { window.__slashUnhandled = document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })); });\n`;
const EARLY_KEYS = `document.addEventListener('DOMContentLoaded', () => {
  const tabs = [...document.querySelectorAll('#code-samples + .tabs > .tabs-list > [role=tab]')];
  const selected = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  window.__expectedTab = tabs[(selected + 1) % tabs.length].dataset.value;
  tabs[selected].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
  window.__arrowDownKept = document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
});\n`;
const EARLY_TOGGLE = `document.addEventListener('DOMContentLoaded', () => { document.querySelector('[data-color-mode-toggle]').click(); });\n`;

describe('input that arrives while start-up still runs in slices is not lost (issue 23)', () => {
  it('opens search for / pressed right after DOMContentLoaded: the shortcuts are wired before any slice yields', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const { readyAtDomContentLoaded } = await startupTasks(page, '/docs/product/start-a-chat', TASK_PREFIX + SLOW_CLOCK + EARLY_SLASH);
    expect(readyAtDomContentLoaded).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __slashUnhandled: boolean }).__slashUnhandled)).toBe(false);
    expect(await page.evaluate(() => (document.getElementById('search-dialog') as HTMLDialogElement).open)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds a click on the colour switch made before its step ran, and replays it once start-up ends', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const { readyAtDomContentLoaded } = await startupTasks(page, '/docs/product/start-a-chat', TASK_PREFIX + SLOW_CLOCK + EARLY_TOGGLE);
    expect(readyAtDomContentLoaded).toBe(false);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.getAttribute('[data-color-mode-toggle]', 'aria-label')).toBe('Switch to light mode');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("replays an arrow key on a tab pressed before the tabs' step ran, and leaves other keys' defaults alone", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await startupTasks(page, '/docs/api/Monk/14-buy-tokens', TASK_PREFIX + SLOW_CLOCK + EARLY_KEYS);
    const { expectedTab, arrowDownKept } = await page.evaluate(() => {
      const early = window as unknown as { __expectedTab: string; __arrowDownKept: boolean };
      return { expectedTab: early.__expectedTab, arrowDownKept: early.__arrowDownKept };
    });
    expect(arrowDownKept).toBe(true);
    expect(await page.getAttribute('#code-samples + .tabs > .tabs-list > [role=tab][aria-selected=true]', 'data-value')).toBe(expectedTab);
    expect(errors).toEqual([]);
    await context.close();
  });
});
