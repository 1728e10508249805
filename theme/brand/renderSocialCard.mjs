#!/usr/bin/env node
/** Renders social-card.html to content/static/img/social-card.png (1200×630) with Debian chromium. */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../../content/static/img/social-card.png');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--allow-file-access-from-files'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
await page.goto(pathToFileURL(path.join(here, 'social-card.html')).href, { waitUntil: 'load' });
await page.screenshot({ path: out });
await browser.close();
console.log(path.relative(process.cwd(), out));
