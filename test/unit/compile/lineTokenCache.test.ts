import { describe, expect, it } from 'vitest';
import { LineTokenCache, MAX_CACHED_LINES } from '../../../src/compile/mdx/lineTokenCache.js';

// Issue 21 (memory): a highlighter's line caches, one per grammar, stop growing together.
describe('LineTokenCache', () => {
  it('answers a line seen before in the same state', () => {
    const cache = new LineTokenCache<string>();
    cache.set(null, 'import x from "y";', 'tokens');
    expect(cache.get(null, 'import x from "y";')).toBe('tokens');
    expect(cache.get(null, 'other')).toBeUndefined();
  });

  it('keeps no more lines than the budget its caches share', () => {
    const budget = { left: 3 };
    const ts = new LineTokenCache<number>(budget);
    const py = new LineTokenCache<number>(budget);
    ts.set(null, 'a', 1);
    py.set(null, 'b', 2);
    ts.set(null, 'c', 3);
    // The budget is spent across both grammars: neither adds more.
    py.set(null, 'd', 4);
    ts.set(null, 'e', 5);
    expect([ts.get(null, 'a'), py.get(null, 'b'), ts.get(null, 'c')]).toEqual([1, 2, 3]);
    expect([py.get(null, 'd'), ts.get(null, 'e')]).toEqual([undefined, undefined]);
    expect(budget.left).toBe(0);
  });

  it('gives a cache of its own the whole default budget', () => {
    const cache = new LineTokenCache<number>();
    for (let line = 0; line < MAX_CACHED_LINES + 10; line++) cache.set(null, `line ${line}`, line);
    expect(cache.get(null, `line ${MAX_CACHED_LINES - 1}`)).toBe(MAX_CACHED_LINES - 1);
    expect(cache.get(null, `line ${MAX_CACHED_LINES}`)).toBeUndefined();
  });
});
