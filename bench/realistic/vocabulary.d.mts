// Types for the corpus's vocabulary, which the search tests use to generate pages in memory.
export interface Lexicon {
  words: string[];
  word(r: () => number): string;
  rare(r: () => number): string;
}
export function createLexicon(r: () => number, size?: number): Lexicon;
