import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gotoReady, trackErrors, useBrowser } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

/** Docusaurus's `<Tabs groupId queryString>` in the browser: the URL's choice, synced groups, and the choice remembered across pages. */
const browser = useBrowser();
const fixtureDir = path.join(repoRoot, 'test/fixtures/docusaurus-mdx-imports');
let outDir: string;
let site: ServerProcess;
let context: BrowserContext | undefined;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-tabs-'));
  const built = runCli(['build', '--out', outDir], fixtureDir);
  if (built.code !== 0) throw new Error(`building the tabs fixture failed:\n${built.output}`);
  site = await startServer('serve', ['--dir', outDir], fixtureDir);
});
afterAll(async () => {
  await site?.stop();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const selectedLabel = (tabs: import('playwright-core').Locator) => tabs.locator('[role="tab"][aria-selected="true"]').textContent();

describe('Docusaurus Tabs with groupId and queryString', () => {
  it('takes the choice from the URL query, writes a new choice into it, and remembers it for the group on other pages', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const errors = trackErrors(page);
    await gotoReady(page, `${site.url}/docs/tabs?os=win`);
    const tabs = page.locator('[data-tabs]').first();
    await expect.poll(() => selectedLabel(tabs)).toBe('Windows');
    await tabs.locator('[role="tab"][data-value="mac"]').click();
    expect(new URL(page.url()).searchParams.get('os')).toBe('mac');
    await tabs.locator('[role="tab"][data-value="win"]').click();
    expect(new URL(page.url()).searchParams.get('os')).toBe('win');
    // Another page's tabs of the group open on the choice, though their default is macOS.
    await gotoReady(page, `${site.url}/docs/tabs-again`);
    await expect.poll(() => selectedLabel(page.locator('[data-tabs]').first())).toBe('Windows');
    expect(errors).toEqual([]);
  });
});
