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

/** `term` spelled backwards: the key the tails shards are sorted by. */
export const reversed = (term: string) => [...term].reverse().join('');
