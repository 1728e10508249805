import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, trackErrors, VIEWPORTS } from '../helpers/browser.js';
import { sitemapRoutes } from '../helpers/sitemapRoutes.js';

const baseUrl = inject('baseUrl');
const routes = sitemapRoutes(inject('buildDir'));
/** Every route at one width is a few dozen page loads on a shared machine. */
const ALL_ROUTES_TIMEOUT = 600_000;

let browser: Browser;
let desktop: BrowserContext;
let mobile: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await browser.newContext({ viewport: VIEWPORTS.desktop });
  mobile = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a route and waits until the client runtime has initialised. */
async function open(context: BrowserContext, route: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = trackErrors(page);
  await page.goto(baseUrl + route);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  return { page, errors };
}

/** What each table in the page's content measures: its width, its container's, and whether it scrolls with its cue. */
function measureTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableElement>('main table')].map((table) => {
      // A table may reach past the text measure into the content column (content.css), not past the column.
      const column = table.closest('.doc-main, .page-main, .blog-main') ?? table.parentElement!;
      const style = getComputedStyle(column);
      const columnWidth = column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {
        head: table.querySelector('th')?.textContent ?? '',
        width: table.getBoundingClientRect().width,
        columnWidth,
        scrolls: table.scrollWidth > table.clientWidth + 1,
        cue: getComputedStyle(table).maskImage.includes('gradient'),
        focusable: table.tabIndex === 0,
      };
    }),
  );
}

/** Code tokens in table cells drawn on more than one line (a token broken mid-word). */
function brokenCodeTokens(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(td, th) code')].filter((code) => !code.closest('pre') && code.getClientRects().length > 1).map((code) => code.textContent),
  );
}

describe('no page scrolls sideways on a phone (390 px)', () => {
  it(
    'keeps every route of the sitemap within the viewport width',
    async () => {
      const wide: string[] = [];
      const page = await mobile.newPage();
      for (const route of routes) {
        await page.goto(baseUrl + route);
        await page.waitForSelector('html[data-ready]', { state: 'attached' });
        const { scrollWidth, clientWidth } = await page.evaluate(() => document.documentElement);
        if (scrollWidth > clientWidth) wide.push(`${route}: ${scrollWidth} px in ${clientWidth} px`);
      }
      await page.close();
      expect(wide).toEqual([]);
    },
    ALL_ROUTES_TIMEOUT,
  );
});

describe('tables never clip', () => {
  it(
    'keeps every table of every route within its content column at 1280 px, or scrolling inside itself with a visible cue',
    async () => {
      const problems: string[] = [];
      const page = await desktop.newPage();
      for (const route of routes) {
        await page.goto(baseUrl + route);
        await page.waitForSelector('html[data-ready]', { state: 'attached' });
        for (const table of await measureTables(page)) {
          if (table.width > table.columnWidth + 1) problems.push(`${route} "${table.head}" table: ${table.width} px in ${table.columnWidth} px`);
          if (table.scrolls && !(table.cue && table.focusable)) problems.push(`${route} "${table.head}" table scrolls without its cue or focus`);
        }
      }
      await page.close();
      expect(problems).toEqual([]);
    },
    ALL_ROUTES_TIMEOUT,
  );

  it('fits the five-column tables, the base URLs and the errors table at 1280 px without scrolling or breaking a code token', async () => {
    for (const route of ['/docs/product/billing-and-credits', '/docs/api/api-introduction', '/docs/api/api_access', '/docs/api/common_errors']) {
      const { page, errors } = await open(desktop, route);
      const tables = await measureTables(page);
      expect(tables.length, route).toBeGreaterThan(0);
      expect(tables.filter((table) => table.scrolls).map((table) => table.head), route).toEqual([]);
      expect(await brokenCodeTokens(page), route).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('lets a wide table extend past the text measure into the column a page without a TOC has', async () => {
    // Every page of this site has a TOC: take the errors page's away (as `hide_table_of_contents` would).
    const { page } = await open(desktop, '/docs/api/common_errors');
    const widths = await page.evaluate(() => {
      document.querySelector('.doc-toc')!.remove();
      document.documentElement.dataset.hasToc = 'false';
      const column = document.querySelector('.doc-main')!;
      return { text: document.querySelector('.markdown')!.clientWidth, table: document.querySelector('.error-table')!.getBoundingClientRect().width, column: column.clientWidth };
    });
    expect(widths.table).toBeGreaterThan(widths.text + 100);
    expect(widths.table).toBeLessThanOrEqual(widths.column);
    await page.close();
  });

  it('shows the scroll cue on a table that cannot fit a phone, takes focus for the keyboard, and drops the cue at the end it reached', async () => {
    const { page, errors } = await open(mobile, '/docs/product/billing-and-credits');
    const table = page.locator('main table').first();
    const before = await measureTables(page);
    expect(before[0]).toMatchObject({ scrolls: true, cue: true, focusable: true });
    const fadeAtEnd = () => table.evaluate((element) => getComputedStyle(element).maskImage);
    const atStart = await fadeAtEnd();
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(fadeAtEnd).not.toBe(atStart);
    expect(errors).toEqual([]);
    await page.close();
  });
});

