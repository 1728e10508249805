import { describe, expect, it } from 'vitest';
import { fuzzyMatches, vocabularyOf } from '../../../src/search/expandQuery.js';
import { buildSearchIndex } from '../../../src/search/buildSearchIndex.js';
import { Analyzer } from '../../../src/search/analyze.js';
import { loadSearchIndex } from '../../../src/search/loadSearchIndex.js';
import { reachableTypo } from '../../../src/search/typoKeys.js';

describe('reachableTypo: the two-edit terms both engines find', () => {
  it('takes one-edit terms, and two-edit terms that keep the first or last two letters', () => {
    expect(reachableTypo('grigyst', 'xrigyst', 1)).toBe(true);
    expect(reachableTypo('cponwaxhof', 'cponwaxhofe', 2)).toBe(true);
    expect(reachableTypo('cponwaxhof', 'xponwaxhof', 2)).toBe(true);
    expect(reachableTypo('cponwaxhof', 'ponwaxhofe', 2)).toBe(false);
  });

  it('takes short terms by their first letter for three letters, and every short term for two', () => {
    expect(reachableTypo('tra', 'txx', 2)).toBe(true);
    expect(reachableTypo('go', 'no', 2)).toBe(true);
    expect(reachableTypo('tra', 'xxa', 2)).toBe(false);
  });
});

describe('vocabularyOf(…).fuzzyTerms: the whole index keeps to the same reach', () => {
  const words = ['ponwaxhofa', 'xponwaxhof'];
  const sections = words.map((word, page) => ({ page, anchor: '', title: word, preview: word, pageTitle: word, keywords: '', body: word }));
  const loaded = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(sections, new Analyzer()))));
  const whole = vocabularyOf(loaded);

  it('leaves out a two-edit term that changes both ends, which a sharded index cannot reach', () => {
    // lunr's automaton alone finds both.
    expect(fuzzyMatches(loaded.tokenSet, 'cponwaxhof', 2).sort()).toEqual(['ponwaxhofa', 'xponwaxhof']);
    expect(whole.fuzzyTerms('cponwaxhof', 2)).toEqual(['xponwaxhof']);
    expect(whole.fuzzyTerms('ponwaxhofe', 1)).toEqual(['ponwaxhofa']);
  });
});
