import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MarkdownTwinSink } from '../../../src/twins/markdownTwinSink.js';
import type { SiteConfig } from '../../../src/types.js';
import type { Writer } from '../../../src/write/writer.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-twin-sink-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const writer = { add: () => {} } as unknown as Writer;

describe('MarkdownTwinSink', () => {
  it('opens its converter once the API pages are known, before any page renders (the in-process compile held off the import and cache read a first page started)', async () => {
    const root = path.join(dir, 'opened');
    const sink = new MarkdownTwinSink(writer, { root } as SiteConfig, new Map());
    expect((sink as unknown as { converter?: Promise<unknown> }).converter).toBeUndefined();
    sink.useApiPages(new Map());
    const converter = (sink as unknown as { converter?: Promise<{ close(): Promise<void> }> }).converter;
    expect(converter).toBeDefined();
    await converter;
    await sink.finish();
    await sink.dispose();
  });

  it('does not open its converter when told no page that needs one will render (a docs edit that keeps every API page)', async () => {
    const root = path.join(dir, 'closed');
    const sink = new MarkdownTwinSink(writer, { root } as SiteConfig, new Map());
    sink.useApiPages(new Map(), { open: false });
    expect((sink as unknown as { converter?: Promise<unknown> }).converter).toBeUndefined();
    await sink.finish();
    expect((sink as unknown as { converter?: Promise<unknown> }).converter).toBeUndefined();
    await sink.dispose();
  });

  it('leaves the twins cache as it was when no page needed a twin converted', async () => {
    const root = path.join(dir, 'unused');
    const sink = new MarkdownTwinSink(writer, { root } as SiteConfig, new Map());
    sink.useApiPages(new Map());
    await sink.finish();
    await sink.dispose();
    const cacheDir = path.join(root, '.docsite-cache');
    expect(existsSync(cacheDir) ? readdirSync(cacheDir).filter((file) => file.startsWith('markdown-')) : []).toEqual([]);
  });
});
