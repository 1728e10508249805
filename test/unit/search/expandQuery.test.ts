import { describe, expect, it } from 'vitest';
import { prefixTerms, type Vocabulary } from '../../../src/search/expandQuery.js';

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
