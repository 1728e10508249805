import { describe, expect, it } from 'vitest';
import { BatchQueue, cloneable } from '../../../src/search/startSearchBuild.js';
import type { SiteConfig } from '../../../src/types.js';

// Issue 21 (memory): the search thread's message queue is bounded; a sender waits once it is full.
describe('BatchQueue', () => {
  it('lets `limit` batches go at once, then makes the next sender wait until the thread counted one', async () => {
    const queue = new BatchQueue(2);
    expect(queue.sent()).toBeUndefined();
    expect(queue.sent()).toBeUndefined();
    const order: string[] = [];
    const third = queue.sent()!.then(() => order.push('third'));
    const fourth = queue.sent()!.then(() => order.push('fourth'));
    await Promise.resolve();
    expect(order).toEqual([]);
    queue.counted();
    await third;
    expect(order).toEqual(['third']);
    queue.counted();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    // Two counted, two in flight: the next waits again.
    expect(queue.sent()).toBeInstanceOf(Promise);
  });

  it('never makes an unbounded batch (kept pages only) wait, nor counts it against the limit', async () => {
    const queue = new BatchQueue(1);
    expect(queue.sent()).toBeUndefined();
    // An edit build's kept pages: however many batches the thread has not counted, none waits.
    for (let batch = 0; batch < 10; batch++) expect(queue.sent(false)).toBeUndefined();
    const rendered = queue.sent();
    expect(rendered).toBeInstanceOf(Promise);
    let gone = false;
    void rendered!.then(() => (gone = true));
    // The thread counts in the order sent: the first (bounded) batch frees the room.
    queue.counted();
    await Promise.resolve();
    expect(gone).toBe(true);
    // The unbounded ones' replies free nothing and wake no one.
    for (let batch = 0; batch < 10; batch++) queue.counted();
    expect(queue.sent()).toBeInstanceOf(Promise);
  });

  it('lets every waiting sender go once released (the thread finished or stopped), and no later one waits', async () => {
    const queue = new BatchQueue(1);
    queue.sent();
    const waiting = [queue.sent()!, queue.sent()!];
    queue.release();
    await Promise.all(waiting);
    expect(queue.sent()).toBeUndefined();
  });
});

// Issue 19 (typescript-eslint): its base docs are a docs plugin instance with its own remark plugin, a function.
describe('cloneable', () => {
  it("leaves out a further docs section's markdown plugins and edit URL function, which cannot cross to the search thread", () => {
    const faqData = () => () => {};
    const config = { docs: { editUrl: 'https://example.com/edit/' }, markdown: {}, docsSections: [{ id: 'base-docs', routeBasePath: '/', editUrl: () => 'https://example.com', plugins: { beforeDefaultRemark: [faqData] } }] } as unknown as SiteConfig;
    const sent = structuredClone(cloneable(config));
    expect(sent.docsSections).toEqual([{ id: 'base-docs', routeBasePath: '/' }]);
  });
});
