import { Analyzer, type Term } from './analyze.js';

/**
 * The search thread's analyzer, which lives for one build: the words the index builder
 * analyses are cached by the builder alone (its table of words' term ids, `wordIds`), not here
 * as well. Each word's analysis cached twice was the search thread's largest grower on a site
 * whose vocabulary grows with its pages: the analyzer's word map held 16.1 MB at 1,000
 * realistic pages and 25.6 MB at 2,000, of 58 and 91 MB alive. A dev process's analyzer, kept
 * between builds (`analyzerFor`), caches them: its next build's index builder starts empty.
 * A class of its own, not an option of `Analyzer`: the search dialog's bundle has `Analyzer`.
 */
export class OneBuildAnalyzer extends Analyzer {
  /** `termsOfWord` for the index builder: a word not cached here is analysed, not cached. */
  termsOfIndexedWord(raw: string): readonly Term[] {
    return (this.words.get(raw) ?? this.analyzeNewWord(raw)).terms;
  }
}
