import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoReady, newLayoutContexts, openReady, sidewaysScrollers, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { sitemapRoutes } from '../helpers/sitemapRoutes.js';

const baseUrl = inject('baseUrl');
const routes = sitemapRoutes(inject('buildDir'));
/** Every route at one width is a few dozen page loads on a shared machine. */
const ALL_ROUTES_TIMEOUT = 600_000;

const browser = useBrowser();
let desktop: BrowserContext;
let mobile: BrowserContext;
beforeAll(async () => {
  ({ desktop, mobile } = await newLayoutContexts(browser));
});

/** Opens a route and waits until the client runtime has initialised. */
const open = (context: BrowserContext, route: string) => openReady(context, baseUrl + route);

/** What each table in the page's content measures: its width, its container's, and whether it scrolls with its cue. */
function measureTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableElement>('main table')].map((table) => {
      // The edge fades (content.css), in px: the start and end of the table's scroll.
      const fades = (element: Element) => ['--fade-start', '--fade-end'].map((name) => parseFloat(getComputedStyle(element).getPropertyValue(name)));
      // A table may reach past the text measure into the content column (content.css), not past the column.
      const column = table.closest('.doc-main, .page-main, .blog-main') ?? table.parentElement!;
      const style = getComputedStyle(column);
      const columnWidth = column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {
        head: table.querySelector('th')?.textContent ?? '',
        width: table.getBoundingClientRect().width,
        columnWidth,
        scrolls: table.scrollWidth > table.clientWidth + 1,
        cue: fades(table).some((fade) => fade > 0),
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

describe('no page scrolls sideways on a phone', () => {
  it.each([320, 390])(
    'keeps every route of the sitemap within a %i px viewport',
    async (width) => {
      expect(await sidewaysScrollers(browser, baseUrl, routes, width)).toEqual([]);
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
        await gotoReady(page, baseUrl + route);
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

  it('shows the scroll cue on a table that cannot fit a phone, takes focus for the keyboard, and moves the fade to the start once scrolled to the end', async () => {
    const { page, errors } = await open(mobile, '/docs/product/billing-and-credits');
    const table = page.locator('main table').first();
    expect((await measureTables(page))[0]).toMatchObject({ scrolls: true, cue: true, focusable: true });
    const fades = () => table.evaluate((element) => ['--fade-start', '--fade-end'].map((name) => getComputedStyle(element).getPropertyValue(name)));
    expect(await fades()).toEqual(['0px', '40px']);
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(fades).toEqual(['40px', '0px']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows no fade on a table that fits', async () => {
    const { page } = await open(desktop, '/docs/product/billing-and-credits');
    expect((await measureTables(page))[0]).toMatchObject({ scrolls: false, cue: false, focusable: false });
    await page.close();
  });
});

describe('the mobile drawer on a deep page (390 px)', () => {
  const DEEP_PAGE = '/docs/api/Monk/11-get-agent-trades-v-2';

  it('keeps its header with the close button on screen while the current item is scrolled into view', async () => {
    const { page, errors } = await open(mobile, DEEP_PAGE);
    await page.click('[data-drawer-open]');
    const close = page.locator('[data-drawer-close]');
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-drawer-close'))).toBe(true);
    const box = (await close.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
    expect(await page.locator('.drawer-header .navbar-brand').isVisible()).toBe(true);
    // The current page's item sits far down the sidebar: the drawer's body scrolled to it, not the whole drawer.
    const current = (await page.locator('#navbar-drawer [aria-current="page"]').boundingBox())!;
    expect(current.y).toBeGreaterThan(box.y + box.height);
    expect(current.y + current.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
    expect(await page.locator('.drawer-body').evaluate((body) => body.scrollTop)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps focus inside the open drawer, both ways round', async () => {
    const { page } = await open(mobile, DEEP_PAGE);
    await page.click('[data-drawer-open]');
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-drawer-close'))).toBe(true);
    const focusInDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('#navbar-drawer')));
    const count = await page.locator('#navbar-drawer a[href], #navbar-drawer button, #navbar-drawer summary').count();
    for (let press = 0; press < count + 3; press++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(), `after ${press + 1} Tab presses`).toBe(true);
    }
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer(), `after ${press + 1} Shift+Tab presses`).toBe(true);
    }
    await page.close();
  });

  it('locks the page behind it: scrolling over the backdrop, and closing, leave the page where it was', async () => {
    const { page } = await open(mobile, DEEP_PAGE);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // The navbar hides on the way down; a click would scroll back up to reach its menu button.
    await page.locator('[data-drawer-open]').dispatchEvent('click');
    await page.waitForSelector('#navbar-drawer:not([hidden])');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // Scroll over the backdrop, beside the drawer; then over the drawer, whose body scrolling shows both wheels were handled.
    const body = page.locator('.drawer-body');
    const bodyTop = await body.evaluate((element) => element.scrollTop);
    await page.mouse.move(370, 400);
    await page.mouse.wheel(0, 800);
    await page.mouse.move(100, 400);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeLessThan(bodyTop);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.keyboard.press('Escape');
    await page.waitForSelector('#navbar-drawer[hidden]', { state: 'attached' });
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.close();
  });
});

describe('code blocks', () => {
  const CODE_PAGES = ['/', '/docs/api/developing_with_telegram_sable', '/docs/api/authentication', '/docs/api/Monk/1-create-agent'];

  it('never lets the Copy button cover code, at 390 and 1280 px', async () => {
    for (const context of [mobile, desktop]) {
      for (const route of CODE_PAGES) {
        const { page, errors } = await open(context, route);
        // Covering means overlapping the code's own box (its first line starts at its top), not the block's padding.
        const covered = await page.evaluate(() =>
          [...document.querySelectorAll('.code-block')].flatMap((block) => {
            const button = block.querySelector('.copy-button')?.getBoundingClientRect();
            const code = block.querySelector('pre code')?.getBoundingClientRect();
            if (!button || !code || button.width === 0 || code.width === 0) return [];
            const overlaps = button.left < code.right && button.right > code.left && button.top < code.bottom && button.bottom > code.top;
            return overlaps ? [block.textContent!.slice(0, 40)] : [];
          }),
        );
        expect(covered, `${route} at ${context === mobile ? 390 : 1280} px`).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });

  it('sets code at 13 px at least, the home page curl snippet included', async () => {
    for (const route of CODE_PAGES) {
      const { page } = await open(mobile, route);
      const sizes = await page.evaluate(() => [...document.querySelectorAll('pre code')].map((code) => parseFloat(getComputedStyle(code).fontSize)));
      expect(sizes.length, route).toBeGreaterThan(0);
      expect(Math.min(...sizes), route).toBeGreaterThanOrEqual(13);
      await page.close();
    }
  });
});

describe('the top of a docs page on a phone (390 px)', () => {
  it('shows the title in the first quarter of the screen: a one-line announcement link, breadcrumbs beside the version, a one-line TOC', async () => {
    const { page, errors } = await open(mobile, '/docs/api/Monk/11-get-agent-trades-v-2');
    expect(await page.locator('.announcement a').evaluate((link) => link.getClientRects().length)).toBe(1);
    const crumbs = (await page.locator('.breadcrumbs').boundingBox())!;
    const version = (await page.locator('.version-badge').boundingBox())!;
    expect(version.y).toBeLessThan(crumbs.y + crumbs.height / 2);
    expect(await page.locator('.version-badge').textContent()).toBe('Version: v1');
    const toc = (await page.locator('.toc-mobile').boundingBox())!;
    expect(toc.height).toBeLessThan(40);
    const title = (await page.locator('h1').boundingBox())!;
    expect(title.y).toBeLessThan(VIEWPORTS.mobile.height / 4);
    expect(errors).toEqual([]);
    await page.close();
  });
});
