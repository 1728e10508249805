import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useDevSite } from '../helpers/devServer.js';

// The base-url fixture (baseUrl '/sub/') copied inside the repo, so `import … from 'docsite'` resolves.
const running = useDevSite('base-url');
const { site } = running;
const intro = path.join(site, 'content/docs/intro.md');

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
    expect(running.dev.output()).toContain(`docsite: dev server at ${running.dev.url}/sub/`);
    const root = await fetch(`${running.dev.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/sub/');
    expect((await fetch(`${running.dev.url}/sub/docs/intro`)).status).toBe(200);
  });

  it('pages listen to the reload stream below the base, and a change reloads them', async () => {
    const html = await (await fetch(`${running.dev.url}/sub/docs/intro`)).text();
    expect(html).toContain('new EventSource("/sub/__docsite/events")');
    const events = await openEvents(`${running.dev.url}/sub/__docsite/events`);
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('Start with', 'Begin with'));
    expect(await events.next()).toMatch(/^event: revision\ndata: \{"revision":\d+\}$/);
    expect(await (await fetch(`${running.dev.url}/sub/docs/intro`)).text()).toContain('Begin with');
  });

  it("a change to the site's stylesheet alone tells pages to swap stylesheets, not reload, and the page links the new one", async () => {
    const stylesheetOf = async () => /<link rel="stylesheet" href="([^"]+)"/.exec(await (await fetch(`${running.dev.url}/sub/docs/intro`)).text())![1]!;
    const before = await stylesheetOf();
    const events = await openEvents(`${running.dev.url}/sub/__docsite/events`);
    const css = path.join(site, 'custom.css');
    writeFileSync(css, `${readFileSync(css, 'utf8')}\n.dev-swapped { color: rebeccapurple; }\n`);
    expect(await events.next()).toMatch(/^event: revision\ndata: \{"revision":\d+,"stylesheets":true\}$/);
    const after = await stylesheetOf();
    expect(after).not.toBe(before);
    expect(await (await fetch(`${running.dev.url}${after}`)).text()).toContain('.dev-swapped');
    // The client takes the new links from the page instead of reloading.
    expect(await (await fetch(`${running.dev.url}/sub/docs/intro`)).text()).toContain("if (data.stylesheets) swapStylesheets()");
  });
});
