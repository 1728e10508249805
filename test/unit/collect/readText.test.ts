import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../src/collect/readText.js';
import { formatError } from '../../../src/shared/errors.js';

const hint = '  hint: save the file as UTF-8 text; images and other binary files belong in the static folder, linked from the page';
const failure = (bytes: Uint8Array) => {
  try {
    decodeText(bytes, 'docs/a.md');
  } catch (error) {
    return formatError(error);
  }
  throw new Error('expected a failure');
};

describe('decodeText', () => {
  it('returns UTF-8 text as it is, a byte order mark included', () => {
    expect(decodeText(Buffer.from('\uFEFF# Café ✓\n'), 'docs/a.md')).toBe('\uFEFF# Café ✓\n');
  });

  it('refuses bytes that are not UTF-8 (another encoding, or binary), naming the line of the first', () => {
    expect(failure(Buffer.from('# Title\n\nCaf\xe9\n', 'latin1'))).toBe(`docs/a.md:3  not UTF-8 text: it holds bytes that are not valid UTF-8 (binary content, or another encoding)\n${hint}`);
    // The start of a PNG file.
    expect(failure(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toMatch(/^docs\/a\.md:1 {2}not UTF-8 text/);
  });

  it('refuses a NUL byte, which text never holds', () => {
    expect(failure(Buffer.from('one\ntwo\0\n'))).toBe(`docs/a.md:2  not text: it holds a NUL byte (binary content)\n${hint}`);
  });
});
