// Types for the corpus's prose, which the search tests use to generate pages in memory.
import type { Lexicon } from './vocabulary.mjs';
export function title(r: () => number, lexicon: Lexicon): string;
export function paragraph(r: () => number, lexicon: Lexicon, decorate?: (word: string) => string | null): string;
