import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoReady, newLayoutContexts, openReady, trackErrors, useBrowser, VIEWPORTS } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');

const browser = useBrowser();
let desktop: BrowserContext;
let mobile: BrowserContext;
beforeAll(async () => {
  ({ desktop, mobile } = await newLayoutContexts(browser));
});

/** Opens a route and waits until the client runtime has initialised. */
const open = (context: BrowserContext, route: string) => openReady(context, baseUrl + route);

describe('page frame, top to bottom (1280 px)', () => {
  it('makes the skip link the first focusable element, and it jumps to the main content', async () => {
    const { page, errors } = await open(desktop, '/docs/intro');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    expect((await page.locator('.skip-link').boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the announcement bar with its HTML and colours, and no close button (not closeable)', async () => {
    const { page, errors } = await open(desktop, '/');
    const bar = page.locator('.announcement');
    expect(await bar.textContent()).toContain('Join Sable now and get 200 FREE credits.');
    const link = bar.locator('a');
    expect(await link.getAttribute('href')).toBe('https://app.sable.example');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const colours = await bar.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);
    expect(colours).toEqual(['rgb(20, 33, 61)', 'rgb(255, 255, 255)']);
    expect(await bar.locator('button').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has Docs and Developers opening their sidebars and Support opening the community chat in a new tab', async () => {
    const { page, errors } = await open(desktop, '/docs/api/authentication');
    const nav = page.locator('.navbar-inner');
    expect(await nav.getByRole('link', { name: 'Docs', exact: true }).getAttribute('href')).toBe('/docs/intro');
    const developers = nav.getByRole('link', { name: 'Developers', exact: true });
    expect(await developers.getAttribute('href')).toBe('/docs/api/api-introduction');
    expect(await developers.getAttribute('aria-current')).toBe('true');
    const support = nav.getByRole('link', { name: /Support/ });
    expect([await support.getAttribute('href'), await support.getAttribute('target'), await support.getAttribute('rel')]).toEqual(['https://discord.sable.example', '_blank', 'noopener noreferrer']);
    expect(await page.locator('.navbar-end .color-mode-toggle').isVisible()).toBe(true);
    expect(await page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe('Authentication');
    await developers.click();
    await page.waitForURL('**/docs/api/api-introduction');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hides the navbar while scrolling down and brings it back when scrolling up', async () => {
    const { page, errors } = await open(desktop, '/docs/intro');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 900);
    await page.waitForSelector('.navbar[data-hidden]', { state: 'attached' });
    // The navbar slides away with a CSS transition: wait for it to move, not just for the attribute.
    await expect.poll(async () => (await page.locator('.navbar').boundingBox())!.y).toBeLessThan(0);
    await page.mouse.wheel(0, -300);
    await page.waitForSelector('.navbar:not([data-hidden])', { state: 'attached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a docs page with collapsible categories, the active item, breadcrumbs, version v1 and previous/next', async () => {
    const { page, errors } = await open(desktop, '/docs/product/start-a-chat');
    const sidebar = page.locator('.doc-sidebar');
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Start a chat');
    const category = sidebar.locator('details.sidebar-category').first();
    expect(await category.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await category.locator('summary').click();
    expect(await category.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(await sidebar.getByRole('link', { name: 'Start a chat' }).isVisible()).toBe(false);
    expect(await page.locator('.breadcrumbs').textContent()).toMatch(/Home.*Product.*Start a chat/);
    expect(await page.locator('.version-badge').textContent()).toBe('Version: v1');
    expect(await page.locator('.paginator .previous').count()).toBe(1);
    expect(await page.locator('.paginator .next').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists h2 and h3 headings in the right-hand table of contents and follows the heading being read', async () => {
    const { page, errors } = await open(desktop, '/docs/intro');
    const toc = page.locator('.doc-toc');
    expect(await toc.isVisible()).toBe(true);
    expect(await page.locator('.toc-mobile').isVisible()).toBe(false);
    const headings = await page.locator('article.markdown :is(h2, h3)[id]').evaluateAll((elements) => elements.map((element) => element.id));
    const links = await toc.locator('.toc-link').evaluateAll((elements) => elements.map((element) => (element as HTMLAnchorElement).hash.slice(1)));
    expect(links).toEqual(headings);
    const target = headings[3]!;
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target);
    await page.waitForFunction((id) => document.querySelector('.doc-toc .toc-link.active')?.getAttribute('href') === `#${id}`, target);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction((id) => document.querySelector('.doc-toc .toc-link.active')?.getAttribute('href') === `#${id}`, headings[0]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists a category page as cards with descriptions', async () => {
    const { page, errors } = await open(desktop, '/docs/category/product');
    const cards = page.locator('.card-grid .card');
    expect(await cards.count()).toBe(9);
    for (const description of await cards.locator('.card-description').allTextContents()) expect(description.length).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the blog list, a post with authors, date, reading time and tags, and links the RSS and Atom feeds', async () => {
    const { page, errors } = await open(desktop, '/blog');
    expect(await page.locator('.post-preview').count()).toBe(2);
    expect(await page.locator('.post-preview .read-more').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/blog/rss.xml');
    expect(await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toBe('/blog/atom.xml');
    expect(await page.locator('.blog-sidebar').getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/blog/rss.xml');
    await page.locator('.post-preview h2 a').first().click();
    await page.waitForURL('**/blog/mdx-blog-post');
    const meta = await page.locator('.blog-post .post-meta').textContent();
    expect(meta).toMatch(/June 2, 2025 · \d+ min read/);
    expect(meta).toContain('Theo Achterberg');
    expect(await page.locator('.blog-post-footer .tag').allTextContents()).toEqual(['Docusaurus']);
    for (const route of ['/blog/archive', '/blog/authors', '/blog/tags', '/blog/tags/hello']) {
      await page.goto(baseUrl + route);
      expect(await page.locator('main h1').textContent(), route).toBeTruthy();
    }
    expect(await page.locator('.post-preview').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders the footer: logo 350 px wide, the tagline verbatim, link columns, external links in a new tab, copyright', async () => {
    const { page, errors } = await open(desktop, '/markdown-page');
    const footer = page.locator('footer.footer');
    expect((await footer.locator('.footer-logo').boundingBox())!.width).toBe(350);
    expect(await footer.locator('.footer-tagline').textContent()).toBe('The Ultimate AI Web3 Assistant powered by specialized agents for all your need in crypto.');
    expect(await footer.locator('.footer-title').allTextContents()).toEqual(['Docs', 'Community', 'Legal']);
    const internal = await footer.locator('.footer-column a:not([target])').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(internal).toEqual(['/docs/intro', '/docs/api/api-introduction', '/docs/legal/privacy-policy', '/docs/legal/terms-of-service', '/docs/legal/content-policy']);
    const external = await footer.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
    expect(external.length).toBe(4);
    expect(new Set(external)).toEqual(new Set(['noopener noreferrer']));
    expect(await footer.locator('.footer-bottom-logo').getAttribute('href')).toBe('https://app.sable.example');
    expect(await footer.locator('.footer-copyright').textContent()).toBe('Copyright © 2025 Sable');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await desktop.newPage();
    const response = await page.goto(baseUrl + '/docs/no-such-page');
    expect(response!.status()).toBe(404);
    expect(await page.locator('main h1').textContent()).toBe('Page not found');
    expect(await page.locator('#base-url-banner').count()).toBe(0);
    await page.close();
  });
});

describe('a closeable announcement bar (the real site\'s is not; this rewrites one page to test the behaviour)', () => {
  const key = 'docsite-announcement-dismissed:free-credits-200';
  /** Serves /docs/intro with `isCloseable: true`: the close button and the head script's key, as the theme renders them. */
  async function serveCloseable(page: Page, id = 'free-credits-200') {
    await page.route(`${baseUrl}/docs/intro`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('var b=null;', `var b=${JSON.stringify(`docsite-announcement-dismissed:${id}`)};`)
        .replace('data-announcement-id="free-credits-200"', `data-announcement-id="${id}"`)
        .replace(/(<div class="announcement-content">.*?<\/div>)/, '$1<button type="button" class="announcement-close" aria-label="Close announcement" data-announcement-close=""><span aria-hidden="true">×</span></button>')
        .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
      // The served CSP (header and meta tag) pins the inline script's hash; the rewritten script is a test fixture.
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, body: html, headers });
    });
  }

  it('closes on its button, remembers the dismissal by bar id, never flashes on reload, and shows a new bar again', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await serveCloseable(page);
    await gotoReady(page, baseUrl + '/docs/intro');
    await page.click('[data-announcement-close]');
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBe('true');
    // With the runtime blocked, only the inline head script can hide the bar: it does so before first paint.
    await page.route('**/assets/main.*.js', (route) => route.abort());
    await page.reload();
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    await page.unroute('**/assets/main.*.js');
    await page.unroute(`${baseUrl}/docs/intro`);
    await serveCloseable(page, 'a-new-announcement');
    await page.reload();
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
    await context.close();
  });
});

describe('mobile layout (390 px, below the 996 px breakpoint)', () => {
  it('collapses the navbar into a menu button; the drawer has the items and the sidebar, traps focus and closes on Escape', async () => {
    const { page, errors } = await open(mobile, '/docs/product/faq');
    expect(await page.locator('.navbar-inner > .navbar-items').isVisible()).toBe(false);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
    const toggle = page.locator('[data-drawer-open]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('#navbar-drawer');
    expect(await drawer.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close navigation menu');
    for (const name of ['Docs', 'Developers', 'Blog']) expect(await drawer.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: /Support/ }).isVisible()).toBe(true);
    expect(await drawer.locator('.sidebar [aria-current="page"]').textContent()).toBe('FAQ');
    for (let index = 0; index < 40; index++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#navbar-drawer')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#navbar-drawer')))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-drawer-open'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes the drawer on its backdrop and when a link in it is followed (client-side)', async () => {
    const { page, errors } = await open(mobile, '/docs/intro');
    await page.tap('[data-drawer-open]');
    await page.mouse.click(385, 400);
    expect(await page.locator('#navbar-drawer').isVisible()).toBe(false);
    await page.tap('[data-drawer-open]');
    await page.locator('#navbar-drawer').getByRole('link', { name: 'Developers', exact: true }).tap();
    await page.waitForURL('**/docs/api/api-introduction');
    expect(await page.locator('#navbar-drawer').isVisible()).toBe(false);
    await page.tap('[data-drawer-open]');
    expect(await page.locator('#navbar-drawer .sidebar [aria-current="page"]').textContent()).toBe('Introduction');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('puts a collapsible table of contents above the content', async () => {
    const { page, errors } = await open(mobile, '/docs/intro');
    expect(await page.locator('.doc-toc').isVisible()).toBe(false);
    const toc = page.locator('.toc-mobile');
    expect(await toc.isVisible()).toBe(true);
    expect(await toc.locator('.toc-link').first().isVisible()).toBe(false);
    await toc.locator('summary').tap();
    const link = toc.locator('.toc-link').nth(2);
    expect(await link.isVisible()).toBe(true);
    await link.tap();
    expect(await toc.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits the phone width without sideways scrolling', async () => {
    const page = await mobile.newPage();
    const errors = trackErrors(page);
    for (const route of ['/', '/docs/intro', '/docs/api/Monk/1-create-agent', '/blog/long-blog-post', '/blog']) {
      await gotoReady(page, baseUrl + route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('with JavaScript off', () => {
  it('reads and navigates as plain HTML: footer logo image, navbar links and the sidebar all present', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(baseUrl + '/');
      expect(await page.getAttribute('html', 'data-js')).toBeNull();
      expect(await page.locator('footer .logo-light').isVisible()).toBe(true);
      expect(await page.locator('footer .logo-dark').isVisible()).toBe(false);
      expect(await page.locator('.navbar-inner').getByRole('link', { name: 'Developers', exact: true }).isVisible()).toBe(true);
      await page.locator('.hero-actions').getByRole('link', { name: 'Read the docs' }).click();
      await page.waitForURL('**/docs/intro');
      expect(await page.locator('main h1').textContent()).toBe('Welcome to the Sable docs');
      expect(await page.locator('.doc-sidebar').getByRole('link', { name: 'Introduction' }).isVisible()).toBe(true);
      await context.close();
    }
  });
});
