/** The words prefix matching walks: every index term, and every word written that stems to one. */

/** Index terms and the words that stem to them (`forms`, as in the index file), sorted by word, each with its term. */
export function sortedWords(terms: string[], forms: string[]): Array<[word: string, term: string]> {
  const words: Array<[string, string]> = terms.map((term) => [term, term]);
  forms.forEach((line, at) => {
    if (line) for (const word of line.split(' ')) words.push([word, terms[at]!]);
  });
  // Stable: a word that is a term and also stems to another keeps the term first.
  return words.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** Code-unit order of plain strings, the order every sorted search list is in. */
export const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `term` spelled backwards: how the tails shards sort the terms of one class. */
export const reversed = (term: string) => [...term].reverse().join('');

/** Terms this long or shorter are the tails list's first class (`tailRangeKey`). */
export const SHORT_TAIL = 7;

/**
 * Where a term of `length` whose spelling backwards starts with `tail` sorts in the tails list:
 * the terms of `SHORT_TAIL` letters or fewer first, then the longer ones, each class sorted
 * backwards. A typo reaches terms within an edit or two of its own length, so a short word's
 * tail, itself short, is looked up among the short terms only: `feast` kept `…st`, which
 * 21,506 terms of 20,292 pages end with, 46 tails shards, where 545 have four to six letters;
 * with the two classes, its first search fetched 251 KB gzip, not 347. A word of seven or eight
 * letters looks in both. A class for each length cut more from such a word, but every other
 * tail then spanned three ranges of shards that compress worse (neighbours share shorter
 * endings): the median first search grew from 49 to 57 KB at 5,237 pages, 71 to 94 at 20,292.
 */
export const tailRangeKey = (length: number, tail: string) => (length <= SHORT_TAIL ? '<' : '>') + tail;

/** A term's key in the tails list (`tailRangeKey`). */
export const tailKey = (term: string) => tailRangeKey(term.length, reversed(term));
