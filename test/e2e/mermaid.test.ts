import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/servedFixture.js';

/** Issue 19: mermaid diagrams drawn by the lazily loaded island (docusaurus-mdx-mermaid fixture: theme-mermaid, neutral light and dark themes). */
const browser = useBrowser();
const fixture = useServedFixture('docusaurus-mdx-mermaid');

/** Opens `route` and lists the scripts it fetched (paths) and every page error and console error (CSP refusals included). */
async function open(route: string): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The fixture has no favicon, and chromium asks for /favicon.ico on its own.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoReady(page, `${fixture.url()}${route}`);
  return { page, scripts, errors };
}

const drawn = (page: Page) => page.locator('.mermaid-diagram[data-island-state="ready"] > .mermaid-drawn > svg').first();
const styleOf = (page: Page) => drawn(page).evaluate((svg) => svg.querySelector('style')?.textContent ?? '');

describe('mermaid diagrams', () => {
  it('draws a fence as an <svg> with no console or CSP error, hides its source, and draws it again in the dark theme when the reader switches', async () => {
    const { page, scripts, errors } = await open('/docs/flow');
    await drawn(page).waitFor();
    expect(await drawn(page).locator('.node').count()).toBe(2);
    expect(await page.locator('.mermaid-diagram > pre.mermaid').isHidden()).toBe(true);
    expect(await page.locator('.mermaid-drawn').getAttribute('data-mode')).toBe('light');
    expect(scripts.some((script) => /\/assets\/chunks\/mermaid\.[^/]+\.js$/.test(script))).toBe(true);
    const light = await styleOf(page);
    await page.locator('[data-color-mode-toggle]').click();
    await expect.poll(() => page.locator('.mermaid-drawn').getAttribute('data-mode')).toBe('dark');
    const dark = await styleOf(page);
    expect(dark).not.toBe(light);
    // mermaid's dark theme fills nodes with its dark main background; neutral's light theme does not.
    expect([light.includes('#1f2020'), dark.includes('#1f2020')]).toEqual([false, true]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws @theme/Mermaid's <Mermaid value> the same way", async () => {
    const { page, errors } = await open('/docs/component');
    await drawn(page).waitFor();
    expect(await drawn(page).locator('.node').count()).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the source of a diagram mermaid cannot read in view, with its message, and nothing of it left on the page', async () => {
    const { page, errors } = await open('/docs/broken');
    const island = page.locator('.mermaid-diagram');
    await expect.poll(() => island.getAttribute('data-island-state')).toBe('ready');
    expect(await island.getAttribute('data-mermaid-error')).toMatch(/No diagram type detected/);
    expect(await island.locator('pre.mermaid').isVisible()).toBe(true);
    expect(await page.locator('svg[id^="mermaid-svg-"], [id^="dmermaid-svg-"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads no mermaid code on a page without a diagram', async () => {
    const { page, scripts, errors } = await open('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /mermaid|flowDiagram/i.test(script))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
