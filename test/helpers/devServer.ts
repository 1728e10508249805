/** Running `docsite dev` in tests on a copy of a fixture, and talking to it: its pages and its reload events. */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot } from './runCli.js';
import { startServer, type ServerProcess } from './startServer.js';

/**
 * Copies `test/fixtures/<fixture>` into the repository's `.tmp` (so `import … from 'docsite'`
 * resolves), lets `prepare` change the copy, runs `docsite dev` on it (with `args`) for the test file and
 * removes both afterwards. The first build comes before the server answers: on a busy
 * machine, longer than vitest's default 10 s.
 */
export function useDevSite(fixture: string, prepare?: (site: string) => void, args: string[] = []): { site: string; readonly dev: ServerProcess } {
  const site = path.join(repoRoot, '.tmp', `dev-${fixture}-${process.pid}`);
  let dev: ServerProcess | undefined;
  beforeAll(async () => {
    mkdirSync(path.dirname(site), { recursive: true });
    cpSync(path.join(repoRoot, 'test/fixtures', fixture), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
    prepare?.(site);
    dev = await startServer('dev', args, site);
  }, 130_000);
  afterAll(async () => {
    await dev?.stop();
    rmSync(site, { recursive: true, force: true });
  });
  return {
    site,
    get dev() {
      return dev!;
    },
  };
}

/** The page at `route`, as text. */
export const pageText = async (url: string, route: string) => (await fetch(url + route)).text();

/** Reads the server's events until one named `name` arrives after the first (the current state), and returns its data. */
export async function nextDevEvent(url: string, name: string, timeoutMs = 20_000): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const response = await fetch(`${url}/__docsite/events`, { signal: controller.signal });
  const reader = response.body!.getReader();
  let buffer = '';
  let first = true;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended');
      buffer += new TextDecoder().decode(value);
      const events = buffer.split('\n\n');
      buffer = events.pop()!;
      for (const event of events) {
        // The first event is the current state; wait for a new one.
        if (first) {
          first = false;
          continue;
        }
        if (event.startsWith(`event: ${name}`)) return event.slice(event.indexOf('data: ') + 6);
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** Polls the page at `route` until it contains `text`; fails after `timeoutMs`. */
export async function waitForDevPage(url: string, route: string, text: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await pageText(url, route)).includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${route} never contained ${text}`);
}
