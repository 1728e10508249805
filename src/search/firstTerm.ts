import { PATH_PATTERN, pathTerm, WORD_PATTERN, type Analyzer } from './analyze.js';

/** `WORD_PATTERN` for `firstTerm`, which stops scanning part way (its own `lastIndex`). */
const FIRST_WORD = new RegExp(WORD_PATTERN.source, WORD_PATTERN.flags);

/**
 * The first index term of a text: `analyzer.analyzeText(text).find((word) => word.terms.length > 0)?.terms[0]?.term`,
 * without analysing the words after it. An element's text on an API page can be a whole
 * schema tree, and only its first word names what the element is about. A file of its own,
 * beside the analyser the browser bundles, because only the index build needs it.
 */
export function firstTerm(analyzer: Analyzer, text: string): string | undefined {
  let first: { term: string; end: number } | undefined;
  FIRST_WORD.lastIndex = 0;
  for (let match = FIRST_WORD.exec(text); match; match = FIRST_WORD.exec(text)) {
    const term = analyzer.termsOfWord(match[0])[0];
    if (term) {
      first = { term: term.term, end: match.index + match[0].length };
      break;
    }
  }
  if (!text.includes('/')) return first?.term;
  // `analyzeText` places a path before the first word that ends after it; paths come in order, so the first one decides.
  for (const match of text.matchAll(PATH_PATTERN)) {
    const path = pathTerm(match[0]);
    if (!path) continue;
    return !first || match.index + match[0].length < first.end ? path : first.term;
  }
  return first?.term;
}
