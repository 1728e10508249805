import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoReady, newLayoutContexts, openReady, sidewaysScrollers, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { SPEC_ROUTES } from '../helpers/specRoutes.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/** Issue 20: the layout of an API operation page, two columns from 1280 px and one below. */
const baseUrl = inject('baseUrl');
const OPERATION_ROUTES = SPEC_ROUTES.filter((route) => route.startsWith('/docs/api/Monk/') && route !== '/docs/api/Monk/0-xmonk');
/** Every operation page at one width is a few dozen page loads on a shared machine. */
const ALL_OPERATIONS_TIMEOUT = 300_000;

const browser = useBrowser();
let desktop: BrowserContext;
let mobile: BrowserContext;
beforeAll(async () => {
  ({ desktop, mobile } = await newLayoutContexts(browser));
});

type Box = { left: number; right: number; top: number; bottom: number };

/** Where the reference column, the samples column, the first section of the reference and the samples heading are. */
function columns(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string): Box => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    const first = document.querySelector('#parameters') ? '#parameters' : '#request-body';
    return { reference: box('.api-reference'), console: box('.api-console'), parameters: box(first), samples: box('#code-samples') };
  });
}

describe('an operation page at 1280 px', () => {
  it(
    'shows the code samples beside the parameters, their top within the first viewport, on every operation page',
    async () => {
      expect(OPERATION_ROUTES).toHaveLength(21);
      const problems: string[] = [];
      const page = await desktop.newPage();
      for (const route of OPERATION_ROUTES) {
        await gotoReady(page, baseUrl + route);
        const { reference, console, parameters, samples } = await columns(page);
        if (console.left < reference.right) problems.push(`${route}: the samples column starts at ${console.left} px, inside the reference (to ${reference.right} px)`);
        if (samples.top < 0 || samples.bottom > VIEWPORTS.desktop.height) problems.push(`${route}: the samples heading is at ${samples.top}–${samples.bottom} px`);
        // Beside: the samples column spans the height at which the parameters (or the body) start.
        if (!(console.top <= parameters.top && console.bottom > parameters.top)) problems.push(`${route}: the samples column (${console.top}–${console.bottom} px) is not beside the parameters at ${parameters.top} px`);
      }
      await page.close();
      expect(problems).toEqual([]);
    },
    ALL_OPERATIONS_TIMEOUT,
  );

  it('keeps the samples column in view while the reader scrolls the reference, and scrolls it on its own', async () => {
    const { page, errors } = await openReady(desktop, `${baseUrl}/docs/api/Monk/14-buy-tokens`);
    await page.evaluate(() => document.getElementById('responses')!.scrollIntoView());
    const { console, reference } = await columns(page);
    expect(reference.top).toBeLessThan(0);
    expect(console.top).toBeGreaterThanOrEqual(0);
    expect(console.bottom).toBeLessThanOrEqual(VIEWPORTS.desktop.height);
    const scroller = await page.locator('.api-console').evaluate((element) => ({ overflow: getComputedStyle(element).overflowY, more: element.scrollHeight > element.clientHeight }));
    expect(scroller).toEqual({ overflow: 'auto', more: true });
    // The TOC gives its column to the samples: the page has no third column.
    expect(await page.locator('.doc-toc').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the parameter and response header tables inside the reference column, or scrolling inside themselves with their cue', async () => {
    const problems: string[] = [];
    for (const context of [desktop, mobile]) {
      for (const route of ['/docs/api/Monk/14-buy-tokens', '/docs/api/Monk/11-get-agent-trades-v-2', '/docs/api/Monk/7-get-agents']) {
        const { page } = await openReady(context, baseUrl + route);
        const tables = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLTableElement>('.api-reference table')].map((table) => {
            const fades = ['--fade-start', '--fade-end'].map((name) => parseFloat(getComputedStyle(table).getPropertyValue(name)));
            return {
              name: table.className,
              width: table.getBoundingClientRect().width,
              column: document.querySelector('.api-reference')!.clientWidth,
              scrolls: table.scrollWidth > table.clientWidth + 1,
              cue: fades.some((fade) => fade > 0) && table.tabIndex === 0,
            };
          }),
        );
        for (const table of tables) {
          if (table.width > table.column + 1) problems.push(`${route} ${table.name}: ${table.width} px in ${table.column} px`);
          if (table.scrolls && !table.cue) problems.push(`${route} ${table.name} scrolls without its cue`);
        }
        expect(tables.length, route).toBeGreaterThan(0);
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('an operation page reached by client navigation', () => {
  it('has its two columns and its example selection, as on a first load', async () => {
    // From the API info page (one column beside a TOC) to an operation page, through the sidebar.
    const { page, errors } = await openReady(desktop, `${baseUrl}/docs/api/Monk/0-xmonk`);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Get agent', exact: true }).click();
    await page.waitForURL('**/docs/api/Monk/6-get-agent');
    await page.locator('.api-console').waitFor();
    const { reference, console } = await columns(page);
    expect(console.left).toBeGreaterThanOrEqual(reference.right);
    await page.locator('#response-404 > summary').click();
    await expect(page.locator('.api-response-examples [role=tab][aria-selected=true]').innerText()).resolves.toBe('404');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('an operation page below 1280 px', () => {
  it('is one column: the samples follow the reference, and the TOC is back at 1024 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    const { page } = await openReady(context, `${baseUrl}/docs/api/Monk/6-get-agent`);
    const { reference, console } = await columns(page);
    expect(console.top).toBeGreaterThanOrEqual(reference.bottom);
    expect(console.left).toBe(reference.left);
    expect(await page.locator('.doc-toc').isVisible()).toBe(true);
    await context.close();
  });

  it.each([320, 390])(
    'never scrolls sideways at %i px, on any operation page',
    async (width) => {
      expect(await sidewaysScrollers(browser, baseUrl, OPERATION_ROUTES, width)).toEqual([]);
    },
    ALL_OPERATIONS_TIMEOUT,
  );
});

describe('responses and their examples', () => {
  const marker = (page: Page, status: string) => page.locator(`#response-${status} > summary`).evaluate((summary) => getComputedStyle(summary, '::before').transform);

  it('marks a collapsed response as one that opens, turns the marker when it opens, and selects its example on the right', async () => {
    const { page, errors } = await openReady(desktop, `${baseUrl}/docs/api/Monk/6-get-agent`);
    const examples = page.locator('.api-response-examples');
    await expect(examples.locator('[role=tab][aria-selected=true]').innerText()).resolves.toBe('200');
    const closed = await marker(page, '404');
    expect(closed).not.toBe('none');
    expect(await marker(page, '200')).not.toBe(closed);
    await page.locator('#response-404 > summary').click();
    await expect.poll(() => marker(page, '404')).toBe(await marker(page, '200'));
    await expect(examples.locator('[role=tab][aria-selected=true]').innerText()).resolves.toBe('404');
    await expect(examples.locator('.tab-panel[data-value="404"]').isVisible()).resolves.toBe(true);
    await expect(examples.locator('.tab-panel[data-value="200"]').isVisible()).resolves.toBe(false);
    // Closing it again leaves the example where it is.
    await page.locator('#response-404 > summary').click();
    await expect(examples.locator('[role=tab][aria-selected=true]').innerText()).resolves.toBe('404');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows every status of the examples on a phone, wrapping rather than hiding them past the edge', async () => {
    const { page } = await openReady(mobile, `${baseUrl}/docs/api/Monk/14-buy-tokens`);
    const edges = await page.locator('.api-response-examples [role=tab]').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().right));
    expect(edges.length).toBe(8);
    expect(Math.max(...edges)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.close();
  });

  it('highlights the example bodies: keys and strings in colours of their own', async () => {
    const { page } = await openReady(desktop, `${baseUrl}/docs/api/Monk/6-get-agent`);
    const colours = await page.evaluate(() => {
      const panel = document.querySelector('.api-response-examples .tab-panel[data-selected]')!;
      const colour = (selector: string) => getComputedStyle(panel.querySelector(selector)!).color;
      return { key: colour('.json-key'), string: colour('.json-string'), plain: colour('pre code') };
    });
    expect(new Set(Object.values(colours)).size).toBe(3);
    await page.close();
  });
});

describe('an operation page in no sidebar', () => {
  const fixtureDir = path.join(repoRoot, 'test/fixtures/openapi-no-sidebar');
  let outDir: string;
  let site: ServerProcess;
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-no-sidebar-'));
    const built = runCli(['build', '--out', outDir], fixtureDir);
    if (built.code !== 0) throw new Error(`building the no-sidebar fixture failed:\n${built.output}`);
    site = await startServer('serve', ['--dir', outDir], fixtureDir);
  });
  afterAll(async () => {
    await site?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('takes the width the sidebar would have had, in two columns at 1280 px and one wide column at 1024 px', async () => {
    // The fixture has no favicon: its 404 is no concern here, so console errors are not asserted.
    const { page } = await openReady(desktop, `${site.url}/api/getpet`);
    expect(await page.locator('.doc-sidebar').count()).toBe(0);
    const main = await page.locator('.doc-main').evaluate((element) => element.getBoundingClientRect().width);
    expect(main).toBeGreaterThan(VIEWPORTS.desktop.width - 100);
    const { reference, console } = await columns(page);
    expect(console.left).toBeGreaterThanOrEqual(reference.right);
    expect(reference.right - reference.left).toBeGreaterThan(400);
    await page.close();
    const narrower = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    const { page: one } = await openReady(narrower, `${site.url}/api/getpet`);
    // One column beside the TOC, not squeezed into the sidebar's 280 px.
    expect(await one.locator('.doc-main').evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(600);
    await narrower.close();
  });
});
