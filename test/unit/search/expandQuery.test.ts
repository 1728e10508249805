import { describe, expect, it } from 'vitest';
import { Analyzer } from '../../../src/search/analyze.js';
import { expandQuery, PREFIX_LETTERS, prefixTerms, TIER, TYPED_LETTERS, type Vocabulary } from '../../../src/search/expandQuery.js';

/** A vocabulary of `words` (sorted), each its own term. */
function vocabularyOf(words: string[]): Vocabulary {
  const sorted = [...words].sort();
  return {
    has: (term) => sorted.includes(term),
    walkWords(from, visit) {
      for (const word of sorted) if (word >= from && !visit(word, word)) return;
    },
    fuzzyTerms: () => [],
  };
}

describe('prefixTerms: the terms a word being typed expands to', () => {
  // 26 × 26 three-letter stems with endings of several lengths: every prefix starts hundreds of words.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const words = [...letters].flatMap((second) => [...letters].flatMap((third) => ['', 'e', 'ing', 'ation'].map((ending) => `s${second}${third}${ending}`)));
  const vocabulary = vocabularyOf(words);

  it('expands one letter to 10 terms, two to 20 and three or more to 40, the shortest words first', () => {
    expect(prefixTerms(vocabulary, 's')).toHaveLength(10);
    expect(prefixTerms(vocabulary, 'sa')).toHaveLength(20);
    expect(prefixTerms(vocabulary, 'sab').length).toBe(4);
    const threeLetters = vocabularyOf([...letters].flatMap((third) => [...letters].map((fourth) => `sab${third}${fourth}`)));
    expect(prefixTerms(threeLetters, 'sab')).toHaveLength(40);
    expect(prefixTerms(vocabulary, 's').every((term) => term.length === 3)).toBe(true);
    expect(prefixTerms(vocabulary, 'sa').every((term) => term.startsWith('sa') && term.length === 3)).toBe(true);
  });

  it('expands nothing for an empty prefix', () => {
    expect(prefixTerms(vocabulary, '')).toEqual([]);
  });
});

describe('expandQuery: typos of the word being typed', () => {
  // "grade" is one edit from "trade"; "tradin" starts nothing but is one edit from "trading".
  const words = ['grade', 'trade', 'trades', 'trading'];
  const fuzzyAsked: string[] = [];
  const vocabulary = (lacking = false): Vocabulary => ({
    ...vocabularyOf(words),
    fuzzyTerms(term, distance) {
      if (distance === 1) fuzzyAsked.push(term);
      return distance === 1 ? words.filter((word) => word !== term && [...word].filter((letter, at) => letter !== term[at]).length === 1 && word.length === term.length) : [];
    },
    lacking: () => lacking,
  });
  const termsOf = (query: string, lacking = false) => {
    fuzzyAsked.length = 0;
    return Object.fromEntries(expandQuery(query, vocabulary(lacking), new Analyzer()).at(-1)!.terms);
  };

  it('looks for no typos of a word being typed while it is only the start of terms', () => {
    expect(termsOf('trad')).toEqual({ trade: TIER.prefix, trades: TIER.prefix, trading: TIER.prefix });
    expect(fuzzyAsked).toEqual([]);
  });

  it('looks for typos of a word being typed that is a term itself, as before', () => {
    expect(termsOf('trade')).toEqual({ trade: TIER.exact, trades: TIER.prefix, grade: TIER.fuzzy1 });
    expect(fuzzyAsked).toEqual(['trade']);
  });

  it('looks for typos of a finished word (a space after it, or another word after it) from its fourth letter, as before', () => {
    expect(termsOf('trade ')).toEqual({ trade: TIER.exact, grade: TIER.fuzzy1 });
    expect(Object.fromEntries(expandQuery('trade history', vocabulary(), new Analyzer())[0]!.terms)).toEqual({ trade: TIER.exact, grade: TIER.fuzzy1 });
  });

  it('looks for typos of a word being typed that nothing starts with', () => {
    expect(termsOf('grede')).toEqual({ grade: TIER.fuzzy1 });
    expect(fuzzyAsked).toEqual(['grede']);
  });

  it('leaves them to the next try while the vocabulary lacks shards (it may not know yet what the word starts)', () => {
    expect(termsOf('grede', true)).toEqual({});
    expect(fuzzyAsked).not.toContain('grede');
  });
});

describe('expandQuery with typing: the query as searched while keys keep coming', () => {
  const words = ['grade', 'trade', 'trades', 'trading'];
  const fuzzyAsked: string[] = [];
  const vocabulary: Vocabulary = {
    ...vocabularyOf(words),
    fuzzyTerms(term, distance) {
      fuzzyAsked.push(`${term} ${distance}`);
      return distance === 1 ? words.filter((word) => word !== term && [...word].filter((letter, at) => letter !== term[at]).length === 1 && word.length === term.length) : [];
    },
  };
  const held = (query: string) => {
    fuzzyAsked.length = 0;
    return expandQuery(query, vocabulary, new Analyzer(), { typing: true }).map((word) => ({ terms: Object.fromEntries(word.terms), held: word.held ?? false, required: word.required }));
  };

  it('leaves out the typos of the word being typed, one edit and two, and says it did; matching nothing then, it is not required', () => {
    expect(held('trade')).toEqual([{ terms: { trade: TIER.exact, trades: TIER.prefix }, held: true, required: true }]);
    expect(held('grede')).toEqual([{ terms: {}, held: true, required: false }]);
    // Nothing one edit away: two edits would have been tried.
    expect(held('qqqqqq')).toEqual([{ terms: {}, held: true, required: false }]);
    expect(fuzzyAsked).toEqual([]);
  });

  it(`expands the word being typed to the words it starts from its ${PREFIX_LETTERS}th letter: before, it matches as a whole word`, () => {
    expect(PREFIX_LETTERS).toBe(4);
    const threeLetters = (query: string) => expandQuery(query, vocabularyOf(['tra', 'trade', 'trades']), new Analyzer(), { typing: true }).map((word) => ({ terms: Object.fromEntries(word.terms), held: word.held ?? false, required: word.required }));
    expect(threeLetters('tra')).toEqual([{ terms: { tra: TIER.exact }, held: true, required: true }]);
    expect(held('gra')).toEqual([{ terms: {}, held: true, required: false }]);
    expect(held('grad')).toEqual([{ terms: { grade: TIER.prefix }, held: false, required: true }]);
  });

  it(`leaves out a word being typed of fewer than ${TYPED_LETTERS} letters, its prefixes and itself: the query is searched on its other words`, () => {
    expect(TYPED_LETTERS).toBe(3);
    expect(held('t')).toEqual([{ terms: {}, held: true, required: false }]);
    expect(held('grede tr')).toEqual([
      { terms: { grade: TIER.fuzzy1 }, held: false, required: true },
      { terms: {}, held: true, required: false },
    ]);
    // Not typed any more: searched.
    expect(held('tr trade')[0]).toEqual({ terms: {}, held: false, required: true });
    expect(held('tra')).toEqual([{ terms: {}, held: true, required: false }]);
  });

  it('keeps the typos of finished words, and holds nothing where none would be looked for', () => {
    expect(held('grede trad')).toEqual([
      { terms: { grade: TIER.fuzzy1 }, held: false, required: true },
      { terms: { trade: TIER.prefix, trades: TIER.prefix, trading: TIER.prefix }, held: false, required: true },
    ]);
    expect(fuzzyAsked).toEqual(['grede 1']);
    expect(held('trade ')).toEqual([{ terms: { trade: TIER.exact, grade: TIER.fuzzy1 }, held: false, required: true }]);
    expect(fuzzyAsked).toEqual(['trade 1']);
    expect(held('grad')).toEqual([{ terms: { grade: TIER.prefix }, held: false, required: true }]);
  });
});
