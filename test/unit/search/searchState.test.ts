import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Analyzer } from '../../../src/search/analyze.js';
import { SearchDocsBuilder, type SearchPage } from '../../../src/search/buildSearchDocs.js';
import { readSearchState, readSearchStateEarly, writeSearchState } from '../../../src/search/searchState.js';
import { siteSearchBuilder } from '../../../src/search/buildSearchFiles.js';
import type { SiteConfig } from '../../../src/types.js';

const config = { navbar: { items: [] } } as unknown as SiteConfig;
const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-search-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A docs page with an intro and one section per body after the first. */
function page(name: string, title: string, ...bodies: string[]): SearchPage {
  const sections = bodies.slice(1).map((body, at) => `<h2 id="part-${at}">Part ${at} of ${name}</h2><p>${body}</p>`).join('');
  return { route: { kind: 'doc', path: `/docs/${name}` }, title, description: '', html: `<html><body><main><article><h1>${title}</h1><p>${bodies[0]}</p>${sections}</article></main></body></html>` };
}

const alpha = page('alpha', 'Alpha', 'Trading agents buy tokens.', 'Risk limits stop losses.');
const beta = page('beta', 'Beta', 'Credits renew monthly.', 'The zanzibarquux setting is rare.');
const gamma = page('gamma', 'Gamma', 'Tokens and credits, traded daily.', 'Agents trade within limits.');
const ids = { alpha: '/records/a.search.json', beta: '/records/b.search.json', gamma: '/records/c.search.json' };

/** A cold build of `pages`, saving its state for the next. */
function cold(file: string, pages: Array<[SearchPage, string]>) {
  const builder = new SearchDocsBuilder({}, config, new Analyzer(), [''], { file, siteKey: 'k' });
  pages.forEach(([entry, id], order) => builder.add(entry, order, [''], false, id));
  const finished = builder.finish();
  writeSearchState({ file, siteKey: 'k' }, { '': finished.state });
  return finished;
}

describe('the search state: an edit packs only its own terms, and the files equal a cold build', () => {
  it('keeps pages from the state (renumbered when a page before them gains a section) and drops terms whose last use went', () => {
    const file = path.join(dir, 'state.json');
    cold(file, [[alpha, ids.alpha], [beta, ids.beta], [gamma, ids.gamma]]);
    // Beta edited: a section more, and its rare term gone.
    const edited = page('beta', 'Beta', 'Credits renew monthly.', 'Top-up packs for extra credits.', 'Refunds take a week.');
    const incremental = new SearchDocsBuilder({}, config, new Analyzer(), [''], { file, siteKey: 'k' });
    expect(incremental.addKept(ids.alpha, 0)).toBe(true);
    incremental.add(edited, 1, [''], false, '/records/b2.search.json');
    expect(incremental.addKept(ids.gamma, 2)).toBe(true);
    expect(incremental.addKept('/records/unknown.search.json', 3)).toBe(false);
    const { state, ...files } = incremental.finish();
    const expected = cold(path.join(dir, 'cold.json'), [[alpha, ids.alpha], [edited, '/records/b2.search.json'], [gamma, ids.gamma]]);
    const { state: coldState, ...coldFiles } = expected;
    expect(JSON.parse(JSON.stringify(files))).toEqual(JSON.parse(JSON.stringify(coldFiles)));
    expect(JSON.stringify(state)).toBe(JSON.stringify(coldState));
    expect(files.index.terms).not.toContain('zanzibarquux');
    expect(files.index.terms).toContain('refund');
    expect(files.index.sectionCount).toBe(7);
  });

  it('saves a sharded scope’s postings shards and tailpostings shards as written, and reads them back', () => {
    const file = path.join(dir, 'sharded.json');
    const { state } = cold(path.join(dir, 'unsharded.json'), [[alpha, ids.alpha]]);
    const shards = [{ count: 2, hash: 'aaaaaa', text: '{"terms":["a","b"],"postings":[[],[]]}' }];
    const tailShards = [{ count: 1, hash: 'bbbbbb', text: '{"terms":["b"],"postings":[[]]}' }];
    writeSearchState({ file, siteKey: 'k' }, { '': { ...state, shards, tailShards } });
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { scopes: Record<string, Record<string, unknown>> };
    expect(saved.scopes['']).toMatchObject({ shards, tailShards });
    expect(saved.scopes['']!.terms).toBeUndefined();
    expect(readSearchStateEarly(file)).toBe(true);
    expect(readSearchState({ file, siteKey: 'k' })!.get('')).toMatchObject({ shards, tailShards, terms: ['a', 'b'] });
  });

  it('is not used when built with another site key', () => {
    const file = path.join(dir, 'other.json');
    cold(file, [[alpha, ids.alpha]]);
    const builder = new SearchDocsBuilder({}, config, new Analyzer(), [''], { file, siteKey: 'changed' });
    expect(builder.addKept(ids.alpha, 0)).toBe(false);
  });
});

// Issue 20 §3: the search thread reads the previous state while it waits for its data, and saves its
// state after handing over the files; a Stripe content-only edit waited on both at its end.
describe('the search state read ahead, and saved after the files', () => {
  it('is read once ahead, then taken by the build that asks for the same file with the same site key', () => {
    const file = path.join(dir, 'ahead.json');
    cold(file, [[alpha, ids.alpha], [beta, ids.beta]]);
    readSearchStateEarly(file);
    // The file changes after the read ahead: the build takes what was read (nothing read again)…
    const saved = readFileSync(file, 'utf8');
    writeFileSync(file, 'not json');
    const taken = readSearchState({ file, siteKey: 'k' });
    expect([...taken!.get('')!.byId.keys()]).toEqual([ids.alpha, ids.beta]);
    // …once: the next build reads the file.
    expect(readSearchState({ file, siteKey: 'k' })).toBeUndefined();
    writeFileSync(file, saved);
  });

  it('is not taken for another file or another site key', () => {
    const file = path.join(dir, 'ahead-other.json');
    cold(file, [[alpha, ids.alpha]]);
    readSearchStateEarly(file);
    expect(readSearchState({ file, siteKey: 'changed' })).toBeUndefined();
    readSearchStateEarly(file);
    const elsewhere = path.join(dir, 'elsewhere.json');
    cold(elsewhere, [[beta, ids.beta]]);
    expect([...readSearchState({ file: elsewhere, siteKey: 'k' })!.get('')!.byId.keys()]).toEqual([ids.beta]);
    // A file that cannot be read ahead is left to the build, which finds no state either.
    readSearchStateEarly(path.join(dir, 'missing.json'));
    expect(readSearchState({ file: path.join(dir, 'missing.json'), siteKey: 'k' })).toBeUndefined();
  });

  it('is saved when the caller says, after the files are made (`saveLater`), and at once without it', () => {
    const urls = { documents: '/search/documents.json', index: '/search/index.json' };
    const later = path.join(dir, 'later.json');
    const searchConfig = { ...config, baseUrl: '/', search: { enabled: true } } as unknown as SiteConfig;
    const builder = siteSearchBuilder({}, searchConfig, new Analyzer(), { file: later, siteKey: 'k' });
    builder.add(alpha, 0, false, ids.alpha);
    let save: (() => void) | undefined;
    const files = builder.files(urls, undefined, (given) => (save = given));
    expect(files.files.size).toBe(2);
    expect(existsSync(later)).toBe(false);
    save!();
    expect([...readSearchState({ file: later, siteKey: 'k' })!.get('')!.byId.keys()]).toEqual([ids.alpha]);
    const now = path.join(dir, 'now.json');
    const atOnce = siteSearchBuilder({}, searchConfig, new Analyzer(), { file: now, siteKey: 'k' });
    atOnce.add(alpha, 0, false, ids.alpha);
    atOnce.files(urls);
    expect(existsSync(now)).toBe(true);
  });
});
