import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Analyzer } from '../../../src/search/analyze.js';
import { SearchDocsBuilder, type SearchPage } from '../../../src/search/buildSearchDocs.js';
import { writeSearchState } from '../../../src/search/searchState.js';
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

  it('is not used when built with another site key', () => {
    const file = path.join(dir, 'other.json');
    cold(file, [[alpha, ids.alpha]]);
    const builder = new SearchDocsBuilder({}, config, new Analyzer(), [''], { file, siteKey: 'changed' });
    expect(builder.addKept(ids.alpha, 0)).toBe(false);
  });
});
