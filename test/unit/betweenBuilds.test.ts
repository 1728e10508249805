import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readClientBundle, writeClientBundle } from '../../src/bundle/clientBundleCache.js';
import { BetweenBuilds, keepBetweenBuilds, pauseDeferredWrites, writeDeferredFiles } from '../../src/shared/betweenBuilds.js';
import { readSearchState, writeSearchState } from '../../src/search/searchState.js';
import { analyzerFor } from '../../src/search/startSearchBuild.js';
import type { SiteConfig } from '../../src/types.js';
import { localeConfigOf } from './search/localeConfigOf.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'between-builds-'));
afterAll(() => {
  // No write left to land in the folder once removed.
  writeDeferredFiles();
  rmSync(dir, { recursive: true, force: true });
});
const state = { file: path.join(dir, 'search-state.json'), siteKey: 'site' };
const scopes = { '': { pages: [], terms: ['word'], postings: [[[1, 2]]] } } as unknown as Parameters<typeof writeSearchState>[1];

describe('what a dev process keeps between builds', () => {
  // In this order: the switch is for the whole process, as `docsite dev` turns it on once.
  it('keeps nothing in a process that builds once: a deleted search state is gone', () => {
    writeSearchState(state, scopes);
    rmSync(state.file);
    expect(readSearchState(state)).toBeUndefined();
  });

  it('keeps the search state it saved once asked to, and only for the same site key', () => {
    keepBetweenBuilds();
    writeSearchState(state, scopes);
    rmSync(state.file, { force: true });
    expect(readSearchState(state)?.get('')?.terms).toEqual(['word']);
    expect(readSearchState({ ...state, siteKey: 'other' })).toBeUndefined();
  });

  it('writes the search state file after the build, the last state saved, when told to (dev closing) or a second later', async () => {
    keepBetweenBuilds();
    rmSync(state.file, { force: true });
    writeSearchState(state, scopes);
    writeSearchState({ ...state, siteKey: 'newer' }, scopes);
    expect(existsSync(state.file)).toBe(false);
    writeDeferredFiles();
    expect(JSON.parse(readFileSync(state.file, 'utf8')).siteKey).toBe('newer');
    rmSync(state.file);
    writeSearchState(state, scopes);
    await vi.waitFor(() => expect(existsSync(state.file)).toBe(true), { timeout: 5_000, interval: 50 });
    expect(JSON.parse(readFileSync(state.file, 'utf8')).siteKey).toBe('site');
  });

  it('holds the deferred writes while a build runs, and writes them a second after it', () => {
    keepBetweenBuilds();
    rmSync(state.file, { force: true });
    vi.useFakeTimers();
    try {
      pauseDeferredWrites(true);
      writeSearchState(state, scopes);
      vi.advanceTimersByTime(5_000);
      expect(existsSync(state.file)).toBe(false);
      pauseDeferredWrites(false);
      vi.advanceTimersByTime(999);
      expect(existsSync(state.file)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(JSON.parse(readFileSync(state.file, 'utf8')).siteKey).toBe('site');
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps each search language's analyzer (its word and stem caches) for the next build", async () => {
    keepBetweenBuilds();
    const french = localeConfigOf('fr');
    const analyzer = await analyzerFor(french);
    expect(analyzer.language?.code).toBe('fr');
    expect(await analyzerFor(french)).toBe(analyzer);
    expect(await analyzerFor({} as SiteConfig)).not.toBe(analyzer);
    expect((await analyzerFor({} as SiteConfig)).language).toBeUndefined();
  });

  it('keeps the client bundle it stored, checking its inputs still hash the same', async () => {
    const input = path.join(dir, 'main.css');
    writeFileSync(input, 'a{}');
    const file = path.join(dir, 'client-bundle.json');
    const bundle = { files: new Map([['assets/main.css', new Uint8Array([97])]]), css: ['/assets/main.css'], js: [], fonts: [] };
    await writeClientBundle(file, 'key', { inputs: { [input]: { bytes: 3, imports: [] } }, outputs: {} }, dir, bundle);
    rmSync(file);
    expect(await readClientBundle(file, 'key')).toBe(bundle);
    expect(await readClientBundle(file, 'another key')).toBeUndefined();
    writeFileSync(input, 'b{}');
    expect(await readClientBundle(file, 'key')).toBeUndefined();
  });
});

describe('what a dev process forgets between builds', () => {
  it("forgets the kept values of a folder's files a build no longer uses, and only that folder's", () => {
    keepBetweenBuilds();
    const records = new BetweenBuilds<string>();
    const other = path.join(dir, 'other');
    for (const name of ['a.json', 'b.json', 'search-state.json']) records.set(path.join(dir, name), name);
    records.set(path.join(other, 'a.json'), 'other');
    records.keepOnly(dir, new Set(['b.json', 'search-state.json']));
    expect(records.size).toBe(3);
    expect(records.get(path.join(dir, 'a.json'))).toBeUndefined();
    expect(records.get(path.join(dir, 'b.json'))).toBe('b.json');
    expect(records.get(path.join(other, 'a.json'))).toBe('other');
  });
});
