/** Talking to a running `docsite dev` in tests: its pages and its reload events. */

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
