#!/usr/bin/env node
/**
 * `npm run screenshots`: builds the site into a temporary folder, serves it with
 * `docsite serve`, and writes full-page screenshots of the home page, a docs page, an API
 * page, a blog post and the 404 page, at 1280 px and 390 px, in the light and dark themes, to
 * bench/screenshots/<page>-<width>-<theme>.png. Uses Debian's chromium (never a download).
 *
 *   node bench/screenshots.mjs [--dir <built site>]   (--dir skips the build)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildRealSite, serveSite } from './realSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'bench/screenshots');
const PAGES = { home: '/', docs: '/docs/intro', api: '/docs/api/Monk/1-create-agent', blog: '/blog/long-blog-post', 'not-found': '/this-page-does-not-exist' };
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };
const THEMES = ['light', 'dark'];

function build() {
  const site = buildRealSite(root, mkdtempSync(path.join(os.tmpdir(), 'docsite-screenshots-')));
  if (site.error) throw new Error(`docsite build failed:\n${site.error}`);
  return site.dir;
}

const dirFlag = process.argv.indexOf('--dir');
const siteDir = dirFlag > 0 ? path.resolve(process.argv[dirFlag + 1]) : build();
const server = await serveSite(root, siteDir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
mkdirSync(outDir, { recursive: true });
try {
  for (const [name, route] of Object.entries(PAGES)) {
    for (const viewport of Object.values(WIDTHS)) {
      for (const theme of THEMES) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        const page = await context.newPage();
        await page.goto(server.url + route, { waitUntil: 'networkidle' });
        await page.waitForSelector('html[data-ready]', { state: 'attached' });
        // Bring the footer into view so its logo island loads, then return to the top.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForSelector('.footer-logo[data-logo-status="ready"]', { timeout: 5000 }).catch(() => {});
        await page.evaluate(() => window.scrollTo(0, 0));
        // A full-page capture shows sections the browser skips until they near the viewport
        // (`content-visibility: auto`, the API page's sections) as blank placeholders: render them all.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        await page.waitForTimeout(250);
        const file = path.join(outDir, `${name}-${viewport.width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(root, file));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  if (dirFlag < 0) rmSync(siteDir, { recursive: true, force: true });
}
