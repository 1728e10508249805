import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OperationView } from '../../../src/compile/openapi/apiPageData.js';
import { startMarkdownConverter } from '../../../src/render/markdownTwins.js';
import { twinOperationOf, type TwinOperation } from '../../../src/twins/twinOperation.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-operation-twins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const operation: OperationView = {
  operationId: 'getPet',
  kind: 'operation',
  method: 'GET',
  path: '/pets',
  summary: 'List pets',
  descriptionHtml: '<p>Every pet.</p>',
  tags: [],
  deprecated: false,
  url: 'https://pets.example/pets',
  security: [],
  parameters: [],
  responses: [],
  samples: [],
  dangerous: false,
  headings: [],
};
const twin = '# List pets\n\nGET `https://pets.example/pets`\n\nEvery pet.\n\n## Responses\n';

/** The operation's twin data, counting how often it is asked for (each time a twin is written, not read from the cache). */
function counted(view: OperationView): { take: () => TwinOperation; taken: number } {
  const counter = { taken: 0, take: () => (counter.taken++, twinOperationOf(view)) };
  return counter;
}

describe('startMarkdownConverter: operation twins', () => {
  it('writes a twin from the data once, then serves it by the page data key, the data not even taken', async () => {
    const first = await startMarkdownConverter(dir);
    const data = counted(operation);
    expect(await first.operationMarkdown('pages-1 /api/getpet', data.take, 'List pets')).toBe(twin);
    await first.close();
    const second = await startMarkdownConverter(dir);
    expect(await second.operationMarkdown('pages-1 /api/getpet', data.take, 'List pets')).toBe(twin);
    expect(data.taken).toBe(1);
    // Another key (the document or config changed) or none: written again.
    expect(await second.operationMarkdown('pages-2 /api/getpet', data.take, 'List pets')).toBe(twin);
    expect(await second.operationMarkdown(undefined, data.take, 'List pets')).toBe(twin);
    expect(data.taken).toBe(3);
    await second.close();
  });

  it('answers undefined for an operation the conversion must write, and keeps nothing for it', async () => {
    const blocks = counted({ ...operation, responses: [{ status: '200', descriptionHtml: '<p>One.</p>\n<p>Two.</p>', examples: [], headers: [] }] });
    const converter = await startMarkdownConverter(dir);
    expect(await converter.operationMarkdown('pages-3 /api/getpet', blocks.take, 'List pets')).toBeUndefined();
    expect(await converter.operationMarkdown('pages-3 /api/getpet', blocks.take, 'List pets')).toBeUndefined();
    expect(blocks.taken).toBe(2);
    await converter.close();
  });
});
