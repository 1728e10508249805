import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoReady, launchBrowser, trackErrors, VIEWPORTS } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Requests that belong to search: the two index files and the dialog's code chunk. */
const isSearchRequest = (url: string) => /\/search\/(documents|index)\.[0-9a-f]+\.json$|\/chunks\/dialog\.[^/]+\.js$/.test(url);

/** Makes `navigator.connection` say what the test needs (prefetch happens only on fast ones). */
const connectionScript = (effectiveType: string) => `Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: ${JSON.stringify(effectiveType)}, saveData: false }) });`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let searchRequests: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

/** A fresh context (no storage, no cache) on a slow connection unless told otherwise, at `route`. */
async function open(route: string, options: { connection?: string; viewport?: keyof typeof VIEWPORTS; bypassCSP?: boolean } = {}) {
  context = await browser.newContext({ viewport: VIEWPORTS[options.viewport ?? 'desktop'], bypassCSP: options.bypassCSP ?? false });
  await context.addInitScript(connectionScript(options.connection ?? '3g'));
  page = await context.newPage();
  errors = trackErrors(page);
  searchRequests = [];
  page.on('request', (request) => {
    if (isSearchRequest(request.url())) searchRequests.push(request.url());
  });
  await gotoReady(page, baseUrl + route);
}

const dialog = () => page.locator('#search-dialog');
const input = () => page.locator('#search-input');
const isOpen = () => page.evaluate(() => (document.getElementById('search-dialog') as HTMLDialogElement).open);
const activeOption = () => page.evaluate(() => {
  const id = document.getElementById('search-input')!.getAttribute('aria-activedescendant');
  const option = id ? document.getElementById(id) : null;
  return option && { id, role: option.getAttribute('role'), selected: option.getAttribute('aria-selected'), href: option.getAttribute('href'), text: option.textContent };
});
/** Types a query and waits for the results of exactly that query. */
async function search(query: string) {
  await input().fill(query);
  await page.waitForFunction((text) => document.getElementById('search-results')?.dataset.searchQuery === text, query);
}

describe('search: opening the dialog', () => {
  it('loads nothing for search until the entry point is first focused, then loads the dialog and both index files', async () => {
    await open('/docs/intro');
    await page.waitForTimeout(3500);
    expect(searchRequests).toEqual([]);
    await page.locator('.search-button').focus();
    await expect.poll(() => searchRequests.length, { timeout: 10_000 }).toBe(3);
    expect(searchRequests.some((url) => url.includes('/search/documents.'))).toBe(true);
    expect(searchRequests.some((url) => url.includes('/search/index.'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("asks for the index files as the dialog opens, side by side with the dialog's code rather than after it", async () => {
    await open('/docs/intro');
    const indexFetches: string[] = [];
    let bothAsked!: () => void;
    const asked = new Promise<void>((resolve) => (bothAsked = resolve));
    page.on('request', (request) => {
      if (!/\/search\/(documents|index)\.[0-9a-f]+\.json$/.test(request.url()) || request.resourceType() !== 'fetch') return;
      indexFetches.push(request.url());
      if (indexFetches.length === 2) bothAsked();
    });
    // The dialog's code is held until both files are asked for: if they waited for the code, they
    // would not be asked for while it is held, and it is let go after 10 s.
    let askedWhileHeld = -1;
    await page.route(/\/chunks\/dialog\.[^/]+\.js$/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      askedWhileHeld = indexFetches.length;
      await route.continue();
    });
    await page.keyboard.press('/');
    await search('take_profit');
    expect(askedWhileHeld).toBe(2);
    // Each file once: the dialog used the responses fetched early.
    expect(indexFetches).toHaveLength(2);
    expect(await page.locator('#search-results [role="option"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('prefetches the index files only after load, once idle, on a fast connection', async () => {
    const prefetched: string[] = [];
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(connectionScript('4g'));
    page = await context.newPage();
    page.on('request', (request) => {
      if (isSearchRequest(request.url())) prefetched.push(request.url());
    });
    await gotoReady(page, baseUrl + '/docs/intro', { waitUntil: 'load' });
    expect(prefetched).toEqual([]);
    await expect.poll(() => prefetched.filter((url) => url.endsWith('.json')).length, { timeout: 15_000 }).toBe(2);
    // Data only: the dialog's code still waits for the reader.
    expect(prefetched.some((url) => url.endsWith('.js'))).toBe(false);
  });

  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['Cmd+K', 'Meta+k'],
    ['/', '/'],
  ] as const) {
    it(`opens with ${name}, with the input focused`, async () => {
      await open('/docs/intro');
      await page.keyboard.press(press);
      await expect.poll(isOpen).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
      expect(await input().inputValue()).toBe('');
      expect(errors).toEqual([]);
    });
  }

  it('opens from the navbar button, which shows the shortcut on desktop and only an icon on mobile', async () => {
    await open('/docs/intro');
    await expect.poll(() => page.locator('.search-button kbd').isVisible()).toBe(true);
    await page.locator('.search-button').click();
    await expect.poll(isOpen).toBe(true);
    await context.close();
    await open('/docs/intro', { viewport: 'mobile' });
    expect(await page.locator('.search-button').isVisible()).toBe(true);
    // The label only names the button there: it takes no room.
    expect((await page.locator('.search-button-label').boundingBox())!.width).toBeLessThanOrEqual(1);
    expect(await page.getByRole('button', { name: 'Search', exact: true }).count()).toBe(1);
    expect(await page.locator('.search-button kbd').isVisible()).toBe(false);
    await page.locator('.search-button').click();
    await expect.poll(isOpen).toBe(true);
    const box = await dialog().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(VIEWPORTS.mobile.width - 1);
  });

  it('does not open with / while the reader types in a field', async () => {
    await open('/docs/intro');
    await page.evaluate(() => document.querySelector('main')!.prepend(Object.assign(document.createElement('input'), { id: 'other-field' })));
    await page.locator('#other-field').type('a/b');
    expect(await page.locator('#other-field').inputValue()).toBe('a/b');
    expect(await isOpen()).toBe(false);
  });
});

describe('search: results and keyboard', () => {
  it('shows results as you type, grouped by page, with section titles, breadcrumbs and highlighted words, within 50 ms', async () => {
    await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.getElementById('search-dialog')?.dataset.searchState === 'ready');
    // Every keystroke's time (search and rendering), as the dialog reports it.
    await page.evaluate(() => {
      const list = document.getElementById('search-results')!;
      const times: number[] = ((window as unknown as { searchTimes: number[] }).searchTimes = []);
      new MutationObserver(() => times.push(Number(list.dataset.searchMs))).observe(list, { attributes: true, attributeFilter: ['data-search-ms'] });
    });
    await input().pressSequentially('take_profit', { delay: 30 });
    await page.waitForFunction(() => document.getElementById('search-results')?.dataset.searchQuery === 'take_profit');
    const times = await page.evaluate(() => (window as unknown as { searchTimes: number[] }).searchTimes.sort((a, b) => a - b));
    expect(times.length).toBeGreaterThanOrEqual(10);
    // The median keystroke: one slow frame on a busy test machine says nothing about the reader's.
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(50);
    const group = page.locator('#search-results [role="group"]').first();
    expect(await group.locator('.search-group-page').textContent()).toBe('Buy tokens');
    expect(await group.locator('.search-group-crumbs').textContent()).toBe('API › Developers › 0xMonk API reference');
    expect(await group.locator('[role="option"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#search-results mark').first().textContent()).toMatch(/take.profit/i);
    expect(await input().getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#search-status').textContent()).toMatch(/^\d+ results on \d+ pages?$/);
    expect(errors).toEqual([]);
  });

  it('has the combobox and listbox roles, an active descendant, and no axe violations when open, in both themes', async () => {
    // axe is injected as an inline script, which the served CSP rightly refuses.
    await open('/docs/api/authentication', { bypassCSP: true });
    await page.keyboard.press('Control+k');
    await search('credits');
    expect(await dialog().getAttribute('aria-label')).toBe('Search the docs');
    expect(await input().getAttribute('role')).toBe('combobox');
    expect(await input().getAttribute('aria-controls')).toBe('search-results');
    expect(await page.locator('#search-results').getAttribute('role')).toBe('listbox');
    expect(await page.locator(`label[for="search-input"]`).textContent()).toBe('Search the docs');
    expect(await activeOption()).toMatchObject({ id: 'search-option-0', role: 'option', selected: 'true' });
    await page.addScriptTag({ path: axePath });
    const audit = () => page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown; failureSummary: string }> }> }> } }).axe;
      const result = await axe.run(document.getElementById('search-dialog'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } });
      return result.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => [node.target, node.failureSummary]).slice(0, 3))}`);
    });
    expect(await audit()).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await audit()).toEqual([]);
  });

  it('moves through the results with the arrow keys, wrapping around', async () => {
    await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await search('agent');
    const count = await page.locator('#search-results [role="option"]').count();
    expect(count).toBeGreaterThan(3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await activeOption())!.id).toBe('search-option-2');
    expect(await page.locator('#search-option-0').getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect((await activeOption())!.id).toBe(`search-option-${count - 1}`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
  });

  it('scrolls a new result list to its first option only when the results were scrolled (a layout each keystroke otherwise)', async () => {
    await open('/docs/intro');
    // Counts the scrolls into view a new list asks for: each one forces a layout inside the keystroke's task.
    await page.evaluate(() => {
      const counted = window as unknown as { scrollsIntoView: number };
      counted.scrollsIntoView = 0;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
        counted.scrollsIntoView++;
        return original.apply(this, args);
      };
    });
    const scrolls = () => page.evaluate(() => (window as unknown as { scrollsIntoView: number }).scrollsIntoView);
    await page.keyboard.press('Control+k');
    await search('agen');
    await search('agent');
    expect(await scrolls()).toBe(0);
    const body = page.locator('.search-body');
    expect(await body.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    await body.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    // Scroll events are dispatched with the next frame: the dialog has heard it once a frame went by.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await body.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    await search('agents');
    expect(await scrolls()).toBe(1);
    // The first option is in view again (`nearest`: its group's title may stay above the fold).
    const inView = await page.evaluate(() => {
      const box = document.querySelector('.search-body')!.getBoundingClientRect();
      const first = document.getElementById('search-option-0')!.getBoundingClientRect();
      return first.top >= box.top && first.bottom <= box.bottom;
    });
    expect(inView).toBe(true);
    expect((await activeOption())!.id).toBe('search-option-0');
  });

  it('opens the active result at its anchor with Enter, and remembers it as a recent result', async () => {
    await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await search('429 too many requests');
    const target = await activeOption();
    expect(target!.href).toBe('/docs/api/common_errors#429-too-many-requests');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/api/common_errors#429-too-many-requests');
    expect(await isOpen()).toBe(false);
    const heading = page.locator('[id="429-too-many-requests"]');
    await expect.poll(() => heading.isVisible()).toBe(true);
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(VIEWPORTS.desktop.height / 2);
    await page.keyboard.press('/');
    await expect.poll(isOpen).toBe(true);
    expect(await page.locator('#search-results .search-group-page').first().textContent()).toBe('Recent');
    expect(await activeOption()).toMatchObject({ href: '/docs/api/common_errors#429-too-many-requests' });
    await page.locator('[data-search-clear-recent]').click();
    expect(await page.locator('#search-results [role="option"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('closes with Escape and gives focus back to the button', async () => {
    await open('/docs/intro');
    await page.locator('.search-button').click();
    await expect.poll(isOpen).toBe(true);
    await input().fill('credits');
    // The dialog's code has loaded and answered: Escape is its to handle (before, it raced the load).
    await expect.poll(() => page.locator('#search-results').getAttribute('data-search-query')).toBe('credits');
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search-button'))).toBe(true);
  });

  it('shows a clear no-results state with suggestions that search when chosen', async () => {
    await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await search('zzqxv');
    expect(await page.locator('.search-message-none').textContent()).toBe('No results for “zzqxv”.');
    expect(await input().getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#search-status').textContent()).toBe('No results for “zzqxv”');
    const suggestion = page.locator('[data-search-suggest]').first();
    const text = await suggestion.textContent();
    await suggestion.click();
    expect(await input().inputValue()).toBe(text);
    await expect.poll(() => page.locator('#search-results [role="option"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
  });

  it('tolerates typos and matches the word being typed as a prefix', async () => {
    await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await search('autentication');
    expect(await page.locator('.search-group-page').first().textContent()).toBe('Authentication');
    await search('portf');
    expect(await page.locator('.search-group-page').first().textContent()).toMatch(/portfolio/i);
  });
});

describe('search: failures and untrusted content', () => {
  it('shows a retryable error when the index cannot load, and searches after Retry', async () => {
    await open('/docs/intro');
    await page.route('**/search/index.*.json', (route) => route.abort());
    await page.keyboard.press('Control+k');
    await input().fill('credits');
    await expect.poll(() => page.locator('.search-message-error').isVisible()).toBe(true);
    await page.unroute('**/search/index.*.json');
    await page.locator('[data-search-retry]').click();
    await expect.poll(() => page.locator('#search-results [role="option"]').count()).toBeGreaterThan(0);
  });

  it('renders markup found in the indexed text as text: a canary never runs', async () => {
    // Without the CSP, which would block the canary anyway: the rendering alone must be safe.
    await open('/docs/intro', { bypassCSP: true });
    const canary = `<img src=x onerror="window.__searchCanary=1"><script>window.__searchCanary=2</script><b>bold</b>`;
    await page.route('**/search/documents.*.json', async (route) => {
      const response = await route.fetch();
      const documents = (await response.json()) as { pages: Array<{ title: string; url: string }>; sections: Array<{ page: number; title: string; preview: string }> };
      const page = documents.pages.findIndex((entry) => entry.url === '/docs/product/billing-and-credits');
      documents.pages[page]!.title = `Credits ${canary}`;
      for (const section of documents.sections.filter((entry) => entry.page === page)) {
        section.title = `${section.title} ${canary}`;
        section.preview = `credits ${canary}`;
      }
      await route.fulfill({ response, json: documents });
    });
    await page.keyboard.press('Control+k');
    await search('credits');
    const results = page.locator('#search-results');
    expect(await results.textContent()).toContain('<img src=x onerror="window.__searchCanary=1">');
    expect(await results.locator('img, script, b').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __searchCanary?: number }).__searchCanary)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

describe('search from the not-found page', () => {
  it('opens the dialog with the words typed in the page\'s search box, and shows their results', async () => {
    await open('/docs/no-such-page');
    await page.locator('#not-found-query').fill('take profit');
    await page.locator('.not-found-search button[type="submit"]').click();
    await expect.poll(isOpen).toBe(true);
    expect(await input().inputValue()).toBe('take profit');
    await page.waitForFunction(() => document.getElementById('search-results')?.dataset.searchQuery === 'take profit');
    expect(await page.locator('#search-results [role="option"]').count()).toBeGreaterThan(0);
    // The page itself answers 404, which the browser reports on the console.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});
