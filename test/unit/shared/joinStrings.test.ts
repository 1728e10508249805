import { describe, expect, it } from 'vitest';
import { joinStrings } from '../../../src/shared/joinStrings.js';
import { isOneByte, thinString } from '../../helpers/oneByte.js';

describe('joinStrings', () => {
  it('joins like Array.prototype.join, with or without a separator', () => {
    expect(joinStrings([])).toBe('');
    expect(joinStrings(['a'])).toBe('a');
    expect(joinStrings(['a', 'b', 'c'])).toBe('abc');
    expect(joinStrings(['a', '', 'c'], '\n')).toBe('a\n\nc');
  });

  it('keeps ASCII one byte a character when a part is a ThinString', () => {
    const part = thinString('tabindex-value');
    expect(isOneByte(part)).toBe(true);
    expect(isOneByte(joinStrings(['<a tabindex="', part, '">', 'text'.repeat(10), '</a>']))).toBe(true);
    expect(isOneByte(joinStrings(['<p>', part, '</p>'], '\n'))).toBe(true);
  });

  it('is two-byte only when a character needs it', () => {
    expect(isOneByte(joinStrings(['caf', '\u00e9']))).toBe(true);
    expect(isOneByte(joinStrings(['arrow ', '\u2191']))).toBe(false);
  });
});
