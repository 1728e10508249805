import { describe, expect, it } from 'vitest';
import { parseNumberPrefix, stripNumberPrefixes } from '../../../src/collect/numberPrefix.js';

describe("parseNumberPrefix (Docusaurus's default number prefix parser)", () => {
  it('strips a number and its separator, giving the number as the position', () => {
    expect(parseNumberPrefix('01-intro.md')).toEqual({ name: 'intro.md', number: 1 });
    expect(parseNumberPrefix('2 . setup')).toEqual({ name: 'setup', number: 2 });
    expect(parseNumberPrefix('10_guides')).toEqual({ name: 'guides', number: 10 });
  });

  it('keeps date-like names, bare numbers and names without a prefix', () => {
    for (const name of ['2021-01-31-post.md', '1.2.md', '5.md', 'intro.md', '01-', '3-.md']) expect(parseNumberPrefix(name)).toEqual({ name });
  });

  it('strips every segment of a path', () => {
    expect(stripNumberPrefixes('02-guides/01-install.md')).toBe('guides/install.md');
  });
});
