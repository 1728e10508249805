import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReady, useBrowser, VIEWPORTS } from '../helpers/browser.js';
import { repoRoot } from '../helpers/runCli.js';
import { useServedFixture } from '../helpers/servedFixture.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';
import { startRecorder } from '../unit/server/proxyHelpers.js';

/**
 * Issue 20: try-it sends what the samples send, through `docsite proxy` (its real process,
 * forwarding to a recording upstream) from a served fixture: files (a multipart body built as
 * FormData with the file picked, a binary body from a file; openapi-samples-bodies) and
 * cookies (a cookie API key and a cookie parameter, which reach the API as its `Cookie`
 * header; openapi-samples-params), with query arrays and objects per style and explode.
 */
const browser = useBrowser();

/** A fixture served by `docsite serve`, and `docsite proxy` for its config forwarding to a recording upstream at `basePath`. */
function useProxiedFixture(name: string, basePath: string) {
  const served = useServedFixture(name);
  const running: { upstream?: Awaited<ReturnType<typeof startRecorder>>; proxy?: ServerProcess } = {};
  beforeAll(async () => {
    running.upstream = await startRecorder((_req, res) => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":7}'));
    running.proxy = await startServer('proxy', ['--upstream', `${running.upstream.url}${basePath}`], path.join(repoRoot, 'test/fixtures', name));
  });
  afterAll(async () => {
    await running.proxy?.stop();
    await running.upstream?.close();
  });
  return {
    /** What reached the API. */
    requests: () => running.upstream!.requests,
    /** Opens an operation page with its try-it panel ready; the page's proxy requests go to `docsite proxy` instead of the static server. */
    async open(slug: string): Promise<Page> {
      running.upstream!.requests.length = 0;
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const { page } = await openReady(context, `${served.url()}/docs/api/${slug}`);
      await page.route('**/api-proxy/**', (route) => {
        const url = new URL(route.request().url());
        return route.continue({ url: `${running.proxy!.url}${url.pathname}${url.search}` });
      });
      await page.locator('.try-it').scrollIntoViewIfNeeded();
      await page.locator('.try-it[data-island-state="ready"] .try-it-panel[data-ready]').waitFor();
      return page;
    },
  };
}

const bodies = useProxiedFixture('openapi-samples-bodies', '/v1');
const params = useProxiedFixture('openapi-samples-params', '/api');

/** Sends and waits for the answer the recording upstream gives. */
async function send(page: Page) {
  await page.locator('.try-it-send').click();
  await expect.poll(() => page.locator('.try-it-response .status-badge').innerText().catch(() => '')).toBe('201');
  await page.context().close();
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);

describe('try-it sends files', () => {
  it('sends a multipart body as FormData: the text fields typed and the file picked, with its name and type', async () => {
    const page = await bodies.open('uploadphoto');
    await page.locator('.try-it input[id$="-path-petId"]').fill('7');
    await page.locator('.try-it input[type=file][id$="-file-photo"]').setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: PNG });
    await send(page);
    expect(bodies.requests().map((req) => `${req.method} ${req.url}`)).toEqual(['POST /v1/pets/7/photo']);
    const [request] = bodies.requests();
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
    const page = await bodies.open('uploadarchive');
    const bytes = Buffer.from('PK\u0003\u0004 archive bytes \u0000\u00ff', 'latin1');
    await page.locator('.try-it-body input[type=file]').setInputFiles({ name: 'pets.zip', mimeType: 'application/zip', buffer: bytes });
    await send(page);
    const [request] = bodies.requests();
    expect(`${request!.method} ${request!.url}`).toBe('POST /v1/archive');
    expect(request!.headers['content-type']).toBe('application/octet-stream');
    expect(request!.body.equals(bytes)).toBe(true);
  });
});

describe('try-it sends cookies and styled parameters', () => {
  it('sends the cookie API key and cookie parameter through the proxy as the API\'s Cookie header, and query arrays and objects per style and explode', async () => {
    const page = await params.open('findpets');
    await expect(page.locator('.try-it-panel').innerText()).resolves.toContain('Cookie keys are sent as cookies through the API proxy');
    await page.getByLabel('SESSIONID').fill('s3ss10n');
    await page.locator('.try-it input[id$="-query-limit"]').fill('20');
    await page.locator('.try-it input[id$="-header-X-Request-Id"]').fill('8f14e45f-ceea-467f-a0e6-7a1f5c3c1b2d');
    await page.context().addCookies([{ name: 'site_session', value: 'reader', url: page.url() }]);
    await send(page);
    const [request] = params.requests();
    expect(decodeURIComponent(request!.url)).toBe('/api/pets?tags=dog&tags=cat&ids=3,4,5&colors=black|white&sizes=S M&filter[kind]=dog&filter[age]=3&offset=0&size=20&limit=20');
    expect(request!.headers.cookie).toBe('SESSIONID=s3ss10n; theme=dark');
    expect(request!.headers['x-request-id']).toBe('8f14e45f-ceea-467f-a0e6-7a1f5c3c1b2d');
    expect(request!.headers).not.toHaveProperty('x-docsite-cookie');
  });
});
