import { describe, expect, it } from 'vitest';
import { LinkBatch } from '../../../src/write/linkBatch.js';

describe('LinkBatch', () => {
  it('sends the links of one turn in one batch, in their order', async () => {
    const sent: Array<Array<[string, string]>> = [];
    const batch = new LinkBatch((links) => sent.push(links));
    // As a kept page's files are linked: each awaited, which yields only to microtasks.
    for (let at = 0; at < 1000; at++) {
      batch.add(`out/${at}.html`, `prev/${at}.html`);
      await Promise.resolve();
    }
    expect(sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(1000);
    expect(sent[0]![999]).toEqual(['out/999.html', 'prev/999.html']);
  });

  it('flushes at once when another request must follow the links, and sends nothing twice', async () => {
    const sent: Array<Array<[string, string]>> = [];
    const batch = new LinkBatch((links) => sent.push(links));
    batch.add('a', 'b');
    batch.flush();
    batch.flush();
    expect(sent).toEqual([[['a', 'b']]]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(1);
  });
});
