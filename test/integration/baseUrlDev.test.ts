import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';

// The base-url fixture (baseUrl '/sub/') copied inside the repo, so `import … from 'docsite'` resolves.
const site = path.join(repoRoot, '.tmp', `dev-base-url-${process.pid}`);
const intro = path.join(site, 'content/docs/intro.md');
let dev: ServerProcess;

beforeAll(async () => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/base-url'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
  dev = await startServer('dev', [], site);
}, 120_000);
afterAll(async () => {
  await dev?.stop();
  rmSync(site, { recursive: true, force: true });
});

/**
 * Opens the event stream at `url` (connected once this resolves, so no event after it is
 * missed) and gives a reader of the first event after the one it starts with (the current state).
 */
async function openEvents(url: string): Promise<{ next(): Promise<string> }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.getReader();
  return {
    async next() {
      let text = '';
      try {
        while (text.split('\n\n').length < 3) {
          const { value, done } = await reader.read();
          if (done) throw new Error('event stream ended');
          text += new TextDecoder().decode(value);
        }
        return text.split('\n\n')[1]!;
      } finally {
        controller.abort();
      }
    },
  };
}

describe('docsite dev under a baseUrl', () => {
  it('announces and serves the site at the base, / redirecting there', async () => {
    expect(dev.output()).toContain(`docsite: dev server at ${dev.url}/sub/`);
    const root = await fetch(`${dev.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/sub/');
    expect((await fetch(`${dev.url}/sub/docs/intro`)).status).toBe(200);
  });

  it('pages listen to the reload stream below the base, and a change reloads them', async () => {
    const html = await (await fetch(`${dev.url}/sub/docs/intro`)).text();
    expect(html).toContain('new EventSource("/sub/__docsite/events")');
    const events = await openEvents(`${dev.url}/sub/__docsite/events`);
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('Start with', 'Begin with'));
    expect(await events.next()).toMatch(/^event: revision\ndata: \{"revision":\d+\}$/);
    expect(await (await fetch(`${dev.url}/sub/docs/intro`)).text()).toContain('Begin with');
  });
});
