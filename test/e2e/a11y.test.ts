import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoReady, launchBrowser, trackErrors, VIEWPORTS } from '../helpers/browser.js';
import { sitemapRoutes } from '../helpers/sitemapRoutes.js';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;

async function runAxe(page: Page): Promise<string[]> {
  // Let a theme switch settle (no transition mid-way) before colours are measured.
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-theme-switching'));
  // The API page skips laying out its sections until they near the screen (`content-visibility: auto`):
  // audit them laid out, as a reader scrolling sees them, not mid-layout (CI's axe measured a summary's
  // target size there while its section was being laid out).
  await page.addStyleTag({ content: '.api-reference > section, .api-console > section { content-visibility: visible !important; }' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(async (tags) => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(', ')})`);
  }, TAGS);
}

let browser: Browser;
const routes = sitemapRoutes(buildDir);
const problems: Record<(typeof THEMES)[number], string[]> = { light: [], dark: [] };

/**
 * Each page is loaded once in the saved light theme, audited, switched to dark with the
 * colour-mode switch (what a reader does), and audited again. Two pages run at a time.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  // The served CSP allows only the site's own inline scripts; axe is injected as one, so the audit bypasses it.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
  await context.addInitScript(() => {
    localStorage.setItem('theme', 'light');
    // Data saver: no prefetching, so the audit measures pages, not background fetches.
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
  });
  const queue = [...routes];
  const worker = async () => {
    const page = await context.newPage();
    const errors = trackErrors(page);
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      await gotoReady(page, baseUrl + route, { waitUntil: 'load' });
      await page.addScriptTag({ path: axePath });
      for (const theme of THEMES) {
        if (theme === 'dark') await page.click('[data-color-mode-toggle]');
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        problems[theme].push(...(await runAxe(page)).map((violation) => `${route}: ${violation}`));
      }
    }
    // The unknown path answers 404 by design; any other console error is a problem.
    problems.light.push(...errors.filter((error) => !error.includes('404')).map((error) => `console: ${error}`));
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  await context.close();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('accessibility: axe-core (WCAG 2.2 AA rules) on every route of the sitemap', () => {
  it('audits every route of the sitemap and the not-found page', () => {
    expect(routes.length).toBeGreaterThanOrEqual(58);
  });

  for (const theme of THEMES) {
    it(`reports no violations in the ${theme} theme`, () => {
      expect(problems[theme]).toEqual([]);
    });
  }
});
