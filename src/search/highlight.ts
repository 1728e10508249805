/** Which words of a title or preview to highlight; pure, so it is tested without a browser. */
import { WORD_PATTERN, type Analyzer } from './analyze.js';

/** A run of text, matched (highlighted) or not. */
export interface TextRun {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into runs, marking each word whose index terms include a matched term
 * (so `trading` is marked for the term `trade`, `take_profit` for `takeprofit`).
 */
export function highlightRuns(text: string, matched: ReadonlySet<string>, analyzer: Analyzer): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const previous = runs[runs.length - 1];
    if (previous && previous.match === match) previous.text += part;
    else runs.push({ text: part, match });
  };
  if (matched.size > 0) {
    for (const found of text.matchAll(WORD_PATTERN)) {
      const word = analyzer.analyzeWord(found[0]);
      if (!word.terms.some(({ term }) => matched.has(term))) continue;
      push(text.slice(last, found.index), false);
      push(found[0], true);
      last = found.index + found[0].length;
    }
  }
  push(text.slice(last), false);
  return runs;
}
