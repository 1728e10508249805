import { describe, expect, it } from 'vitest';
import { detached } from '../../../src/shared/detached.js';
import { MB, retainedBytes } from '../../helpers/retainedHeap.js';

/** 40 texts of half a megabyte, each a fresh string, of which `keep` keeps something. */
const cutFromLargeTexts = (keep: (text: string) => string) =>
  Array.from({ length: 40 }, (_, index) => keep(`${index} `.padEnd(512 * 1024, `words of text number ${index} `)));

describe('detached', () => {
  it('returns the same characters', () => {
    expect(detached('')).toBe('');
    expect(detached('short')).toBe('short');
    const long = 'a heading id that is long enough to be a slice'.repeat(3);
    expect(detached(long.slice(5, 80))).toBe(long.slice(5, 80));
    expect(detached('caf\u00e9 \u2191 arrows')).toBe('caf\u00e9 \u2191 arrows');
  });

  it('keeps no larger string alive, where a plain slice keeps the whole text', () => {
    const sliced = retainedBytes(() => cutFromLargeTexts((text) => text.slice(100, 250)));
    const copied = retainedBytes(() => cutFromLargeTexts((text) => detached(text.slice(100, 250))));
    // The control shows the measure works: 40 slices keep 20 MB of text.
    expect(sliced.bytes).toBeGreaterThan(15 * MB);
    expect(copied.bytes).toBeLessThan(1 * MB);
    expect(copied.result).toEqual(sliced.result);
  });
});
