import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoReady, openReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/servedFixture.js';

/**
 * Issue 22's "Done means": the version and locale dropdowns, the banner and the preferred
 * version together, on the Docusaurus site of three versions (current, 2.0 the last, 1.0)
 * and three locales (en, fr, ar), read unchanged.
 */
const PREFERRED_KEY = 'docs-preferred-version-default';
const browser = useBrowser();
const site = useServedFixture('docusaurus-versions-i18n');
let context: BrowserContext;

beforeAll(async () => {
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
});

const linksOf = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
const preferred = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY);

describe('versions and locales together', () => {
  it("the version dropdown of a French page names the French labels, stays in French and on the same page, and saves the choice", async () => {
    const { page, errors } = await openReady(context, `${site.url()}/fr/docs/next/guides/setup`);
    const dropdown = page.locator('header [data-version-dropdown]');
    await expect(dropdown.locator('summary').textContent()).resolves.toBe('Prochaine');
    expect(await linksOf(page, 'header [data-version-dropdown] a[data-version-link]')).toEqual([['Prochaine', '/fr/docs/next/guides/setup'], ['2.0', '/fr/docs/guides/setup'], ['1.0', '/fr/docs/1.0/intro']]);
    await dropdown.locator('summary').click();
    await dropdown.locator('a[data-version-link="2.0"]').click();
    await page.waitForURL(`${site.url()}/fr/docs/guides/setup`);
    await expect(page.locator('.sidebar-category-label').first().textContent()).resolves.toBe('Guides pratiques');
    expect(await preferred(page)).toBe('2.0');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the locale dropdown of an old version keeps the version; its banner, in French, leads to the latest French page, which becomes the preferred version', async () => {
    const { page, errors } = await openReady(context, `${site.url()}/fr/docs/1.0/intro`);
    expect(await linksOf(page, 'header [data-locale-dropdown] a[data-locale-link]')).toEqual([['English', '/docs/1.0/intro'], ['Français', '/fr/docs/1.0/intro'], ['العربية', '/ar/docs/1.0/intro']]);
    expect(await preferred(page)).toBe('1.0');
    const banner = page.locator('[data-version-banner="unmaintained"]');
    await expect(banner.textContent()).resolves.toContain('qui n’est plus maintenue');
    await banner.getByRole('link', { name: 'dernière version' }).click();
    await page.waitForURL(`${site.url()}/fr/docs/intro`);
    await expect(page.locator('article').textContent()).resolves.toContain('Version deux.');
    expect(await preferred(page)).toBe('2.0');
    await page.locator('header [data-locale-dropdown] summary').click();
    await page.locator('header a[data-locale-link="ar"]').click();
    await page.waitForURL(`${site.url()}/ar/docs/intro`);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("leads the navbar's docs link of a French page of no version into the version last read", async () => {
    const { page, errors } = await openReady(context, `${site.url()}/fr/docs/1.0/intro`);
    expect(await preferred(page)).toBe('1.0');
    await gotoReady(page, `${site.url()}/fr/`);
    const docsLink = page.locator('header .navbar-items a', { hasText: 'Docs' });
    await expect(docsLink.getAttribute('href')).resolves.toBe('/fr/docs/1.0/intro');
    await docsLink.click();
    await page.waitForURL(`${site.url()}/fr/docs/1.0/intro`);
    await expect(page.locator('article').textContent()).resolves.toContain('Version un.');
    expect(errors).toEqual([]);
    await page.close();
  });
});
