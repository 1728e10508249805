import { describe, expect, it } from 'vitest';
import { parseRange } from '../../../src/server/parseRange.js';

describe('parseRange (RFC 9110 §14.1.2, §14.2)', () => {
  it('reads first-last, first- and suffix ranges, clamped to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    // A suffix range is the last N bytes, not the first N+1.
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('rejects ranges no byte of the file satisfies, and ranges that end before they start', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-50', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-5', 0)).toBe('unsatisfiable');
  });

  it('ignores other units, several ranges and garbage (the whole file goes with 200)', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=a-b', 'bytes=1.5-2']) expect(parseRange(header, 100), String(header)).toBeUndefined();
  });
});
