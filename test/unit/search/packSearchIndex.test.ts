import { describe, expect, it } from 'vitest';
import { packSearchIndex, type FreshPage } from '../../../src/search/packSearchIndex.js';

/** Counted fields (start, size and length each): one section whose body (field 3) holds the pair at 0 (term 0, tf 5), of 40 terms. */
const fields = new Uint32Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 40]);

/** One fresh page of that one section, as section `first`. */
const freshPage = (first: number): FreshPage => ({ first, sections: 1, field: 0 });

describe('packSearchIndex: kept postings renumbered and merged with fresh ones', () => {
  // Before: `trade` in sections 0, 1 and 2 (body, tf 1, 2, 3; lengths 10, 20, 30), delta-encoded.
  const keptPostings = [[[], [], [], [0, 1, 10, 1, 2, 20, 1, 3, 30]]];
  const input = (renumbered: number[], fresh: FreshPage[]) =>
    packSearchIndex({ terms: ['trade'], pairs: new Uint32Array([0, 5]), fields, fresh, kept: { terms: ['trade'], postings: keptPostings, renumbered: Int32Array.from(renumbered) }, forms: [], sectionCount: 3, totalLengths: [0, 0, 0, 0] });

  it('keeps the very array of a term none of whose sections moved or went', () => {
    expect(input([0, 1, 2], []).postings[0]).toBe(keptPostings[0]);
  });

  it('merges a page counted again into the kept sections, in section order', () => {
    // Section 1's page edited: section 1 counted anew (tf 5, length 40), sections 0 and 2 kept.
    expect(input([0, -1, 2], [freshPage(1)]).postings[0]).toEqual([[], [], [], [0, 1, 10, 1, 5, 40, 1, 3, 30]]);
  });

  it('sorts when kept pages changed order (their sections no longer ascending)', () => {
    // Pages swapped: section 0 is now 2 and 2 is now 0; section 1 counted anew.
    expect(input([2, -1, 0], [freshPage(1)]).postings[0]).toEqual([[], [], [], [0, 3, 30, 1, 5, 40, 1, 1, 10]]);
  });
});
