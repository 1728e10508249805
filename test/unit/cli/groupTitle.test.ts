import { describe, expect, it } from 'vitest';
import { groupTitle } from '../../../src/cli/runBuild.js';

describe('groupTitle', () => {
  it('names a group of warnings by its code, in the plural when there are several', () => {
    expect(groupTitle('duplicate-route', 1)).toBe('duplicate route');
    expect(groupTitle('duplicate-route', 2)).toBe('duplicate routes');
    expect(groupTitle('unread-infima-property', 14)).toBe('unread infima properties');
    expect(groupTitle('unread-infima-property', 1)).toBe('unread infima property');
    // A vowel before the y: a plain s.
    expect(groupTitle('missing-key', 3)).toBe('missing keys');
    expect(groupTitle('module-alias', 3)).toBe('module aliases');
  });
});
