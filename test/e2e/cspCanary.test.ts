import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { trackErrors, useBrowser, VIEWPORTS, waitForReady } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/**
 * Issue 7, section 5: a canary script in untrusted places (page text shown in search results,
 * an API response shown in try-it) runs nothing, with the Content-Security-Policy that
 * `docsite serve` sends. And the policy is the second line of defence: markup that a
 * templating bug puts into the page runs nothing either, and the browser reports it.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** One CSP violation, as the page's `securitypolicyviolation` event describes it. */
interface Violation {
  directive: string;
  blocked: string;
  disposition: string;
  policy: string;
}
type CanaryWindow = Window & { __canary?: string; __violations: Violation[] };

/** Runs in the page before its own scripts (an init script, which the policy does not govern). */
function recordViolations() {
  const log: Violation[] = [];
  (window as unknown as CanaryWindow).__violations = log;
  document.addEventListener('securitypolicyviolation', (event) =>
    log.push({ directive: event.effectiveDirective, blocked: event.blockedURI, disposition: event.disposition, policy: event.originalPolicy }),
  );
}

/** Markup that sets `window.__canary` if any part of it ever runs: an inline script and two inline handlers. */
const canary = (where: string) =>
  `<script>window.__canary='${where}-script'</script><img src="data:," alt="" onerror="window.__canary='${where}-img'"><svg onload="window.__canary='${where}-svg'"></svg>`;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A policy allows scripts by hash only. */
function expectHashedScriptsOnly(policy: string) {
  expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[^']+')+;/);
  expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
}

/**
 * Opens `url` recording violations, checks that the answer carries the policy, as a header and
 * as the page's meta tag, and waits for the page's scripts. `editHtml` changes the server's
 * answer; `withoutHeader` drops its policy header, as a host that ignores `_headers` would.
 */
async function open(url: string, options: { bypassCSP?: boolean; editHtml?: (html: string) => string; withoutHeader?: boolean } = {}) {
  context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: options.bypassCSP ?? false });
  await context.addInitScript(recordViolations);
  const { editHtml = (html: string) => html, withoutHeader = false } = options;
  if (options.editHtml || withoutHeader) {
    await context.route(url, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      if (withoutHeader) delete headers['content-security-policy'];
      await route.fulfill({ response, headers, body: editHtml(await response.text()) });
    });
  }
  const page = await context.newPage();
  const errors = trackErrors(page);
  const response = await page.goto(url);
  const csp = response!.headers()['content-security-policy'] ?? '';
  if (!withoutHeader) expectHashedScriptsOnly(csp);
  const meta = (await page.locator('head > meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  expectHashedScriptsOnly(meta);
  await waitForReady(page);
  return { page, errors, csp, meta };
}

const canaryOf = (page: Page) => page.evaluate(() => (window as unknown as CanaryWindow).__canary);
const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as CanaryWindow).__violations);
/** Elements under `selector` that could run something: scripts (not JSON data), and any element with an `on…` attribute. */
const liveMarkup = (page: Page, selector: string) =>
  page.evaluate(
    (root) =>
      [...document.querySelectorAll(`${root} *`)].filter(
        (element) => (element instanceof HTMLScriptElement && !/json/.test(element.type)) || [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
      ).length,
    selector,
  );

describe('a canary in untrusted places runs nothing', () => {
  /** A fixture site whose page text carries the canary (title, inline code, escaped text); its search files hold it as raw markup. */
  const fixtureDir = path.join(repoRoot, 'test/fixtures/csp-canary');
  let outDir: string;
  let site: ServerProcess;
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-csp-canary-'));
    const built = runCli(['build', '--out', outDir], fixtureDir);
    if (built.code !== 0) throw new Error(`building the canary fixture failed:\n${built.output}`);
    site = await startServer('serve', ['--dir', outDir], fixtureDir);
  });
  afterAll(async () => {
    await site?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('markdown text carrying markup, shown in search suggestions and results and in the page opened from them, is text', async () => {
    const { page, errors } = await open(`${site.url}/`);
    const title = `Canary <img src=x onerror="window.__canary='title'">`;
    await page.keyboard.press('Control+k');
    await page.waitForSelector('#search-dialog[data-search-state="ready"]');
    // The empty dialog suggests the popular pages: the canary title among them.
    await expect.poll(() => page.locator('#search-dialog [data-search-message]').textContent()).toContain(title);
    await page.locator('#search-input').fill('canary');
    await page.waitForFunction(() => document.getElementById('search-results')?.dataset.searchQuery === 'canary');
    const results = (await page.locator('#search-results').textContent()) ?? '';
    for (const text of [title, `<script>window.__canary='script'</script>`, `<svg onload="window.__canary='heading'">`, `<img src=x onerror="window.__canary='escaped'">`]) expect(results).toContain(text);
    expect(await liveMarkup(page, '#search-dialog')).toBe(0);
    expect(await page.locator('#search-dialog img').count()).toBe(0);
    // Opening a result: client navigation swaps in the server's HTML of the canary page.
    await page.locator('#search-results [role="option"]', { hasText: 'Canary heading' }).click();
    await page.waitForURL(/\/docs\/canary#canary-heading-/);
    expect(await page.locator('main h1').textContent()).toBe(title);
    expect(await page.locator('main h2').first().textContent()).toContain(`<svg onload="window.__canary='heading'">`);
    expect(await liveMarkup(page, 'main')).toBe(0);
    expect(await canaryOf(page)).toBeUndefined();
    // Nothing was ever parsed as markup, so the policy had nothing to block.
    expect(await violationsOf(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('an API response carrying markup, shown in try-it, is text', async () => {
    const body = canary('api');
    const { page, errors } = await open(`${baseUrl}/docs/api/Monk/6-get-agent`);
    await page.route('**/api-proxy/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
    await page.locator('.try-it').scrollIntoViewIfNeeded();
    await page.locator('.try-it[data-island-state="ready"] .try-it-panel[data-ready]').waitFor();
    await page.getByLabel('X-API-Key').fill('sk_test_canary');
    await page.getByLabel('X-User-Id').fill('usr_CANARY0001');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.try-it-response').waitFor();
    expect(await page.locator('.try-it-response-body').innerText()).toBe(body);
    expect(await liveMarkup(page, '.try-it')).toBe(0);
    expect(await page.locator('.try-it img, .try-it-response svg').count()).toBe(0);
    expect(await canaryOf(page)).toBeUndefined();
    expect(await violationsOf(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the policy is the second line of defence', () => {
  /** What each policy (the header, the meta tag) must have done with `canary()`: block the inline script and both inline handlers, and report each. */
  function expectBlockedAndReported(violations: Violation[], policies: string[], handlers = 2) {
    expect(violations).toHaveLength((1 + handlers) * policies.length);
    for (const policy of policies) {
      const own = violations.filter((violation) => violation.policy === policy);
      expect(own.map((violation) => violation.directive).sort()).toEqual([...Array<string>(handlers).fill('script-src-attr'), 'script-src-elem']);
      for (const violation of own) expect(violation).toEqual({ directive: expect.stringMatching(/^script-src/), blocked: 'inline', disposition: 'enforce', policy });
    }
  }
  /** Chromium's console line for a blocked inline script or handler (older versions say "Refused to execute…"). */
  const isCspRefusal = (error: string) => /^(Executing|Refused to execute) inline (script|event handler).* violates the following Content Security Policy directive:? ['"]script-src /.test(error);

  it('markup a server-side templating bug puts into the page: the inline script and handlers are blocked and reported', async () => {
    const served = (await fetch(`${baseUrl}/docs/intro`)).headers.get('content-security-policy');
    // The real answer of docsite serve, headers included, with the canary inside the page content.
    const { page, errors, csp, meta } = await open(`${baseUrl}/docs/intro`, { editHtml: (html) => html.replace('</h1>', `</h1>${canary('server')}`) });
    expect(csp).toBe(served);
    await page.waitForFunction(() => (window as unknown as CanaryWindow).__violations.length >= 6);

    expect(await page.locator('main svg[onload]').count()).toBe(1);
    expect(await canaryOf(page)).toBeUndefined();
    expectBlockedAndReported(await violationsOf(page), [csp, meta]);
    // The page's own scripts are allowed: the hashed inline boot script and the bundle ran.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(true);
    expect(errors.filter((error) => !isCspRefusal(error))).toEqual([]);
    expect(errors).toHaveLength(6);
  });

  it('where a host ignores _headers (GitHub Pages), the meta tag alone blocks and reports the same markup', async () => {
    const { page, errors, csp, meta } = await open(`${baseUrl}/docs/intro`, { withoutHeader: true, editHtml: (html) => html.replace('</h1>', `</h1>${canary('server')}`) });
    expect(csp).toBe('');
    await page.waitForFunction(() => (window as unknown as CanaryWindow).__violations.length >= 3);
    expect(await canaryOf(page)).toBeUndefined();
    expectBlockedAndReported(await violationsOf(page), [meta]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(true);
    expect(errors.filter((error) => !isCspRefusal(error))).toEqual([]);
  });

  it('markup a client-side bug inserts into the DOM: blocked and reported too, while without the policy the same canary runs', async () => {
    const insert = (page: Page, where: string) =>
      page.evaluate((markup) => {
        // A fragment from a Range keeps its scripts runnable, as a careless client renderer's would.
        document.querySelector('main')!.append(document.createRange().createContextualFragment(markup));
      }, canary(where));

    // The control first: with the policy bypassed, the very same markup runs. The canary is live; the policy is what stops it.
    const { page: unprotected } = await open(`${baseUrl}/docs/intro`, { bypassCSP: true });
    await insert(unprotected, 'client');
    await unprotected.waitForFunction(() => (window as unknown as CanaryWindow).__canary !== undefined);
    expect(await canaryOf(unprotected)).toMatch(/^client-(script|img|svg)$/);
    expect(await violationsOf(unprotected)).toEqual([]);
    // Chromium 150 no longer fires the load event of an <svg> a script inserts (a parsed one's still fires, see
    // the test above): its handler then has nothing to run, and nothing for the policy to block or report.
    const svgLoads = await unprotected.evaluate(async () => {
      document.querySelector('main')!.append(document.createRange().createContextualFragment('<svg onload="window.__svgLoaded = true"></svg>'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      return (window as unknown as { __svgLoaded?: boolean }).__svgLoaded === true;
    });
    await context!.close();

    const { page, errors, csp, meta } = await open(`${baseUrl}/docs/intro`);
    await insert(page, 'client');
    const handlers = svgLoads ? 2 : 1;
    await page.waitForFunction((count) => (window as unknown as CanaryWindow).__violations.length >= count, 2 * (1 + handlers));
    expect(await canaryOf(page)).toBeUndefined();
    expectBlockedAndReported(await violationsOf(page), [csp, meta], handlers);
    expect(errors.filter((error) => !isCspRefusal(error))).toEqual([]);
  });
});

describe('under both policies, trusted code runs and a Markdown link runs nothing', () => {
  /** A fixture site with an author's inline script and Markdown links whose URLs could run script (removed at build time). */
  const fixtureDir = path.join(repoRoot, 'test/fixtures/untrusted-content');
  let outDir: string;
  let site: ServerProcess;
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-untrusted-'));
    const built = runCli(['build', '--out', outDir], fixtureDir);
    if (built.code !== 0) throw new Error(`building the untrusted-content fixture failed:\n${built.output}`);
    site = await startServer('serve', ['--dir', outDir], fixtureDir);
  });
  afterAll(async () => {
    await site?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("runs the author's inline script (hashed in both policies), shows the data: image, and leaves the removed links without a target", async () => {
    const { page, errors } = await open(`${site.url}/docs/links`);
    expect(await page.getAttribute('html', 'data-author-script')).toBe('ran');
    for (const text of ['the script', 'the page']) expect(await page.locator('main a', { hasText: text }).getAttribute('href')).toBeNull();
    expect(await page.locator('main img[alt="pixel"]').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(await violationsOf(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("loads the Sable site's pages with no violation of either policy", async () => {
    for (const route of ['/', '/docs/intro', '/docs/api/Monk/6-get-agent', '/blog', '/docs/category/product']) {
      const { page, errors } = await open(`${baseUrl}${route}`);
      expect(await violationsOf(page), route).toEqual([]);
      expect(errors, route).toEqual([]);
      await context!.close();
      context = undefined;
    }
  });
});
