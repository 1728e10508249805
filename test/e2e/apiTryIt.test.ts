import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createApiProxy } from '../../src/server/proxy/createApiProxy.js';
import { gotoReady, launchBrowser, trackErrors, VIEWPORTS } from '../helpers/browser.js';

/** The API reference in a browser: sample tabs, the remembered language, and the try-it island against the sandbox. */
const baseUrl = inject('baseUrl');
const KEY = 'sk_test_try_it_secret';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
/** Requests the page sent to the proxy. */
let proxied: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  page = await context.newPage();
  errors = trackErrors(page);
  proxied = [];
  page.on('request', (request) => {
    if (request.url().includes('/api-proxy/')) proxied.push(`${request.method()} ${request.url().slice(baseUrl.length)}`);
  });
});
afterEach(async () => {
  await context.close();
});

/** Opens an operation page and waits for the try-it island to hydrate (it loads when scrolled into view). */
async function openTryIt(slug: string, credentials?: { key: string; user: string }) {
  await gotoReady(page, `${baseUrl}/docs/api/Monk/${slug}`);
  await page.locator('.try-it').scrollIntoViewIfNeeded();
  await page.locator('.try-it[data-island-state="ready"] .try-it-panel[data-ready]').waitFor();
  if (credentials) {
    await page.getByLabel('X-API-Key').fill(credentials.key);
    await page.getByLabel('X-User-Id').fill(credentials.user);
  }
}

const status = () => page.locator('.try-it-response .status-badge').innerText();
const responseBody = () => page.locator('.try-it-response-body').innerText();

describe('code sample tabs', () => {
  it('switches language and remembers it on other operation pages', async () => {
    await gotoReady(page, `${baseUrl}/docs/api/Monk/6-get-agent`);
    const samples = page.locator('#code-samples + .tabs');
    await expect.poll(() => samples.locator('[role=tab][aria-selected=true]').innerText()).toBe('python');
    await expect(samples.locator('.tab-panel[data-value=python]').isVisible()).resolves.toBe(true);
    await samples.getByRole('tab', { name: 'nodejs' }).click();
    await expect(samples.locator('.tab-panel[data-value=nodejs]').isVisible()).resolves.toBe(true);
    await expect(samples.locator('.tab-panel[data-value=python]').isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('docsite-tabs:lang'))).toBe('nodejs');

    await gotoReady(page, `${baseUrl}/docs/api/Monk/14-buy-tokens`);
    const other = page.locator('#code-samples + .tabs');
    await expect.poll(() => other.locator('[role=tab][aria-selected=true]').innerText()).toBe('nodejs');
    await expect(other.locator('.tab-panel[data-value=nodejs]').isVisible()).resolves.toBe(true);
    await expect(other.locator('.tab-panel[data-value=nodejs] pre').innerText()).resolves.toContain('process.env.SABLE_API_KEY');
    expect(errors).toEqual([]);
  });

  it('shows every sample, the schema trees and the try-it form with JavaScript off', async () => {
    const noJs = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    const staticPage = await noJs.newPage();
    await staticPage.goto(`${baseUrl}/docs/api/Monk/12-sell-tokens`);
    for (const language of ['python', 'curl', 'nodejs']) await expect(staticPage.locator(`#code-samples + .tabs .tab-panel[data-value=${language}]`).isVisible()).resolves.toBe(true);
    await staticPage.getByText('Sell a token amount', { exact: true }).first().click();
    await expect(staticPage.locator('.schema-name', { hasText: 'amount' }).first().isVisible()).resolves.toBe(true);
    await expect(staticPage.getByRole('button', { name: 'Send request' }).isVisible()).resolves.toBe(true);
    await noJs.close();
  });
});

describe('try-it', () => {
  it('sends the request through the proxy and shows status, time, headers and the pretty-printed body', async () => {
    await openTryIt('6-get-agent', { key: KEY, user: 'usr_TRYIT00001' });
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.try-it-response').waitFor();
    expect(await status()).toBe('200');
    expect(await page.locator('.try-it-time').innerText()).toMatch(/^\d+ ms$/);
    const body = await responseBody();
    expect(JSON.parse(body)).toMatchObject({ id: 'agt_7Qm2c9XkLp', user_id: 'usr_TRYIT00001' });
    expect(body).toContain('\n  "id": "agt_7Qm2c9XkLp"');
    await page.getByText(/Response headers/).click();
    await expect(page.locator('.try-it-headers').innerText()).resolves.toContain('content-type');
    expect(proxied).toEqual(['GET /api-proxy/agent/agt_7Qm2c9XkLp']);
    expect(errors).toEqual([]);
  });

  it('keeps credentials in sessionStorage, out of the URL, and masks them in the request preview', async () => {
    await openTryIt('7-get-agents', { key: KEY, user: 'usr_TRYIT00002' });
    await page.getByText('Request as curl (credentials masked)').click();
    const preview = await page.locator('.try-it-preview pre').innerText();
    expect(preview).toContain("--header 'X-API-Key: ••••••••'");
    expect(preview).toContain('https://api.sable.example/ta/agents?status=active');
    expect(preview).not.toContain(KEY);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.try-it-response').waitFor();
    expect(proxied.join(' ')).not.toContain(KEY);
    expect(page.url()).not.toContain(KEY);
    expect(await page.evaluate(() => sessionStorage.getItem('docsite-try-it:credentials'))).toContain(KEY);
    expect(await page.evaluate(() => localStorage.getItem('docsite-try-it:credentials'))).toBeNull();
    // Another operation page in the same tab reuses them.
    await openTryIt('6-get-agent');
    await expect(page.getByLabel('X-API-Key').inputValue()).resolves.toBe(KEY);
  });

  it('shows the 401 answer when no key is given', async () => {
    await openTryIt('6-get-agent');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.try-it-response').waitFor();
    expect(await status()).toBe('401');
    expect(JSON.parse(await responseBody()).error.code).toBe('unauthorized');
  });

  it('asks for confirmation, naming the environment, before a buy or a sell is sent', async () => {
    for (const [slug, expected] of [['14-buy-tokens', 'POST /api-proxy/agent/agt_7Qm2c9XkLp/buy'], ['12-sell-tokens', 'POST /api-proxy/agent/agt_7Qm2c9XkLp/sell']] as const) {
      proxied.length = 0;
      await openTryIt(slug, { key: KEY, user: 'usr_TRYIT00003' });
      const send = page.getByRole('button', { name: 'Send request' });
      await send.click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.innerText()).resolves.toContain('Sandbox (generated from the OpenAPI document; no real funds)');
      // Until the question is answered, only its own button sends.
      await expect(send.isDisabled()).resolves.toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog.count()).resolves.toBe(0);
      await expect(send.isEnabled()).resolves.toBe(true);
      expect(proxied, slug).toEqual([]);
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, send it' }).click();
      await page.locator('.try-it-response').waitFor();
      expect(await status(), slug).toBe('202');
      expect(proxied, slug).toEqual([expected]);
    }
  });

  it('sends a Send clicked before the panel loaded, once it has, with the saved credentials', async () => {
    await context.addInitScript((key) => sessionStorage.setItem('docsite-try-it:credentials', JSON.stringify({ 'X-API-Key': key, 'X-User-Id': 'usr_TRYIT00007' })), KEY);
    // Hold the island's code until the click has happened: the click lands on the server-rendered button.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/tryIt\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoReady(page, `${baseUrl}/docs/api/Monk/6-get-agent`);
    await page.locator('.try-it-send').click();
    await expect(page.locator('.try-it').getAttribute('data-island-state')).resolves.toBe('loading');
    expect(proxied).toEqual([]);
    release();
    await page.locator('.try-it-response').waitFor();
    expect(proxied).toEqual(['GET /api-proxy/agent/agt_7Qm2c9XkLp']);
    expect(await status()).toBe('200');
    expect(errors).toEqual([]);
  });

  it('clears the previous answer and error when a new request is sent', async () => {
    await page.route('**/api-proxy/**', (route) => route.abort('connectionrefused'));
    await openTryIt('6-get-agent', { key: KEY, user: 'usr_TRYIT00008' });
    const send = page.locator('.try-it-send');
    await send.click();
    await page.locator('.try-it-failed').waitFor();
    // The next answer is held until the page has been looked at while it is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.unroute('**/api-proxy/**');
    await page.route('**/api-proxy/**', async (route) => {
      await held;
      await route.continue();
    });
    await send.click();
    await expect(send.innerText()).resolves.toBe('Sending…');
    expect(await page.locator('.try-it-response, .try-it-error').count()).toBe(0);
    release();
    await page.locator('.try-it-response[data-status="200"]').waitFor();
    expect(await page.locator('.try-it-failed').count()).toBe(0);
    // The body is JSON, highlighted.
    expect(await page.locator('.try-it-response-body .json-key').count()).toBeGreaterThan(0);
  });

  it('says in the sandbox that any key works there and that a real key never belongs in a docs page', async () => {
    await openTryIt('6-get-agent');
    await expect(page.locator('.try-it-sandbox').innerText()).resolves.toBe('This is a sandbox: any key works here. Type anything, such as sk_test_123. Never paste a real API key into a documentation page.');
  });

  it('renders an HTML response body as inert text', async () => {
    const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
    await page.route('**/api-proxy/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: attack }));
    await openTryIt('6-get-agent', { key: KEY, user: 'usr_TRYIT00004' });
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.try-it-response').waitFor();
    expect(await responseBody()).toBe(attack);
    await expect(page.locator('.try-it-note').innerText()).resolves.toContain('is not JSON (text/html)');
    expect(await page.locator('.try-it-response img, .try-it-response script, .try-it-response b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('explains network errors and invalid JSON bodies', async () => {
    await page.route('**/api-proxy/**', (route) => route.abort('connectionrefused'));
    await openTryIt('1-create-agent', { key: KEY, user: 'usr_TRYIT00005' });
    const editor = page.getByLabel(/^Body/);
    await editor.fill('{"name": ');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toContain('The request body is not valid JSON');
    expect(proxied).toEqual([]);
    await editor.fill('{"name": "x", "chain": "base"}');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.locator('.try-it-failed').innerText()).resolves.toContain('Network error');
  });

  it('says clearly that the API did not answer in time when the proxy gives up on a silent upstream (504)', async () => {
    // The real proxy in front of a real upstream that takes requests and never answers, with a
    // 1 s deadline instead of 15 s; the page's requests go to it instead of the served sandbox.
    const reached: string[] = [];
    const silent = createServer((req) => void reached.push(`${req.method} ${req.url}`));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const proxy = createApiProxy({
      upstream: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/ta`,
      mountPath: '/api-proxy/',
      allowHeaders: ['X-API-Key', 'X-User-Id'],
      rateLimitPerMinute: 60,
      timeoutMs: 1000,
    });
    try {
      await page.route('**/api-proxy/**', async (route) => {
        const request = route.request();
        const answer = await proxy.fetch(new Request(request.url(), { method: request.method(), headers: await request.allHeaders(), body: request.postData() ?? undefined }), '127.0.0.1');
        await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) });
      });
      await openTryIt('6-get-agent', { key: KEY, user: 'usr_TRYIT00006' });
      const send = page.locator('.try-it-send');
      await send.click();
      await expect(send.innerText()).resolves.toBe('Sending…');
      await expect(send.isDisabled()).resolves.toBe(true);
      await page.locator('.try-it-response').waitFor();
      expect(reached).toEqual(['GET /ta/agent/agt_7Qm2c9XkLp']);
      expect(await status()).toBe('504');
      expect(Number((await page.locator('.try-it-time').innerText()).replace(' ms', ''))).toBeGreaterThanOrEqual(1000);
      await expect(page.locator('.try-it-response [role="alert"]').innerText()).resolves.toBe('The API did not answer in time (504 Gateway Timeout). It may be slow or unreachable; try again later.');
      expect(JSON.parse(await responseBody())).toEqual({ error: { code: 'upstream_timeout', message: 'The API did not answer in time.' } });
      await expect(send.isEnabled()).resolves.toBe(true);
      expect(errors.filter((error) => !error.includes('504'))).toEqual([]);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
