import { describe, expect, it } from 'vitest';
import { gotoReady, openReady, trackErrors, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/servedFixture.js';

/** Issue 20: the server picker of a document with several servers (and a server variable), on the openapi-servers fixture. */
const browser = useBrowser();
const fixture = useServedFixture('openapi-servers');

const FIRST = 'https://eu.pets.example/v1';
const SANDBOX = 'https://sandbox.pets.example/v1';

describe('the server picker', () => {
  it('offers each server, its variable expanded, and moves the endpoint, every code sample and try-it preview to the one picked', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const { page } = await openReady(context, `${fixture.url()}/api/getpet`);
    const picker = page.getByLabel('Server');
    await expect(picker.isVisible()).resolves.toBe(true);
    expect(await picker.locator('option').allInnerTexts()).toEqual([`${FIRST} (Production)`, 'https://us.pets.example/v1 (Production)', `${SANDBOX} (Sandbox)`]);
    await page.locator('.try-it').scrollIntoViewIfNeeded();
    await page.locator('.try-it[data-island-state="ready"] .try-it-panel[data-ready]').waitFor();
    await picker.selectOption(SANDBOX);
    expect(await page.locator('.api-endpoint-url').innerText()).toBe(`${SANDBOX}/pets/{petId}`);
    const samples = await page.locator('#code-samples + .tabs pre').evaluateAll((blocks) => blocks.map((block) => block.textContent ?? ''));
    expect(samples).toHaveLength(3);
    for (const sample of samples) expect([sample.includes(SANDBOX), sample.includes(FIRST)]).toEqual([true, false]);
    expect(samples.find((sample) => sample.startsWith('curl'))).toContain(`--url "\${PETS_API_BASE:-${SANDBOX}}/pets/rex"`);
    await page.getByText('Request as curl (credentials masked)').click();
    await expect.poll(() => page.locator('.try-it-preview pre').innerText()).toContain(`${SANDBOX}/pets/rex`);
    await context.close();
  });

  it('tells a panel that hydrates after the pick, and leaves the page on the first server, the picker hidden, without JavaScript', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await gotoReady(page, `${fixture.url()}/api/getpet`);
    await page.getByLabel('Server').selectOption('https://us.pets.example/v1');
    await page.locator('.try-it').scrollIntoViewIfNeeded();
    await page.locator('.try-it[data-island-state="ready"] .try-it-panel[data-ready]').waitFor();
    await page.getByText('Request as curl (credentials masked)').click();
    await expect.poll(() => page.locator('.try-it-preview pre').innerText()).toContain('https://us.pets.example/v1/pets/rex');
    expect(errors.filter((error) => !error.includes('favicon'))).toEqual([]);
    await context.close();

    const noScript = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(`${fixture.url()}/api/getpet`);
    await expect(still.locator('.api-server-picker').isVisible()).resolves.toBe(false);
    expect(await still.locator('.api-endpoint-url').innerText()).toBe(`${FIRST}/pets/{petId}`);
    expect(await still.locator('#code-samples + .tabs pre').first().textContent()).toContain(FIRST);
    await noScript.close();
  });
});
