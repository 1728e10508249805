import { describe, expect, inject, it } from 'vitest';
import { openReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The fonts a page fetched, by file name without its hash, with the bytes each took on the wire. */
function fetchedFonts(page: import('playwright-core').Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ name: entry.name.split('/').pop()!.replace(/\.[^.]+\.woff2$/, ''), bytes: (entry as PerformanceResourceTiming).encodedBodySize }));
  });
}

describe('self-hosted variable fonts (issue 23)', () => {
  it('sets text in Inter and code in JetBrains Mono, fetching only the Latin ranges an English page uses', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const { page, errors } = await openReady(context, baseUrl + '/docs/api/authentication');
      const fonts = await fetchedFonts(page);
      expect(fonts.map((font) => font.name).sort()).toEqual(['inter-latin-core-wght-normal', 'jetbrains-mono-latin-wght-normal']);
      // Each file arrived whole (a variable font for every weight the theme uses), and small.
      for (const font of fonts) expect(font.bytes, font.name).toBeGreaterThan(20_000), expect(font.bytes, font.name).toBeLessThan(60_000);
      const families = await page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        code: getComputedStyle(document.querySelector('main pre code')!).fontFamily,
        interLoaded: document.fonts.check('16px "Inter Variable"'),
        monoLoaded: document.fonts.check('16px "JetBrains Mono Variable"'),
      }));
      expect(families.body).toMatch(/^"Inter Variable", "Inter Variable Fallback", /);
      expect(families.code).toMatch(/^"JetBrains Mono Variable", "JetBrains Mono Variable Fallback", /);
      expect(families).toMatchObject({ interLoaded: true, monoLoaded: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('preloads the text font from the head, the same file the stylesheet asks for', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    try {
      const { page } = await openReady(context, baseUrl + '/');
      const preloads = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => ({ href: link.href, type: link.type, crossOrigin: link.crossOrigin })));
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toMatchObject({ type: 'font/woff2', crossOrigin: 'anonymous' });
      expect(preloads[0]!.href).toMatch(/\/assets\/inter-latin-core-wght-normal\.[^/]+\.woff2$/);
      // Used, not fetched twice: the preload is the one request for that file.
      const requests = await page.evaluate((href) => performance.getEntriesByType('resource').filter((entry) => entry.name === href).length, preloads[0]!.href);
      expect(requests).toBe(1);
    } finally {
      await context.close();
    }
  });
});
