import { describe, expect, it } from 'vitest';
import { Analyzer } from '../../../src/search/analyze.js';
import { highlightRuns } from '../../../src/search/highlight.js';

const analyzer = new Analyzer();

describe('highlightRuns: the matched words of a title or preview', () => {
  it('marks each word whose terms matched, stems and identifiers included', () => {
    expect(highlightRuns('Trading with take_profit set', new Set(['trade', 'takeprofit']), analyzer)).toEqual([
      { text: 'Trading', match: true },
      { text: ' with ', match: false },
      { text: 'take_profit', match: true },
      { text: ' set', match: false },
    ]);
  });

  it('keeps markup in the text as plain text runs', () => {
    const runs = highlightRuns('<img src=x onerror=alert(1)> agent', new Set(['agent']), analyzer);
    expect(runs.map((run) => run.text).join('')).toBe('<img src=x onerror=alert(1)> agent');
    expect(runs.at(-1)).toEqual({ text: 'agent', match: true });
  });

  it('returns the text whole when nothing matched', () => {
    expect(highlightRuns('Plain text', new Set(), analyzer)).toEqual([{ text: 'Plain text', match: false }]);
  });
});
