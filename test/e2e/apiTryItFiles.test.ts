import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { repoRoot } from '../helpers/runCli.js';
import { useServedFixture } from '../helpers/servedFixture.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';
import { startRecorder } from '../unit/server/proxyHelpers.js';

/**
 * Issue 20: try-it sends files as the samples do, a multipart body built as FormData with the
 * file picked, and a binary body from a file, through `docsite proxy` (its real process,
 * forwarding to a recording upstream) from the served openapi-samples-bodies fixture.
 */
const browser = useBrowser();
const fixture = useServedFixture('openapi-samples-bodies');
let upstream: Awaited<ReturnType<typeof startRecorder>>;
let proxy: ServerProcess;

beforeAll(async () => {
  upstream = await startRecorder((_req, res) => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":7}'));
  proxy = await startServer('proxy', ['--upstream', `${upstream.url}/v1`], path.join(repoRoot, 'test/fixtures/openapi-samples-bodies'));
});
afterAll(async () => {
  await proxy?.stop();
  await upstream?.close();
});

/** Opens an operation page with its try-it panel ready; the page's proxy requests go to `docsite proxy` instead of the static server. */
async function openTryIt(slug: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const { page } = await openReady(context, `${fixture.url()}/docs/api/${slug}`);
  await page.route('**/api-proxy/**', (route) => {
    const url = new URL(route.request().url());
    return route.continue({ url: `${proxy.url}${url.pathname}${url.search}` });
  });
  await page.locator('.try-it').scrollIntoViewIfNeeded();
  await page.locator('.try-it[data-island-state="ready"] .try-it-panel[data-ready]').waitFor();
  return page;
}

/** Sends and waits for the answer the recording upstream gives. */
async function send(page: Page) {
  await page.locator('.try-it-send').click();
  await expect.poll(() => page.locator('.try-it-response .status-badge').innerText().catch(() => '')).toBe('201');
  await page.context().close();
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);

describe('try-it sends files', () => {
  it('sends a multipart body as FormData: the text fields typed and the file picked, with its name and type', async () => {
    upstream.requests.length = 0;
    const page = await openTryIt('uploadphoto');
    await page.locator('.try-it input[id$="-path-petId"]').fill('7');
    await page.locator('.try-it input[type=file][id$="-file-photo"]').setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: PNG });
    await send(page);
    expect(upstream.requests.map((req) => `${req.method} ${req.url}`)).toEqual(['POST /v1/pets/7/photo']);
    const [request] = upstream.requests;
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(String(request!.headers['content-type']))?.[1];
    expect(boundary).toBeTruthy();
    const parts = request!.body.toString('latin1').split(`--${boundary}`).slice(1, -1);
    const byName = Object.fromEntries(parts.map((part) => [/name="([^"]+)"/.exec(part)?.[1], part]));
    expect(Object.keys(byName)).toEqual(['caption', 'tags', 'photo']);
    expect(byName.caption).toContain('\r\n\r\nRex at the beach\r\n');
    expect(byName.photo).toContain('filename="rex.png"\r\nContent-Type: image/png\r\n\r\n');
    expect(byName.photo!.split('\r\n\r\n')[1]).toBe(`${PNG.toString('latin1')}\r\n`);
  });

  it('sends a binary body as the file picked, with the media type the operation takes', async () => {
    upstream.requests.length = 0;
    const page = await openTryIt('uploadarchive');
    const bytes = Buffer.from('PK\u0003\u0004 archive bytes \u0000\u00ff', 'latin1');
    await page.locator('.try-it-body input[type=file]').setInputFiles({ name: 'pets.zip', mimeType: 'application/zip', buffer: bytes });
    await send(page);
    const [request] = upstream.requests;
    expect(`${request!.method} ${request!.url}`).toBe('POST /v1/archive');
    expect(request!.headers['content-type']).toBe('application/octet-stream');
    expect(request!.body.equals(bytes)).toBe(true);
  });
});
