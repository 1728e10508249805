import { describe, expect, it } from 'vitest';
import { lineOfImport } from '../../../../src/compile/modules/lineOfImport.js';

describe('lineOfImport', () => {
  it('finds the first line naming the module in either quotes, and nothing for a module not named', () => {
    const text = "---\ntitle: x\n---\n\nimport A from \"@theme/A\";\nimport B from '@theme/B';\nimport B2 from '@theme/B';\n";
    expect(lineOfImport(text, '@theme/A')).toBe(5);
    expect(lineOfImport(text, '@theme/B')).toBe(6);
    expect(lineOfImport(text, '@theme/C')).toBeUndefined();
  });
});
